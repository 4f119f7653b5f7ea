import { describe, expect, it } from 'vitest';
import {
  RANDOM_CODE_PREFIX,
  SCREEN_CODE_MAX_LENGTH,
  isNormalizedScreenCode,
  isRandomScreenCode,
  normalizeScreenCode,
  randomScreenCode,
} from '../../../shared/screen-code';

describe('normalizeScreenCode', () => {
  it.each([
    ['Team A!!', 'Team-A-'],
    ['team-a', 'team-a'],
    ['Team   A', 'Team-A'],
    ['  lead', '-lead'],
    ['a_b.c/d', 'a-b-c-d'],
    ['a--b', 'a-b'],
    ['ÄÖÜ café', '-caf-'],
    ['😀x', '-x'],
    ['<script>', '-script-'],
    ['MixedCase123', 'MixedCase123'],
    ['', ''],
    ['!!!', '-'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeScreenCode(raw)).toBe(expected);
  });

  it('caps the code length', () => {
    expect(normalizeScreenCode('a'.repeat(1000))).toHaveLength(SCREEN_CODE_MAX_LENGTH);
    expect(SCREEN_CODE_MAX_LENGTH).toBe(128);
  });

  it.each([
    ['Team-A-', true],
    ['Team A', false],
    ['a--b', false],
    ['', false],
  ])('isNormalizedScreenCode(%j) is %s', (code, expected) => {
    expect(isNormalizedScreenCode(code)).toBe(expected);
  });
});

describe('randomScreenCode', () => {
  it.each([
    [() => 0, 'screen-aaaaaaaa'],
    [() => 0.999999, 'screen-99999999'],
    [() => 1, 'screen-99999999'],
    [() => Number.NaN, 'screen-aaaaaaaa'],
    [() => -5, 'screen-aaaaaaaa'],
  ])('maps the random source %#', (random, expected) => {
    expect(randomScreenCode(random)).toBe(expected);
  });

  it('is screen- plus 8 lowercase alphanumerics, normalised and random', () => {
    const code = randomScreenCode(Math.random);
    expect(code).toMatch(/^screen-[a-z0-9]{8}$/);
    expect(normalizeScreenCode(code)).toBe(code);
    expect(isRandomScreenCode(code)).toBe(true);
    expect(code.startsWith(RANDOM_CODE_PREFIX)).toBe(true);
  });

  it('uses the whole alphabet in order', () => {
    let i = 0;
    const code = randomScreenCode(() => (i++ * 4.5) / 36);
    expect(code).toBe('screen-aejnsw15');
  });
});

describe('isRandomScreenCode', () => {
  it.each([
    ['screen-abc12345', true],
    ['my-screen-1', true],
    ['screen', false],
    ['Screen-abc', false],
    ['team-a', false],
    ['', false],
  ])('%j → %s', (code, expected) => {
    expect(isRandomScreenCode(code)).toBe(expected);
  });
});

describe('randomScreenCode: sources near the ends', () => {
  it.each([
    [() => -0, 'screen-aaaaaaaa'],
    [() => Number.NEGATIVE_INFINITY, 'screen-aaaaaaaa'],
    [() => Number.POSITIVE_INFINITY, 'screen-aaaaaaaa'],
    [() => 0.5, 'screen-ssssssss'],
    [() => 35.5 / 36, 'screen-99999999'],
  ])('maps the random source %#', (random, expected) => {
    expect(randomScreenCode(random)).toBe(expected);
  });
});
