/**
 * Value-specific images (docs/product.md, Custom images): matching the rules of the
 * `customImages` config (read by `image-rule-list.ts`) against the cards. The wall loads
 * this module only when its config has rules (stores/wall/custom-images-store.ts); the Options
 * menu checks values with `image-rule-syntax.ts` alone.
 *
 * Matching, decided here for every client:
 * - `value` is a regular expression that must match the WHOLE card value: it is tested as
 *   `^(?:value)$`, so 'eq. 8' style rules are exact ('1' matches '1', not '13' or '100';
 *   write '1.*' or '1|13' for more). An empty or blank value matches every card.
 * - `user`, when not blank, limits the rule to the participant with exactly that name
 *   (both trimmed, case-sensitive).
 * - The image is chosen uniformly at random among all distinct http(s) URLs of all matching
 *   rules; other lines are ignored. `{host}` in a URL is the host the screen was loaded
 *   from.
 * - An invalid expression is logged and its rule skipped.
 *
 * Guard against catastrophic expressions: patterns never run on the browser's backtracking
 * engine (which can take exponential time on short patterns even against a 1-character
 * value) but on the polynomial engine of `safe-regex.ts`; a pattern longer than
 * {@link MAX_RULE_PATTERN_LENGTH} is refused and values longer than 16 characters never
 * match, which bounds the work per card. Backreferences and lookaround are not supported
 * (logged and skipped like an invalid expression).
 */
import { HOST_PLACEHOLDER, MAX_RULE_PATTERN_LENGTH } from './image-rule-syntax';
import type { RuleLog } from './image-rule-list';
import { isSafeImageUrl } from './records';
import { compileSafePattern, type SafePattern } from './safe-regex';
import type { CustomImageRule } from './types';

/** A rule ready to match: compiled once, so a bad one is logged once, not per card. */
export interface CompiledImageRule {
  /** `null` matches every card. */
  pattern: SafePattern | null;
  /** Trimmed participant name, '' for anyone. */
  user: string;
  /** The rule's usable (http/https) URLs. */
  urls: string[];
}

/** A host as `location.host` gives it: a name or address and an optional port. */
const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The http(s) URLs of a newline-separated list, trimmed, in order, with every
 * {@link HOST_PLACEHOLDER} replaced by `host`. A line with the placeholder is skipped
 * when the host is unknown ('') or not a plain host, rather than guessed.
 *
 * @param host - the host the screen was loaded from (`location.host`), '' if none
 */
export function imageUrls(images: string, host: string): string[] {
  const usableHost = HOST_PATTERN.test(host) ? host : null;
  const urls: string[] = [];
  for (const raw of images.split(/\r?\n/)) {
    let line = raw.trim();
    if (line.includes(HOST_PLACEHOLDER)) {
      if (usableHost === null) continue;
      line = line.split(HOST_PLACEHOLDER).join(usableHost);
    }
    if (isSafeImageUrl(line)) urls.push(line);
  }
  return urls;
}

/**
 * Compiles rules for matching, `{host}` in their URLs replaced by `host` (see
 * {@link imageUrls}). A pattern that is too long or not a valid regular
 * expression is logged and its rule skipped.
 */
export function compileImageRules(
  rules: readonly CustomImageRule[],
  log: RuleLog,
  host: string,
): CompiledImageRule[] {
  const compiled: CompiledImageRule[] = [];
  for (const rule of rules) {
    const source = rule.value.trim();
    let pattern: SafePattern | null = null;
    if (source !== '') {
      if (source.length > MAX_RULE_PATTERN_LENGTH) {
        log('Custom images: regular expression too long, rule skipped', rule.value);
        continue;
      }
      const result = compileSafePattern(source);
      if (!result.ok) {
        log(`Custom images: ${result.reason}, rule skipped`, rule.value);
        continue;
      }
      pattern = result.pattern;
    }
    compiled.push({ pattern, user: rule.user.trim(), urls: imageUrls(rule.images, host) });
  }
  return compiled;
}

/**
 * All distinct URLs of the compiled rules that match this card and participant. The empty
 * selection is no card, so it gets no image.
 */
export function matchingImageUrls(
  rules: readonly CompiledImageRule[],
  value: string,
  userName: string,
): string[] {
  if (value === '') return [];
  const name = userName.trim();
  const urls = new Set<string>();
  for (const rule of rules) {
    if (rule.user !== '' && rule.user !== name) continue;
    if (rule.pattern && !rule.pattern.test(value)) continue;
    for (const url of rule.urls) urls.add(url);
  }
  return [...urls];
}

/**
 * Picks one URL uniformly among {@link matchingImageUrls}; `null` when none match.
 *
 * @param random - uniform source in [0, 1), injected
 */
export function pickFromCompiled(
  rules: readonly CompiledImageRule[],
  value: string,
  userName: string,
  random: () => number,
): string | null {
  const urls = matchingImageUrls(rules, value, userName);
  const r = random();
  // A broken source (NaN, out of [0, 1)) still picks a URL: the nearest end.
  const index = Number.isFinite(r)
    ? Math.min(urls.length - 1, Math.max(0, Math.floor(r * urls.length)))
    : 0;
  return urls[index] ?? null; // none when nothing matches
}

/**
 * The custom foreground image for a card: compiles `rules` (logging bad ones, `{host}` as
 * in {@link imageUrls}) and picks one matching URL at random. Stores that render many cards should compile once with
 * {@link compileImageRules} and call {@link pickFromCompiled}.
 */
export function pickCustomImage(
  rules: readonly CustomImageRule[],
  value: string,
  userName: string,
  random: () => number,
  log: RuleLog,
  host: string,
): string | null {
  return pickFromCompiled(compileImageRules(rules, log, host), value, userName, random);
}
