import { describe, expect, it, vi } from 'vitest';
import { MAX_RULE_PATTERN_LENGTH } from '../../../renderer/domain/image-rule-syntax';
import {
  compileImageRules,
  imageUrls,
  matchingImageUrls,
  pickCustomImage,
} from '../../../renderer/domain/image-rules';
import type { CustomImageRule } from '../../../renderer/domain/types';

import { A, B, C, rule } from '../../support/image-rules';

describe('imageUrls', () => {
  it.each<[string, string[]]>([
    [`${A}\n${B}`, [A, B]],
    [`  ${A}  \r\n\n${C}\n`, [A, C]],
    ['javascript:alert(1)', []],
    ['data:image/png;base64,AAAA', []],
    ['/relative.png', []],
    ['ftp://x.example/a.png', []],
    ['', []],
  ])('%j → %j', (images, expected) => {
    expect(imageUrls(images, '')).toEqual(expected);
  });
});

describe('the {host} template', () => {
  it.each<[string, string, string, string[]]>([
    [
      'replaced by the host',
      'http://{host}/a.png',
      '192.0.2.10:5173',
      ['http://192.0.2.10:5173/a.png'],
    ],
    [
      'every occurrence',
      'https://{host}/i?from={host}',
      'wall.example',
      ['https://wall.example/i?from=wall.example'],
    ],
    ['an IPv6 host', 'http://{host}/a.png', '[::1]:8080', ['http://[::1]:8080/a.png']],
    [
      'lines without it unchanged',
      'https://cdn.example/8.png\nhttp://{host}/8.png',
      'a.b',
      ['https://cdn.example/8.png', 'http://a.b/8.png'],
    ],
    [
      'skipped when the host is unknown',
      'http://{host}/a.png\nhttps://x.example/b.png',
      '',
      ['https://x.example/b.png'],
    ],
    ['skipped when the host is not a host', 'http://{host}/a.png', 'evil.example/x?', []],
    ['a host cannot make a script URL', 'javascript:{host}', 'a.b', []],
  ])('%s', (_label, images, host, expected) => {
    expect(imageUrls(images, host)).toEqual(expected);
  });

  it('reaches the compiled rules', () => {
    const rules = compileImageRules(
      [{ value: '8', user: '', images: 'http://{host}/8.png' }],
      () => {},
      'wall:1',
    );
    expect(matchingImageUrls(rules, '8', 'Ann')).toEqual(['http://wall:1/8.png']);
  });
});

describe('matching', () => {
  const log = vi.fn();
  it.each<[string, CustomImageRule[], string, string, string[]]>([
    ['exact value', [rule('8', A)], '8', 'Ann', [A]],
    ['other value', [rule('8', A)], '5', 'Ann', []],
    ['whole value only: 1 does not match 13', [rule('1', A)], '13', 'Ann', []],
    ['1.* matches 13', [rule('1.*', A)], '13', 'Ann', [A]],
    ['alternation', [rule('1|13', A)], '13', 'Ann', [A]],
    ['empty value matches every card', [rule('', A)], '∞', 'Ann', [A]],
    ['blank value matches every card', [rule('  ', A)], 'C', 'Ann', [A]],
    ['size names', [rule('X*L', A)], 'XXL', 'Ann', [A]],
    ['½ as a literal', [rule('½', A)], '½', 'Ann', [A]],
    ['? escaped', [rule('\\?', A)], '?', 'Ann', [A]],
    ['user limits the rule', [rule('8', A, 'Bob')], '8', 'Ann', []],
    ['user matches its participant', [rule('8', A, 'Bob')], '8', 'Bob', [A]],
    ['user is trimmed', [rule('8', A, ' Bob ')], '8', 'Bob', [A]],
    ['user is case-sensitive', [rule('8', A, 'bob')], '8', 'Bob', []],
    [
      'all matching rules pool their URLs',
      [rule('8', A), rule('', `${B}\n${C}`)],
      '8',
      'Ann',
      [A, B, C],
    ],
    ['duplicates count once', [rule('8', `${A}\n${A}`), rule('', A)], '8', 'Ann', [A]],
    ['non-http URLs are left out', [rule('8', `javascript:alert(1)\n${B}`)], '8', 'Ann', [B]],
    ['no selection gets no image', [rule('', A)], '', 'Ann', []],
    ['an invalid rule is skipped, others apply', [rule('(', A), rule('8', B)], '8', 'Ann', [B]],
    ['too long a pattern is skipped', [rule('8|'.repeat(150) + '8', A)], '8', 'Ann', []],
  ])('%s', (_label, rules, value, userName, expected) => {
    expect(matchingImageUrls(compileImageRules(rules, log, ''), value, userName)).toEqual(expected);
  });

  it('logs each invalid or refused rule once, when compiling', () => {
    const spy = vi.fn();
    const compiled = compileImageRules(
      [
        rule('(', A),
        rule('(a)\\1', A),
        rule('x'.repeat(MAX_RULE_PATTERN_LENGTH + 1), A),
        rule('8', A),
      ],
      spy,
      '',
    );
    expect(compiled).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(3);
  });
});

describe('pickCustomImage', () => {
  const rules = [rule('8', `${A}\n${B}`), rule('', C)];

  it.each<[number, string]>([
    [0, A],
    [0.34, B],
    [0.67, C],
    [0.9999, C],
    [1, C],
    [Number.NaN, A],
  ])('random %s picks %s among three URLs', (r, expected) => {
    expect(pickCustomImage(rules, '8', 'Ann', () => r, vi.fn(), '')).toBe(expected);
  });

  it('is uniform among all matching URLs', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 300; i += 1) {
      const url = pickCustomImage(rules, '8', 'Ann', () => (i + 0.5) / 300, vi.fn(), '');
      counts.set(url ?? 'none', (counts.get(url ?? 'none') ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ [A]: 100, [B]: 100, [C]: 100 });
  });

  it('returns null when nothing matches and logs an invalid expression', () => {
    const log = vi.fn();
    expect(pickCustomImage([rule('[', A)], '8', 'Ann', () => 0, log, '')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('custom images: what the screen owner is told, and the edges', () => {
  it.each<[string, string, string]>([
    [
      'a pattern over the length limit',
      'x'.repeat(MAX_RULE_PATTERN_LENGTH + 1),
      'Custom images: regular expression too long, rule skipped',
    ],
    [
      'an unsupported pattern',
      '(?=8)8',
      'Custom images: unsupported regular expression: lookaround or modifier group, rule skipped',
    ],
  ])('%s is reported with the reason', (_name, value, message) => {
    const log = vi.fn();
    expect(compileImageRules([rule(value, A)], log, '')).toEqual([]);
    expect(log).toHaveBeenCalledWith(message, value);
  });

  it('a pattern of exactly the length limit is used', () => {
    const log = vi.fn();
    const value = '8?'.repeat(MAX_RULE_PATTERN_LENGTH / 2);
    const compiled = compileImageRules([rule(value, A)], log, '');
    expect(log).not.toHaveBeenCalled();
    expect(matchingImageUrls(compiled, '8', 'Ann')).toEqual([A]);
  });

  it('a rule for a participant matches even when the name comes with spaces around it', () => {
    const compiled = compileImageRules([rule('8', A, ' Ann ')], vi.fn(), '');
    expect(matchingImageUrls(compiled, '8', '  Ann ')).toEqual([A]);
  });

  it.each<[number, string]>([
    [-0.5, A],
    [Number.NEGATIVE_INFINITY, A],
    [Number.POSITIVE_INFINITY, A],
    [7, C],
  ])('a broken random source (%s) still picks an image: %s', (r, expected) => {
    const rules = [rule('8', `${A}\n${B}`), rule('', C)];
    expect(pickCustomImage(rules, '8', 'Ann', () => r, vi.fn(), '')).toBe(expected);
  });

  it('no image when no rule matches, whatever the random source says', () => {
    for (const r of [0, 0.5, 0.99, -1, Number.NaN]) {
      expect(pickCustomImage([rule('5', A)], '8', 'Ann', () => r, vi.fn(), '')).toBeNull();
    }
  });
});
