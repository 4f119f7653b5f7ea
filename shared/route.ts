/**
 * Routes of the app (docs/product.md, Routes):
 * `/` picks a screen code, `/{code}` is the wall, `/{code}/vote` the phone page.
 * Any other path is normalised to one of those, and the page moves there.
 */
import { normalizeScreenCode } from './screen-code';

/** What a pathname asks for. `canonical` is the path the address bar should show. */
export type Route =
  | { kind: 'root' }
  | { kind: 'wall'; code: string; canonical: string }
  | { kind: 'vote'; code: string; canonical: string };

const VOTE_SEGMENT = 'vote';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed %-escape is still a code the user typed; normalising turns
    // its '%' into a hyphen rather than failing.
    return segment;
  }
}

/** Path of the wall for a code. */
export const wallPath = (code: string): string => `/${encodeURIComponent(code)}`;

/** Path of the participant page for a code. */
export const votePath = (code: string): string => `${wallPath(code)}/${VOTE_SEGMENT}`;

/** Parses a pathname into a {@link Route}. */
export function parseRoute(pathname: string): Route {
  const segments = pathname.split('/').filter((s) => s.length > 0);
  const isVote = segments.length >= 2 && segments[segments.length - 1] === VOTE_SEGMENT;
  const codeSegments = isVote ? segments.slice(0, -1) : segments;
  const code = normalizeScreenCode(codeSegments.map(decodeSegment).join('-'));
  // A path of only punctuation normalises to '-' (runs collapse to one): treat it like '/'.
  if (code === '' || code === '-') return { kind: 'root' };
  return isVote
    ? { kind: 'vote', code, canonical: votePath(code) }
    : { kind: 'wall', code, canonical: wallPath(code) };
}

/** The screen code a typed text or a pasted link names, or null when it names none. */
export function screenCodeFromInput(text: string): string | null {
  const trimmed = text.trim();
  // Blank reads as the path '/', which names no code.
  let path = `/${trimmed}`;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      path = new URL(trimmed).pathname;
    } catch {
      // Not a URL after all: normalise it as typed.
    }
  }
  const route = parseRoute(path);
  return route.kind === 'root' ? null : route.code;
}
