/**
 * One client connection of the local database: the Realtime Database wire
 * protocol (v5) over a websocket, as the firebase 12 SDK speaks it.
 *
 * firebase-server has its own per-connection handler, but it cannot serve the
 * product: it applies a set after pending promises and an update at once (so a
 * set followed by an update can land in the wrong order), ignores query
 * parameters and tags, never removes a listener (unlisten `n`), and ignores
 * `get` (`g`), onDisconnect (`o`, `om`, `oc`) and keep-alive pings. This handler
 * replaces it and keeps firebase-server's data, query engine and rules
 * ({@link DataStore}).
 */
import { randomBytes } from 'node:crypto';
import type { Actor, DataStore, Unsubscribe } from './store';
import { isRecord, normalizePath, parseCredential, type WireQuery } from './wire';

/** The websocket members used here (ws 7, as firebase-server creates them). */
export interface ClientSocket {
  readyState: number;
  send(data: string): void;
  terminate(): void;
  on(event: 'message', cb: (data: unknown) => void): void;
  on(event: 'close' | 'error', cb: () => void): void;
}

/** The largest frame the SDK accepts; longer messages are sent as numbered frames. */
const MAX_FRAME = 16384;
const OPEN = 1;

interface DisconnectOp {
  merge: boolean;
  path: string;
  data: unknown;
}

/** Body of a data request from the client. */
interface RequestBody {
  p?: unknown;
  d?: unknown;
  q?: unknown;
  t?: unknown;
  h?: unknown;
  cred?: unknown;
}

/** Options shared by every connection of one server. */
export interface ConnectionContext {
  store: DataStore;
  /** "host:port" as the client reaches us, sent in the handshake. */
  hostPort: string;
  log: (message: string) => void;
}

/** Serves one websocket until it closes. */
export class ClientConnection {
  private readonly listens = new Map<string, Unsubscribe>();
  private readonly onDisconnectOps: DisconnectOp[] = [];
  private actor: Actor = null;
  private framesLeft = 0;
  private buffer = '';
  private closed = false;
  /** Set when the server drops the socket on purpose (pause): queued onDisconnect writes stay unapplied. */
  skipOnDisconnect = false;

  constructor(
    private readonly ws: ClientSocket,
    private readonly ctx: ConnectionContext,
  ) {
    ws.on('message', (data) => this.onFrame(String(data)));
    ws.on('close', () => this.onClose());
    ws.on('error', () => this.onClose());
    this.send({
      t: 'c',
      d: {
        t: 'h',
        d: { ts: Date.now(), v: '5', h: ctx.hostPort, s: randomBytes(8).toString('hex') },
      },
    });
  }

  /** Number of listens (queries) this client has open. */
  get listenCount(): number {
    return this.listens.size;
  }

  /** Drops the socket; with `runOnDisconnect` false the queued onDisconnect writes are discarded. */
  drop(runOnDisconnect: boolean): void {
    this.skipOnDisconnect = !runOnDisconnect;
    this.ws.terminate();
    this.onClose();
  }

  private send(message: unknown): void {
    if (this.closed || this.ws.readyState !== OPEN) return;
    const text = JSON.stringify(message);
    if (text.length <= MAX_FRAME) {
      this.ws.send(text);
      return;
    }
    const count = Math.ceil(text.length / MAX_FRAME);
    this.ws.send(String(count));
    for (let i = 0; i < count; i += 1) this.ws.send(text.slice(i * MAX_FRAME, (i + 1) * MAX_FRAME));
  }

  private respond(r: unknown, status: string, data: unknown = {}): void {
    if (typeof r === 'number') this.send({ t: 'd', d: { r, b: { s: status, d: data } } });
  }

  private push(path: string, data: unknown, tag: unknown): void {
    const b: Record<string, unknown> = { p: path, d: data };
    if (typeof tag === 'number') b.t = tag;
    this.send({ t: 'd', d: { a: 'd', b } });
  }

  private onFrame(frame: string): void {
    if (this.framesLeft > 0) {
      this.buffer += frame;
      this.framesLeft -= 1;
      if (this.framesLeft === 0) {
        const whole = this.buffer;
        this.buffer = '';
        this.onMessage(whole);
      }
      return;
    }
    // A short number announces that many frames; '0' is the SDK's keep-alive.
    if (frame.length <= 6 && /^\d+$/.test(frame)) {
      this.framesLeft = Number(frame);
      this.buffer = '';
      return;
    }
    this.onMessage(frame);
  }

  private onMessage(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.ctx.log(`local-db: unreadable message dropped: ${text.slice(0, 200)}`);
      return;
    }
    if (!isRecord(message) || !isRecord(message.d)) return;
    if (message.t === 'c') {
      // Ping: answer with pong, or the SDK closes the connection as unhealthy.
      if (message.d.t === 'p') this.send({ t: 'c', d: { t: 'o', d: {} } });
      return;
    }
    if (message.t !== 'd') return;
    const { r, a } = message.d;
    const b = (isRecord(message.d.b) ? message.d.b : {}) as RequestBody;
    try {
      this.handle(r, String(a), b);
    } catch (error) {
      this.ctx.log(`local-db: request ${String(a)} failed: ${String(error)}`);
      this.respond(r, 'internal_error', String(error));
    }
  }

  private handle(r: unknown, action: string, b: RequestBody): void {
    const path = normalizePath(typeof b.p === 'string' ? b.p : '');
    const query = isRecord(b.q) ? (b.q as WireQuery) : undefined;
    const store = this.ctx.store;
    switch (action) {
      case 'q':
      case 'l':
        return this.listen(r, path, query, b.t);
      case 'n':
        this.unlisten(path, b.t);
        return this.respond(r, 'ok');
      case 'g':
        if (!store.canRead(path, this.actor)) return this.denied(r, 'read', path);
        return this.respond(r, 'ok', store.read(path, query));
      case 'p': {
        if (typeof b.h === 'string' && b.h !== store.hash(path)) {
          // A transaction built on stale data: send the current value and let the SDK retry.
          this.push(path, store.read(path), undefined);
          return this.respond(r, 'datastale', 'Transaction hash does not match');
        }
        const outcome = store.set(path, b.d ?? null, this.actor);
        return outcome.ok ? this.respond(r, 'ok') : this.denied(r, 'write', path, outcome.reason);
      }
      case 'm': {
        if (!isRecord(b.d)) return this.respond(r, 'invalid_data', 'update needs an object');
        const outcome = store.update(path, b.d, this.actor);
        return outcome.ok ? this.respond(r, 'ok') : this.denied(r, 'update', path, outcome.reason);
      }
      case 'o':
      case 'om': {
        const merge = action === 'om';
        if (merge && !isRecord(b.d))
          return this.respond(r, 'invalid_data', 'update needs an object');
        const check = store.canWrite(path, b.d ?? null, this.actor, merge);
        if (!check.ok) return this.denied(r, 'onDisconnect write', path, check.reason);
        this.onDisconnectOps.push({ merge, path, data: b.d ?? null });
        return this.respond(r, 'ok');
      }
      case 'oc': {
        const inside = (p: string) => path === '' || p === path || p.startsWith(path + '/');
        for (let i = this.onDisconnectOps.length - 1; i >= 0; i -= 1) {
          if (inside(this.onDisconnectOps[i]!.path)) this.onDisconnectOps.splice(i, 1);
        }
        return this.respond(r, 'ok');
      }
      case 'auth':
      case 'gauth': {
        const credential = parseCredential(b.cred);
        if (!credential) return this.respond(r, 'invalid_token', 'Could not parse auth token.');
        this.actor = credential.kind === 'admin' ? 'admin' : credential.auth;
        return this.respond(r, 'ok', {
          auth: credential.kind === 'admin' ? null : credential.auth,
        });
      }
      case 'unauth':
        this.actor = null;
        return this.respond(r, 'ok');
      default:
        // Stats ('s'), App Check ('appcheck', 'unappeck') and echo need nothing from us.
        return this.respond(r, 'ok');
    }
  }

  private listenKey(path: string, tag: unknown): string {
    // Tags are unique per query within a connection; untagged listens are one per path.
    return typeof tag === 'number' ? `t:${tag}` : `p:${path}`;
  }

  private listen(r: unknown, path: string, query: WireQuery | undefined, tag: unknown): void {
    if (!this.ctx.store.canRead(path, this.actor)) return this.denied(r, 'read', path);
    this.unlisten(path, tag);
    const tagged = typeof tag === 'number' ? query : undefined;
    const stop = this.ctx.store.subscribe(path, tagged, (value) => this.push(path, value, tag));
    this.listens.set(this.listenKey(path, tag), stop);
    this.respond(r, 'ok');
  }

  private unlisten(path: string, tag: unknown): void {
    const key = this.listenKey(path, tag);
    this.listens.get(key)?.();
    this.listens.delete(key);
  }

  private denied(r: unknown, what: string, path: string, reason = ''): void {
    // targaryen explains every rule it evaluated; the failing ones are what a reader needs.
    const failed = reason
      .split('\n')
      .filter((line) => line.includes('=> false'))
      .map((line) => line.trim());
    this.ctx.log(
      `local-db: ${what} denied at /${path}${failed.length ? `: ${failed.join('; ')}` : ''}`,
    );
    this.respond(r, 'permission_denied', 'Permission denied');
  }

  private onClose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const stop of this.listens.values()) stop();
    this.listens.clear();
    if (this.skipOnDisconnect) return;
    const store = this.ctx.store;
    for (const op of this.onDisconnectOps.splice(0)) {
      // Checked again now: the data may have changed since the write was queued.
      const outcome =
        op.merge && isRecord(op.data)
          ? store.update(op.path, op.data, this.actor)
          : store.set(op.path, op.data, this.actor);
      if (!outcome.ok) this.ctx.log(`local-db: onDisconnect write at /${op.path} denied`);
    }
  }
}
