import { describe, expect, it } from 'vitest';
import { EMPTY_CONFIG } from '../../../renderer/domain/records';
import { gradientCss } from '../../../renderer/domain/theme-colors';
import {
  isHexColor,
  matchingTheme,
  safeCssColor,
  sameConfig,
} from '../../../renderer/domain/theme-config';
import type { ScreenConfig, Theme } from '../../../renderer/domain/types';

const dark: ScreenConfig = {
  cardBackground: '#1f2937',
  cardBorder: '#6366f1',
  textColor: '#f9fafb',
  screenBackground: '#0b1020',
  screenForeground: '#e5e7eb',
  customImages: '',
};
const theme = (name: string, values: ScreenConfig): Theme => ({ name, preview: [], values });

describe('isHexColor / safeCssColor', () => {
  it.each([
    ['#fff', true, '#fff'],
    ['#A1B2C3', true, '#a1b2c3'],
    ['#a1b2c3ff', false, null], // alpha is not offered
    ['fff', false, null],
    ['red', false, null],
    ['red; } body { display: none', false, null],
    ['url(javascript:alert(1))', false, null],
    ['', false, null],
    [' #ffffff', false, null],
    ['#ffffff ', false, null],
    ['#a', false, null],
    ['#ab', false, null],
    ['#abcd', false, null],
    ['#12345', false, null],
    ['#ggg', false, null],
    ['#gggggg', false, null],
  ])('%j → hex %s, css %s', (input, hex, css) => {
    expect(isHexColor(input)).toBe(hex);
    expect(safeCssColor(input)).toBe(css);
  });
});

describe('gradientCss', () => {
  it.each([
    [['#000000', '#ffff00'], 'linear-gradient(135deg, #000000, #ffff00)'],
    [['#123456'], '#123456'],
    [['<script>', '#ABCDEF', 'x;y'], '#abcdef'],
    [[], null],
    [['nope'], null],
  ])('%j → %s', (colors, css) => {
    expect(gradientCss(colors)).toBe(css);
  });
});

describe('sameConfig / matchingTheme', () => {
  const themes = [theme('Light', { ...dark, screenBackground: '#ffffff' }), theme('Dark', dark)];

  it.each([
    ['identical', dark, 'Dark'],
    ['colour case differs', { ...dark, cardBorder: '#6366F1' }, 'Dark'],
    ['"[]" equals no rules', { ...dark, customImages: '[]' }, 'Dark'],
    [
      'a rule row without images',
      { ...dark, customImages: '[{"value":"8","user":"","images":"  "}]' },
      'Dark',
    ],
    ['one colour differs', { ...dark, textColor: '#000000' }, null],
    [
      'image rules differ',
      { ...dark, customImages: '[{"value":"8","user":"","images":"https://x.test/a.png"}]' },
      null,
    ],
    ['the empty default', EMPTY_CONFIG, null],
    ['first matching wins', { ...dark, screenBackground: '#FFFFFF' }, 'Light'],
  ])('%s → %s', (_label, config, name) => {
    expect(matchingTheme(themes, config)?.name ?? null).toBe(name);
  });

  it('compares rules as rules, not as text', () => {
    const a = { ...dark, customImages: '[{"value":"8","user":"","images":"u"}]' };
    const b = { ...dark, customImages: '[ {"images":"u", "user":"", "value":"8"} ]' };
    expect(sameConfig(a, b)).toBe(true);
  });
});

describe('settings: spaces', () => {
  it('a colour with spaces around it is the same colour, on either side', () => {
    const spaced = { ...dark, cardBorder: `  ${dark.cardBorder} ` };
    expect(sameConfig(spaced, dark)).toBe(true);
    expect(sameConfig(dark, spaced)).toBe(true);
  });
});
