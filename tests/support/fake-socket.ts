/**
 * A fake websocket for driving one {@link ClientConnection} in-process: it
 * records every frame the connection sends and what it does with the socket
 * (cork, uncork, terminate), lets a test deliver any frame (however malformed)
 * and set what the socket reports (open or closing, bytes still queued), which a
 * real socket cannot be made to do on demand.
 */
import type { ClientSocket, ConnectionContext } from '../../server/db/connection';
import type { DataStore } from '../../server/db/store';
import { DEFAULT_LIMITS, type ConnectionLimits } from '../../server/db/validate';

/** One frame the connection sent. */
export interface SentFrame {
  data: string | Buffer;
  binary: boolean | undefined;
}

/** A fake socket and the means to drive it. */
export interface FakeSocket {
  ws: ClientSocket & { readyState: number; bufferedAmount: number };
  /** Every frame sent, in order. */
  sent: SentFrame[];
  /** `cork`, `uncork`, `terminate` and `send <r>` (`send push` without one, `send frame` for a non-JSON frame). */
  log: string[];
  /** Delivers one frame from the client. */
  frame(data: unknown): void;
  /** Delivers a data request `{t: 'd', d: {r, a, b}}` in one frame. */
  request(r: number | undefined, a: string, b: object): void;
  /** Fires the socket's `close` (and then `error`) event, as a dropped client does. */
  close(): void;
  /** The messages sent so far, multi-frame ones joined, parsed. */
  messages(): Record<string, unknown>[];
  /** The response bodies `{s, d}` to request `r`. */
  responses(r: number): { s: string; d: unknown }[];
}

/** A socket for a {@link ClientConnection}; see {@link FakeSocket}. */
export function fakeSocket(): FakeSocket {
  const log: string[] = [];
  const sent: SentFrame[] = [];
  const handlers: Record<string, ((data?: unknown) => void)[]> = {};
  const ws = {
    readyState: 1,
    bufferedAmount: 0,
    send: (data: string | Buffer, options?: { binary: boolean }) => {
      sent.push({ data, binary: options?.binary });
      try {
        const message = JSON.parse(String(data)) as { d?: { r?: number } };
        log.push(`send ${String(message.d?.r ?? 'push')}`);
      } catch {
        log.push('send frame');
      }
    },
    terminate: () => log.push('terminate'),
    on: (event: string, cb: (data?: unknown) => void) => {
      (handlers[event] ??= []).push(cb);
    },
    _socket: { cork: () => log.push('cork'), uncork: () => log.push('uncork') },
  };
  const messages = () => {
    const out: Record<string, unknown>[] = [];
    let left = 0;
    let parts: string[] = [];
    for (const { data } of sent) {
      const text = String(data);
      if (left > 0) {
        parts.push(text);
        left -= 1;
        if (left === 0) out.push(JSON.parse(parts.join('')) as Record<string, unknown>);
      } else if (/^\d{1,6}$/.test(text)) {
        left = Number(text);
        parts = [];
      } else out.push(JSON.parse(text) as Record<string, unknown>);
    }
    return out;
  };
  return {
    ws: ws as FakeSocket['ws'],
    sent,
    log,
    frame: (data) => handlers.message?.forEach((cb) => cb(data)),
    request: (r, a, b) =>
      handlers.message?.forEach((cb) => cb(JSON.stringify({ t: 'd', d: { r, a, b } }))),
    close: () => {
      handlers.close?.forEach((cb) => cb());
      handlers.error?.forEach((cb) => cb());
    },
    messages,
    responses: (r) =>
      messages()
        .map((m) => m.d as { r?: number; b: { s: string; d: unknown } })
        .filter((d) => d.r === r)
        .map((d) => d.b),
  };
}

/** The context of one connection, its log collected in `logged`. */
export function connectionContext(
  store: DataStore,
  limits: Partial<ConnectionLimits> = {},
  trustTokenClaims = false,
): ConnectionContext & { logged: string[] } {
  const logged: string[] = [];
  return {
    store,
    hostPort: '127.0.0.1:1',
    log: (message) => logged.push(message),
    limits: { ...DEFAULT_LIMITS, ...limits },
    trustTokenClaims,
    logged,
  };
}
