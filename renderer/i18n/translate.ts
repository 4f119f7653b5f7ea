/**
 * Text in the chosen language: plain templates with `{name}` placeholders (no message
 * syntax to learn or to get wrong), plural entries chosen by the language's own rules
 * (Intl.PluralRules), numbers and dates by Intl in the language's format.
 *
 * English lives beside the code that shows it, in parts (i18n/en/*.ts): a page loads
 * only the English it shows, and a missing translation falls back to it. The other
 * languages are whole catalogues, one chunk each, loaded only when chosen.
 */
import { formatAverage } from '../domain/average';
import {
  localeDecimalSeparator,
  localeDir,
  type LocaleCode,
  type TextDirection,
} from '../../shared/locales';

/** A text whose words change with a count: one entry per plural category the language has. */
export interface PluralText {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** One entry of a catalogue. */
export type Text = string | PluralText;

/** A part of the English catalogue: its name and its texts. */
export interface TextPart<
  N extends string = string,
  T extends Record<string, Text> = Record<string, Text>,
> {
  readonly name: N;
  readonly en: T;
}

/** Declares a part of the English catalogue (i18n/en/*.ts). */
export function textPart<const N extends string, const T extends Record<string, Text>>(
  name: N,
  en: T,
): TextPart<N, T> {
  return { name, en };
}

/**
 * A text chosen now and read later, in whatever language is shown then: what stores
 * keep (a refusal, a validation message), so a change of language changes it too.
 */
export interface Message {
  readonly part: TextPart;
  readonly key: string;
  readonly params?: TextParams;
}

/** A {@link Message} of one part's text. */
export function message<T extends Record<string, Text>>(
  part: TextPart<string, T>,
  key: keyof T & string,
  params?: TextParams,
): Message {
  return params === undefined ? { part, key } : { part, key, params };
}

/** A translated catalogue as loaded: part name, then key, then text. */
export type Messages = Readonly<Record<string, Readonly<Record<string, Text>>>>;

/** Values for a template's placeholders; `count` also picks the plural form. */
export type TextParams = Readonly<Record<string, string | number>>;

/** Replaces each `{name}` with its value; a placeholder without one stays as written. */
export function fillTemplate(template: string, params: TextParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Names of the placeholders in a template, sorted (the catalogue test compares them). */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
}

/** Looks up and fills texts of one part: `t('key', { count: 2 })`. */
export type TextFn<T extends Record<string, Text>> = (
  key: keyof T & string,
  params?: TextParams,
) => string;

// Numbers stay in Western digits in every language (codes, votes and the average must
// read the same on the wall and on every phone); only separators follow the language.
const LATIN_DIGITS = { numberingSystem: 'latn' } as const;

/**
 * The texts and formats of one language. Immutable: choosing another language makes a
 * new one, so whatever shows text re-renders when it changes.
 */
export class Translator {
  /** Writing direction of the language: the layout mirrors for right-to-left. */
  readonly dir: TextDirection;
  private readonly plurals: Intl.PluralRules;
  private readonly decimalSeparator: string;

  constructor(
    readonly locale: LocaleCode,
    private readonly messages: Messages | null,
  ) {
    this.dir = localeDir(locale);
    this.plurals = new Intl.PluralRules(locale);
    this.decimalSeparator = localeDecimalSeparator(locale);
  }

  /** One text of `part`, filled: the language's if it has it, else the English. */
  text<T extends Record<string, Text>>(
    part: TextPart<string, T>,
    key: keyof T & string,
    params?: TextParams,
  ): string {
    const entry = this.messages?.[part.name]?.[key] ?? part.en[key];
    if (entry === undefined) return key;
    return fillTemplate(typeof entry === 'string' ? entry : this.pluralForm(entry, params), params);
  }

  /** A message kept by a store, in this language. */
  message(m: Message): string {
    return this.text(m.part, m.key, m.params);
  }

  /** A lookup bound to one part, for a component or a store that shows several of its texts. */
  part<T extends Record<string, Text>>(part: TextPart<string, T>): TextFn<T> {
    return (key, params) => this.text(part, key, params);
  }

  /**
   * The average as the room reads it: two decimals as ever (domain/average.ts), with the
   * language's decimal separator.
   */
  average(value: number): string {
    return formatAverage(value).replace('.', this.decimalSeparator);
  }

  /** A number as the language writes it (16,385; 16.385; 16 385; 2.5; 2,5). */
  number(value: number): string {
    return new Intl.NumberFormat(this.locale, LATIN_DIGITS).format(value);
  }

  /** Names listed as the language joins them ("A, B, and C"; "A、B和C"; "A وB"). */
  list(items: readonly string[]): string {
    return new Intl.ListFormat(this.locale, { type: 'conjunction' }).format(items);
  }

  /** A date and/or time in the language's format. */
  dateTime(ms: number, options: Intl.DateTimeFormatOptions): string {
    return new Intl.DateTimeFormat(this.locale, { ...LATIN_DIGITS, ...options }).format(ms);
  }

  private pluralForm(entry: PluralText, params: TextParams | undefined): string {
    const count = Number(params?.count ?? 0);
    return entry[this.plurals.select(count)] ?? entry.other;
  }
}
