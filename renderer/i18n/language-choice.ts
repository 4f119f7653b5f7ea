/**
 * What React's language provider reads of the page's language store: i18n names the shape
 * it needs, and `stores/common/locale-store.ts` provides it, so the arrow goes from the
 * stores to i18n and never back (docs/architecture.md, Layering rules).
 */
import type { LocaleCode } from '../../shared/locales';
import type { CatalogueScope } from './scopes';
import type { Translator } from './translate';

/** The language shown, its words as they arrive, and the choosing of another. */
export interface LanguageChoice {
  /** The first language is in: until then the page shows its placeholder. */
  readonly ready: boolean;
  /** Texts and formats of the language shown. */
  readonly translator: Translator;
  /** The language shown. */
  readonly locale: LocaleCode;
  /** A language chosen whose words are still on their way. */
  readonly pending: LocaleCode | null;
  /** A language whose words could not be had. */
  readonly failed: LocaleCode | null;
  /** Whether the words of a catalogue chunk are in. */
  has(scope: CatalogueScope): boolean;
  /** Fetches a catalogue chunk; settles once it is in (or failed). */
  include(scope: CatalogueScope): Promise<void>;
  /** Shows another language once its words are in, and keeps the choice. */
  choose(code: LocaleCode): Promise<void>;
}
