/**
 * The translated catalogues, one chunk each, fetched only when their language is
 * chosen: English (the source, beside the code) costs a page nothing more.
 */
import type { LocaleCode } from '../../shared/locales';
import type { Messages } from './translate';

type Load = () => Promise<{ default: Messages }>;

const CATALOGUES: Record<Exclude<LocaleCode, 'en'>, Load> = {
  de: () => import('./catalogues/de'),
  fr: () => import('./catalogues/fr'),
  es: () => import('./catalogues/es'),
  it: () => import('./catalogues/it'),
  'pt-BR': () => import('./catalogues/pt-BR'),
  nl: () => import('./catalogues/nl'),
  pl: () => import('./catalogues/pl'),
  sv: () => import('./catalogues/sv'),
  ja: () => import('./catalogues/ja'),
  'zh-CN': () => import('./catalogues/zh-CN'),
  ar: () => import('./catalogues/ar'),
};

/** The catalogue of a language; null for English, which needs none. */
export async function loadMessages(code: LocaleCode): Promise<Messages | null> {
  if (code === 'en') return null;
  return (await CATALOGUES[code]()).default;
}
