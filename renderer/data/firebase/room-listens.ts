/**
 * What a page reads of the room's people: the records (`screens/{code}`), who is connected
 * (`presence/{code}`), who left with Leave (`sessions/{code}/left`) and a phone's own record.
 */
import { get, limitToLast, orderByChild, query, ref, type Database } from 'firebase/database';
import { departuresPath, presencePath, recordPath, screensPath } from '../../../shared/data-paths';
import type { DatabaseGateway } from '../gateway';
import { childrenOf, listenChildren, listenValue } from './listen';

/** The gateway's listens and reads of the room's people. */
export function roomListens(
  database: Database,
): Pick<
  DatabaseGateway,
  'onParticipants' | 'readParticipants' | 'onPresence' | 'onDepartures' | 'onOwnRecord'
> {
  const participants = (code: string, limit: number) =>
    query(ref(database, screensPath(code)), orderByChild('lastUpdate'), limitToLast(limit));
  return {
    onParticipants: (code, limit, cb) => listenChildren(participants(code, limit), cb),
    readParticipants: async (code, limit) => childrenOf(await get(participants(code, limit))),
    onPresence: (code, cb) => listenChildren(ref(database, presencePath(code)), cb),
    onDepartures: (code, cb) => listenChildren(ref(database, departuresPath(code)), cb),
    onOwnRecord: (code, userId, cb) => listenValue(database, recordPath(code, userId), cb),
  };
}
