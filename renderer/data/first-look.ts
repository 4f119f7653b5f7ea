/**
 * The wall's first look at its room, through the database's REST API (docs/architecture.md,
 * "The wall's first card"): four plain reads, started as soon as `config.json` says where
 * the database is, so the first cards need neither the database SDK (about 50 KB gzip and
 * some 50 ms of evaluation on the main thread) nor its connection. The page subscribes as
 * usual; the deferred gateway (data/deferred-gateway.ts) answers each subscription from
 * this look until the SDK's own listener has answered, and the SDK is evaluated once the
 * cards are painted ({@link FirstLook.shown}). Both the local database and Firebase answer
 * these reads, through the same rules as the SDK's.
 */
import {
  configPath,
  presencePath,
  screensPath,
  sessionPath,
  type SessionKey,
} from '../../shared/data-paths';
import { compareKeys } from '../../shared/key-order';
import type { RuntimeConfig } from '../../shared/runtime-config';
import type { DatabaseGateway, RawChild, Unsubscribe } from './gateway';

/** The gateway's subscriptions (their last argument is the callback). */
export type SubscriptionKey = {
  [K in keyof DatabaseGateway]: DatabaseGateway[K] extends (...args: never[]) => Unsubscribe
    ? K
    : never;
}[keyof DatabaseGateway];

/** What the first look gives the deferred gateway. */
export interface FirstLook {
  /**
   * The value a subscription's callback first receives from the database, read by REST;
   * null when the look has none for it (it is not about the room, or another screen's).
   */
  answer(key: SubscriptionKey, args: readonly unknown[]): Promise<unknown> | null;
  /** The page was handed the room's participants: the cards paint with the next frame. */
  delivered(key: SubscriptionKey): void;
  /** Resolves once those cards were painted, or the look failed or took too long. */
  readonly shown: Promise<void>;
}

/** How long the SDK waits for the first look at most (a slow or refused read). */
export const FIRST_LOOK_BOUND_MS = 1000;

/** What the first look needs from the page. */
export interface FirstLookDeps {
  fetch: (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  /** Runs `fn` once the browser has painted what was rendered meanwhile. */
  afterPaint: (fn: () => void) => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

/** The database's REST address of `path` (`.json` appended), or null when it has none. */
export function restUrl(config: RuntimeConfig, path: string, query = ''): string | null {
  const local = config.database;
  if (config.firebase) {
    return `${config.firebase.databaseURL.replace(/\/+$/, '')}/${path}.json${query ? `?${query}` : ''}`;
  }
  if (!local) return null;
  const ns = `ns=${encodeURIComponent(local.namespace)}`;
  return `http://${local.host}:${local.port}/${path}.json?${query ? `${query}&` : ''}${ns}`;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The children of a value read by REST, in the order the SDK's listener gives them. */
export function childrenInKeyOrder(value: unknown): RawChild[] {
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => (v === null ? [] : [{ key: String(i), value: v as unknown }]));
  }
  if (!isObject(value)) return [];
  return Object.keys(value)
    .sort(compareKeys)
    .map((key) => ({ key, value: value[key] }));
}

/**
 * The room's participants as the SDK's query gives them: ordered by `lastUpdate`
 * (missing first, then numbers), ties by key, the last `limit`.
 */
export function participantsInOrder(value: unknown, limit: number): RawChild[] {
  const rank = (v: unknown) => {
    const t = isObject(v) ? v.lastUpdate : undefined;
    return typeof t === 'number' ? t : -Infinity;
  };
  const children = childrenInKeyOrder(value);
  children.sort((a, b) => rank(a.value) - rank(b.value) || compareKeys(a.key, b.key));
  return children.slice(Math.max(0, children.length - limit));
}

/** The part of `sessions/{code}` each session subscription listens to. */
const SESSION_PARTS: Partial<Record<SubscriptionKey, SessionKey>> = {
  onStory: 'story',
  onBacklog: 'backlog',
  onCurrentStory: 'currentStory',
  onDeck: 'deck',
  onTimer: 'timer',
  onRoundNumber: 'round',
};

/** Session subscriptions whose callback takes the children of their part. */
const SESSION_LISTS: Partial<Record<SubscriptionKey, SessionKey>> = {
  onDepartures: 'left',
  onHistory: 'history',
};

const orNull = (v: unknown) => (v === undefined ? null : v);

/**
 * The first look at screen `code`: its config, participants (the wall's query: the last
 * `limit` by `lastUpdate`), presence and session, read once each as soon as `config` has
 * arrived. A subscription for another screen or query, or one made after the SDK
 * answered, gets nothing from it.
 */
export function restFirstLook(
  code: string,
  limit: number,
  config: Promise<RuntimeConfig>,
  deps: FirstLookDeps,
): FirstLook {
  const read = (path: string, query = ''): Promise<unknown> =>
    config.then(async (loaded) => {
      const url = restUrl(loaded, path, query);
      if (!url) throw new Error('no database address');
      const response = await deps.fetch(url);
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return response.json();
    });
  const encoded = encodeURIComponent(code);
  const reads = {
    config: read(configPath(encoded)),
    // The wall's query (stores/wall/roster-store.ts): the cards are what the look is for.
    participants: read(screensPath(encoded), `orderBy=%22lastUpdate%22&limitToLast=${limit}`),
    presence: read(presencePath(encoded)),
    session: read(sessionPath(encoded)),
  };
  // Unused reads must not report unhandled rejections: a failed look is only a slower start.
  for (const r of Object.values(reads)) r.catch(() => undefined);

  let show: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (show = resolve));
  deps.setTimeout(show, FIRST_LOOK_BOUND_MS);
  // Without the cards there is nothing to wait for: the SDK loads at once.
  reads.participants.catch(show);

  // The cards wait for the rest of the room: the page's first render of them has their
  // round, what they are ready in (and the line above them), never the cards and then
  // what moves them. The rest comes before, while the page still says 'Connecting…'.
  const all = Promise.allSettled(Object.values(reads));
  const answer = (key: SubscriptionKey, args: readonly unknown[]): Promise<unknown> | null => {
    if (args[0] !== code) return null;
    if (key === 'onConfig') return reads.config.then(orNull);
    if (key === 'onPresence') return reads.presence.then(childrenInKeyOrder);
    if (key === 'onParticipants') {
      return args[1] === limit
        ? all.then(() => reads.participants).then((v) => participantsInOrder(v, limit))
        : null;
    }
    // onSessionPart: 'revealedRound', 'nudge', 'options', which the line above the cards reads.
    const part = key === 'onSessionPart' ? (args[1] as string) : SESSION_PARTS[key];
    if (part) return reads.session.then((s) => orNull(isObject(s) ? s[part] : undefined));
    const list = SESSION_LISTS[key];
    if (list) return reads.session.then((s) => childrenInKeyOrder(isObject(s) ? s[list] : null));
    return null;
  };

  return {
    answer,
    delivered(key) {
      if (key === 'onParticipants') deps.afterPaint(show);
    },
    shown,
  };
}

/** After the next paint: the frame that shows what was rendered, then the task after it. */
export function afterNextPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}
