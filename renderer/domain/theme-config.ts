/**
 * Rules of the settings menu (docs/product.md, Settings menu): which theme the current
 * config is and which colour strings may reach CSS (why an image rule's value is refused
 * is `imageRuleValueProblem` in image-rule-syntax.ts, beside the limits the matcher
 * applies). Pure: the config store and the menu use these, tests pin them down.
 */
import { parseImageRules, serializeImageRules } from './image-rule-list';
import { SCREEN_CONFIG_KEYS, type CustomImageRule, type ScreenConfig, type Theme } from './types';

export type { ColorKey } from './theme-colors';
export { isHexColor, safeCssColor } from './css-color';

const silent = (): void => undefined;

/**
 * `customImages` in a canonical form for comparison: rules re-serialised (key order and
 * spacing do not matter), rows without any image text left out (they change nothing on
 * screen, e.g. a row just added), and no rules at all is '[]'.
 */
function canonicalImages(json: string): string {
  const rules = parseImageRules(json, silent).filter((rule) => rule.images.trim() !== '');
  return serializeImageRules(rules);
}

/**
 * True when two configs show the same thing: colours compared case-insensitively and
 * trimmed (pickers and hand-written themes differ in case), image rules compared as
 * rules (no rules written as '' or '[]' are equal).
 */
export function sameConfig(a: Readonly<ScreenConfig>, b: Readonly<ScreenConfig>): boolean {
  return SCREEN_CONFIG_KEYS.every((key) =>
    key === 'customImages'
      ? canonicalImages(a[key]) === canonicalImages(b[key])
      : a[key].trim().toLowerCase() === b[key].trim().toLowerCase(),
  );
}

/**
 * The theme the config is (the first whose values equal it, {@link sameConfig}), or
 * `null` for a custom config (the menu then shows its 'Custom' entry).
 */
export function matchingTheme(
  themes: readonly Theme[],
  config: Readonly<ScreenConfig>,
): Theme | null {
  return themes.find((theme) => sameConfig(theme.values, config)) ?? null;
}

/** A new, empty rule row (matches every card, anyone, no images yet). */
export function emptyImageRule(): CustomImageRule {
  return { value: '', user: '', images: '' };
}
