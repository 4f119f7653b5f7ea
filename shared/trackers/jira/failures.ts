/**
 * Jira's answers turned into the contract's failures (docs/trackers.md, "What the wall
 * shows"), on the rules every connector shares (../http.ts). Jira explains a refusal in
 * `{ errorMessages: [], errors: { field: reason } }`; a proxy in front of it may answer
 * HTML, which is never shown. Only its 400 "not on the appropriate screen" is its own.
 */
import type { TrackerFailure } from '../contract';
import { failure } from '../failure';
import {
  failureOfNetwork as networkFailure,
  failureOfStatus,
  type CallContext,
  type VendorTerms,
} from '../http';

export type { CallContext };

/** The part of Jira's 400 that says the field is missing from the edit screen. */
const NOT_ON_SCREEN = /not on the appropriate screen/i;

/** Jira's own reasons from an error body, joined; empty when it has none (or is not JSON). */
export function jiraReasons(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return '';
  }
  if (typeof parsed !== 'object' || parsed === null) return '';
  const { errorMessages, errors, message } = parsed as Record<string, unknown>;
  const reasons: string[] = [];
  if (Array.isArray(errorMessages)) {
    reasons.push(...errorMessages.filter((m): m is string => typeof m === 'string'));
  }
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, reason] of Object.entries(errors)) {
      if (typeof reason === 'string') reasons.push(`${field}: ${reason}`);
    }
  }
  if (reasons.length === 0 && typeof message === 'string') reasons.push(message);
  return reasons.join(' ');
}

/** Jira as the shared failure rules name it. */
export const JIRA_TERMS: VendorTerms = {
  name: 'Jira',
  credentialsHint: 'wrong or expired token, or the wrong e-mail',
  reasons: jiraReasons,
};

/**
 * Jira's 400 for a field missing from the edit screen, with Jira's reason alone (the wall
 * says the fix in its own language before it); null otherwise.
 */
export function notOnScreen(
  status: number,
  body: string,
  context: Pick<CallContext, 'secrets'>,
): TrackerFailure | null {
  const reasons = jiraReasons(body);
  if (status !== 400 || !NOT_ON_SCREEN.test(reasons)) return null;
  return failure('not-on-screen', reasons, context.secrets);
}

/** The failure of a non-2xx answer. */
export function failureOfResponse(
  status: number,
  retryAfter: string | null,
  body: string,
  context: CallContext,
): TrackerFailure {
  return (
    notOnScreen(status, body, context) ??
    failureOfStatus(status, retryAfter, body, context, JIRA_TERMS)
  );
}

/** The failure of a call that got no answer (offline, DNS, refused, timed out). */
export function failureOfNetwork(
  error: unknown,
  context: Pick<CallContext, 'secrets' | 'backoffMs'>,
): TrackerFailure {
  return networkFailure(error, context, JIRA_TERMS.name);
}
