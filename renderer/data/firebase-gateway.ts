/**
 * The Firebase Realtime Database implementation of {@link DatabaseGateway}.
 * This folder is the only code that imports `firebase/*`.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  get,
  getDatabase,
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
import {
  historyEntryValue,
  newestKeptSeq,
  nextHead,
  parseHead,
  parseHistoryEntry,
  slotFor,
  type HistoryRound,
} from '../domain/history';
import type { Departure } from '../domain/departures';
import type { ScreenConfig } from '../domain/types';
import type { NewRoundOutcome } from '../domain/new-round';
import type { PresenceRole } from '../domain/types';
import type {
  DatabaseGateway,
  NewRoundWrites,
  OwnRecord,
  ParticipantHandle,
  RawChild,
  RecordChange,
  Unsubscribe,
} from './gateway';
import { keepReconnecting, sdkTarget } from './reconnect';
import { websocketOnlyURL } from './transport';
import type { RuntimeConfig } from '../../shared/runtime-config';
import {
  backlogPath,
  configPath,
  departurePath,
  departuresPath,
  historyEntryPath,
  historyPath,
  lastRoundPath,
  presenceEntryPath,
  presencePath,
  recordPath,
  roundPath,
  screensPath,
  selectedPath,
  sessionPartPath,
  sessionPath,
  THEMES_PATH,
} from '../../shared/data-paths';

/** Options for {@link createFirebaseGateway}. */
export interface FirebaseGatewayOptions {
  /** Distinct app name, so tests can run several clients in one process. */
  appName?: string;
  /** Where unexpected write failures are reported. */
  log?: (...args: unknown[]) => void;
  /**
   * Reconnect schedule while disconnected (reconnect.ts); default: the config's
   * `reconnectDelaysMs`, else 4 s. `false`: the SDK's own backoff only.
   */
  reconnectDelaysMs?: readonly number[] | false;
}

/** A gateway plus the means to shut its connection down (tests, page unload). */
export interface FirebaseGateway extends DatabaseGateway {
  readonly database: Database;
  close(): Promise<void>;
}

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
    app = initializeApp(
      { ...config.firebase, databaseURL: websocketOnlyURL(config.firebase.databaseURL) },
      options.appName,
    );
    database = getDatabase(app);
  } else {
    const local = config.database;
    if (!local) throw new Error('Runtime config names no database.');
    // Websockets only (transport.ts); the local database does not speak long polling.
    app = initializeApp(
      {
        databaseURL: websocketOnlyURL(`http://${local.namespace}.firebaseio.com`),
        projectId: local.namespace,
      },
      options.appName,
    );
    database = getDatabase(app);
    connectDatabaseEmulator(database, local.host, local.port);
  }

  const reconnect = options.reconnectDelaysMs ?? config.reconnectDelaysMs;
  const stopReconnecting =
    reconnect === false ? () => undefined : keepReconnecting(sdkTarget(database), reconnect);

  let serverOffset = 0;
  const stopOffset = onValue(ref(database, '.info/serverTimeOffset'), (snap) => {
    const v: unknown = snap.val();
    if (typeof v === 'number' && Number.isFinite(v)) serverOffset = v;
  });

  const participantsQuery = (code: string, limit: number) =>
    query(ref(database, screensPath(code)), orderByChild('lastUpdate'), limitToLast(limit));

  /** A participant out of the room: its record and its departure, if any, both go. */
  const removeFromRoom = async (code: string, userId: string) => {
    await Promise.all([
      remove(ref(database, recordPath(code, userId))),
      remove(ref(database, departurePath(code, userId))),
    ]);
  };

  const onConnected = (cb: (connected: boolean) => void): Unsubscribe =>
    onValue(ref(database, '.info/connected'), (snap) => cb(snap.val() === true));

  function joinRoom(
    code: string,
    userId: string,
    heartbeatMs: number,
    joinedAs: PresenceRole,
  ): ParticipantHandle {
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
    return {
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
  }

  const listen = (path: string, cb: (raw: unknown) => void): Unsubscribe =>
    onValue(ref(database, path), (snap) => cb(snap.val()));

  const read = async (path: string) => get(ref(database, path));

  /**
   * The newest kept round's number, so a head that does not match the kept rounds is
   * repaired. Usually the head's own slot holds the head's round (two small reads);
   * otherwise every kept round is read.
   */
  async function newestKept(code: string): Promise<number | null> {
    const head = parseHead((await read(lastRoundPath(code))).val());
    if (head) {
      const slot = slotFor(head.seq);
      const atHead = parseHistoryEntry(slot, (await read(historyEntryPath(code, slot))).val());
      if (atHead?.seq === head.seq) return head.seq;
    }
    return newestKeptSeq(childrenOf(await read(historyPath(code))));
  }

  async function keepRound(code: string, fingerprint: string, round: HistoryRound) {
    const newest = await newestKept(code);
    let claimed: number | null = null;
    const result = await runTransaction(
      ref(database, lastRoundPath(code)),
      (current: unknown) => {
        const head = nextHead(current, fingerprint, newest);
        claimed = head?.seq ?? null;
        // undefined aborts: another device kept this round already.
        return head ?? undefined;
      },
      { applyLocally: false },
    );
    if (!result.committed || claimed === null) return false;
    await set(
      ref(database, historyEntryPath(code, slotFor(claimed))),
      historyEntryValue(round, claimed, serverTimestamp()),
    );
    return true;
  }

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
    database,
    onConfig: (code, cb) => onValue(ref(database, configPath(code)), (snap) => cb(snap.val())),
    updateConfig: (code, patch: Partial<ScreenConfig>) =>
      update(ref(database, configPath(code)), patch),
    readThemes: async () => (await get(ref(database, THEMES_PATH))).val() as unknown,
    onParticipants: (code, limit, cb) =>
      onValue(participantsQuery(code, limit), (snap) => cb(childrenOf(snap))),
    readParticipants: async (code, limit) => childrenOf(await get(participantsQuery(code, limit))),
    writeSelected: (code, userId, selected) =>
      set(ref(database, selectedPath(code, userId)), selected),
    startNewRound,
    onPresence: (code, cb) =>
      onValue(ref(database, presencePath(code)), (snap) => cb(childrenOf(snap))),
    removeParticipant: removeFromRoom,
    onDepartures: (code, cb) =>
      onValue(ref(database, departuresPath(code)), (snap) => cb(childrenOf(snap))),
    onConnected,
    onOwnRecord: (code, userId, cb) =>
      onValue(ref(database, recordPath(code, userId)), (snap) => cb(snap.val())),
    joinRoom,
    serverNow: () => Date.now() + serverOffset,
    onStory: (code, cb) => listen(sessionPartPath(code, 'story'), cb),
    setStory: (code, story) =>
      story === ''
        ? remove(ref(database, sessionPartPath(code, 'story')))
        : set(ref(database, sessionPartPath(code, 'story')), story),
    onBacklog: (code, cb) => listen(backlogPath(code), cb),
    onCurrentStory: (code, cb) => listen(sessionPartPath(code, 'currentStory'), cb),
    onSessionPart: (code, part, cb) => listen(sessionPartPath(code, part), cb),
    updateSession: (code, patch) => update(ref(database, sessionPath(code)), { ...patch }),
    onDeck: (code, cb) => listen(sessionPartPath(code, 'deck'), cb),
    setDeck: (code, deck) =>
      deck === null
        ? remove(ref(database, sessionPartPath(code, 'deck')))
        : set(ref(database, sessionPartPath(code, 'deck')), deck),
    onTimer: (code, cb) => listen(sessionPartPath(code, 'timer'), cb),
    startTimer: (code, durationMs) =>
      set(ref(database, sessionPartPath(code, 'timer')), {
        startedAt: serverTimestamp(),
        duration: durationMs,
      }),
    stopTimer: (code) => remove(ref(database, sessionPartPath(code, 'timer'))),
    onRoundNumber: (code, cb) => listen(roundPath(code), cb),
    onHistory: (code, cb) =>
      onValue(ref(database, historyPath(code)), (snap) => cb(childrenOf(snap))),
    keepRound,
    deleteHistoryEntry: (code, id) => remove(ref(database, historyEntryPath(code, id))),
    async close() {
      stopReconnecting();
      stopOffset();
      await deleteApp(app);
    },
  };
}
