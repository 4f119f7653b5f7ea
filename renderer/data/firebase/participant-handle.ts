/**
 * A participant page's hold on a room ({@link ParticipantHandle}): its presence entry,
 * armed with `onDisconnect()` on every (re)connection, the heartbeat on its record, and
 * the writes to its own record.
 */
import {
  onDisconnect,
  ref,
  remove,
  runTransaction,
  serverTimestamp,
  set,
  update,
  type Database,
} from 'firebase/database';
import type { Departure } from '../../domain/departures';
import type { PresenceRole } from '../../domain/types';
import { departurePath, presenceEntryPath, recordPath } from '../../../shared/data-paths';
import type { DatabaseGateway, OwnRecord, ParticipantHandle, RecordChange } from '../gateway';

/** The gateway's `joinRoom`, its presence following `onConnected`; `log` hears what fails unawaited. */
export const participantJoins = (
  database: Database,
  onConnected: DatabaseGateway['onConnected'],
  log: (...args: unknown[]) => void,
): Pick<DatabaseGateway, 'joinRoom'> => ({
  joinRoom(code: string, userId: string, heartbeatMs: number, joinedAs: PresenceRole) {
    const own = ref(database, recordPath(code, userId));
    const here = ref(database, presenceEntryPath(code, userId));
    let active = true;
    let role = joinedAs;
    const announce = async () => {
      // Each (re)connection is a new server session: arm onDisconnect before saying
      // "here", so a drop right after the write cannot leave the entry behind.
      await onDisconnect(here).remove();
      await set(here, { connectedAt: serverTimestamp(), role });
    };
    // lastUpdate only, and only on an existing record: a transaction that leaves a
    // missing record missing. A phone that slept through 'New round' must not bring
    // its record (and old vote) back; the page re-enters the round itself.
    const refresh = () =>
      runTransaction(
        own,
        (current: unknown) =>
          current !== null && typeof current === 'object'
            ? { ...(current as object), lastUpdate: serverTimestamp() }
            : null,
        { applyLocally: false },
      );
    const stopConnected = onConnected((connected) => {
      if (!connected || !active) return;
      announce().catch((e: unknown) => log('Could not announce presence:', e));
      refresh().catch((e: unknown) => log('Heartbeat failed:', e));
    });
    const heartbeat = setInterval(() => {
      if (active) refresh().catch((e: unknown) => log('Heartbeat failed:', e));
    }, heartbeatMs);
    const stop = () => {
      if (!active) return false;
      active = false;
      stopConnected();
      clearInterval(heartbeat);
      return true;
    };
    const removePresence = async () => {
      await onDisconnect(here).cancel();
      await remove(here);
    };
    const handle: ParticipantHandle = {
      enter: (record: OwnRecord) => set(own, { ...record, userId, lastUpdate: serverTimestamp() }),
      change: (change: RecordChange) => update(own, { ...change, lastUpdate: serverTimestamp() }),
      setRole(next: PresenceRole) {
        role = next;
        // The entry's onDisconnect stays armed from the connection.
        return set(here, { connectedAt: serverTimestamp(), role });
      },
      async leave(departure: Departure | null) {
        stop();
        await removePresence();
        // Written before the record goes (the SDK keeps the order), so no reader sees the
        // card missing in between. Refused once the round has moved on: nothing to hold.
        const departed = departure
          ? set(ref(database, departurePath(code, userId)), {
              ...departure,
              lastUpdate: serverTimestamp(),
            }).catch(() => undefined)
          : null;
        await remove(own);
        await departed;
      },
      dispose() {
        if (stop()) removePresence().catch((e: unknown) => log('Could not leave presence:', e));
      },
    };
    return handle;
  },
});
