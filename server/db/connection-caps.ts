/**
 * Caps on the TCP connections the local database holds: in all, and from one remote
 * address. Every websocket, REST request and event stream holds one, with its buffers;
 * without a cap one client could open connections until the process runs out of memory
 * or file handles. Many phones behind one company NAT share an address, so the cap per
 * address is generous and configurable. A connection past a cap is answered with the
 * limit it reached (an HTTP answer, before its request is read) and closed.
 */
import type { Socket } from 'node:net';

/** The two caps. */
export interface ConnectionCapLimits {
  maxConnections: number;
  maxConnectionsPerAddress: number;
}

/** An HTTP answer written straight to a socket whose request was never read. */
function rawAnswer(status: string, reason: string): string {
  const body = JSON.stringify({ error: reason });
  return (
    `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`
  );
}

/** Counts open connections by remote address and refuses those past a cap. */
export class ConnectionCaps {
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: ConnectionCapLimits) {}

  /** Connections open now. */
  get size(): number {
    return this.total;
  }

  /** Addresses with a connection open now: one whose connections all closed is forgotten. */
  get addresses(): number {
    return this.byAddress.size;
  }

  /** Admits `socket` (counted until it closes) or answers it with the cap it reached and closes it. */
  admit(socket: Socket): boolean {
    const refusal = this.refusal(socket.remoteAddress ?? '');
    if (refusal !== null) {
      socket.on('error', () => undefined);
      socket.end(refusal);
      return false;
    }
    const address = socket.remoteAddress ?? '';
    this.total += 1;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    socket.once('close', () => {
      this.total -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left === 0) this.byAddress.delete(address);
      else this.byAddress.set(address, left);
    });
    return true;
  }

  /** The answer to a new connection from `address`, or null when it is admitted. */
  private refusal(address: string): string | null {
    const { maxConnections, maxConnectionsPerAddress } = this.limits;
    if (this.total >= maxConnections) {
      return rawAnswer('503 Service Unavailable', `More than ${maxConnections} connections open`);
    }
    if ((this.byAddress.get(address) ?? 0) >= maxConnectionsPerAddress) {
      return rawAnswer(
        '429 Too Many Requests',
        `More than ${maxConnectionsPerAddress} connections open from this address`,
      );
    }
    return null;
  }
}

/** The environment variables of `npm run db` and `npm start` that set the caps. */
export const CONNECTION_CAP_ENV = {
  maxConnections: 'DB_MAX_CONNECTIONS',
  maxConnectionsPerAddress: 'DB_MAX_CONNECTIONS_PER_ADDRESS',
} as const;

/**
 * The caps `env` sets ({@link CONNECTION_CAP_ENV}), each a whole number of at least 1;
 * `report` says why a value set otherwise is not taken (the default stays).
 */
export function connectionLimitsFrom(
  env: NodeJS.ProcessEnv,
  report: (message: string) => void,
): Partial<ConnectionCapLimits> {
  const limits: Partial<ConnectionCapLimits> = {};
  for (const [limit, name] of Object.entries(CONNECTION_CAP_ENV)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (Number.isSafeInteger(value) && value >= 1) {
      limits[limit as keyof ConnectionCapLimits] = value;
    } else {
      report(`${name}=${raw.slice(0, 40)} is not a whole number of at least 1; the default stays`);
    }
  }
  return limits;
}
