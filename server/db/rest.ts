/**
 * The Realtime Database's REST API on the local database's port: GET, PUT,
 * PATCH, POST and DELETE on `/{path}.json`, with the same store, rules, checks
 * and limits as the websocket side (`connection.ts`), so whatever a REST client
 * writes is seen live by the SDK's listeners and the other way round. Answers,
 * status codes and headers follow the service's REST reference: 401 for a rule
 * refusal, 400 with a reason for bad input, 412 for a stale `if-match`, 413 for
 * a body over the size limit. Streams (`Accept: text/event-stream`) are in
 * `event-stream.ts`, the query string in `rest-query.ts`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EventStream, type EventStreamContext, type EventStreams } from './event-stream';
import { clientOf, type RestClients } from './rest-clients';
import { valueHash } from './hash';
import { holdsMoreValues } from './json-count';
import { bodyOf, shallowOf } from './rest-output';
import { parseRestParams, type RestParams } from './rest-query';
import { nextTurn } from './turns';
import { hasIndex } from './rules-index';
import type { Actor, AllowedWrite, DataStore, Refused } from './store';
import {
  checkPatch,
  checkPath,
  checkValue,
  WRITE_TOO_LARGE,
  type ConnectionLimits,
} from './validate';
import { parseCredential } from './wire';

/** What the REST API shares with the rest of one server. */
export interface RestContext extends EventStreamContext {
  store: DataStore;
  limits: ConnectionLimits;
  /** As for websocket clients (`ConnectionContext.trustTokenClaims`). */
  trustTokenClaims: boolean;
  /** Names children added by POST. */
  pushId: () => string;
  /** The event streams open now: counted against `limits.maxEventStreams`. */
  streams: EventStreams;
  /** What each client holds: its unsent answers and its event streams, each bounded. */
  clients: RestClients;
}

/** A refusal: its status and the reason sent as `{"error": reason}`. */
class Refusal {
  /** @param close - whether the connection closes after the answer (its request was never read whole) */
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly close = false,
  ) {}
}

const PERMISSION_DENIED = new Refusal(401, 'Permission denied');
const BAD_JSON = "Invalid data; couldn't parse JSON object, array, or value.";
const WRITE_METHODS = new Set(['PUT', 'PATCH', 'POST', 'DELETE']);
/** The methods a POST may stand for with X-HTTP-Method-Override. */
const OVERRIDES = new Set(['GET', 'PUT', 'PATCH', 'DELETE']);

/** Whether `url` names a REST location (`/{path}.json`). */
export function isRestUrl(url: string | undefined): boolean {
  return URL.parse(url ?? '/', 'http://local')?.pathname.endsWith('.json') === true;
}

/** The ETag of a value, as the service gives it (`null_etag` for no data). */
export function etagOf(value: unknown): string {
  return value === null ? 'null_etag' : valueHash(value);
}

/** The segments of a REST URL's path (without `.json`), decoded and checked. */
function pathOf(pathname: string): string[] {
  let decoded: string;
  try {
    decoded = pathname
      .slice(0, -'.json'.length)
      .split('/')
      .map((s) => decodeURIComponent(s))
      .join('/');
  } catch {
    throw new Refusal(400, 'Invalid path: malformed percent-encoding');
  }
  const checked = checkPath(decoded);
  if (!checked.ok) throw new Refusal(400, `Invalid path: ${checked.reason}`);
  return checked.value;
}

/** Who the request acts as: nobody, unless a token is trusted as in the websocket side. */
function actorOf(req: IncomingMessage, params: RestParams, trustTokenClaims: boolean): Actor {
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const token = params.token ?? bearer;
  if (token === undefined) return null;
  const credential = trustTokenClaims ? parseCredential(token) : null;
  if (!credential) throw new Refusal(401, 'Could not parse auth token.');
  return credential.auth;
}

/** The method the request stands for (POST may name another one). */
function methodOf(req: IncomingMessage, params: RestParams): string {
  const method = req.method ?? 'GET';
  const header = req.headers['x-http-method-override'];
  const override = params.methodOverride ?? (typeof header === 'string' ? header : undefined);
  if (method !== 'POST' || override === undefined) return method;
  const named = override.toUpperCase();
  if (!OVERRIDES.has(named))
    throw new Refusal(400, `Invalid method override: ${override.slice(0, 20)}`);
  return named;
}

/**
 * How much of a refused body is still read and thrown away, in multiples of the limit.
 * Closing a connection with unread data resets it, and the client then loses the 413
 * answer too; past this much the sender is not a client that wants an answer.
 */
const DRAIN_FACTOR = 4;

/** Reads the rest of a refused body without keeping it, then lets the connection go. */
function drain(req: IncomingMessage, maxBytes: number): void {
  let drained = 0;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_FACTOR * maxBytes) req.socket.destroy();
  });
  req.resume();
}

/**
 * Reads the request body, refusing (413) one longer than `maxBytes` and (408) one not
 * received whole within `maxMs`: what arrived of it is held in memory until then. A
 * late body's connection is closed once the refusal is sent.
 */
function readBody(req: IncomingMessage, maxBytes: number, maxMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const tooLarge = new Refusal(413, `Request body larger than ${maxBytes} bytes`);
    const refuse = () => {
      clearTimeout(timer);
      drain(req, maxBytes);
      reject(tooLarge);
    };
    const timer = setTimeout(() => {
      req.removeAllListeners('data');
      reject(new Refusal(408, `Request body not received within ${maxMs} ms`, true));
    }, maxMs);
    if (Number(req.headers['content-length']) > maxBytes) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return refuse();
      chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Refusal(400, BAD_JSON);
  }
}

function send(
  res: ServerResponse,
  status: number,
  value: unknown,
  params: Partial<RestParams>,
  headers: Record<string, string> = {},
): void {
  if (params.print === 'silent' && status === 200) {
    res.writeHead(204, headers);
    res.end();
    return;
  }
  const body = bodyOf(value, params.print === 'pretty');
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-cache',
    ...headers,
  });
  res.end(body);
}

function refuse(res: ServerResponse, refusal: Refusal, pretty: boolean): void {
  // A refused body is read and thrown away (drain): the connection stays usable.
  const print = pretty ? 'pretty' : undefined;
  // Node closes the connection once an answer saying `connection: close` is sent.
  const headers: Record<string, string> = refusal.close ? { connection: 'close' } : {};
  send(res, refusal.status, { error: refusal.reason }, { print }, headers);
}

/** A write as checked: where, what, and the name POST gave its new child. */
interface CheckedWrite {
  merge: boolean;
  path: string;
  data: unknown;
  pushed?: string;
}

/** One REST request. */
class RestRequest {
  private readonly path: string;
  private readonly wantsEtag: boolean;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly ctx: RestContext,
    private readonly segments: string[],
    private readonly params: RestParams,
    private readonly actor: Actor,
  ) {
    this.path = segments.join('/');
    this.wantsEtag = req.headers['x-firebase-etag'] === 'true';
  }

  private etagHeader(): Record<string, string> {
    return this.wantsEtag ? { etag: etagOf(this.ctx.store.read(this.path)) } : {};
  }

  async run(method: string): Promise<void> {
    if (method === 'GET') return this.get();
    if (!WRITE_METHODS.has(method)) {
      throw new Refusal(405, `Method ${method} is not supported`);
    }
    const data = method === 'DELETE' ? null : await this.body();
    // Reading, checking, making and answering a large write are turns of their own, so
    // that other rooms are served between them (docs/threat-model.md: about 50 ms at most).
    await nextTurn();
    const write = this.checkWrite(method, data);
    const allowed = await this.allowed(write);
    await nextTurn();
    // In the turn that makes the write: the ETag it must match is of the data it changes.
    if (!this.ifMatches(write)) return;
    const answer = this.apply(write, allowed);
    const etag = this.etagHeader();
    await nextTurn();
    send(this.res, 200, answer, this.params, etag);
  }

  /** What the rules say of a write, checked against the data as it is: a part a turn (rule-check.ts). */
  private async allowed(write: CheckedWrite): Promise<AllowedWrite | Refused> {
    const { store } = this.ctx;
    const checking = write.merge
      ? store.checkingUpdate(write.path, write.data as Record<string, unknown>, this.actor)
      : store.checkingSet(write.path, write.data, this.actor);
    for (let step = checking.next(); ; step = checking.next()) {
      if (step.done) return step.value;
      await nextTurn();
    }
  }

  private async body(): Promise<unknown> {
    const { maxMessageBytes, maxPartialMs, maxWriteValues } = this.ctx.limits;
    const text = await readBody(this.req, maxMessageBytes, maxPartialMs);
    // Refused before it is parsed, which is what costs (json-count.ts).
    if (holdsMoreValues(text, maxWriteValues)) {
      throw new Refusal(400, `Invalid data: ${WRITE_TOO_LARGE}`);
    }
    return parseJson(text);
  }

  /** The write a request asks for, its data checked (400 with the reason otherwise). */
  private checkWrite(method: string, data: unknown): CheckedWrite {
    const { maxWriteValues } = this.ctx.limits;
    const depth = this.segments.length;
    if (method === 'PATCH') {
      const patch = checkPatch(data, depth, this.ctx.limits);
      if (!patch.ok) throw new Refusal(400, `Invalid data: ${patch.reason}`);
      return { merge: true, path: this.path, data: patch.value };
    }
    const at = method === 'POST' ? this.ctx.pushId() : undefined;
    const value = checkValue(data, depth + (at ? 1 : 0), maxWriteValues);
    if (!value.ok) throw new Refusal(400, `Invalid data: ${value.reason}`);
    const path = at ? [...this.segments, at].join('/') : this.path;
    return { merge: false, path, data: value.value, pushed: at };
  }

  /**
   * A write with `if-match` runs only on the value that ETag names; otherwise
   * the client is sent the current value and its ETag (412), if it may read them.
   * A client the rules let neither read nor make this write is refused before any
   * ETag is worked out: hashing a large location is work a refused client must not cause.
   */
  private ifMatches(write: CheckedWrite): boolean {
    const expected = this.req.headers['if-match'];
    if (expected === undefined) return true;
    const { store } = this.ctx;
    const mayRead = store.canRead(this.path, this.actor);
    if (!mayRead && !store.canWrite(write.path, write.data, this.actor, write.merge).ok) {
      throw PERMISSION_DENIED;
    }
    const current = store.read(this.path);
    if (etagOf(current) === expected) return true;
    if (!mayRead) throw PERMISSION_DENIED;
    send(this.res, 412, current, { print: this.params.print }, { etag: etagOf(current) });
    return false;
  }

  /** Makes a checked write; returns what the service answers. */
  private apply(write: CheckedWrite, allowed: AllowedWrite | Refused): unknown {
    const { store } = this.ctx;
    const outcome = store.commitAllowed(allowed);
    if (!outcome.ok) {
      if (!outcome.refusal) throw PERMISSION_DENIED;
      // 507 Insufficient Storage: the database is full, whoever asks.
      throw new Refusal(outcome.refusal === 'full' ? 507 : 400, outcome.reason);
    }
    if (write.merge) {
      return Object.fromEntries(
        Object.keys(write.data as object).map((key) => [key, store.read(`${write.path}/${key}`)]),
      );
    }
    if (write.pushed) return { name: write.pushed };
    return store.read(write.path);
  }

  private get(): void {
    const { store } = this.ctx;
    const { query, shallow } = this.params;
    if (!store.canRead(this.path, this.actor)) throw PERMISSION_DENIED;
    const index = query?.i;
    if (store.rules && index !== undefined && index !== '.key') {
      if (!hasIndex(store.rules, this.segments, index)) {
        throw new Refusal(
          400,
          `Index not defined, add ".indexOn": "${index}", for path "/${this.path}", to the rules`,
        );
      }
    }
    if ((this.req.headers.accept ?? '').includes('text/event-stream')) return this.stream();
    const value = store.read(this.path, query);
    send(this.res, 200, shallow ? shallowOf(value) : value, this.params, this.etagHeader());
  }

  private stream(): void {
    const { streams, limits, clients } = this.ctx;
    if (this.params.shallow) throw new Refusal(400, 'shallow cannot be used with event streams');
    if (streams.size >= limits.maxEventStreams) {
      throw new Refusal(503, `More than ${limits.maxEventStreams} event streams open`);
    }
    const address = clientOf(this.req);
    if (!clients.mayStream(address)) {
      throw new Refusal(
        429,
        `More than ${limits.maxEventStreamsPerClient} event streams open from this client`,
      );
    }
    const release = clients.streamOpened(address);
    let stream: EventStream | null = null;
    const onEnd = () => {
      release();
      if (stream) streams.delete(stream);
    };
    stream = new EventStream(this.res, this.ctx, this.path, this.params.query, this.actor, onEnd);
    // A stream dropped while sending its first value is not counted.
    if (stream.open) streams.add(stream);
  }
}

/** Answers one request for `/{path}.json`. Nothing a client sends may reach the process. */
export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: RestContext,
): Promise<void> {
  const url = URL.parse(req.url ?? '/', 'http://local');
  // Refusals are indented too when the client asked for it, even with a bad query string.
  const pretty = url?.searchParams.get('print') === 'pretty';
  if (!ctx.clients.mayAnswer(req)) return;
  try {
    if (!url) throw new Refusal(400, 'Invalid path: unreadable URL');
    const parsed = parseRestParams(url.searchParams);
    if (!parsed.ok) throw new Refusal(400, parsed.reason);
    const segments = pathOf(url.pathname);
    const actor = actorOf(req, parsed.value, ctx.trustTokenClaims);
    const method = methodOf(req, parsed.value);
    await new RestRequest(req, res, ctx, segments, parsed.value, actor).run(method);
  } catch (error) {
    if (res.headersSent) return;
    if (error instanceof Refusal) return refuse(res, error, pretty);
    refuse(res, new Refusal(500, 'The request failed'), pretty);
  } finally {
    // An answer (not a stream, not one already taken or dropped) counts until the network takes it.
    if (res.writableEnded && !res.writableFinished && !res.destroyed) ctx.clients.answered(res);
  }
}
