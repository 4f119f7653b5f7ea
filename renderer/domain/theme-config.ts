/**
 * Rules of the settings menu (docs/product.md, Settings menu): which theme the current
 * config is, which colour strings may reach CSS, and why a value-specific image rule is
 * refused. Pure: the config store and the menu use these, tests pin them down.
 */
import { safeCssColor } from './css-color';
import { MAX_RULE_PATTERN_LENGTH, parseImageRules, serializeImageRules } from './image-rules';
import { compileSafePattern } from './safe-regex';
import { SCREEN_CONFIG_KEYS, type CustomImageRule, type ScreenConfig, type Theme } from './types';

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

export { isHexColor, safeCssColor } from './css-color';

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

/** Why a rule's 'Value' cannot be used (the menu words it in the language shown). */
export type ImageRuleValueProblem = 'tooLong' | 'invalid' | 'unsupported';

/**
 * Why a rule's 'Value' is refused by the matcher, or `null` when it is usable. Mirrors
 * `compileImageRules`: blank matches every card; too long (over
 * {@link MAX_RULE_PATTERN_LENGTH}) or not a supported regular expression is skipped
 * there, and shown inline in the menu.
 */
export function imageRuleValueProblem(value: string): ImageRuleValueProblem | null {
  const source = value.trim();
  // Blank ('') compiles to the pattern that matches every card, so it has no problem.
  if (source.length > MAX_RULE_PATTERN_LENGTH) return 'tooLong';
  const result = compileSafePattern(source);
  if (result.ok) return null;
  return result.reason.startsWith('invalid') ? 'invalid' : 'unsupported';
}

/** A new, empty rule row (matches every card, anyone, no images yet). */
export function emptyImageRule(): CustomImageRule {
  return { value: '', user: '', images: '' };
}
