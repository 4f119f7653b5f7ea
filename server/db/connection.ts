/**
 * One client connection of the local database: the Realtime Database wire
 * protocol (v5) over a websocket, as the firebase 12 SDK speaks it: sets and
 * updates applied in the order they arrive, queries with their tags, listen and
 * unlisten, `get`, onDisconnect writes, transactions (by hash) and keep-alive
 * pings, each checked (`validate.ts`) before it reaches the data and the rules
 * ({@link DataStore}). Framing is in `frames.ts`, the onDisconnect queue in
 * `on-disconnect.ts`.
 */
import { randomBytes } from 'node:crypto';
import type { Actor, DataStore, Outcome } from './store';
import {
  checkPatch,
  checkPath,
  checkQuery,
  checkTag,
  checkValue,
  type ConnectionLimits,
} from './validate';
import { encodePush, FrameReader, framesOf } from './frames';
import { ConnectionListens } from './listens';
import { bytesOf, DisconnectQueue } from './on-disconnect';
import { isRecord, parseCredential, type WireQuery } from './wire';

/** The websocket members used here (a ws 7 socket). */
export interface ClientSocket {
  readyState: number;
  /** Bytes queued for the client and not yet taken by it. */
  bufferedAmount: number;
  /** Sends a text frame (`binary: false` makes bytes one too). */
  send(data: string | Buffer, options?: { binary: boolean }): void;
  terminate(): void;
  on(event: 'message', cb: (data: unknown) => void): void;
  on(event: 'close' | 'error', cb: () => void): void;
  /** The TCP socket under it (ws keeps it there): see {@link ClientConnection.batch}. */
  readonly _socket?: { cork(): void; uncork(): void };
}

const OPEN = 1;
/** Problems logged per connection; a hostile client cannot flood the log beyond these. */
const MAX_LOGGED = 10;
const TEXT = { binary: false };

/** Body of a data request from the client. */
interface RequestBody {
  p?: unknown;
  d?: unknown;
  q?: unknown;
  t?: unknown;
  h?: unknown;
  cred?: unknown;
}

/** The status of a request refused by one of the limits, with the reason as its data. */
const LIMIT_EXCEEDED = 'limit_exceeded';

/** Options shared by every connection of one server. */
export interface ConnectionContext {
  store: DataStore;
  /** "host:port" as the client reached us (handshake-host.ts), sent in the handshake. */
  hostPort: string;
  log: (message: string) => void;
  limits: ConnectionLimits;
  /**
   * Whether the claims of an (unsigned, unverified) JWT become the client's
   * `auth`, as in Firebase's emulator. Off by default: then every token is
   * refused. No token ever gives admin rights over the wire.
   */
  trustTokenClaims: boolean;
}

/** Serves one websocket until it closes. */
export class ClientConnection {
  private readonly listens = new ConnectionListens();
  private readonly onDisconnect = new DisconnectQueue();
  private readonly reader: FrameReader;
  private actor: Actor = null;
  private closed = false;
  private corked = false;
  private logged = 0;
  /** Set when the server drops the socket on purpose (pause): queued onDisconnect writes stay unapplied. */
  skipOnDisconnect = false;

  constructor(
    private readonly ws: ClientSocket,
    private readonly ctx: ConnectionContext,
  ) {
    this.reader = new FrameReader(ctx.limits);
    ws.on('message', (data) => this.onFrame(data));
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

  /** Logs a problem of this client, at most {@link MAX_LOGGED} times per connection. */
  private problem(message: string): void {
    this.logged += 1;
    if (this.logged <= MAX_LOGGED) this.ctx.log(`local-db: ${message}`);
    if (this.logged === MAX_LOGGED)
      this.ctx.log('local-db: further problems of this client not logged');
  }

  /** Closes the connection of a client past one of its limits; its onDisconnect writes run. */
  private disconnect(reason: string): void {
    // Stryker disable next-line ConditionalExpression: every caller runs on an open connection (onFrame and sendFrames return once closed); the guard keeps a second call harmless
    if (this.closed) return;
    this.problem(`client disconnected: ${reason}`);
    this.drop(true);
  }

  private send(message: unknown): void {
    this.sendText(JSON.stringify(message));
  }

  /** Sends a message already encoded as JSON text, in frames when it is long. */
  private sendText(text: string): void {
    this.sendFrames(framesOf(text));
  }

  /** Sends the frames of one message as text frames. */
  private sendFrames(frames: readonly (string | Buffer)[]): void {
    if (this.closed || this.ws.readyState !== OPEN) return;
    this.batch();
    for (const frame of frames) this.ws.send(frame, TEXT);
    // A client that stops reading would make us hold every update for it.
    if (this.ws.bufferedAmount > this.ctx.limits.maxQueuedBytes) {
      this.disconnect(
        `more than ${this.ctx.limits.maxQueuedBytes} bytes queued that it does not read`,
      );
    }
  }

  /**
   * Holds what this client is sent in the socket until the event loop has handled
   * every request that arrived with it, then sends it all in one write: one system
   * call per client and tick rather than one per message (with 50 rooms the writes,
   * one per message, took a third of the server's time). Messages keep their order.
   */
  private batch(): void {
    const socket = this.ws._socket;
    if (this.corked || !socket) return;
    this.corked = true;
    socket.cork();
    setImmediate(() => {
      this.corked = false;
      socket.uncork();
    });
  }

  private respond(r: unknown, status: string, data: unknown = {}): void {
    if (typeof r === 'number') this.send({ t: 'd', d: { r, b: { s: status, d: data } } });
  }

  /** Sends a listen's data (`json`: the data already encoded). */
  private push(path: string, json: string, tag: unknown): void {
    const message = encodePush(path, json, tag);
    if (typeof message === 'string') this.sendText(message);
    else this.sendFrames([message]);
  }

  private onFrame(data: unknown): void {
    if (this.closed) return;
    try {
      this.takeFrame(typeof data === 'string' ? data : String(data));
    } catch (error) {
      // Nothing a client sends may reach the process: whatever slipped past the checks ends this client only.
      this.disconnect(`unexpected error: ${String(error)}`);
    }
  }

  private takeFrame(frame: string): void {
    const outcome = this.reader.take(frame);
    if (outcome === null) return;
    if ('refused' in outcome) return this.disconnect(outcome.refused);
    this.onMessage(outcome.message);
  }

  private onMessage(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.problem(`unreadable message dropped: ${text.slice(0, 200)}`);
      return;
    }
    if (!isRecord(message) || !isRecord(message.d)) {
      this.problem(`message without a body dropped: ${text.slice(0, 200)}`);
      return;
    }
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
      this.problem(`request ${String(a).slice(0, 20)} failed: ${String(error)}`);
      this.respond(r, 'internal_error', 'The request failed');
    }
  }

  /** Answers a request the checks refused; the connection stays open. */
  private invalid(r: unknown, status: string, action: string, reason: string): void {
    // Stryker disable next-line MethodExpression: a refused request's action is one of the short known ones, never longer than 20 characters
    this.problem(`request ${action.slice(0, 20)} refused: ${reason}`);
    this.respond(r, status, reason);
  }

  private handle(r: unknown, action: string, b: RequestBody): void {
    const store = this.ctx.store;
    if (action === 'auth' || action === 'gauth') return this.authenticate(r, b.cred);
    if (action === 'unauth') {
      this.actor = null;
      return this.respond(r, 'ok');
    }
    if (!['q', 'l', 'n', 'g', 'p', 'm', 'o', 'om', 'oc'].includes(action)) {
      // Stats ('s'), App Check ('appcheck', 'unappeck') and echo need nothing from us.
      return this.respond(r, 'ok');
    }
    const checkedPath = checkPath(b.p ?? '');
    if (!checkedPath.ok) return this.invalid(r, 'invalid_path', action, checkedPath.reason);
    const segments = checkedPath.value;
    const path = segments.join('/');
    const { maxWriteLeaves } = this.ctx.limits;
    switch (action) {
      case 'q':
      case 'l':
      case 'n':
      case 'g': {
        const query = checkQuery(b.q);
        if (!query.ok) return this.invalid(r, 'invalid_query', action, query.reason);
        const tag = checkTag(b.t);
        if (!tag.ok) return this.invalid(r, 'invalid_query', action, tag.reason);
        if (action === 'n') {
          this.listens.remove(path, tag.value);
          return this.respond(r, 'ok');
        }
        if (action !== 'g') return this.listen(r, path, query.value, tag.value);
        if (!store.canRead(path, this.actor)) return this.denied(r, 'read', path);
        return this.respond(r, 'ok', store.read(path, query.value));
      }
      case 'p': {
        const value = checkValue(b.d, segments.length, maxWriteLeaves);
        if (!value.ok) return this.invalid(r, 'invalid_data', action, value.reason);
        if (typeof b.h === 'string' && b.h !== store.hash(path)) {
          // A transaction built on stale data: send the current value and let the SDK retry.
          this.push(path, JSON.stringify(store.read(path) ?? null), undefined);
          return this.respond(r, 'datastale', 'Transaction hash does not match');
        }
        return this.answer(r, action, 'write', path, store.set(path, value.value, this.actor));
      }
      case 'm': {
        const patch = checkPatch(b.d, segments.length, maxWriteLeaves);
        if (!patch.ok) return this.invalid(r, 'invalid_data', action, patch.reason);
        return this.answer(r, action, 'update', path, store.update(path, patch.value, this.actor));
      }
      case 'o':
      case 'om': {
        const merge = action === 'om';
        const data = merge
          ? checkPatch(b.d, segments.length, maxWriteLeaves)
          : checkValue(b.d, segments.length, maxWriteLeaves);
        if (!data.ok) return this.invalid(r, 'invalid_data', action, data.reason);
        if (this.onDisconnect.size >= this.ctx.limits.maxOnDisconnect) {
          return this.disconnect(
            `more than ${this.ctx.limits.maxOnDisconnect} onDisconnect writes`,
          );
        }
        const op = { merge, path, data: data.value };
        const { maxOnDisconnectBytes } = this.ctx.limits;
        if (this.onDisconnect.bytes + bytesOf(op) > maxOnDisconnectBytes) {
          const reason = `onDisconnect writes of more than ${maxOnDisconnectBytes} bytes queued`;
          return this.invalid(r, LIMIT_EXCEEDED, action, reason);
        }
        const check = store.canWrite(path, data.value, this.actor, merge);
        if (!check.ok) return this.denied(r, 'onDisconnect write', path, check.reason);
        this.onDisconnect.add(op);
        return this.respond(r, 'ok');
      }
      case 'oc': {
        this.onDisconnect.cancel(path);
        return this.respond(r, 'ok');
      }
    }
  }

  /**
   * A client's token. The server cannot verify one (it has no Firebase Auth),
   * so tokens are refused as the real service refuses a token it cannot
   * verify, unless the emulator-like `trustTokenClaims` is on, where a JWT's
   * claims become `auth` for the rules. Never admin.
   */
  private authenticate(r: unknown, cred: unknown): void {
    const credential = this.ctx.trustTokenClaims ? parseCredential(cred) : null;
    if (!credential) {
      this.actor = null;
      return this.respond(r, 'invalid_token', 'This database accepts no auth tokens.');
    }
    this.actor = credential.auth;
    return this.respond(r, 'ok', { auth: credential.auth });
  }

  /** Answers a write: ok, refused by a limit (with its reason), or denied by the rules. */
  private answer(r: unknown, action: string, what: string, path: string, outcome: Outcome): void {
    if (outcome.ok) return this.respond(r, 'ok');
    if (outcome.limit) return this.invalid(r, LIMIT_EXCEEDED, action, outcome.reason);
    this.denied(r, what, path, outcome.reason);
  }

  private listen(
    r: unknown,
    path: string,
    query: WireQuery | undefined,
    tag: number | undefined,
  ): void {
    if (!this.ctx.store.canRead(path, this.actor)) return this.denied(r, 'read', path);
    this.listens.remove(path, tag);
    if (this.listens.size >= this.ctx.limits.maxListens) {
      return this.disconnect(`more than ${this.ctx.limits.maxListens} listens`);
    }
    const tagged = typeof tag === 'number' ? query : undefined;
    const queryKey = JSON.stringify(tagged ?? null);
    const { maxQueriesPerPath } = this.ctx.limits;
    if (this.listens.queriesOn(path, queryKey) > maxQueriesPerPath) {
      const reason = `more than ${maxQueriesPerPath} different queries on /${path}`;
      return this.invalid(r, LIMIT_EXCEEDED, 'l', reason);
    }
    // Registered only once the first value was computed: a listen that fails leaves nothing behind.
    const stop = this.ctx.store.subscribe(path, tagged, (_value, json, child) => {
      if (child) this.push(path === '' ? child.key : `${path}/${child.key}`, child.json, tag);
      else this.push(path, json, tag);
    });
    if (this.closed) return stop();
    this.listens.add(path, tag, queryKey, stop);
    this.respond(r, 'ok');
  }

  // Stryker disable next-line StringLiteral: without a reason no line says "=> false", whatever the default text
  private denied(r: unknown, what: string, path: string, reason = ''): void {
    // targaryen explains every rule it evaluated; the failing ones are what a reader needs.
    const failed = reason
      .split('\n')
      .filter((line) => line.includes('=> false'))
      // Stryker disable next-line MethodExpression: targaryen writes its rule lines without surrounding spaces; the trim only guards its format
      .map((line) => line.trim());
    this.problem(`${what} denied at /${path}${failed.length ? `: ${failed.join('; ')}` : ''}`);
    this.respond(r, 'permission_denied', 'Permission denied');
  }

  private onClose(): void {
    // Stryker disable next-line ConditionalExpression: a second close finds the listens cleared and the onDisconnect queue emptied (or skipped again)
    if (this.closed) return;
    this.closed = true;
    this.listens.clear();
    if (this.skipOnDisconnect) return;
    // Checked again now: the data may have changed since the write was queued.
    this.onDisconnect.run(this.ctx.store, this.actor, (message) => this.problem(message));
  }
}
