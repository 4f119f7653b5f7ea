/**
 * An in-memory {@link DatabaseGateway} for pure store logic: it keeps configs,
 * themes and participant records in maps, notifies listeners synchronously (as
 * the Firebase SDK raises local events for its own writes) and records every
 * write so tests can assert what a store sent. Tests about the real transport
 * use the local database instead (tests/support/local-db.ts).
 */
import type {
  DatabaseGateway,
  NewRoundWrites,
  OwnRecord,
  ParticipantHandle,
  RawChild,
  RecordChange,
  SessionPart,
  Unsubscribe,
} from '../../renderer/data/gateway';
import {
  historyEntryValue,
  newestKeptSeq,
  nextHead,
  slotFor,
  type HistoryRound,
} from '../../renderer/domain/history';
import type { StoredDeck } from '../../renderer/domain/deck';
import type { Departure } from '../../renderer/domain/departures';
import type { NewRoundOutcome } from '../../renderer/domain/new-round';
import type { PresenceRole } from '../../renderer/domain/types';
import type { ScreenConfig } from '../../renderer/domain/types';

/** One write a store made through the gateway. */
export type GatewayWrite =
  | { op: 'updateConfig'; code: string; patch: Partial<ScreenConfig> }
  | { op: 'writeSelected'; code: string; userId: string; selected: string }
  | { op: 'newRound'; code: string; remove: string[]; counted?: true }
  | { op: 'removeParticipant'; code: string; userId: string }
  | { op: 'setStory'; code: string; story: string }
  | { op: 'updateSession'; code: string; patch: Record<string, unknown> }
  | { op: 'setDeck'; code: string; deck: StoredDeck | null }
  | { op: 'startTimer'; code: string; durationMs: number }
  | { op: 'stopTimer'; code: string }
  | { op: 'keepRound'; code: string; fingerprint: string; kept: boolean }
  | { op: 'deleteHistoryEntry'; code: string; id: string };

/** One call of a participant page's handle (join, enter, change, leave, dispose). */
export type PresenceWrite =
  | { op: 'join'; code: string; userId: string; heartbeatMs: number; role: PresenceRole }
  | { op: 'setRole'; code: string; userId: string; role: PresenceRole }
  | { op: 'enter'; code: string; record: OwnRecord }
  | { op: 'change'; code: string; userId: string; change: RecordChange }
  | { op: 'leave'; code: string; userId: string; departure: Departure | null }
  | { op: 'dispose'; code: string; userId: string };

/** The error the rules give a refused write. */
export class PermissionDenied extends Error {
  readonly code = 'PERMISSION_DENIED';
}

type Listener<T> = (value: T) => void;

/** The fake itself, with helpers to play other clients. */
export class FakeGateway implements DatabaseGateway {
  readonly configs = new Map<string, Record<string, unknown>>();
  readonly screens = new Map<string, Map<string, Record<string, unknown>>>();
  /** `presence/{code}/{userId}` entries. */
  readonly presence = new Map<string, Map<string, Record<string, unknown>>>();
  /** userIds whose New-round write fails (as a refused or lost write would). */
  readonly failNewRoundFor = new Set<string>();
  /** Deck writes are refused (as the rules or a lost connection would). */
  failDeckWrites = false;
  /** Called before each New-round record write: lets a test remove a record meanwhile. */
  beforeNewRoundWrite: ((code: string, userId: string) => void) | null = null;
  themes: unknown = [];
  connected = true;
  /** Every write, in order. */
  readonly writes: GatewayWrite[] = [];
  /** Every presence call of participant pages, in order. */
  readonly presenceWrites: PresenceWrite[] = [];
  /** Presence handles neither left nor disposed. */
  activePresences = 0;
  /** Number of `readThemes` calls. */
  themeReads = 0;
  /** `sessions/{code}/...` as a map of `{code}/{part}` to value (history under `{code}/history`). */
  readonly sessions = new Map<string, unknown>();
  /** Server time the fake reports; tests move it to play a clock. */
  now: () => number = () => Date.now();

  private readonly configListeners = new Map<string, Set<Listener<unknown>>>();
  private readonly participantListeners = new Map<
    string,
    Set<{ limit: number; cb: Listener<RawChild[]> }>
  >();
  private readonly connectedListeners = new Set<Listener<boolean>>();
  private readonly sessionListeners = new Map<string, Set<Listener<unknown>>>();
  private readonly presenceListeners = new Map<string, Set<Listener<RawChild[]>>>();
  /** Joined pages: re-announced on reconnection, their entries removed on disconnection. */
  private readonly joinedPages = new Set<{ code: string; userId: string; role: PresenceRole }>();
  private readonly ownListeners = new Set<{
    code: string;
    userId: string;
    cb: Listener<unknown>;
  }>();

  /** Open subscriptions of every kind (a disposed store must leave none). */
  get listenerCount(): number {
    let n = this.connectedListeners.size + this.ownListeners.size;
    for (const s of this.configListeners.values()) n += s.size;
    for (const s of this.sessionListeners.values()) n += s.size;
    for (const s of this.presenceListeners.values()) n += s.size;
    for (const s of this.participantListeners.values()) n += s.size;
    return n;
  }

  // --- DatabaseGateway -------------------------------------------------------

  onConfig(code: string, cb: (raw: unknown) => void): Unsubscribe {
    return this.subscribe(this.configListeners, code, cb, () => cb(this.configs.get(code) ?? null));
  }

  updateConfig(code: string, patch: Partial<ScreenConfig>): Promise<void> {
    this.writes.push({ op: 'updateConfig', code, patch: { ...patch } });
    this.setConfig(code, { ...(this.configs.get(code) ?? {}), ...patch });
    return Promise.resolve();
  }

  readThemes(): Promise<unknown> {
    this.themeReads += 1;
    return Promise.resolve(this.themes);
  }

  onParticipants(code: string, limit: number, cb: (children: RawChild[]) => void): Unsubscribe {
    const entry = { limit, cb };
    return this.subscribe(this.participantListeners, code, entry, () =>
      cb(this.children(code, limit)),
    );
  }

  readParticipants(code: string, limit: number): Promise<RawChild[]> {
    return Promise.resolve(this.children(code, limit));
  }

  writeSelected(code: string, userId: string, selected: string): Promise<void> {
    this.writes.push({ op: 'writeSelected', code, userId, selected });
    const rec = this.screens.get(code)?.get(userId);
    if (rec) this.setRecord(code, userId, { ...rec, selected });
    return Promise.resolve();
  }

  async startNewRound(code: string, writes: NewRoundWrites): Promise<NewRoundOutcome> {
    this.writes.push({
      op: 'newRound',
      code,
      remove: [...writes.remove],
      ...(writes.counted ? { counted: true } : {}),
    });
    const failed: string[] = [];
    // One write per record, as the Firebase gateway does: each settles on its own.
    for (const id of writes.remove) {
      await Promise.resolve();
      this.beforeNewRoundWrite?.(code, id);
      if (this.failNewRoundFor.has(id)) {
        failed.push(id);
        continue;
      }
      this.setRecord(code, id, null);
      this.setDeparture(code, id, null);
    }
    if (!writes.counted) this.setSession(code, 'round', this.roundOf(code) + 1);
    return { failed, markerFailed: false };
  }

  /** The stored round number, 0 when none is stored (as the rules read it). */
  roundOf(code: string): number {
    const n = this.sessions.get(`${code}/round`);
    return typeof n === 'number' ? n : 0;
  }

  onPresence(code: string, cb: (children: RawChild[]) => void): Unsubscribe {
    return this.subscribe(this.presenceListeners, code, cb, () => cb(this.presenceOf(code)));
  }

  removeParticipant(code: string, userId: string): Promise<void> {
    this.writes.push({ op: 'removeParticipant', code, userId });
    this.setRecord(code, userId, null);
    this.setDeparture(code, userId, null);
    return Promise.resolve();
  }

  onDepartures(code: string, cb: (children: RawChild[]) => void): Unsubscribe {
    return this.listenSession(`${code}/left`, (raw) =>
      cb(
        Object.entries((raw ?? {}) as object).map(([key, value]) => ({
          key,
          value: value as unknown,
        })),
      ),
    );
  }

  onConnected(cb: (connected: boolean) => void): Unsubscribe {
    this.connectedListeners.add(cb);
    cb(this.connected);
    return () => void this.connectedListeners.delete(cb);
  }

  onOwnRecord(code: string, userId: string, cb: (raw: unknown) => void): Unsubscribe {
    const entry = { code, userId, cb };
    this.ownListeners.add(entry);
    cb(this.screens.get(code)?.get(userId) ?? null);
    return () => void this.ownListeners.delete(entry);
  }

  joinRoom(
    code: string,
    userId: string,
    heartbeatMs = 0,
    role: PresenceRole = 'voter',
  ): ParticipantHandle {
    this.presenceWrites.push({ op: 'join', code, userId, heartbeatMs, role });
    const page = { code, userId, role };
    this.joinedPages.add(page);
    if (this.connected) this.setPresence(code, userId, { connectedAt: this.serverNow(), role });
    let active = true;
    this.activePresences += 1;
    const end = () => {
      if (!active) return false;
      active = false;
      this.activePresences -= 1;
      this.joinedPages.delete(page);
      return true;
    };
    return {
      enter: (r) => {
        this.presenceWrites.push({ op: 'enter', code, record: { ...r } });
        this.setRecord(code, userId, { ...r, userId, lastUpdate: this.serverNow() });
        return Promise.resolve();
      },
      change: (change) => {
        this.presenceWrites.push({ op: 'change', code, userId, change: { ...change } });
        const rec = this.screens.get(code)?.get(userId);
        // The rules refuse a partial record: a change never recreates a removed one.
        if (!rec) return Promise.reject(new PermissionDenied('PERMISSION_DENIED'));
        const next: Record<string, unknown> = { ...rec, lastUpdate: this.serverNow() };
        for (const [k, v] of Object.entries(change)) {
          if (v === null) delete next[k];
          else next[k] = v;
        }
        this.setRecord(code, userId, next);
        return Promise.resolve();
      },
      setRole: (next) => {
        this.presenceWrites.push({ op: 'setRole', code, userId, role: next });
        page.role = next;
        if (this.connected)
          this.setPresence(code, userId, { connectedAt: this.serverNow(), role: next });
        return Promise.resolve();
      },
      leave: (departure) => {
        end();
        this.presenceWrites.push({ op: 'leave', code, userId, departure });
        this.setPresence(code, userId, null);
        // As the rules: a departure counts only for the current round.
        if (departure?.round === this.roundOf(code)) {
          this.setDeparture(code, userId, { ...departure, lastUpdate: this.serverNow() });
        }
        this.setRecord(code, userId, null);
        return Promise.resolve();
      },
      dispose: () => {
        if (!end()) return;
        this.presenceWrites.push({ op: 'dispose', code, userId });
        this.setPresence(code, userId, null);
      },
    };
  }

  serverNow(): number {
    return this.now();
  }

  onStory(code: string, cb: (raw: unknown) => void): Unsubscribe {
    return this.listenSession(`${code}/story`, cb);
  }

  setStory(code: string, story: string): Promise<void> {
    this.writes.push({ op: 'setStory', code, story });
    this.setSession(code, 'story', story === '' ? null : story);
    return Promise.resolve();
  }

  onBacklog(code: string, cb: (raw: unknown) => void): Unsubscribe {
    return this.listenSession(`${code}/backlog`, cb);
  }

  onSessionPart(code: string, part: SessionPart, cb: (raw: unknown) => void): Unsubscribe {
    return this.listenSession(`${code}/${part}`, cb);
  }

  onCurrentStory(code: string, cb: (raw: unknown) => void): Unsubscribe {
    return this.listenSession(`${code}/currentStory`, cb);
  }

  /** Set by a test: the next updateSession rejects with it (and changes nothing). */
  failNextUpdate: Error | null = null;

  updateSession(code: string, patch: Readonly<Record<string, unknown>>): Promise<void> {
    this.writes.push({ op: 'updateSession', code, patch: { ...patch } });
    const failure = this.failNextUpdate;
    this.failNextUpdate = null;
    if (failure) return Promise.reject(failure);
    const tops = new Map<string, unknown>();
    for (const [path, value] of Object.entries(patch)) {
      const [top = '', ...rest] = path.split('/');
      const at = tops.has(top)
        ? tops.get(top)
        : structuredClone(this.sessions.get(`${code}/${top}`) ?? null);
      tops.set(top, setPath(at, rest, serverTime(value, this.serverNow())));
    }
    for (const [top, value] of tops) this.setSession(code, top, value);
    return Promise.resolve();
  }

  onDeck(code: string, cb: (raw: unknown) => void): Unsubscribe {
    return this.listenSession(`${code}/deck`, cb);
  }

  setDeck(code: string, deck: StoredDeck | null): Promise<void> {
    this.writes.push({ op: 'setDeck', code, deck });
    if (this.failDeckWrites) return Promise.reject(new Error('PERMISSION_DENIED'));
    this.setSession(code, 'deck', deck);
    return Promise.resolve();
  }

  onTimer(code: string, cb: (raw: unknown) => void): Unsubscribe {
    return this.listenSession(`${code}/timer`, cb);
  }

  startTimer(code: string, durationMs: number): Promise<void> {
    this.writes.push({ op: 'startTimer', code, durationMs });
    this.setSession(code, 'timer', { startedAt: this.serverNow(), duration: durationMs });
    return Promise.resolve();
  }

  stopTimer(code: string): Promise<void> {
    this.writes.push({ op: 'stopTimer', code });
    this.setSession(code, 'timer', null);
    return Promise.resolve();
  }

  onRoundNumber(code: string, cb: (raw: unknown) => void): Unsubscribe {
    return this.listenSession(`${code}/round`, cb);
  }

  onHistory(code: string, cb: (children: RawChild[]) => void): Unsubscribe {
    return this.listenSession(`${code}/history`, (raw) => {
      const map = (raw ?? {}) as Record<string, unknown>;
      cb(Object.entries(map).map(([key, value]) => ({ key, value })));
    });
  }

  keepRound(code: string, fingerprint: string, round: HistoryRound): Promise<boolean> {
    const kept = Object.entries((this.sessions.get(`${code}/history`) ?? {}) as object);
    const head = nextHead(
      this.sessions.get(`${code}/lastRound`) ?? null,
      fingerprint,
      newestKeptSeq(kept.map(([key, value]) => ({ key, value: value as unknown }))),
    );
    this.writes.push({ op: 'keepRound', code, fingerprint, kept: head !== null });
    if (!head) return Promise.resolve(false);
    this.setSession(code, 'lastRound', head);
    const history = { ...((this.sessions.get(`${code}/history`) ?? {}) as object) };
    (history as Record<string, unknown>)[slotFor(head.seq)] = historyEntryValue(
      round,
      head.seq,
      this.serverNow(),
    );
    this.setSession(code, 'history', history);
    return Promise.resolve(true);
  }

  deleteHistoryEntry(code: string, id: string): Promise<void> {
    this.writes.push({ op: 'deleteHistoryEntry', code, id });
    const history = { ...((this.sessions.get(`${code}/history`) ?? {}) as object) };
    delete (history as Record<string, unknown>)[id];
    this.setSession(code, 'history', Object.keys(history).length > 0 ? history : null);
    return Promise.resolve();
  }

  // --- helpers for tests (other clients) -------------------------------------

  /** Replaces `configs/{code}` as another client would (null removes it). */
  setConfig(code: string, value: object | null): void {
    if (value === null) this.configs.delete(code);
    else this.configs.set(code, { ...value });
    for (const cb of this.configListeners.get(code) ?? []) cb(value);
  }

  /** Writes or removes `screens/{code}/{userId}`. */
  setRecord(code: string, userId: string, value: Record<string, unknown> | null): void {
    let screen = this.screens.get(code);
    if (!screen) {
      screen = new Map();
      this.screens.set(code, screen);
    }
    if (value === null) screen.delete(userId);
    else screen.set(userId, value);
    this.notifyParticipants(code);
    for (const l of this.ownListeners) {
      if (l.code === code && l.userId === userId) l.cb(value);
    }
  }

  /** Writes or removes `sessions/{code}/left/{userId}`, a departure. */
  setDeparture(code: string, userId: string, value: Record<string, unknown> | null): void {
    const left: Record<string, unknown> = {
      ...((this.sessions.get(`${code}/left`) ?? {}) as object),
    };
    if (value === null) delete left[userId];
    else left[userId] = value;
    this.setSession(code, 'left', Object.keys(left).length > 0 ? left : null);
  }

  /** Writes `sessions/{code}/{part}` as another client would (null removes it). */
  setSession(code: string, part: string, value: unknown): void {
    const key = `${code}/${part}`;
    if (value === null) this.sessions.delete(key);
    else this.sessions.set(key, value);
    for (const cb of [...(this.sessionListeners.get(key) ?? [])]) cb(value);
  }

  /**
   * Flips the connection state. Going offline runs the joined pages' onDisconnect
   * (their presence entries go, records stay); coming back announces them again.
   */
  setConnected(connected: boolean): void {
    this.connected = connected;
    for (const { code, userId, role } of this.joinedPages) {
      this.setPresence(code, userId, connected ? { connectedAt: this.serverNow(), role } : null);
    }
    for (const cb of this.connectedListeners) cb(connected);
  }

  /** Writes or removes `presence/{code}/{userId}` as another client (or the server) would. */
  setPresence(code: string, userId: string, value: Record<string, unknown> | null): void {
    let entries = this.presence.get(code);
    if (!entries) {
      entries = new Map();
      this.presence.set(code, entries);
    }
    if (value === null) entries.delete(userId);
    else entries.set(userId, value);
    const children = this.presenceOf(code);
    for (const cb of this.presenceListeners.get(code) ?? []) cb(children);
  }

  /** The config writes made for `code`, in order. */
  configWrites(code: string): Partial<ScreenConfig>[] {
    return this.writes.flatMap((w) =>
      w.op === 'updateConfig' && w.code === code ? [w.patch] : [],
    );
  }

  private presenceOf(code: string): RawChild[] {
    return [...(this.presence.get(code) ?? [])].map(([key, value]) => ({ key, value }));
  }

  private children(code: string, limit: number): RawChild[] {
    const all = [...(this.screens.get(code) ?? new Map<string, Record<string, unknown>>())];
    const order = (v: Record<string, unknown>) =>
      typeof v.lastUpdate === 'number' ? v.lastUpdate : -Infinity;
    all.sort(([ka, a], [kb, b]) => order(a) - order(b) || (ka < kb ? -1 : ka > kb ? 1 : 0));
    return all.slice(-limit).map(([key, value]) => ({ key, value }));
  }

  private listenSession(key: string, cb: Listener<unknown>): Unsubscribe {
    return this.subscribe(this.sessionListeners, key, cb, () => cb(this.sessions.get(key) ?? null));
  }

  private notifyParticipants(code: string): void {
    for (const { limit, cb } of this.participantListeners.get(code) ?? []) {
      cb(this.children(code, limit));
    }
  }

  private subscribe<T>(
    map: Map<string, Set<T>>,
    code: string,
    entry: T,
    initial: () => void,
  ): Unsubscribe {
    let set = map.get(code);
    if (!set) {
      set = new Set();
      map.set(code, set);
    }
    set.add(entry);
    initial();
    return () => void map.get(code)?.delete(entry);
  }
}

/** `value` with the server-time placeholder replaced by `now`. */
function serverTime(value: unknown, now: number): unknown {
  if (value !== null && typeof value === 'object' && '.sv' in value) return now;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serverTime(v, now)]));
  return value;
}

/** `root` with `value` at `path` (null removes; emptied objects go, as in the database). */
function setPath(root: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const node = { ...(root !== null && typeof root === 'object' ? root : {}) } as Record<
    string,
    unknown
  >;
  const child = setPath(node[head] ?? null, rest, value);
  if (child === null) delete node[head];
  else node[head] = child;
  return Object.keys(node).length === 0 ? null : node;
}
