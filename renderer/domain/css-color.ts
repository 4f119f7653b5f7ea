/**
 * Which colour strings of a config may reach CSS. Apart from the settings rules
 * (theme-config.ts, which re-exports these) because the phone draws the result summary
 * in the screen's colours and needs this rule only, not the image rules' regex checks.
 */

/** True for `#rgb` or `#rrggbb` (the pickers' format: hex, no alpha). */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/**
 * A config colour safe to hand to CSS: a hex colour (lower-cased) or `null`. Anything
 * else that any client may have written (`red; } body {…`, `url(javascript:…)`) is
 * refused, so the caller falls back to its default colour.
 */
export function safeCssColor(value: string): string | null {
  return isHexColor(value) ? value.toLowerCase() : null;
}
