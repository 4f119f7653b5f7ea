/**
 * The estimates on their way to the tracker (docs/tracker-wall.md, Write-back): kept in the
 * wall's local storage per screen code, so a reload or a kiosk restart loses none. One
 * entry per issue key, the latest value decided for it: a value already queued or sent
 * is not queued again. Pure: the write-back store does the sending, storing and timing.
 */
import type { TrackerFailure, TrackerFailureKind } from '../../shared/trackers/contract';
import { isPlainObject } from './records';

/** 'queued': to be sent at `nextAt`; 'failed': waits for Retry; 'sent': the tracker has it. */
export type QueueState = 'queued' | 'failed' | 'sent';

/** One estimate to write, and where it stands. */
export interface QueueEntry {
  key: string;
  /** The backlog slot it was decided in (the panel shows the state there). */
  slot: number;
  fieldId: string;
  value: number;
  state: QueueState;
  /** Failed attempts since it was queued (the back-off grows with them). */
  attempts: number;
  /** When a queued entry is due (local ms). */
  nextAt: number;
  /** The last failure, shown as 'Not sent: …'; absent when none. */
  failure?: { kind: TrackerFailureKind; message: string };
}

/** Most entries kept; the oldest sent ones go first. */
export const QUEUE_MAX = 1000;
/** The first back-off after a failure without `retryAfterMs`; doubled each time. */
export const BACKOFF_FIRST_MS = 2000;
/** The longest wait between attempts. */
export const BACKOFF_MAX_MS = 5 * 60_000;
/** Longest failure message kept. */
export const FAILURE_MESSAGE_MAX = 300;

/** Failures retried by themselves: the cause goes away without anyone doing anything. */
const RETRIED: ReadonlySet<TrackerFailureKind> = new Set([
  'rate-limited',
  'unavailable',
  'network',
]);
/** Failures a new connection may cure: sent again once the wall connects. */
const CONNECTION: ReadonlySet<TrackerFailureKind> = new Set([
  'credentials',
  'permission',
  'cross-origin',
]);
const KINDS: ReadonlySet<string> = new Set<TrackerFailureKind>([
  'credentials',
  'permission',
  'not-found',
  'not-on-screen',
  'invalid',
  'removed',
  'rate-limited',
  'unavailable',
  'network',
  'cross-origin',
]);

/** True when a failure of this kind is tried again by itself. */
export function isRetried(kind: TrackerFailureKind): boolean {
  return RETRIED.has(kind);
}

/** The wait before attempt `attempts + 1` after a failure that named none. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

function isFailure(v: unknown): v is QueueEntry['failure'] {
  return (
    isPlainObject(v) &&
    typeof v.kind === 'string' &&
    KINDS.has(v.kind) &&
    typeof v.message === 'string'
  );
}

function isEntry(v: unknown): v is QueueEntry {
  return (
    isPlainObject(v) &&
    typeof v.key === 'string' &&
    v.key !== '' &&
    Number.isInteger(v.slot) &&
    typeof v.fieldId === 'string' &&
    v.fieldId !== '' &&
    Number.isFinite(v.value) &&
    (v.state === 'queued' || v.state === 'failed' || v.state === 'sent') &&
    Number.isInteger(v.attempts) &&
    Number.isFinite(v.nextAt) &&
    (v.failure === undefined || isFailure(v.failure))
  );
}

/** True for a stored queue; one bad entry makes the whole queue invalid. */
export function isQueue(v: unknown): v is QueueEntry[] {
  return Array.isArray(v) && v.length <= QUEUE_MAX && v.every(isEntry);
}

/** An estimate decided for an issue. */
export interface Decided {
  key: string;
  slot: number;
  fieldId: string;
  value: number;
}

/**
 * The queue with `decided` to be sent now; the same queue (the same array) when that
 * value is already queued, sent or waiting for Retry: nothing is written twice.
 */
export function enqueue(
  queue: readonly QueueEntry[],
  decided: Decided,
  now: number,
): readonly QueueEntry[] {
  const old = queue.find((e) => e.key === decided.key);
  if (old && old.value === decided.value && old.fieldId === decided.fieldId) return queue;
  const entry: QueueEntry = { ...decided, state: 'queued', attempts: 0, nextAt: now };
  const rest = queue.filter((e) => e.key !== decided.key);
  // Past the bound, the oldest entries the tracker already has make room.
  const over = Math.max(0, rest.length + 1 - QUEUE_MAX);
  const sentGone = new Set(rest.filter((e) => e.state === 'sent').slice(0, over));
  return [...rest.filter((e) => !sentGone.has(e)), entry].slice(-QUEUE_MAX);
}

/** The entry to send now: the first queued one that is due; null when none. */
export function nextDue(queue: readonly QueueEntry[], now: number): QueueEntry | null {
  return queue.find((e) => e.state === 'queued' && e.nextAt <= now) ?? null;
}

/** When the next queued entry falls due; null when none waits. */
export function nextWake(queue: readonly QueueEntry[]): number | null {
  const due = queue.filter((e) => e.state === 'queued').map((e) => e.nextAt);
  return due.length === 0 ? null : Math.min(...due);
}

/** Replaces the entry for `sent` (when it still holds that value) by `change(entry)`. */
function settle(
  queue: readonly QueueEntry[],
  sent: Pick<QueueEntry, 'key' | 'value'>,
  change: (e: QueueEntry) => QueueEntry,
): QueueEntry[] {
  // A value decided while this one was on its way replaced it: that one is sent next.
  return queue.map((e) => (e.key === sent.key && e.value === sent.value ? change(e) : e));
}

/** The queue after the tracker took (or already held) `sent`. */
export function afterSent(
  queue: readonly QueueEntry[],
  sent: Pick<QueueEntry, 'key' | 'value'>,
): QueueEntry[] {
  return settle(queue, sent, ({ failure: _, ...e }) => ({ ...e, state: 'sent', attempts: 0 }));
}

/**
 * The queue after `sent` failed: retried by itself after the tracker's `retryAfterMs` or
 * the back-off when the cause passes by itself (429, 5xx, no network), otherwise
 * waiting for Retry with the reason.
 */
export function afterFailure(
  queue: readonly QueueEntry[],
  sent: Pick<QueueEntry, 'key' | 'value'>,
  failure: TrackerFailure,
  now: number,
): QueueEntry[] {
  const kept = { kind: failure.kind, message: failure.message.slice(0, FAILURE_MESSAGE_MAX) };
  return settle(queue, sent, (e) => {
    const attempts = e.attempts + 1;
    if (!isRetried(failure.kind)) return { ...e, state: 'failed', attempts, failure: kept };
    const wait =
      failure.retryAfterMs !== undefined && failure.retryAfterMs >= 0
        ? Math.min(failure.retryAfterMs, BACKOFF_MAX_MS * 12)
        : backoffMs(attempts);
    return { ...e, state: 'queued', attempts, nextAt: now + wait, failure: kept };
  });
}

/** Retry: the entry for `key` is sent now, whatever stopped it. */
export function retryNow(queue: readonly QueueEntry[], key: string, now: number): QueueEntry[] {
  return queue.map((e) =>
    e.key === key && e.state !== 'sent' ? { ...e, state: 'queued', nextAt: now } : e,
  );
}

/** After a new connection: what failed for the credential, a permission or the origin is sent again. */
export function retryAfterConnect(queue: readonly QueueEntry[], now: number): QueueEntry[] {
  return queue.map((e) =>
    e.state === 'failed' && e.failure && CONNECTION.has(e.failure.kind)
      ? { ...e, state: 'queued', nextAt: now }
      : e,
  );
}

/** The queue without the entries of `keys` (a fresh import of them starts afresh). */
export function forgetKeys(queue: readonly QueueEntry[], keys: ReadonlySet<string>): QueueEntry[] {
  return queue.filter((e) => !keys.has(e.key));
}
