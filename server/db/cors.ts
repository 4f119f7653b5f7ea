/**
 * Cross-origin REST from the web pages the origin check allows (origin.ts):
 * as the Realtime Database does, a browser's preflight (`OPTIONS`) is answered
 * with the methods and headers the REST API takes, and every answer names the
 * page's origin as allowed, so a page on another origin (the join site on its
 * own port) may read and write over REST as it may over the websocket. Pages
 * the check refuses never get here (403).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const METHODS = 'GET, PUT, POST, PATCH, DELETE, OPTIONS';
/** The request headers the REST API reads, beyond those a browser always may send. */
const HEADERS = 'Content-Type, Authorization, X-HTTP-Method-Override, X-Firebase-ETag, If-Match';
/** How long a browser may keep a preflight's answer: one hour. */
const MAX_AGE_S = 3600;

/**
 * Adds the CORS headers for an allowed request from a page; answers a
 * preflight (`OPTIONS`) itself. Returns whether the request was answered.
 */
export function handleCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-expose-headers', 'ETag');
    res.setHeader('vary', 'Origin');
  }
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'access-control-allow-methods': METHODS,
    'access-control-allow-headers': HEADERS,
    'access-control-max-age': String(MAX_AGE_S),
    'content-length': '0',
  });
  res.end();
  // Stryker disable next-line BooleanLiteral: the REST handler would then refuse OPTIONS (405) to an answer already sent, which sends nothing more
  return true;
}
