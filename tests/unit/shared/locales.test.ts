import { describe, expect, it } from 'vitest';
import {
  asLocaleCode,
  LOCALES,
  localeDecimalSeparator,
  localeDir,
  negotiateLocale,
} from '../../../shared/locales';

describe('the languages offered', () => {
  it('are twelve, English first, each named in its own language', () => {
    expect(LOCALES.map((l) => `${l.code} ${l.name}`)).toEqual([
      'en English',
      'de Deutsch',
      'fr Français',
      'es Español',
      'it Italiano',
      'pt-BR Português (Brasil)',
      'nl Nederlands',
      'pl Polski',
      'sv Svenska',
      'ja 日本語',
      'zh-CN 简体中文',
      'ar العربية',
    ]);
  });

  it('write Arabic right to left and every other left to right', () => {
    expect(LOCALES.filter((l) => localeDir(l.code) === 'rtl').map((l) => l.code)).toEqual(['ar']);
    expect(localeDir('de')).toBe('ltr');
  });

  // The table spares the page building a NumberFormat at start; CLDR stays the authority.
  it.each(LOCALES.map((l) => l.code))(
    '%s: its decimal separator is the one Intl writes with Western digits',
    (code) => {
      const parts = new Intl.NumberFormat(code, { numberingSystem: 'latn' }).formatToParts(1.5);
      expect(localeDecimalSeparator(code)).toBe(parts.find((p) => p.type === 'decimal')?.value);
    },
  );
});

describe('asLocaleCode', () => {
  it.each([
    ['de', 'de'],
    ['DE', 'de'],
    ['pt-br', 'pt-BR'],
    ['zh-cn', 'zh-CN'],
    ['de-AT', null],
    ['xx', null],
    ['', null],
    [42, null],
    [null, null],
  ])('%j is %j', (value, code) => {
    expect(asLocaleCode(value)).toBe(code);
  });
});

describe('negotiateLocale (a browser language list)', () => {
  it.each([
    [['de-DE', 'en-US'], 'de'],
    [['en-GB', 'de'], 'en'],
    [['fr-CA'], 'fr'],
    [['pt-PT'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['ar-EG'], 'ar'],
    [['ja-JP'], 'ja'],
    [['sv-FI'], 'sv'],
    [['nl-BE'], 'nl'],
    [[' pl-PL '], 'pl'],
  ])('%j picks %s', (wanted, code) => {
    expect(negotiateLocale(wanted)).toBe(code);
  });

  it('takes the first supported language, skipping those it does not have', () => {
    expect(negotiateLocale(['ko-KR', 'tr', 'it-IT', 'de'])).toBe('it');
  });

  it('does not offer Simplified Chinese for Traditional', () => {
    expect(negotiateLocale(['zh-TW'])).toBeNull();
    expect(negotiateLocale(['zh-HK'])).toBeNull();
    expect(negotiateLocale(['zh-MO'])).toBeNull();
    expect(negotiateLocale(['zh-Hant', 'es'])).toBe('es');
  });

  it('finds nothing in an empty or foreign list', () => {
    expect(negotiateLocale([])).toBeNull();
    expect(negotiateLocale(['ko', 'tr-TR', ''])).toBeNull();
    expect(negotiateLocale([42 as unknown as string])).toBeNull();
  });
});
