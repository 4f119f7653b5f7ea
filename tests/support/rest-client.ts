/**
 * A REST client of the local database for tests, as curl or a bot would use it:
 * requests on 127.0.0.1 with their answer read whole (status, headers, text,
 * parsed JSON), and event streams (`Accept: text/event-stream`) read event by
 * event as they arrive.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';

/** A REST answer. */
export interface RestAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  text: string;
  /** The body parsed as JSON; undefined for an empty body. */
  json: unknown;
}

/** Options of one request. */
export interface RestRequestOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (a body that is not JSON, or JSON written by hand). */
  raw?: string;
  headers?: Record<string, string>;
  /** Default 127.0.0.1 (the local database); Firebase's emulator may be elsewhere. */
  host?: string;
}

/** Sends one request to `port` (path and query as given, not re-encoded). */
export function rest(
  port: number,
  path: string,
  { method = 'GET', body, raw, headers = {}, host = '127.0.0.1' }: RestRequestOptions = {},
): Promise<RestAnswer> {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    let answered = false;
    const length: Record<string, string> =
      payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) };
    const all = { ...length, ...headers };
    const req = httpRequest({ host, port, path, method, headers: all }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          json: text === '' ? undefined : (JSON.parse(text) as unknown),
        });
      });
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A server that refuses a body (413) answers and closes while it is still being
      // sent, as curl sees it too: the write fails, the answer still arrives.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
        setTimeout(() => {
          if (!answered) reject(error);
        }, 2_000);
      } else reject(error);
    });
    req.end(payload);
  });
}

/** One server-sent event. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** An open event stream. */
export interface EventStreamClient {
  status: number;
  headers: IncomingMessage['headers'];
  /** Every event received so far. */
  events: StreamEvent[];
  /** Resolves with the first event (received or to come) for which `predicate` holds. */
  next(predicate: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Goes away, as a client that closes the connection. */
  close(): void;
}

/** Opens an event stream on `path`; resolves once the answer's headers arrived. */
export function openStream(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...headers } },
      (res) => {
        const events: StreamEvent[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
            const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
            events.push({ event, data: JSON.parse(data) as unknown });
            end = buffer.indexOf('\n\n');
          }
          for (const wake of [...waiters]) wake();
        });
        const ended = new Promise<void>((done) => res.on('close', () => done()));
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          ended,
          close: () => req.destroy(),
          next: (predicate, timeoutMs = 5000) =>
            new Promise((found, fail) => {
              const check = () => {
                const hit = events.find(predicate);
                if (!hit) return;
                waiters.delete(check);
                clearTimeout(timer);
                found(hit);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no such event; received ${JSON.stringify(events)}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            }),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
