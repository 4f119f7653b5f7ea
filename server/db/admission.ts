/**
 * Who the local database serves at all, decided before any work: a TCP connection past
 * a cap (connection-caps.ts) is answered and closed; a request naming a host this
 * server is not (host-check.ts), or from a web page it does not serve (origin.ts), is
 * refused, over REST and websocket alike.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { ConnectionCaps } from './connection-caps';
import { HostCheck, type AllowedHosts } from './host-check';
import { OriginCheck, type AllowedOrigins } from './origin';
import type { ConnectionLimits } from './validate';

/**
 * The addresses of this computer a server listening on `host` is reached by: every
 * interface's on every interface, otherwise `host` itself.
 */
export function ownAddresses(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [host];
  return Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
}

/** What decides admission: the server's interface, the names and origins it serves. */
export interface AdmissionOptions {
  /** The interface the server listens on. */
  host: string;
  allowedHosts?: AllowedHosts;
  allowedOrigins?: AllowedOrigins;
}

/** A websocket's upgrade request, as ws's `verifyClient` gives it. */
interface Upgrade {
  origin?: string;
  req: IncomingMessage;
}

/** ws's answer to an upgrade: accepted, or refused with a status, a reason and headers. */
type UpgradeAnswer = (
  ok: boolean,
  status?: number,
  reason?: string,
  headers?: Record<string, string>,
) => void;

/** The admission of one server's connections and requests. */
export class Admission {
  private readonly origins: OriginCheck;
  private readonly hosts: HostCheck;
  private readonly caps: ConnectionCaps;
  /** Sockets answered with a cap they reached: whatever they send is not served. */
  private readonly refusedSockets = new WeakSet<Socket>();

  constructor(opts: AdmissionOptions, limits: ConnectionLimits, report: (message: string) => void) {
    this.origins = new OriginCheck(opts.allowedOrigins, report);
    this.hosts = new HostCheck(
      () => [...ownAddresses(opts.host), ...(opts.allowedHosts?.() ?? [])],
      report,
    );
    this.caps = new ConnectionCaps(limits);
  }

  /** Counts a new TCP connection; one past a cap is answered and its requests not served. */
  connected(socket: Socket): void {
    if (!this.caps.admit(socket)) this.refusedSockets.add(socket);
  }

  /**
   * Whether an HTTP request is refused, answered here: its socket was past a cap
   * (destroyed), or its host or origin is not served (403).
   */
  refusesRequest(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.refusedSockets.has(req.socket)) {
      req.socket.destroy();
      return true;
    }
    const refused =
      this.hosts.refusal(req.headers.host) ?? this.origins.refusal(req.headers.origin);
    if (refused === null) return false;
    res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: refused }));
    return true;
  }

  /** Accepts or refuses a websocket's upgrade (ws's `verifyClient`). */
  verifyUpgrade(info: Upgrade, done: UpgradeAnswer): void {
    if (this.refusedSockets.has(info.req.socket)) return done(false, 503);
    const reason = this.hosts.refusal(info.req.headers.host) ?? this.origins.refusal(info.origin);
    if (reason === null) return done(true);
    done(false, 403, reason, { 'Content-Type': 'text/plain; charset=utf-8' });
  }
}
