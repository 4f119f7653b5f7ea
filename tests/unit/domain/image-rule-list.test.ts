import { describe, expect, it, vi } from 'vitest';
import { parseImageRules, serializeImageRules } from '../../../renderer/domain/image-rule-list';
import type { CustomImageRule } from '../../../renderer/domain/types';

import { A, B, C, rule } from '../../support/image-rules';

describe('parseImageRules', () => {
  it.each<[string, string, CustomImageRule[], number]>([
    ['empty config', '', [], 0],
    ['blank config', '  ', [], 0],
    [
      'a list',
      JSON.stringify([rule('8', A), rule('', B, 'Ann')]),
      [rule('8', A), rule('', B, 'Ann')],
      0,
    ],
    ['missing fields default to empty', '[{"value":"8"}]', [rule('8', '')], 0],
    ['invalid JSON', '[{"value":', [], 1],
    ['not a list', '{"value":"8"}', [], 1],
    ['a string', '"8"', [], 1],
    ['null', 'null', [], 1],
    [
      'bad rows are skipped',
      JSON.stringify([1, null, 'x', { value: 8 }, rule('3', A)]),
      [rule('3', A)],
      4,
    ],
    [
      'wrong field types are skipped',
      '[{"value":"1","images":["a"]},{"value":"2","user":5}]',
      [],
      2,
    ],
    ['extra fields are dropped', '[{"value":"1","user":"","images":"","x":1}]', [rule('1', '')], 0],
  ])('%s', (_label, json, expected, logs) => {
    const log = vi.fn();
    expect(parseImageRules(json, log)).toEqual(expected);
    expect(log).toHaveBeenCalledTimes(logs);
  });
});

describe('serializeImageRules', () => {
  it('round-trips through parseImageRules and keeps only known fields', () => {
    const rules = [rule('8', `${A}\n${B}`, 'Ann'), rule('', C)];
    const text = serializeImageRules([
      ...rules,
      { ...rule('1', A), extra: true } as CustomImageRule,
    ]);
    expect(JSON.parse(text)[2]).toEqual(rule('1', A));
    expect(parseImageRules(text, vi.fn())).toEqual([...rules, rule('1', A)]);
  });
});

describe('custom images: what the screen owner is told about the config text', () => {
  it.each<[string, string, string]>([
    ['invalid JSON', '[{', 'Custom images: invalid JSON, ignored'],
    ['a value that is not a list', '{"value":"8"}', 'Custom images: not a list, ignored'],
    ['a malformed row', '[{"value":"8"}, 5]', 'Custom images: row 1 is malformed, skipped'],
  ])('%s is reported as such', (_name, json, message) => {
    const log = vi.fn();
    parseImageRules(json, log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe(message);
  });
});
