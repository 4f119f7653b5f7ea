/**
 * The translated catalogues, three chunks each (i18n/scopes.ts), fetched only when their
 * language is chosen, and only the chunks a page shows: a phone never loads the wall's
 * words. English (the source, beside the code) costs a page nothing more.
 */
import type { LocaleCode } from '../../shared/locales';
import { ALL_SCOPES, type CatalogueScope } from './scopes';
import type { Messages } from './translate';

type Chunk = Promise<{ default: Messages }>;

/** A language's phone chunk, which names the language's other chunks. */
interface PhoneChunk {
  default: Messages;
  chunks: Record<Exclude<CatalogueScope, 'phone'>, () => Chunk>;
}

// One entry per language: each hashed file name here weighs on every page's first load.
const CATALOGUES: Record<Exclude<LocaleCode, 'en'>, () => Promise<PhoneChunk>> = {
  de: () => import('./catalogues/de/phone'),
  fr: () => import('./catalogues/fr/phone'),
  es: () => import('./catalogues/es/phone'),
  it: () => import('./catalogues/it/phone'),
  'pt-BR': () => import('./catalogues/pt-BR/phone'),
  nl: () => import('./catalogues/nl/phone'),
  pl: () => import('./catalogues/pl/phone'),
  sv: () => import('./catalogues/sv/phone'),
  ja: () => import('./catalogues/ja/phone'),
  'zh-CN': () => import('./catalogues/zh-CN/phone'),
  ar: () => import('./catalogues/ar/phone'),
};

/**
 * The texts of a language's `scopes` (every one unless told), as one catalogue; null
 * for English, which needs none.
 */
export async function loadMessages(
  code: LocaleCode,
  scopes: readonly CatalogueScope[] = ALL_SCOPES,
): Promise<Messages | null> {
  if (code === 'en') return null;
  const phone = await CATALOGUES[code]();
  const loaded = await Promise.all(
    scopes.map((scope) => (scope === 'phone' ? phone : phone.chunks[scope]())),
  );
  return Object.assign({}, ...loaded.map((chunk) => chunk.default)) as Messages;
}
