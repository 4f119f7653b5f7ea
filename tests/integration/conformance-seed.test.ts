/**
 * The seeded themes list, as a client reads it: at least seven themes of the
 * data contract's shape, hex colours, text legible on its card, light, dark
 * and high-contrast ones among them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, ref } from 'firebase/database';
import { startTestDatabase, TestSession, type DatabaseTarget } from '../support/local-db';

interface Theme {
  name: string;
  preview: string[];
  values: Record<string, string>;
}

const HEX = /^#[0-9a-f]{6}$/i;
const COLOUR_KEYS = [
  'cardBackground',
  'cardBorder',
  'textColor',
  'screenBackground',
  'screenForeground',
];

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio between two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

let target: DatabaseTarget;
let session: TestSession;
let themes: Theme[];

beforeAll(async () => {
  // Always our own server: the seed is what is under test.
  target = await startTestDatabase();
  session = new TestSession(target);
  themes = (await get(ref(session.client().db, 'themes'))).val() as Theme[];
});
afterAll(async () => {
  await session.cleanup();
  await target.stop();
});

describe('seeded themes', () => {
  it('has at least seven uniquely named themes, light, dark and high-contrast among them', () => {
    expect(themes.length).toBeGreaterThanOrEqual(7);
    expect(new Set(themes.map((t) => t.name)).size).toBe(themes.length);
    const backgrounds = themes.map((t) => luminance(t.values.screenBackground!));
    expect(backgrounds.some((l) => l > 0.5)).toBe(true);
    expect(backgrounds.some((l) => l < 0.05)).toBe(true);
    expect(themes.some((t) => contrast(t.values.textColor!, t.values.cardBackground!) >= 15)).toBe(
      true,
    );
  });

  it('every theme has the contract shape and text legible on its cards', () => {
    for (const theme of themes) {
      const name = theme.name;
      expect(typeof name).toBe('string');
      expect(theme.preview.length, name).toBeGreaterThanOrEqual(2);
      for (const c of theme.preview) expect(c, name).toMatch(HEX);
      expect(Object.keys(theme.values).sort(), name).toEqual(
        [...COLOUR_KEYS, 'customImages'].sort(),
      );
      for (const key of COLOUR_KEYS) expect(theme.values[key], `${name} ${key}`).toMatch(HEX);
      expect(theme.values.customImages, name).toBe('');
      // WCAG AA for normal text: the card value must be readable across the room.
      expect(
        contrast(theme.values.textColor!, theme.values.cardBackground!),
        name,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
