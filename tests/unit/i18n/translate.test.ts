import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  placeholders,
  textPart,
  Translator,
  type Messages,
} from '../../../renderer/i18n/translate';

const part = textPart('sample', {
  hello: 'Hello {name}',
  people: { one: '{count} person', other: '{count} people' },
  plain: 'Plain',
});

const german: Messages = {
  sample: {
    hello: 'Hallo {name}',
    people: { one: '{count} Person', other: '{count} Personen' },
  },
};

const polish: Messages = {
  sample: {
    people: {
      one: '{count} osoba',
      few: '{count} osoby',
      many: '{count} osób',
      other: '{count} osoby',
    },
  },
};

describe('fillTemplate', () => {
  it('puts each value in its place, numbers as written', () => {
    expect(fillTemplate('{a} and {b} and {a}', { a: 'x', b: 3 })).toBe('x and 3 and x');
  });

  it('leaves a placeholder without a value as written, and text without any alone', () => {
    expect(fillTemplate('{a} {missing}', { a: 1 })).toBe('1 {missing}');
    expect(fillTemplate('no braces')).toBe('no braces');
  });

  it('does not read inherited properties as values', () => {
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });

  it('inserts a value with braces or dollar signs literally', () => {
    expect(fillTemplate('{a}', { a: '{b} $& $1' })).toBe('{b} $& $1');
  });
});

describe('placeholders', () => {
  it('lists the names, sorted', () => {
    expect(placeholders('{b} then {a}')).toEqual(['a', 'b']);
    expect(placeholders('none')).toEqual([]);
  });
});

describe('Translator', () => {
  it('shows English without a catalogue', () => {
    const t = new Translator('en', null).part(part);
    expect(t('hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(t('people', { count: 1 })).toBe('1 person');
    expect(t('people', { count: 2 })).toBe('2 people');
    expect(t('people', { count: 0 })).toBe('0 people');
  });

  it("shows the catalogue's text, and English where it has none", () => {
    const translator = new Translator('de', german);
    expect(translator.text(part, 'hello', { name: 'Ann' })).toBe('Hallo Ann');
    expect(translator.text(part, 'people', { count: 1 })).toBe('1 Person');
    expect(translator.text(part, 'plain')).toBe('Plain');
  });

  it("picks plural forms by the language's rules", () => {
    const t = new Translator('pl', polish).part(part);
    expect(t('people', { count: 1 })).toBe('1 osoba');
    expect(t('people', { count: 3 })).toBe('3 osoby');
    expect(t('people', { count: 5 })).toBe('5 osób');
    expect(t('people', { count: 22 })).toBe('22 osoby');
  });

  it("falls back to the 'other' form the catalogue lacks, and counts nothing as 0", () => {
    const t = new Translator('ar', { sample: { people: { other: '{count} أشخاص' } } }).part(part);
    expect(t('people', { count: 2 })).toBe('2 أشخاص');
    expect(t('people')).toBe('{count} أشخاص');
  });

  it('shows the key of a text that exists nowhere rather than nothing', () => {
    const translator = new Translator('en', null);
    expect(translator.text(part, 'nope' as 'plain')).toBe('nope');
  });

  it('groups a number’s digits as the language does, always in Western digits', () => {
    expect(new Translator('en', null).number(16385)).toBe('16,385');
    expect(new Translator('de', german).number(16385)).toBe('16.385');
    expect(new Translator('ar', null).number(16385)).toBe('16,385');
  });

  it('joins a list of names as the language does', () => {
    expect(new Translator('en', null).list(['Card Background', 'Card Border'])).toBe(
      'Card Background and Card Border',
    );
    expect(new Translator('en', null).list(['A', 'B', 'C'])).toBe('A, B, and C');
    expect(new Translator('de', german).list(['A', 'B', 'C'])).toBe('A, B und C');
    expect(new Translator('zh-CN', null).list(['甲', '乙', '丙'])).toBe('甲、乙和丙');
    expect(new Translator('en', null).list(['Card Border'])).toBe('Card Border');
  });

  it('keeps two decimals in the average, with the language’s separator and Western digits', () => {
    expect(new Translator('en', null).average(3.456)).toBe('3.46');
    expect(new Translator('en', null).average(8)).toBe('8.00');
    expect(new Translator('en', null).average(Number.NaN)).toBe('0.00');
    expect(new Translator('de', german).average(3.5)).toBe('3,50');
    expect(new Translator('fr', null).average(13)).toBe('13,00');
    expect(new Translator('ar', null).average(2.25)).toBe('2.25');
    expect(new Translator('ja', null).average(2.25)).toBe('2.25');
  });

  it("formats dates and times in the language's way, with Western digits", () => {
    const ms = Date.UTC(2026, 10, 24, 15, 7);
    const opts = { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' } as const;
    expect(new Translator('en', null).dateTime(ms, opts)).toMatch(/^03:07\sPM$/);
    expect(new Translator('de', null).dateTime(ms, opts)).toBe('15:07');
    expect(new Translator('ar', null).dateTime(ms, opts)).toMatch(/^03:07/);
  });
});
