/**
 * One limit for config strings: the number the security rules refuse above is the
 * client's CONFIG_STRING_MAX_LENGTH, for every field of `configs/{code}`. Read from the
 * rules file itself, so changing one without the other fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_STRING_MAX_LENGTH, EMPTY_CONFIG } from '../../../renderer/domain/records';

const rulesFile = path.resolve(__dirname, '..', '..', '..', 'database.rules.json');
const rules = JSON.parse(readFileSync(rulesFile, 'utf8')) as {
  rules: { configs: { $code: Record<string, { '.validate'?: string }> } };
};

describe('config string limit', () => {
  const fields = Object.keys(EMPTY_CONFIG);

  it.each(fields)('the rules bound configs/{code}/%s by CONFIG_STRING_MAX_LENGTH', (field) => {
    const validate = rules.rules.configs.$code[field]?.['.validate'] ?? '';
    const bounds = [...validate.matchAll(/\.length\s*<=\s*(\d+)/g)].map((m) => Number(m[1]));
    expect(bounds).toEqual([CONFIG_STRING_MAX_LENGTH]);
  });
});
