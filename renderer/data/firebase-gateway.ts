/**
 * The Firebase Realtime Database implementation of {@link DatabaseGateway}.
 * This folder is the only code that imports `firebase/*`.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  get,
  getDatabase,
  increment,
  limitToLast,
  onDisconnect,
  onValue,
  orderByChild,
  query,
  ref,
  remove,
  runTransaction,
  serverTimestamp,
  set,
  update,
  type Database,
  type DataSnapshot,
} from 'firebase/database';
import { historyEntryValue, nextHead, slotFor, type HistoryRound } from '../domain/history';
import type { ScreenConfig } from '../domain/types';
import type { DatabaseGateway, OwnRecord, PresenceHandle, RawChild, Unsubscribe } from './gateway';
import type { RuntimeConfig } from './runtime-config';

/** Options for {@link createFirebaseGateway}. */
export interface FirebaseGatewayOptions {
  /** Distinct app name, so tests can run several clients in one process. */
  appName?: string;
  /** Where unexpected write failures are reported. */
  log?: (...args: unknown[]) => void;
}

/** A gateway plus the means to shut its connection down (tests, page unload). */
export interface FirebaseGateway extends DatabaseGateway {
  readonly database: Database;
  close(): Promise<void>;
}

const screenPath = (code: string) => `screens/${code}`;
const recordPath = (code: string, userId: string) => `screens/${code}/${userId}`;
const sessionPath = (code: string, part: string) => `sessions/${code}/${part}`;

function childrenOf(snapshot: DataSnapshot): RawChild[] {
  const children: RawChild[] = [];
  // forEach walks the query's order (lastUpdate ascending), which val() would lose.
  snapshot.forEach((child) => {
    if (child.key !== null) children.push({ key: child.key, value: child.val() as unknown });
  });
  return children;
}

/** Connects to the database named by the runtime config and returns the gateway. */
export function createFirebaseGateway(
  config: RuntimeConfig,
  options: FirebaseGatewayOptions = {},
): FirebaseGateway {
  const log = options.log ?? ((...args: unknown[]) => console.error(...args));
  let app: FirebaseApp;
  let database: Database;
  if (config.firebase) {
    app = initializeApp(config.firebase, options.appName);
    database = getDatabase(app);
  } else {
    const local = config.database;
    if (!local) throw new Error('Runtime config names no database.');
    // ws:// makes the SDK use websockets only. With https:// a browser that failed to
    // reach the database during an outage falls back to long polling, which the
    // local database does not speak, and stays offline for good.
    app = initializeApp(
      { databaseURL: `ws://${local.namespace}.firebaseio.com`, projectId: local.namespace },
      options.appName,
    );
    database = getDatabase(app);
    connectDatabaseEmulator(database, local.host, local.port);
  }

  let serverOffset = 0;
  const stopOffset = onValue(ref(database, '.info/serverTimeOffset'), (snap) => {
    const v: unknown = snap.val();
    if (typeof v === 'number' && Number.isFinite(v)) serverOffset = v;
  });

  const participantsQuery = (code: string, limit: number) =>
    query(ref(database, screenPath(code)), orderByChild('lastUpdate'), limitToLast(limit));

  const onConnected = (cb: (connected: boolean) => void): Unsubscribe =>
    onValue(ref(database, '.info/connected'), (snap) => cb(snap.val() === true));

  function joinScreen(code: string, record: OwnRecord, heartbeatMs: number): PresenceHandle {
    const own = ref(database, recordPath(code, record.userId));
    let current = record;
    let active = true;
    // The whole record is written each time (never a partial update), so a
    // heartbeat after the record was removed restores a valid record instead of
    // a fragment the security rules would reject.
    const write = () => set(own, { ...current, lastUpdate: serverTimestamp() });
    const announce = async () => {
      await onDisconnect(own).remove();
      await write();
    };
    const stopConnected = onConnected((connected) => {
      // Each (re)connection starts a new server session: re-arm onDisconnect and
      // write the record again with the current choice.
      if (connected && active)
        announce().catch((e: unknown) => log('Could not join the screen:', e));
    });
    const heartbeat = setInterval(() => {
      if (active) write().catch((e: unknown) => log('Heartbeat failed:', e));
    }, heartbeatMs);
    const dispose = () => {
      if (!active) return;
      active = false;
      stopConnected();
      clearInterval(heartbeat);
    };
    return {
      update(next: OwnRecord) {
        current = next;
        return write();
      },
      async leave() {
        dispose();
        await onDisconnect(own).cancel();
        await remove(own);
      },
      dispose,
    };
  }

  const listen = (path: string, cb: (raw: unknown) => void): Unsubscribe =>
    onValue(ref(database, path), (snap) => cb(snap.val()));

  async function recordRound(code: string, fingerprint: string, round: HistoryRound) {
    let claimed: number | null = null;
    const result = await runTransaction(
      ref(database, sessionPath(code, 'lastRound')),
      (current: unknown) => {
        const head = nextHead(current, fingerprint);
        claimed = head?.seq ?? null;
        // undefined aborts: another device kept this round already.
        return head ?? undefined;
      },
      { applyLocally: false },
    );
    if (!result.committed || claimed === null) return false;
    await set(
      ref(database, sessionPath(code, `history/${slotFor(claimed)}`)),
      historyEntryValue(round, claimed, serverTimestamp()),
    );
    return true;
  }

  return {
    database,
    onConfig: (code, cb) => onValue(ref(database, `configs/${code}`), (snap) => cb(snap.val())),
    updateConfig: (code, patch: Partial<ScreenConfig>) =>
      update(ref(database, `configs/${code}`), patch),
    readThemes: async () => (await get(ref(database, 'themes'))).val() as unknown,
    onParticipants: (code, limit, cb) =>
      onValue(participantsQuery(code, limit), (snap) => cb(childrenOf(snap))),
    readParticipants: async (code, limit) => childrenOf(await get(participantsQuery(code, limit))),
    writeSelected: (code, userId, selected) =>
      set(ref(database, `${recordPath(code, userId)}/selected`), selected),
    newRound: (code, userIds) => {
      const patch: Record<string, unknown> = {};
      for (const id of userIds) {
        patch[`${recordPath(code, id)}/selected`] = '-';
        patch[`${recordPath(code, id)}/showCard`] = false;
      }
      // The round number makes the next round a new one in the history (issue 13).
      const nextRound = set(ref(database, sessionPath(code, 'round')), increment(1));
      const records = userIds.length === 0 ? Promise.resolve() : update(ref(database), patch);
      return Promise.all([records, nextRound]).then(() => undefined);
    },
    removeParticipant: (code, userId) => remove(ref(database, recordPath(code, userId))),
    onConnected,
    onOwnRecord: (code, userId, cb) =>
      onValue(ref(database, recordPath(code, userId)), (snap) => cb(snap.val())),
    joinScreen,
    serverNow: () => Date.now() + serverOffset,
    onStory: (code, cb) => listen(sessionPath(code, 'story'), cb),
    setStory: (code, story) =>
      story === ''
        ? remove(ref(database, sessionPath(code, 'story')))
        : set(ref(database, sessionPath(code, 'story')), story),
    onTimer: (code, cb) => listen(sessionPath(code, 'timer'), cb),
    startTimer: (code, durationMs) =>
      set(ref(database, sessionPath(code, 'timer')), {
        startedAt: serverTimestamp(),
        duration: durationMs,
      }),
    stopTimer: (code) => remove(ref(database, sessionPath(code, 'timer'))),
    onRoundNumber: (code, cb) => listen(sessionPath(code, 'round'), cb),
    onHistory: (code, cb) =>
      onValue(ref(database, sessionPath(code, 'history')), (snap) => cb(childrenOf(snap))),
    recordRound,
    deleteHistoryEntry: (code, id) => remove(ref(database, sessionPath(code, `history/${id}`))),
    async close() {
      stopOffset();
      await deleteApp(app);
    },
  };
}
