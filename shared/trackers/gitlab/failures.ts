/**
 * GitLab's answers turned into the contract's failures (docs/trackers.md, "GitLab: what
 * each failure looks like on the wall"), on the rules every connector shares (../http.ts).
 * GitLab's error bodies are `{"message": "404 Project Not Found"}` (the message may be an
 * object of field errors) or `{"error": …, "error_description": …}`; a token without the
 * `api` scope is a 403 `insufficient_scope`; a rate limit is a 429 with `Retry-After`
 * and the `RateLimit-*` headers (`RateLimit-Reset` in epoch seconds).
 */
import type { TrackerFailure } from '../contract';
import { failure, parseRetryAfter } from '../failure';
import type { CallContext, VendorTerms } from '../http';
import { isObject, jsonObjectOf } from '../json-object';

/** A `message` as GitLab writes it: text, or field names with their errors. */
function messageText(message: unknown): string {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join(' ');
  if (!isObject(message)) return '';
  return Object.entries(message)
    .map(([field, errors]) => {
      const text = messageText(errors);
      return text ? `${field} ${text}` : '';
    })
    .filter((t) => t !== '')
    .join('; ');
}

/** GitLab's reasons from an error body; empty when it gives none (a plain-text 429). */
export function gitlabReasons(body: string): string {
  const parsed = jsonObjectOf(body);
  if (!parsed) return '';
  const message = messageText(parsed.message);
  if (message) return message;
  const description = typeof parsed.error_description === 'string' ? parsed.error_description : '';
  if (description) return description;
  return typeof parsed.error === 'string' ? parsed.error : '';
}

export const GITLAB_TERMS: VendorTerms = {
  name: 'GitLab',
  credentialsHint: 'wrong, expired or revoked access token, or one for another GitLab',
  reasons: gitlabReasons,
};

/** Whether a 403's body is GitLab's `insufficient_scope` (a `read_api` token writing). */
export function isInsufficientScope(body: string): boolean {
  return jsonObjectOf(body)?.error === 'insufficient_scope';
}

/** A 403 for want of the `api` scope, said with the fix. */
export function scopeFailure(
  status: number,
  body: string,
  context: CallContext,
): TrackerFailure | null {
  if (status !== 403 || !isInsufficientScope(body)) return null;
  return failure(
    'permission',
    `The GitLab token may not do this for ${context.what}: the token needs the api scope (read_api cannot write the weight). Make a token with the api scope and connect again.`,
    context.secrets,
  );
}

/**
 * The wait a 429 asks for, as GitLab documents its headers: `Retry-After`; else until
 * `RateLimit-Reset` (epoch seconds) or `RateLimit-ResetTime` (an HTTP date); else the
 * back-off. A page cannot read these headers (GitLab does not expose them to a page),
 * so a browser wall waits the back-off.
 */
export function rateLimitWait(headers: Headers, now: number, backoff: number): number {
  const retryAfter = parseRetryAfter(headers.get('retry-after'), now);
  if (retryAfter !== null) return retryAfter;
  const reset = headers.get('ratelimit-reset')?.trim();
  if (reset && /^\d+$/.test(reset)) return Math.max(0, Number(reset) * 1000 - now) + 1000;
  return parseRetryAfter(headers.get('ratelimit-resettime'), now) ?? backoff;
}

/** A 429, waited out by GitLab's headers. */
export function rateLimitRefusal(
  response: Response,
  text: string,
  context: CallContext,
): TrackerFailure | null {
  if (response.status !== 429) return null;
  const reason = gitlabReasons(text) || text.trim().slice(0, 100);
  return failure(
    'rate-limited',
    `GitLab asks to slow down (429)${reason ? `: ${reason}` : '.'}`,
    context.secrets,
    rateLimitWait(response.headers, context.now, context.backoffMs),
  );
}
