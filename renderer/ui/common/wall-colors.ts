/**
 * The screen's colours as CSS variables, set once at the page root from the effective
 * ScreenConfig (saved config or previewed theme), so a colour change restyles every card
 * without re-rendering any of them. Empty or unsafe config values fall back to the
 * default look. No Material here: the phone page draws the result summary with them.
 */
import { safeCssColor } from '../../domain/css-color';
import type { ScreenConfig } from '../../domain/types';

/**
 * The default screen look, used for every config field left empty (docs/product.md,
 * Screen config and themes).
 */
export const DEFAULT_SCREEN_COLORS = {
  cardBackground: '#ffffff',
  cardBorder: '#818cf8',
  textColor: '#1e293b',
  screenBackground: '#14213d',
  screenForeground: '#f1f5f9',
} as const;

/** CSS variable names of the screen colours. */
export const SCREEN_VARS = {
  cardBackground: '--sp-card-bg',
  cardBorder: '--sp-card-border',
  textColor: '--sp-card-text',
  screenBackground: '--sp-screen-bg',
  screenForeground: '--sp-screen-fg',
} as const;

/** `var(--…)` reference for a screen colour. */
export const screenVar = (key: keyof typeof SCREEN_VARS): string => `var(${SCREEN_VARS[key]})`;

/**
 * The CSS variables for a config: each colour that is a safe hex value, else the
 * default. Anything else a client may have written never reaches CSS.
 */
export function screenCssVars(config: Readonly<ScreenConfig>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const key of Object.keys(SCREEN_VARS) as (keyof typeof SCREEN_VARS)[]) {
    vars[SCREEN_VARS[key]] = safeCssColor(config[key]) ?? DEFAULT_SCREEN_COLORS[key];
  }
  return vars;
}
