/**
 * What only the settings menu's colours need (docs/product.md, Settings menu): the
 * colour fields in the order it shows them, and a theme's gradient preview. Apart from
 * theme-config.ts, which the wall's first page carries: the menu loads when it opens.
 */
import { safeCssColor } from './css-color';
import type { ScreenConfig } from './types';

/** The five colour fields of the config, in the order the menu shows them. */
export const COLOR_KEYS = [
  'cardBackground',
  'cardBorder',
  'textColor',
  'screenBackground',
  'screenForeground',
] as const satisfies readonly (keyof ScreenConfig)[];

/** A colour field of the config. */
export type ColorKey = (typeof COLOR_KEYS)[number];

/**
 * The CSS background of a theme's gradient preview: `linear-gradient` over its safe
 * colours; one colour is a plain fill, none gives `null`.
 */
export function gradientCss(colors: readonly string[]): string | null {
  const safe = colors.map(safeCssColor).filter((c): c is string => c !== null);
  if (safe.length === 0) return null;
  if (safe.length === 1) return safe[0]!;
  return `linear-gradient(135deg, ${safe.join(', ')})`;
}
