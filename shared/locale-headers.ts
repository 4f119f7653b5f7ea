/**
 * A device's language as an HTTP request tells it: the browser's languages
 * (Accept-Language) and the device's own choice (the `storyPoint.locale` cookie, which
 * the renderer writes beside local storage because a server cannot see local storage).
 * The room server picks the phone's prerendered page with these (server/vote-page-choice.ts)
 * by the same rule the renderer shows a language with (shared/locales.ts `preferredLocale`).
 */
import { asLocaleCode, preferredLocale, type LocaleCode, type LocaleWishes } from './locales';

/** Name of the cookie holding a device's own language choice (never a default). */
export const LOCALE_COOKIE = 'storyPoint.locale';

/** A year: the choice outlives a browser restart like local storage does. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Headers longer than this are read only this far, so a hostile one costs little: it is
 * as much as Node's server accepts for all of a request's headers together (16 KiB).
 */
const MAX_HEADER_CHARS = 16 * 1024;
/** Languages read from one Accept-Language header, at most. */
const MAX_LANGUAGES = 32;

const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;
const QUALITY = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The languages of an Accept-Language header, most wanted first (by q-value, ties in
 * the header's order). Refused ones (q=0), the wildcard and anything malformed are left out.
 */
export function acceptedLanguages(header: string | string[] | undefined): string[] {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).slice(
    0,
    MAX_HEADER_CHARS,
  );
  const wanted: { tag: string; q: number }[] = [];
  for (const part of text.split(',', MAX_LANGUAGES)) {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    if (!LANGUAGE_TAG.test(tag)) continue;
    const q = qualityOf(params);
    if (q !== null && q > 0) wanted.push({ tag, q });
  }
  // Array sort is stable: equal q-values keep the header's order.
  return wanted.sort((a, b) => b.q - a.q).map((w) => w.tag);
}

/** An entry's q-value (1 when absent), or null when it is malformed. */
function qualityOf(params: readonly string[]): number | null {
  const q = params.find((p) => /^q\s*=/i.test(p));
  if (q === undefined) return 1;
  const match = QUALITY.exec(q.replace(/\s+/g, ''));
  return match ? Number(match[1]) : null;
}

/** The device's own language choice in a Cookie header (or document.cookie), if supported. */
export function chosenLocaleFromCookies(header: string | string[] | undefined): LocaleCode | null {
  const text = (Array.isArray(header) ? header.join(';') : (header ?? '')).slice(
    0,
    MAX_HEADER_CHARS,
  );
  for (const pair of text.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LOCALE_COOKIE) continue;
    const code = asLocaleCode(decoded(pair.slice(at + 1).trim()));
    if (code) return code;
  }
  return null;
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The `document.cookie` assignment that keeps `code` as the device's choice for every page. */
export function localeCookie(code: LocaleCode): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** What a request for the phone's page says about its language. */
export interface LocaleRequest {
  /** The Cookie header. */
  cookie: string | string[] | undefined;
  /** The Accept-Language header. */
  acceptLanguage: string | string[] | undefined;
  /** The deployment's `lang` (runtime config), if any. */
  deployment: string | null | undefined;
  /** The page's order: the phone's (its browser first, the default) or the wall's. */
  order?: LocaleWishes['order'];
}

/**
 * The language the page will show for this request: its own choice, else its browser's
 * and the deployment's in the page's order, else English (as the renderer's).
 */
export function requestedLocale(request: LocaleRequest): LocaleCode {
  return preferredLocale({
    chosen: chosenLocaleFromCookies(request.cookie),
    languages: acceptedLanguages(request.acceptLanguage),
    deployment: request.deployment,
    order: request.order ?? 'browser-first',
  });
}
