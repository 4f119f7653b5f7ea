/**
 * What a page writes of others in the room: a participant's card, a participant removed,
 * and New round (the records that leave, then the round number).
 */
import { ref, remove, runTransaction, set, type Database } from 'firebase/database';
import type { NewRoundOutcome } from '../../domain/new-round';
import { departurePath, recordPath, roundPath, selectedPath } from '../../../shared/data-paths';
import type { DatabaseGateway, NewRoundWrites } from '../gateway';

/** The gateway's writes of others' records; `log` hears New round's failures. */
export function roomWrites(
  database: Database,
  log: (...args: unknown[]) => void,
): Pick<DatabaseGateway, 'writeSelected' | 'removeParticipant' | 'startNewRound'> {
  /** A participant out of the room: its record and its departure, if any, both go. */
  const removeFromRoom = async (code: string, userId: string) => {
    await Promise.all([
      remove(ref(database, recordPath(code, userId))),
      remove(ref(database, departurePath(code, userId))),
    ]);
  };

  async function startNewRound(code: string, writes: NewRoundWrites): Promise<NewRoundOutcome> {
    const ids = writes.remove;
    const results = await Promise.allSettled(ids.map((id) => removeFromRoom(code, id)));
    const failed: string[] = [];
    results.forEach((r, i) => {
      if (r.status === 'rejected') {
        failed.push(ids[i]!);
        log(`New round: could not write screens/${code}/${ids[i]!}:`, r.reason);
      }
    });
    // The round number (sessions/{code}/round, docs/data-contract.md) clears every vote
    // (a record of an earlier round holds none) and tells every other client: the
    // history starts a new round and screens forget their Offline people.
    let markerFailed = false;
    if (writes.counted) return { failed, markerFailed };
    try {
      // A transaction, not the server value `increment`: the rules then see a plain
      // number, one more than before, whatever the service makes of server values
      // before its rules run (docs/firebase.md).
      await runTransaction(ref(database, roundPath(code)), (n) =>
        typeof n === 'number' ? n + 1 : 1,
      );
    } catch (e) {
      markerFailed = true;
      log(`New round: could not count sessions/${code}/round up:`, e);
    }
    return { failed, markerFailed };
  }

  return {
    writeSelected: (code, userId, selected) =>
      set(ref(database, selectedPath(code, userId)), selected),
    removeParticipant: removeFromRoom,
    startNewRound,
  };
}
