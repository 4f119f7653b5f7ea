/**
 * The room server's tracker API (docs/trackers.md, "Where the calls run"):
 * `POST /api/trackers/{operation}` with `{ "args": [...] }`, answering the contract's
 * `TrackerResult` as JSON. Only the wall on this very computer may call it: the peer
 * must be loopback, the Host this server's own loopback name and port (no DNS
 * rebinding), and the Origin that same page's (no other web site, no phone on the LAN).
 * The body must be JSON, which no other site can send here without a preflight this
 * server never grants.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrackerResult, TrackerService } from '../../shared/trackers/contract';
import { dispatchTrackerOp } from '../../shared/trackers/dispatch';
import { failure } from '../../shared/trackers/failure';
import { isLoopbackHost } from '../../shared/trackers/base-url';

export const TRACKER_API_PREFIX = '/api/trackers/';
/** The largest request body read; a connect or a write is far smaller. */
const MAX_BODY_BYTES = 64 * 1024;

export interface TrackerApiOptions {
  service: TrackerService;
  /** The port the pages are served on, known once they listen. */
  port: () => number;
  log?: (message: string) => void;
}

/** Whether a socket's peer address is this computer (IPv4, IPv6 or IPv4-mapped). */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false;
  return isLoopbackHost(address.replace(/^::ffff:/i, ''));
}

/** Why a request may not use the API, or null when it may. */
export function refusal(req: IncomingMessage, port: number): string | null {
  if (!isLoopbackPeer(req.socket.remoteAddress)) {
    return 'Tracker calls are answered only for the wall on this computer.';
  }
  const host = req.headers.host ?? '';
  let hostUrl: URL;
  try {
    hostUrl = new URL(`http://${host}`);
  } catch {
    return 'Tracker calls need this server’s own address.';
  }
  if (!isLoopbackHost(hostUrl.hostname) || Number(hostUrl.port || 80) !== port) {
    return 'Tracker calls need this server’s own address.';
  }
  if (req.headers.origin !== `http://${host}`) {
    return 'Tracker calls are answered only for this server’s own pages.';
  }
  if (req.method !== 'POST' || !/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    return 'Tracker calls are JSON POSTs.';
  }
  return null;
}

function answer(res: ServerResponse, status: number, result: TrackerResult<unknown>): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(result));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new RangeError('body too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The API as a request handler for the static server: answers and returns true for a
 * request under `/api/trackers/`, returns false for any other.
 */
export function createTrackerApi(options: TrackerApiOptions) {
  const log = options.log ?? (() => undefined);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(TRACKER_API_PREFIX)) return false;
    const refused = refusal(req, options.port());
    if (refused) {
      // Neither the body nor its headers are logged: a credential may be in them.
      log(`Refused a tracker call from ${req.socket.remoteAddress ?? 'an unknown peer'}.`);
      req.resume();
      answer(res, 403, { ok: false, failure: failure('permission', refused) });
      return true;
    }
    const op = url.pathname.slice(TRACKER_API_PREFIX.length);
    void (async () => {
      let body: unknown;
      try {
        body = await readJson(req);
      } catch {
        answer(res, 400, { ok: false, failure: failure('invalid', 'The request is not JSON.') });
        return;
      }
      const args = (body as { args?: unknown } | null)?.args;
      const result = await dispatchTrackerOp(options.service, op, Array.isArray(args) ? args : []);
      answer(res, 200, result);
    })().catch(() => {
      log(`A tracker call (${op.slice(0, 40)}) failed unexpectedly.`);
      if (!res.headersSent) {
        answer(res, 500, {
          ok: false,
          failure: failure('unavailable', 'The room server could not complete the tracker call.'),
        });
      }
    });
    return true;
  };
}
