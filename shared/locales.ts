/**
 * The languages the app speaks: each named in its own language (how a reader finds
 * theirs in a list), its writing direction, and the rule that picks one from what a
 * browser asks for. Shared: the renderer shows the language, and the room server picks
 * the phone's prerendered page by the same rule (shared/vote-page.ts).
 */

/**
 * Every supported language; English is the source and the fallback. `decimal` is the
 * separator the language writes in a number with Western digits, as Intl's NumberFormat
 * gives it (a test checks each): kept here because building the first NumberFormat loads
 * the number data of the browser's ICU, some 15 ms of the wall's cold start, and the
 * average is on screen from the first frame.
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr', decimal: '.' },
  { code: 'de', name: 'Deutsch', dir: 'ltr', decimal: ',' },
  { code: 'fr', name: 'Français', dir: 'ltr', decimal: ',' },
  { code: 'es', name: 'Español', dir: 'ltr', decimal: ',' },
  { code: 'it', name: 'Italiano', dir: 'ltr', decimal: ',' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr', decimal: ',' },
  { code: 'nl', name: 'Nederlands', dir: 'ltr', decimal: ',' },
  { code: 'pl', name: 'Polski', dir: 'ltr', decimal: ',' },
  { code: 'sv', name: 'Svenska', dir: 'ltr', decimal: ',' },
  { code: 'ja', name: '日本語', dir: 'ltr', decimal: '.' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr', decimal: '.' },
  { code: 'ar', name: 'العربية', dir: 'rtl', decimal: '.' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

/** The language shown when nothing else is chosen or matches. */
export const DEFAULT_LOCALE: LocaleCode = 'en';

const byLowerCode = new Map<string, LocaleCode>(LOCALES.map((l) => [l.code.toLowerCase(), l.code]));

/** The supported code `value` names exactly (case-insensitive), or null. */
export function asLocaleCode(value: unknown): LocaleCode | null {
  return typeof value === 'string' ? (byLowerCode.get(value.toLowerCase()) ?? null) : null;
}

/** Writing direction of a supported language. */
export function localeDir(code: LocaleCode): TextDirection {
  return LOCALES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/** The decimal separator a supported language writes (with Western digits). */
export function localeDecimalSeparator(code: LocaleCode): string {
  return LOCALES.find((l) => l.code === code)?.decimal ?? '.';
}

/** The supported language for one BCP 47 tag: exact, then by its language alone. */
function matchTag(tag: string): LocaleCode | null {
  const exact = asLocaleCode(tag);
  if (exact) return exact;
  const parts = tag.toLowerCase().split('-');
  const language = parts[0] ?? '';
  // A script or region the catalogue does not have still reads best in its
  // language's variant, except Traditional Chinese, which Simplified is not.
  if (language === 'zh') {
    const traditional = parts.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo');
    return traditional ? null : 'zh-CN';
  }
  if (language === 'pt') return 'pt-BR';
  return asLocaleCode(language);
}

/**
 * The first supported language of a browser's list (navigator.languages, most wanted
 * first), or null when none is.
 */
export function negotiateLocale(wanted: readonly string[]): LocaleCode | null {
  for (const tag of wanted) {
    const match = typeof tag === 'string' ? matchTag(tag.trim()) : null;
    if (match) return match;
  }
  return null;
}

/** Which default wins when the device has no choice of its own. */
export type LocaleDefaultOrder = 'browser-first' | 'deployment-first';

/** What decides a device's language. */
export interface LocaleWishes {
  /** The device's own choice (stored), if any. */
  chosen: string | null;
  /** The browser's languages, most wanted first. */
  languages: readonly string[];
  /** The deployment's `lang` (runtime config), if any. */
  deployment: string | null | undefined;
  /** A phone follows its browser first, the wall its deployment. */
  order: LocaleDefaultOrder;
}

/**
 * The language a device shows: its own choice, else the browser's and the deployment's
 * in the page's order, else English.
 */
export function preferredLocale(wishes: LocaleWishes): LocaleCode {
  const browser = negotiateLocale(wishes.languages);
  const deployment = asLocaleCode(wishes.deployment);
  const defaults = wishes.order === 'browser-first' ? [browser, deployment] : [deployment, browser];
  return asLocaleCode(wishes.chosen) ?? defaults.find((c) => c !== null) ?? DEFAULT_LOCALE;
}
