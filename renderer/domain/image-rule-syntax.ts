/**
 * What a value-specific image rule may say (docs/product.md, Custom images): the longest
 * pattern, the `{host}` placeholder of its image URLs, and why a value is refused. The
 * Options menu's rule editor checks values with these as the owner types; the matcher
 * (`image-rules.ts`) applies the same limit and engine. Apart from the matcher, so the
 * menu does not carry it: the wall loads the matcher only for a config with rules.
 */
import { compileSafePattern } from './safe-regex';

/** Longest rule pattern compiled. */
export const MAX_RULE_PATTERN_LENGTH = 200;

/**
 * Stands for the host the screen was loaded from in a rule's image URL (the image
 * list's placeholder), so one config works on every deployment:
 * `http://{host}/img/8.png` loads from the wall's own site.
 */
export const HOST_PLACEHOLDER = '{host}';

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
