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
import type { Actor, AllowedWrite, DataStore, Outcome, Refused } from './store';
import { SDK_FRAME_CHARS, WRITE_TOO_LARGE, type ConnectionLimits } from './validate';
import { holdsMoreValues } from './json-count';
import { encodePush, FrameReader, framesOf } from './frames';
import { ConnectionListens } from './listens';
import { MessageTurns, type Part } from './turns';
import { finish, type Checking } from './rule-check';
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

/** Most values the members of a request's envelope (`t`, `d`, `r`, `a`, `b`, `p`, `q`...) count for. */
const ENVELOPE_VALUES = 32;

/** How the SDK opens a request: its number and its action (anchored: only the opening is read). */
const SDK_REQUEST_START = /^\{"t":"d","d":\{"r":(\d{1,15}),"a":"(\w{1,8})"/;

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

/** A request's number (`r`): answers name it; a request without one gets no answer. */
type RequestNumber = unknown;

/** A write of a large message: its check, run a part a turn, then its making and answer. */
interface HeldWrite {
  checking: Checking<AllowedWrite | Refused>;
  make: (allowed: AllowedWrite | Refused) => void;
}

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
  /**
   * A message longer than one of the SDK's frames (a backlog import) is parsed in one
   * turn and carried out in the next, other rooms served between; the connection's later
   * messages wait behind it, at most one largest message's worth (docs/threat-model.md).
   */
  private readonly turns: MessageTurns<Record<string, unknown>>;
  private actor: Actor = null;
  private closed = false;
  private corked = false;
  private logged = 0;
  /** Ends a message announced in frames that does not arrive in time. */
  private partialTimer: ReturnType<typeof setTimeout> | undefined;
  /** What this client is sent while a large message of its own is carried out (see `carryOutLarge`). */
  private heldAnswers: (readonly (string | Buffer)[])[] | null = null;
  /** The making of the writes a large message's turn checked, for its next turn (see `carryOutLarge`). */
  private heldWrites: HeldWrite[] | null = null;
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
    this.reader = new FrameReader(ctx.limits);
    this.turns = new MessageTurns(
      {
        read: (text) => this.read(text),
        carryOut: (message) => this.carryOut(message),
        carryOutLarge: (message) => this.carryOutLarge(message),
        failed: (error) => this.disconnect(`unexpected error: ${String(error)}`),
      },
      SDK_FRAME_CHARS,
      ctx.limits.maxMessageBytes,
      () =>
        this.disconnect(
          `more than ${ctx.limits.maxMessageBytes} characters of messages waiting behind a large one`,
        ),
    );
    ws.on('message', (data) => this.onFrame(data));
    ws.on('close', () => this.onClose());
    ws.on('error', () => this.onClose());
    const handshake = {
      ts: Date.now(),
      v: '5',
      h: ctx.hostPort,
      s: randomBytes(8).toString('hex'),
    };
    this.send({ t: MessageType.control, d: { t: ControlKind.handshake, d: handshake } });
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

  /** Logs a problem of this client, at most {@link MAX_LOGGED} times per connection. */
  private problem(message: string): void {
    this.logged += 1;
    if (this.logged <= MAX_LOGGED) this.ctx.log(`local-db: ${message}`);
    if (this.logged === MAX_LOGGED)
      this.ctx.log('local-db: further problems of this client not logged');
  }

  /**
   * Closes the connection of a client past one of its limits; its onDisconnect writes
   * run. A second call (a limit reached while the first closed it) does nothing more.
   */
  private disconnect(reason: string): void {
    if (!this.closed) this.problem(`client disconnected: ${reason}`);
    this.drop(true);
  }

  // ---- Sending ----

  private send(message: unknown): void {
    this.sendFrames(framesOf(JSON.stringify(message)));
  }

  /** Sends the frames of one message as text frames. */
  private sendFrames(frames: readonly (string | Buffer)[]): void {
    if (this.heldAnswers) {
      this.heldAnswers.push(frames);
      return;
    }
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

  /** Answers request `r` (nothing when the client gave it no number). */
  private respond(r: RequestNumber, status: string, data: unknown = {}): void {
    if (typeof r === 'number') {
      this.send({ t: MessageType.data, d: { r, b: { s: status, d: data } } });
    }
  }

  /** Sends a listen's data (`json`: the data already encoded). */
  private push(path: string, json: string, tag: unknown): void {
    this.sendFrames(encodePush(path, json, tag));
  }

  // ---- Receiving ----

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
    this.watchPartial();
    if (outcome === null) return;
    if ('refused' in outcome) return this.disconnect(outcome.refused);
    this.turns.take(outcome.message);
  }

  /**
   * A message announced in frames must arrive within its deadline: its frames are held
   * in memory until then, and a client that sends only the start of one would hold them.
   */
  private watchPartial(): void {
    if (!this.reader.partial) {
      clearTimeout(this.partialTimer);
      this.partialTimer = undefined;
      return;
    }
    if (this.partialTimer !== undefined) return;
    const { maxPartialMs } = this.ctx.limits;
    this.partialTimer = setTimeout(
      () => this.disconnect(`a message announced in frames not complete within ${maxPartialMs} ms`),
      maxPartialMs,
    );
  }

  /** A message parsed, or undefined when it is refused or dropped. */
  private read(text: string): Record<string, unknown> | undefined {
    // Refused before it is parsed, which is what costs (json-count.ts); the envelope's
    // own members ride on top of the write's values.
    const { maxWriteValues } = this.ctx.limits;
    if (holdsMoreValues(text, maxWriteValues + ENVELOPE_VALUES)) {
      this.tooLarge(text);
      return undefined;
    }
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.problem(`unreadable message dropped: ${text.slice(0, 200)}`);
      return undefined;
    }
    if (!isRecord(message) || !isRecord(message.d)) {
      this.problem(`message without a body dropped: ${text.slice(0, 200)}`);
      return undefined;
    }
    return message;
  }

  /**
   * Carries out a large message read a turn before, in three or more: its write is checked
   * against the rules, a part a turn (rule-check.ts), then made with its deliveries to the
   * listens held, then delivered; its own answers are held until then. The listens hear of
   * the write before its writer's answer, as from the real service: an SDK that had its
   * answer first would show its listens the old value for a moment.
   */
  private carryOutLarge(message: Record<string, unknown>): Part | void {
    const answers: (readonly (string | Buffer)[])[] = [];
    const writes: HeldWrite[] = [];
    this.holding(answers, writes, () => this.carryOut(message));
    const allowed: (AllowedWrite | Refused)[] = [];
    const checking = (function* () {
      for (const write of writes) allowed.push(yield* write.checking);
    })();
    const commit: Part = () => {
      let deliver = () => {};
      this.holding(answers, null, () => {
        deliver = this.ctx.store.holdingDeliveries(() =>
          writes.forEach((write, i) => write.make(allowed[i] as AllowedWrite | Refused)),
        );
      });
      return () => {
        deliver();
        for (const frames of answers) this.sendFrames(frames);
      };
    };
    const check: Part = () => (checking.next().done ? commit : check);
    return check();
  }

  /** Runs `fn` with this client's answers held in `answers`, and its writes' making in `writes` (or made at once). */
  private holding(
    answers: (readonly (string | Buffer)[])[],
    writes: HeldWrite[] | null,
    fn: () => void,
  ): void {
    this.heldAnswers = answers;
    this.heldWrites = writes;
    try {
      fn();
    } finally {
      this.heldAnswers = null;
      this.heldWrites = null;
    }
  }

  private carryOut(message: Record<string, unknown>): void {
    const body = message.d as Record<string, unknown>;
    if (message.t === MessageType.control) return this.onControl(body);
    if (message.t === MessageType.data) this.onRequest(body);
  }

  /**
   * Refuses a message with more values than a write may hold: the SDK's request (its
   * number opens the message) is answered `invalid_data`; anything else ends the connection.
   */
  private tooLarge(text: string): void {
    const request = SDK_REQUEST_START.exec(text);
    if (request === null)
      return this.disconnect(`a message with more than ${this.ctx.limits.maxWriteValues} values`);
    this.invalid(Number(request[1]), Status.invalidData, request[2]!, WRITE_TOO_LARGE);
  }

  /** A ping is answered with a pong, or the SDK closes the connection as unhealthy. */
  private onControl(body: Record<string, unknown>): void {
    if (body.t === ControlKind.ping) {
      this.send({ t: MessageType.control, d: { t: ControlKind.pong, d: {} } });
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
      else this.respond(r, Status.ok);
    } catch (error) {
      // The action as the client named it: at most 20 characters of it in the log.
      this.problem(`request ${action.slice(0, 20)} failed: ${String(error)}`);
      this.respond(r, Status.internalError, 'The request failed');
    }
  }

  /** Runs `handle` on a request its checks passed; answers one they refused. */
  private withChecked<T>(
    r: RequestNumber,
    action: string,
    checked: Checked<T>,
    handle: (this: ClientConnection, r: RequestNumber, request: T) => void,
  ): void {
    if (!checked.ok) return this.invalid(r, checked.status, action, checked.reason);
    handle.call(this, r, checked.value);
  }

  /** Answers a request the checks refused; the connection stays open. */
  private invalid(r: RequestNumber, status: string, action: string, reason: string): void {
    this.problem(`request ${action} refused: ${reason}`);
    this.respond(r, status, reason);
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
      return this.respond(r, Status.invalidToken, 'This database accepts no auth tokens.');
    }
    this.actor = credential.auth;
    return this.respond(r, Status.ok, { auth: credential.auth });
  }

  private unauthenticate(r: RequestNumber): void {
    this.actor = null;
    this.respond(r, Status.ok);
  }

  private get(r: RequestNumber, { path, query }: ReadRequest): void {
    const { store } = this.ctx;
    if (!store.canRead(path, this.actor)) return this.denied(r, 'read', path);
    this.respond(r, Status.ok, store.read(path, query));
  }

  private unlisten(r: RequestNumber, { path, tag }: ReadRequest): void {
    this.listens.remove(path, tag);
    this.respond(r, Status.ok);
  }

  private listen(r: RequestNumber, { path, query, tag }: ReadRequest): void {
    if (!this.ctx.store.canRead(path, this.actor)) return this.denied(r, 'read', path);
    this.listens.remove(path, tag);
    const { maxListens, maxQueriesPerPath } = this.ctx.limits;
    if (this.listens.size >= maxListens) {
      return this.disconnect(`more than ${maxListens} listens`);
    }
    const tagged = typeof tag === 'number' ? query : undefined;
    const queryKey = JSON.stringify(tagged ?? null);
    if (this.listens.queriesOn(path, queryKey) > maxQueriesPerPath) {
      const reason = `more than ${maxQueriesPerPath} different queries on /${path}`;
      return this.invalid(r, Status.limitExceeded, Action.listen, reason);
    }
    // Registered only once the first value was computed: a listen that fails leaves nothing behind.
    const stop = this.ctx.store.subscribe(path, tagged, (_value, json, child) => {
      if (child) this.push(path === '' ? child.key : `${path}/${child.key}`, child.json, tag);
      else this.push(path, json, tag);
    });
    if (this.closed) return stop();
    this.listens.add(path, tag, queryKey, stop);
    this.respond(r, Status.ok);
  }

  private put(r: RequestNumber, { path, data, hash }: PutRequest): void {
    const { store } = this.ctx;
    if (hash !== undefined && hash !== store.hash(path)) {
      // A transaction built on stale data: send the current value and let the SDK retry.
      this.push(path, JSON.stringify(store.read(path) ?? null), undefined);
      return this.respond(r, Status.dataStale, 'Transaction hash does not match');
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
      this.answer(r, action, what, path, this.ctx.store.commitAllowed(allowed));
    if (this.heldWrites) this.heldWrites.push({ checking, make });
    else make(finish(checking));
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
      return this.invalid(r, Status.limitExceeded, action, reason);
    }
    const check = this.ctx.store.canWrite(path, data, this.actor, merge);
    if (!check.ok) return this.answer(r, action, 'onDisconnect write', path, check);
    this.onDisconnect.add(op);
    this.respond(r, Status.ok);
  }

  private cancelOnDisconnect(r: RequestNumber, path: string): void {
    this.onDisconnect.cancel(path);
    this.respond(r, Status.ok);
  }

  // ---- Answers ----

  /** Answers a write: ok, refused by a limit or as invalid (with its reason), or denied by the rules. */
  private answer(
    r: RequestNumber,
    action: string,
    what: string,
    path: string,
    outcome: Outcome,
  ): void {
    if (outcome.ok) return this.respond(r, Status.ok);
    if (outcome.refusal === 'invalid') {
      return this.invalid(r, Status.invalidData, action, outcome.reason);
    }
    if (outcome.refusal) return this.invalid(r, Status.limitExceeded, action, outcome.reason);
    this.denied(r, what, path, outcome.reason);
  }

  private denied(r: RequestNumber, what: string, path: string, reason?: string): void {
    // targaryen explains every rule it evaluated; the failing ones are what a reader needs.
    const failed = reason?.split('\n').filter((line) => line.includes('=> false')) ?? [];
    this.problem(`${what} denied at /${path}${failed.length ? `: ${failed.join('; ')}` : ''}`);
    this.respond(r, Status.permissionDenied, 'Permission denied');
  }

  private onClose(): void {
    // Called again on a second close (ws reports 'error', then 'close'; a drop, then the
    // socket's 'close'), which changes nothing: the listens are gone, and the onDisconnect
    // writes were taken by the first run, which it waits behind.
    clearTimeout(this.partialTimer);
    this.closed = true;
    this.listens.clear();
    if (this.skipOnDisconnect) return;
    // After what the client sent before it left (a large message may still be under way),
    // and checked again then: the data may have changed since the write was queued.
    this.turns.whenIdle(() =>
      this.onDisconnect.run(this.ctx.store, this.actor, (message) => this.problem(message)),
    );
  }
}
