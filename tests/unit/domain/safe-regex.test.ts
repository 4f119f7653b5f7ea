import { describe, expect, it } from 'vitest';
import { SAFE_REGEX_MAX_INPUT, compileSafePattern } from '../../../renderer/domain/safe-regex';
import { POINT_SCALE, SIZE_SCALE } from '../../../renderer/domain/cards';

const INPUTS = [
  ...POINT_SCALE,
  ...SIZE_SCALE,
  '',
  '7',
  'a\nb',
  '\n',
  '😀',
  'x{2}',
  'a]',
  ']',
  '1+',
  '12',
  '1C',
  '\\cJ',
];

const PATTERNS = [
  '8',
  '1',
  '1.*',
  '1|13',
  '\\d',
  '\\d+',
  '\\d{2}',
  '\\d{1,2}',
  '\\d{2,}',
  '[0-9]+',
  '[^0-9]+',
  '[]',
  '[^]',
  'X*L',
  'X+L',
  'X?S',
  '(X)+L',
  '(?:X|)+L',
  '(?<size>X*)L',
  '.',
  '..',
  '.*',
  '.+?',
  '',
  '|',
  '^1$',
  '1$|^3',
  'a.b',
  '\\w+',
  '\\W',
  '\\s*8\\s*',
  '\\u00bd',
  '\\x43',
  '½|∞',
  '\\?',
  '[?C]',
  'x{2}',
  'x\\{2}',
  'a]',
  '{',
  '\\u{2}',
  '(?:){5}1',
  '(1|10)0',
  '(1?){3}',
  '😀',
  '.{2}',
  '[\\d.]+',
  '\\0',
  // Each of these is read at a later position of the pattern, or after another construct.
  '1+?',
  '1(?:3)',
  '(1)(?<n>3)',
  '[1][3]',
  '1[3]',
  '[\\]1]',
  '[^\\]]',
  '1\\x43',
  '\\d\\x43',
  '\\cJ',
  '1^3',
  '1$3',
  '\\0|1',
  '1{2}',
  '1{1,2}',
  '1{2}2',
];

describe('compileSafePattern', () => {
  it.each(PATTERNS)('matches like RegExp ^(?:%s)$ on every input', (source) => {
    const compiled = compileSafePattern(source);
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const native = new RegExp(`^(?:${source})$`);
    for (const input of INPUTS) {
      expect([input, compiled.pattern.test(input)]).toEqual([input, native.test(input)]);
    }
  });

  it.each([
    ['(', 'invalid'],
    ['[', 'invalid'],
    ['*', 'invalid'],
    ['a**', 'invalid'],
    ['8)|(.*', 'invalid'],
    ['(a)\\1', 'unsupported regular expression: \\1'],
    ['(?=1)1', 'unsupported regular expression: lookaround or modifier group'],
    ['(?!1)\\d', 'unsupported regular expression: lookaround'],
    ['(?<=1)3', 'unsupported regular expression: lookaround'],
    ['\\b1', 'unsupported regular expression: \\b'],
    ['(?<n>1)\\k<n>', 'unsupported regular expression: \\k'],
    ['\\01', 'unsupported regular expression: octal escape'],
    ['1|\\01', 'unsupported regular expression: octal escape'],
  ])('refuses %j, saying %j', (source, reason) => {
    const compiled = compileSafePattern(source);
    expect(compiled.ok).toBe(false);
    expect(compiled.ok ? '' : compiled.reason).toContain(reason);
  });

  // Each of these takes the backtracking engine minutes or more on these inputs; here
  // they must simply finish (the test would time out otherwise).
  it.each([
    ['(?:||)'.repeat(30) + 'x', '1'],
    ['(?:.?|.??|(?:)){100}x', '100'],
    ['(\\d|\\d?){99999}x', '13'],
    ['(((.?|.??|.*?)+)+){100}x', 'XXL'],
    ['((((((((((.*)*)*)*)*)*)*)*)*)*)*x', '1234567890123456'],
    ['(a|aa)+$b', 'a'.repeat(16)],
    ['(?:a?){1000000000}b', 'aaa'],
    ['a{9007199254740991}', 'aaa'],
    ['(?:a?){0,9007199254740991}b', 'aaa'],
  ])('finishes on catastrophic pattern #%#', (source, input) => {
    const compiled = compileSafePattern(source);
    expect(compiled.ok).toBe(true);
    if (compiled.ok) expect(compiled.pattern.test(input)).toBe(false);
  });

  it('never matches input longer than the limit', () => {
    const compiled = compileSafePattern('.*');
    expect(compiled.ok && compiled.pattern.test('a'.repeat(SAFE_REGEX_MAX_INPUT))).toBe(true);
    expect(compiled.ok && compiled.pattern.test('a'.repeat(SAFE_REGEX_MAX_INPUT + 1))).toBe(false);
  });
});
