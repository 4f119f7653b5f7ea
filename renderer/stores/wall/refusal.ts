/**
 * Why the database refused a write, as a cause the page can say in the language shown.
 * The database's own code or message is English for developers; it is kept only as a
 * technical detail of a cause this app does not know.
 */

/** The causes a person can act on, and `other` for anything else. */
export type RefusalCause =
  'permission' | 'unavailable' | 'disconnected' | 'tooLarge' | 'invalid' | 'none' | 'other';

/** A refusal: its cause, and the database's words only when the cause is `other`. */
export interface Refusal {
  readonly cause: RefusalCause;
  readonly detail: string | null;
}

/**
 * Codes (lower case, words joined by `_`) as the Firebase SDK and the local database
 * give them (PERMISSION_DENIED, `permission_denied at /x: …`), first match wins.
 */
const KNOWN: readonly (readonly [string, RefusalCause])[] = [
  ['permission_denied', 'permission'],
  ['unavailable', 'unavailable'],
  ['disconnect', 'disconnected'],
  ['limit_exceeded', 'tooLarge'],
  ['too_big', 'tooLarge'],
  ['invalid_data', 'invalid'],
  ['invalid_path', 'invalid'],
];

/** The cause of a rejected write, from its code or else its message. */
export function refusalOf(error: unknown): Refusal {
  const said = codeOrMessage(error);
  if (said === null) return { cause: 'none', detail: null };
  const normalised = said.text.toLowerCase().replace(/[\s-]+/g, '_');
  const known = KNOWN.find(([code]) => normalised.includes(code));
  if (known) return { cause: known[1], detail: null };
  const detail =
    said.kind === 'code' ? said.text.replace(/_/g, ' ').toLowerCase() : said.text.slice(0, 120);
  return { cause: 'other', detail };
}

function codeOrMessage(error: unknown): { kind: 'code' | 'message'; text: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code !== '') return { kind: 'code', text: code };
  if (typeof message === 'string' && message !== '') return { kind: 'message', text: message };
  return null;
}
