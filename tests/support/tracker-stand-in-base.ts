/**
 * What every tracker stand-in (Jira, Azure DevOps, GitHub, GitLab) does the same way, whatever
 * its tracker answers: it listens on loopback on a free port, reads a request's body,
 * records the request's auth scheme and whether the credential matched (never the
 * credential), answers scripted failures for matching calls, and records a CORS
 * preflight as a page sent it. Each stand-in keeps its tracker's own answers.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The request's body: JSON parsed, other text as it came, nothing as undefined. */
export async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The request's path and query, without its host. */
export function urlOf(req: IncomingMessage): URL {
  return new URL(req.url ?? '/', 'http://127.0.0.1');
}

/**
 * The scheme of the request's Authorization (lower case) when it is one the tracker
 * takes, `none` without one, `other` for any other: what a test may see of a credential.
 */
export function authSchemeOf<S extends string>(
  req: IncomingMessage,
  known: readonly S[],
): S | 'none' | 'other' {
  const authorization = req.headers.authorization ?? '';
  if (authorization === '') return 'none';
  const scheme = /^(\w+) /.exec(authorization)?.[1]?.toLowerCase();
  return known.find((k) => k === scheme) ?? 'other';
}

/** Which calls a scripted failure answers, and how many. */
export interface ScriptedMatch {
  method?: string;
  /** The request path, or a pattern of it. */
  path?: string | RegExp;
  /** How many matching calls fail; default 1. */
  times?: number;
}

/** Failures a test scripts, each answered instead of the documented success. */
export class ScriptedFailures<F extends ScriptedMatch> {
  private readonly rules: F[] = [];

  add(rule: F): void {
    this.rules.push({ ...rule });
  }

  /**
   * The first failure for a call of `method` to `path` (and `also`, a stand-in's own
   * condition), used up by this call.
   */
  take(method: string, path: string, also: (rule: F) => boolean = () => true): F | undefined {
    const scripted = this.rules.find(
      (f) =>
        (f.method === undefined || f.method === method) &&
        (f.path === undefined ||
          (typeof f.path === 'string' ? f.path === path : f.path.test(path))) &&
        also(f),
    );
    if (scripted) {
      scripted.times = (scripted.times ?? 1) - 1;
      if (scripted.times <= 0) this.rules.splice(this.rules.indexOf(scripted), 1);
    }
    return scripted;
  }
}

/**
 * Answers `body` as JSON, or a string as `textType` (the page a tracker answers some
 * failures with), headers after the content type so a stand-in may set its own.
 */
export function sendBody(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  textType = 'text/plain; charset=utf-8',
): void {
  const text = typeof body === 'string';
  res.writeHead(status, {
    'content-type': text ? textType : 'application/json; charset=utf-8',
    ...headers,
  });
  res.end(text ? body : JSON.stringify(body));
}

/** `Retry-After` as a scripted failure asks for it, or no header. */
export const retryAfterHeader = (retryAfter: string | undefined): Record<string, string> =>
  retryAfter ? { 'retry-after': retryAfter } : {};

/** A CORS preflight as received: what the page asked to send. */
export interface RecordedPreflight {
  path: string;
  origin: string | null;
  method: string;
  headers: string;
}

/** The preflight `req`, for a stand-in's `preflights`. */
export function preflightOf(req: IncomingMessage): RecordedPreflight {
  return {
    path: urlOf(req).pathname,
    origin: req.headers.origin ?? null,
    method: String(req.headers['access-control-request-method'] ?? ''),
    headers: String(req.headers['access-control-request-headers'] ?? ''),
  };
}

/** A stand-in's server on loopback. */
export interface LoopbackServer {
  readonly port: number;
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  /** Closes it, open connections included. */
  close(): Promise<void>;
}

/**
 * Serves `answer` on 127.0.0.1 at a free port. A request `answer` fails on gets
 * `internalError` (the tracker's 500) when nothing was sent yet.
 */
export async function listenOnLoopback(
  answer: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  internalError: (res: ServerResponse) => void,
): Promise<LoopbackServer> {
  const server = createServer((req, res) => {
    answer(req, res).catch(() => {
      if (!res.headersSent) internalError(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
