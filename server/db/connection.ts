/**
 * One client connection of the local database: the Realtime Database wire
 * protocol (v5) over a websocket, as the firebase 12 SDK speaks it: sets and
 * updates applied in the order they arrive, queries with their tags, listen and
 * unlisten, `get`, onDisconnect writes, transactions (by hash) and keep-alive
 * pings, each checked (`validate.ts`) before it reaches the data and the rules
 * ({@link DataStore}). Here are the requests' dispatch and their actions; what
 * arrives is joined and parsed in `intake.ts` (framing in `frames.ts`), what is
 * sent goes through `outbox.ts`, refusals are answered by `replies.ts`, a large
 * message is carried out in parts by `large-message.ts`, and the onDisconnect
 * queue is `on-disconnect.ts`.
 */
import { randomBytes } from 'node:crypto';
import type { Actor, AllowedWrite, DataStore, Refused } from './store';
import { SDK_FRAME_CHARS, type ConnectionLimits } from './validate';
import { Intake } from './intake';
import { carryOutInParts, WriteHold } from './large-message';
import { ConnectionListens } from './listens';
import { Outbox, type ClientSocket, type RequestNumber } from './outbox';
import { Replies } from './replies';
import { MessageTurns } from './turns';
import type { Checking } from './rule-check';
import { bytesOf, DisconnectQueue } from './on-disconnect';
import {
  mergeRequest,
  pathRequest,
  putRequest,
  readRequest,
  type Checked,
  type MergeRequest,
  type PutRequest,
  type ReadRequest,
} from './requests';
import {
  Action,
  ControlKind,
  isRecord,
  MessageType,
  parseCredential,
  Status,
  type RequestBody,
} from './wire';

export type { ClientSocket } from './outbox';

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
  private readonly outbox: Outbox;
  private readonly replies: Replies;
  private readonly intake: Intake;
  /** What a large message's turns hold back (large-message.ts). */
  private readonly hold: WriteHold;
  /**
   * A message longer than one of the SDK's frames (a backlog import) is parsed in one
   * turn and carried out in the next, other rooms served between; the connection's later
   * messages wait behind it, at most one largest message's worth (docs/threat-model.md).
   */
  private readonly turns: MessageTurns<Record<string, unknown>>;
  private actor: Actor = null;
  private closed = false;
  /** Set when the server drops the socket on purpose (pause): queued onDisconnect writes stay unapplied. */
  skipOnDisconnect = false;

  /** The handler of each action; an action not named here is answered ok and ignored. */
  private readonly actions: Readonly<Record<string, (r: RequestNumber, b: RequestBody) => void>> = {
    [Action.auth]: (r, b) => this.authenticate(r, b.cred),
    [Action.gauth]: (r, b) => this.authenticate(r, b.cred),
    [Action.unauth]: (r) => this.unauthenticate(r),
    [Action.listen]: (r, b) => this.withChecked(r, Action.listen, readRequest(b), this.listen),
    [Action.listenPlain]: (r, b) =>
      this.withChecked(r, Action.listenPlain, readRequest(b), this.listen),
    [Action.unlisten]: (r, b) =>
      this.withChecked(r, Action.unlisten, readRequest(b), this.unlisten),
    [Action.get]: (r, b) => this.withChecked(r, Action.get, readRequest(b), this.get),
    [Action.put]: (r, b) =>
      this.withChecked(r, Action.put, putRequest(b, this.maxValues), this.put),
    [Action.merge]: (r, b) =>
      this.withChecked(r, Action.merge, mergeRequest(b, this.ctx.limits), this.merge),
    [Action.onDisconnectPut]: (r, b) =>
      this.withChecked(r, Action.onDisconnectPut, putRequest(b, this.maxValues), (r2, put) =>
        this.queueOnDisconnect(r2, Action.onDisconnectPut, false, put.path, put.data),
      ),
    [Action.onDisconnectMerge]: (r, b) =>
      this.withChecked(r, Action.onDisconnectMerge, mergeRequest(b, this.ctx.limits), (r2, m) =>
        this.queueOnDisconnect(r2, Action.onDisconnectMerge, true, m.path, m.data),
      ),
    [Action.onDisconnectCancel]: (r, b) =>
      this.withChecked(r, Action.onDisconnectCancel, pathRequest(b), this.cancelOnDisconnect),
  };

  constructor(
    private readonly ws: ClientSocket,
    private readonly ctx: ConnectionContext,
  ) {
    const disconnect = (reason: string) => this.disconnect(reason);
    this.outbox = new Outbox(ws, ctx.limits.maxQueuedBytes, () => this.closed, disconnect);
    this.replies = new Replies(this.outbox, ctx.log);
    this.hold = new WriteHold(this.outbox);
    this.intake = new Intake(ctx.limits, this.replies, {
      take: (text) => this.turns.take(text),
      disconnect,
    });
    this.turns = new MessageTurns(
      {
        read: (text) => this.intake.read(text),
        carryOut: (message) => this.carryOut(message),
        carryOutLarge: (message) =>
          carryOutInParts(() => this.carryOut(message), this.hold, ctx.store),
        failed: (error) => this.disconnect(`unexpected error: ${String(error)}`),
      },
      SDK_FRAME_CHARS,
      ctx.limits.maxMessageBytes,
      () =>
        this.disconnect(
          `more than ${ctx.limits.maxMessageBytes} characters of messages waiting behind a large one`,
        ),
    );
    ws.on('message', (data) => {
      if (!this.closed) this.intake.frame(data);
    });
    ws.on('close', () => this.onClose());
    ws.on('error', () => this.onClose());
    const handshake = {
      ts: Date.now(),
      v: '5',
      h: ctx.hostPort,
      s: randomBytes(8).toString('hex'),
    };
    this.outbox.send({ t: MessageType.control, d: { t: ControlKind.handshake, d: handshake } });
  }

  /** Number of listens (queries) this client has open. */
  get listenCount(): number {
    return this.listens.size;
  }

  private get maxValues(): number {
    return this.ctx.limits.maxWriteValues;
  }

  /** Drops the socket; with `runOnDisconnect` false the queued onDisconnect writes are discarded. */
  drop(runOnDisconnect: boolean): void {
    this.skipOnDisconnect = !runOnDisconnect;
    // Dropped by the server: what the client sent and we have not carried out is not.
    this.turns.stop();
    this.ws.terminate();
    this.onClose();
  }

  /**
   * Closes the connection of a client past one of its limits; its onDisconnect writes
   * run. A second call (a limit reached while the first closed it) does nothing more.
   */
  private disconnect(reason: string): void {
    if (!this.closed) this.replies.problem(`client disconnected: ${reason}`);
    this.drop(true);
  }

  // ---- Receiving ----

  private carryOut(message: Record<string, unknown>): void {
    const body = message.d as Record<string, unknown>;
    if (message.t === MessageType.control) return this.onControl(body);
    if (message.t === MessageType.data) this.onRequest(body);
  }

  /** A ping is answered with a pong, or the SDK closes the connection as unhealthy. */
  private onControl(body: Record<string, unknown>): void {
    if (body.t === ControlKind.ping) {
      this.outbox.send({ t: MessageType.control, d: { t: ControlKind.pong, d: {} } });
    }
  }

  /** Dispatches a request to its action's handler. */
  private onRequest(request: Record<string, unknown>): void {
    const { r } = request;
    const action = String(request.a);
    const body: RequestBody = isRecord(request.b) ? request.b : {};
    // Own members only: an action named like an object member (`constructor`) is unknown.
    const handler = Object.hasOwn(this.actions, action) ? this.actions[action] : undefined;
    try {
      // Stats ('s'), App Check ('appcheck', 'unappeck') and echo need nothing from us.
      if (handler) handler(r, body);
      else this.outbox.respond(r, Status.ok);
    } catch (error) {
      // The action as the client named it: at most 20 characters of it in the log.
      this.replies.problem(`request ${action.slice(0, 20)} failed: ${String(error)}`);
      this.outbox.respond(r, Status.internalError, 'The request failed');
    }
  }

  /** Runs `handle` on a request its checks passed; answers one they refused. */
  private withChecked<T>(
    r: RequestNumber,
    action: string,
    checked: Checked<T>,
    handle: (this: ClientConnection, r: RequestNumber, request: T) => void,
  ): void {
    if (!checked.ok) return this.replies.invalid(r, checked.status, action, checked.reason);
    handle.call(this, r, checked.value);
  }

  // ---- The actions ----

  /**
   * A client's token. The server cannot verify one (it has no Firebase Auth),
   * so tokens are refused as the real service refuses a token it cannot
   * verify, unless the emulator-like `trustTokenClaims` is on, where a JWT's
   * claims become `auth` for the rules. Never admin.
   */
  private authenticate(r: RequestNumber, cred: unknown): void {
    const credential = this.ctx.trustTokenClaims ? parseCredential(cred) : null;
    if (!credential) {
      this.actor = null;
      return this.outbox.respond(r, Status.invalidToken, 'This database accepts no auth tokens.');
    }
    this.actor = credential.auth;
    return this.outbox.respond(r, Status.ok, { auth: credential.auth });
  }

  private unauthenticate(r: RequestNumber): void {
    this.actor = null;
    this.outbox.respond(r, Status.ok);
  }

  private get(r: RequestNumber, { path, query }: ReadRequest): void {
    const { store } = this.ctx;
    if (!store.canRead(path, this.actor)) return this.replies.denied(r, 'read', path);
    this.outbox.respond(r, Status.ok, store.read(path, query));
  }

  private unlisten(r: RequestNumber, { path, tag }: ReadRequest): void {
    this.listens.remove(path, tag);
    this.outbox.respond(r, Status.ok);
  }

  private listen(r: RequestNumber, { path, query, tag }: ReadRequest): void {
    if (!this.ctx.store.canRead(path, this.actor)) return this.replies.denied(r, 'read', path);
    this.listens.remove(path, tag);
    const { maxListens, maxQueriesPerPath } = this.ctx.limits;
    if (this.listens.size >= maxListens) {
      return this.disconnect(`more than ${maxListens} listens`);
    }
    const tagged = typeof tag === 'number' ? query : undefined;
    const queryKey = JSON.stringify(tagged ?? null);
    if (this.listens.queriesOn(path, queryKey) > maxQueriesPerPath) {
      const reason = `more than ${maxQueriesPerPath} different queries on /${path}`;
      return this.replies.invalid(r, Status.limitExceeded, Action.listen, reason);
    }
    // Registered only once the first value was computed: a listen that fails leaves nothing behind.
    // The whole value's JSON is built only when it is sent: a vote sends one record.
    const stop = this.ctx.store.subscribeEncoded(path, tagged, (now, child) => {
      if (!child) return this.outbox.push(path, now.json, tag);
      this.outbox.push(path === '' ? child.key : `${path}/${child.key}`, child.json, tag);
    });
    if (this.closed) return stop();
    this.listens.add(path, tag, queryKey, stop);
    this.outbox.respond(r, Status.ok);
  }

  private put(r: RequestNumber, { path, data, hash }: PutRequest): void {
    const { store } = this.ctx;
    if (hash !== undefined && hash !== store.hash(path)) {
      // A transaction built on stale data: send the current value and let the SDK retry.
      this.outbox.push(path, JSON.stringify(store.read(path) ?? null), undefined);
      return this.outbox.respond(r, Status.dataStale, 'Transaction hash does not match');
    }
    this.write(r, Action.put, 'write', path, store.checkingSet(path, data, this.actor));
  }

  private merge(r: RequestNumber, { path, data }: MergeRequest): void {
    const { store } = this.ctx;
    this.write(r, Action.merge, 'update', path, store.checkingUpdate(path, data, this.actor));
  }

  /** Checks a write, makes it if the rules allow it, and answers: at once, or in a large message's later turns. */
  private write(
    r: RequestNumber,
    action: string,
    what: string,
    path: string,
    checking: Checking<AllowedWrite | Refused>,
  ): void {
    const make = (allowed: AllowedWrite | Refused) =>
      this.replies.answer(r, action, what, path, this.ctx.store.commitAllowed(allowed));
    this.hold.write(checking, make);
  }

  /** Queues an onDisconnect write once the rules allow it now and the queue has room. */
  private queueOnDisconnect(
    r: RequestNumber,
    action: string,
    merge: boolean,
    path: string,
    data: unknown,
  ): void {
    const { maxOnDisconnect, maxOnDisconnectBytes } = this.ctx.limits;
    if (this.onDisconnect.size >= maxOnDisconnect) {
      return this.disconnect(`more than ${maxOnDisconnect} onDisconnect writes`);
    }
    const op = { merge, path, data };
    if (this.onDisconnect.bytes + bytesOf(op) > maxOnDisconnectBytes) {
      const reason = `onDisconnect writes of more than ${maxOnDisconnectBytes} bytes queued`;
      return this.replies.invalid(r, Status.limitExceeded, action, reason);
    }
    const check = this.ctx.store.canWrite(path, data, this.actor, merge);
    if (!check.ok) return this.replies.answer(r, action, 'onDisconnect write', path, check);
    this.onDisconnect.add(op);
    this.outbox.respond(r, Status.ok);
  }

  private cancelOnDisconnect(r: RequestNumber, path: string): void {
    this.onDisconnect.cancel(path);
    this.outbox.respond(r, Status.ok);
  }

  private onClose(): void {
    // Called again on a second close (ws reports 'error', then 'close'; a drop, then the
    // socket's 'close'), which changes nothing: the listens are gone, and the onDisconnect
    // writes were taken by the first run, which it waits behind.
    this.intake.stop();
    this.closed = true;
    this.listens.clear();
    if (this.skipOnDisconnect) return;
    // After what the client sent before it left (a large message may still be under way),
    // and checked again then: the data may have changed since the write was queued.
    this.turns.whenIdle(() =>
      this.onDisconnect.run(this.ctx.store, this.actor, (message) => this.replies.problem(message)),
    );
  }
}
