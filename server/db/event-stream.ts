/**
 * A REST listen: `GET /path.json` with `Accept: text/event-stream`, answered as
 * the Realtime Database streams (server-sent events): first a `put` of the whole
 * value at path "/", then for each change a `put` (one location replaced) or a
 * `patch` (several children of one location replaced), each with the location
 * relative to the request's path and its data; a `keep-alive` at a fixed
 * interval; a `cancel` when the rules no longer let the client read, which
 * ends the stream.
 */
import type { ServerResponse } from 'node:http';
import { jsonOf } from './changes';
import { withArrays } from './rest-output';
import type { Actor, DataStore, Unsubscribe } from './store';
import { isRecord, type WireQuery } from './wire';

/** The Realtime Database's interval between keep-alive events. */
export const KEEP_ALIVE_MS = 30_000;

/** One change as the stream sends it. */
export interface StreamChange {
  event: 'put' | 'patch';
  /** Relative to the stream's path: "/" or "/a/b". */
  path: string;
  data: unknown;
}

/** Whether two values are equal: the same object (an unchanged node's) or the same JSON. */
const same = (a: unknown, b: unknown) => a === b || jsonOf(a) === jsonOf(b);

/** A child's value, null when absent (never an inherited member such as `constructor`). */
const child = (value: Record<string, unknown>, key: string) =>
  Object.hasOwn(value, key) ? value[key] : null;

/**
 * The smallest change that turns `before` into `after`: down to the deepest
 * location where they differ when one child alone changed, a `patch` of the
 * changed children when several did, a `put` of the whole value otherwise.
 */
export function changeBetween(before: unknown, after: unknown, path = ''): StreamChange {
  if (!isRecord(before) || !isRecord(after)) {
    return { event: 'put', path: path || '/', data: after };
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((k) => !same(child(before, k), child(after, k)));
  if (changed.length === 1) {
    const key = changed[0]!;
    return changeBetween(child(before, key), child(after, key), `${path}/${key}`);
  }
  const data = Object.fromEntries(changed.map((key) => [key, child(after, key)]));
  return { event: 'patch', path: path || '/', data };
}

/**
 * The last change event worked out, by the values it went from and to. The streams of
 * one path and query are told of a change one after the other with the same values
 * (the store evaluates a query once for all its listens), so the diff and its JSON are
 * worked out once for all of them, not once per stream.
 */
let lastEvent = { before: Symbol('none') as unknown, after: null as unknown, text: '' };

/** The event that tells a stream that last sent `before` of `after`. */
function eventText(before: unknown, after: unknown): string {
  if (lastEvent.before !== before || lastEvent.after !== after) {
    const change = changeBetween(before, after);
    const data = { path: change.path, data: withArrays(change.data) };
    lastEvent = {
      before,
      after,
      text: `event: ${change.event}\ndata: ${JSON.stringify(data)}\n\n`,
    };
  }
  return lastEvent.text;
}

/** What a stream needs from the server. */
export interface EventStreamContext {
  store: DataStore;
  keepAliveMs: number;
  /** Bytes the client may leave unread before the stream is dropped. */
  maxQueuedBytes: number;
}

/** One open event stream. */
export class EventStream {
  private stop: Unsubscribe = () => undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  /** The value last sent: none (null) before the first, which thus goes out whole, a put at "/". */
  private last: unknown = null;
  private closed = false;

  /**
   * Starts streaming the value at `path` (the caller checked the read) and
   * calls `onEnd` once when the stream ends, whoever ends it.
   */
  constructor(
    private readonly res: ServerResponse,
    private readonly ctx: EventStreamContext,
    private readonly path: string,
    query: WireQuery | undefined,
    private readonly actor: Actor,
    private readonly onEnd: () => void,
  ) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.on('close', () => this.end());
    this.timer = setInterval(() => this.send('keep-alive', null), ctx.keepAliveMs);
    const stop = ctx.store.subscribe(path, query, (value) => this.changed(value));
    // Dropped while the first value was sent (more than the client may leave unread): nothing may stay subscribed.
    if (this.closed) stop();
    else this.stop = stop;
  }

  /** Whether the stream still runs. */
  get open(): boolean {
    return !this.closed;
  }

  /**
   * Ends the stream (the server stops, or the client went away). Ending it again (the
   * socket's close after a cancel) repeats only steps that are done once: the release
   * that `onEnd` makes counts once.
   */
  end(): void {
    this.closed = true;
    clearInterval(this.timer);
    this.stop();
    this.res.end();
    this.onEnd();
  }

  /**
   * Ends the stream with `cancel` when the rules no longer let the client read;
   * returns whether it still runs.
   */
  recheck(): boolean {
    if (this.closed) return false;
    if (this.ctx.store.canRead(this.path, this.actor)) return true;
    this.send('cancel', null);
    this.end();
    return false;
  }

  private changed(value: unknown): void {
    if (!this.recheck()) return;
    const text = eventText(this.last, value);
    this.last = value;
    this.write(text);
  }

  private send(event: string, data: unknown): void {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private write(text: string): void {
    this.res.write(text);
    // A client that stops reading would make the server hold every change for it.
    if (this.res.writableLength > this.ctx.maxQueuedBytes) {
      this.res.destroy();
      this.end();
    }
  }
}

/**
 * The event streams open on one server. A read rule may depend on data anywhere
 * (`root.child('gate').val() === 'open'`), so the read of every open stream is
 * checked again after the data changed, once per turn of the event loop however
 * many writes it holds, not only when the streamed location changes.
 */
export class EventStreams {
  private readonly open = new Set<EventStream>();
  private pending = false;

  get size(): number {
    return this.open.size;
  }

  add(stream: EventStream): void {
    this.open.add(stream);
  }

  delete(stream: EventStream): void {
    this.open.delete(stream);
  }

  /** Ends every stream (the server stops). */
  endAll(): void {
    for (const stream of [...this.open]) stream.end();
  }

  /** Called after every change of the data. */
  dataChanged(): void {
    if (this.pending) return;
    this.pending = true;
    setImmediate(() => {
      this.pending = false;
      for (const stream of [...this.open]) stream.recheck();
    });
  }
}
