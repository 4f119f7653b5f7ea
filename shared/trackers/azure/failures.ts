/**
 * Azure DevOps' answers turned into the contract's failures, on the rules every
 * connector shares (../http.ts). Azure explains a refusal in
 * `{ "message": "TF401232: …", "typeKey": "WorkItemDoesNotExistException", … }`. A
 * wrong, expired or revoked PAT may get its sign-in page instead of a 401: a 203
 * (Non-Authoritative Information) with HTML, which is told as a credential failure.
 */
import type { TrackerFailure } from '../contract';
import { failure } from '../failure';
import type { CallContext, VendorTerms } from '../http';

/** Azure's own reason from an error body; empty when it has none (or is not JSON). */
export function azureReasons(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return '';
  }
  if (typeof parsed !== 'object' || parsed === null) return '';
  const { message, value } = parsed as { message?: unknown; value?: { Message?: unknown } };
  if (typeof message === 'string') return message;
  // An older Server wraps it: { "count": 1, "value": { "Message": "…" } }.
  return typeof value?.Message === 'string' ? value.Message : '';
}

export const AZURE_TERMS: VendorTerms = {
  name: 'Azure DevOps',
  credentialsHint:
    'wrong, expired or revoked personal access token, or one for another organization',
  reasons: azureReasons,
};

export const SIGN_IN_PAGE_MESSAGE =
  'Azure DevOps answered with its sign-in page: the personal access token is wrong, expired or revoked, or not valid for this organization.';

/** A sign-in page where JSON was due (203, or any 2xx in HTML), or null. */
export function signInPage(
  response: Response,
  text: string,
  context: Pick<CallContext, 'secrets'>,
): TrackerFailure | null {
  const html =
    /text\/html/i.test(response.headers.get('content-type') ?? '') ||
    /^\s*<(!doctype|html)/i.test(text);
  if (response.status === 203 || (response.ok && html)) {
    return failure('credentials', SIGN_IN_PAGE_MESSAGE, context.secrets);
  }
  return null;
}
