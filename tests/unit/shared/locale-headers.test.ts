import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  chosenLocaleFromCookies,
  LOCALE_COOKIE,
  localeCookie,
  requestedLocale,
} from '../../../shared/locale-headers';

describe('acceptedLanguages: the Accept-Language header', () => {
  it.each<[string | string[] | undefined, string[]]>([
    ['de-AT,de;q=0.9,en;q=0.8', ['de-AT', 'de', 'en']],
    ['fr;q=0.1, ar;q=0.8', ['ar', 'fr']],
    // Ties keep the header's order; no q means 1.
    ['ja;q=0.5, de, fr;q=0.5, sv', ['de', 'sv', 'ja', 'fr']],
    ['de;q=1.0, fr;q=1', ['de', 'fr']],
    [' pt-BR ; Q = 0.7 , en ', ['en', 'pt-BR']],
    // Refused and wildcard entries name no language.
    ['de;q=0, fr', ['fr']],
    ['de;q=0.000, *;q=0.9, it;q=0.001', ['it']],
    ['*', []],
    // Garbage is skipped, what is readable kept.
    ['de;q=2, fr;q=abc, es;q=-1, it;q=0.5x, nl', ['nl']],
    ['<script>, de_DE, 12, ar', ['ar']],
    [';;,,, ,q=1', []],
    ['', []],
    [undefined, []],
    [
      ['de;q=0.5', 'fr'],
      ['fr', 'de'],
    ],
  ])('%j → %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });

  it('reads only the beginning of a hostile header', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => `x${i % 10}y;q=0.5`).join(',');
    expect(acceptedLanguages(many).length).toBeLessThanOrEqual(32);
    expect(acceptedLanguages(`${'a'.repeat(1_000_000)},de`)).toEqual([]);
    expect(acceptedLanguages(`${'en,'.repeat(40)}`)).toHaveLength(32);
  });
});

describe('the language cookie', () => {
  it('is named storyPoint.locale and kept for every page, a year, same-site', () => {
    expect(LOCALE_COOKIE).toBe('storyPoint.locale');
    expect(localeCookie('de')).toBe('storyPoint.locale=de; path=/; max-age=31536000; samesite=lax');
    expect(localeCookie('pt-BR')).toBe(
      'storyPoint.locale=pt-BR; path=/; max-age=31536000; samesite=lax',
    );
  });

  it.each<[string | string[] | undefined, string | null]>([
    ['storyPoint.locale=de', 'de'],
    ['a=1; storyPoint.locale=zh-cn; b=2', 'zh-CN'],
    ['storyPoint.locale=pt%2DBR', 'pt-BR'],
    [' storyPoint.locale = ar ;', 'ar'],
    // Unsupported or unreadable values are no choice; a later readable one still is.
    ['storyPoint.locale=klingon', null],
    ['storyPoint.locale=%E0%A4%A', null],
    ['storyPoint.locale=%zz; storyPoint.locale=fr', 'fr'],
    ['storyPoint.localeX=de; xstoryPoint.locale=de; storyPoint.locale', null],
    ['de', null],
    ['', null],
    [undefined, null],
    [['x=1', 'storyPoint.locale=sv'], 'sv'],
  ])('%j → %s', (header, expected) => {
    expect(chosenLocaleFromCookies(header)).toBe(expected);
  });

  it('reads what localeCookie writes', () => {
    expect(chosenLocaleFromCookies(localeCookie('zh-CN').split(';')[0])).toBe('zh-CN');
  });

  it('is not looked for past the beginning of a hostile header', () => {
    expect(chosenLocaleFromCookies(`${'x=1;'.repeat(10_000)}storyPoint.locale=de`)).toBeNull();
  });
});

describe("requestedLocale: the language a phone's request asks for", () => {
  const request = (cookie?: string, acceptLanguage?: string, deployment?: string) =>
    requestedLocale({ cookie, acceptLanguage, deployment });

  it("is the device's own choice first", () => {
    expect(request('storyPoint.locale=ar', 'de', 'fr')).toBe('ar');
  });

  it("is the browser's language without a choice, before the deployment's", () => {
    expect(request('other=1', 'ko, de-AT;q=0.9', 'fr')).toBe('de');
    expect(request('storyPoint.locale=klingon', 'fr;q=0.1, ar;q=0.8', 'de')).toBe('ar');
  });

  it("is the deployment's when the browser asks for nothing supported, else English", () => {
    expect(request(undefined, 'ko, tlh', 'de')).toBe('de');
    expect(request(undefined, 'ko', 'xx')).toBe('en');
    expect(request(undefined, undefined, undefined)).toBe('en');
  });
});
