/**
 * Value-specific images (docs/product.md, Custom images): the `customImages` config is a
 * JSON array of `{ value, user, images }`; a matching rule puts one of its image URLs on
 * the front of a card. This module reads and writes that text; matching it against cards
 * (regular expressions included) is `image-rules.ts`, which the wall loads only when its
 * config has rules.
 */
import { isPlainObject } from './records';
import type { CustomImageRule } from './types';

/** Logger used for bad rules (usually `console.warn`). */
export type RuleLog = (...args: unknown[]) => void;

/**
 * Parses the `customImages` config text. '' is the empty list. Invalid JSON or a value
 * that is not an array gives [] (logged); rows that are not objects, or whose value, user
 * or images is present but not a string, are skipped (logged); missing fields are ''.
 */
export function parseImageRules(json: string, log: RuleLog): CustomImageRule[] {
  if (json.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    log('Custom images: invalid JSON, ignored', error);
    return [];
  }
  if (!Array.isArray(parsed)) {
    log('Custom images: not a list, ignored', parsed);
    return [];
  }
  const rules: CustomImageRule[] = [];
  parsed.forEach((row, index) => {
    const rule = toRule(row);
    if (rule) rules.push(rule);
    else log(`Custom images: row ${index} is malformed, skipped`, row);
  });
  return rules;
}

function toRule(row: unknown): CustomImageRule | null {
  if (!isPlainObject(row)) return null;
  const field = (name: string): string | null => {
    const v = row[name];
    if (v === undefined || v === null) return '';
    return typeof v === 'string' ? v : null;
  };
  const value = field('value');
  const user = field('user');
  const images = field('images');
  if (value === null || user === null || images === null) return null;
  return { value, user, images };
}

/** Serialises rules for the `customImages` config (only the three known fields). */
export function serializeImageRules(rules: readonly CustomImageRule[]): string {
  return JSON.stringify(rules.map(({ value, user, images }) => ({ value, user, images })));
}
