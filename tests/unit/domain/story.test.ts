import { describe, expect, it } from 'vitest';
import { normalizeStory, parseStory, STORY_MAX_LENGTH } from '../../../renderer/domain/story';

describe('normalizeStory: one line of plain text', () => {
  it.each<[string, string, string]>([
    ['plain text stays', 'PROJ-42 Login page', 'PROJ-42 Login page'],
    ['ends are trimmed', '  Login  ', 'Login'],
    ['line breaks become one space', 'Login\r\npage\nnow', 'Login page now'],
    ['tabs and control characters become spaces', 'a\tb\u0000c\u0085d', 'a b c d'],
    ['line separators become spaces', 'a\u2028b\u2029c', 'a b c'],
    ['runs of spaces collapse', 'a     b', 'a b'],
    ['HTML stays as text', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    [
      'a link stays as text',
      'https://example.com/browse/PROJ-1',
      'https://example.com/browse/PROJ-1',
    ],
    ['emoji and CJK are kept', '🚀 登录页面', '🚀 登录页面'],
    ['blank is empty', '   \n ', ''],
    ['a right-to-left override goes', 'Fix \u202egnp.exe', 'Fix gnp.exe'],
    ['isolates and marks go', '\u2066a\u2069 \u200fb\u200e', 'a b'],
    ['zero-width spaces and BOM go', 'a\u200bb\ufeff', 'ab'],
    ['invisible characters between spaces leave one space', 'a \u202d b', 'a b'],
    ['only invisible characters is empty', '\u202e\u200b', ''],
  ])('%s', (_name, input, expected) => {
    expect(normalizeStory(input)).toBe(expected);
  });

  it('is cut to 200 code units', () => {
    expect(normalizeStory('x'.repeat(250))).toBe('x'.repeat(STORY_MAX_LENGTH));
    expect(normalizeStory('x'.repeat(200))).toHaveLength(200);
  });

  it('never cuts an emoji in half', () => {
    const text = 'x'.repeat(199) + '🚀🚀';
    const cut = normalizeStory(text);
    expect(cut).toBe('x'.repeat(199));
    expect(cut.length).toBeLessThanOrEqual(STORY_MAX_LENGTH);
  });

  it.each<[unknown, string]>([
    ['Login', 'Login'],
    [null, ''],
    [42, ''],
    [{ text: 'x' }, ''],
    ['a\nb', 'a b'],
  ])('parseStory(%j) = %j', (raw, expected) => {
    expect(parseStory(raw)).toBe(expected);
  });
});

describe('normalizeStory: cutting a long story', () => {
  it('an emoji early in a long story does not cost its last character', () => {
    const story = '🚀 ' + 'x'.repeat(300);
    expect(normalizeStory(story)).toBe(story.slice(0, STORY_MAX_LENGTH));
  });

  it('a story cut just after a space loses the space', () => {
    expect(normalizeStory('x'.repeat(199) + ' and more')).toBe('x'.repeat(199));
  });

  it('a story cut inside an emoji drops the half emoji only', () => {
    expect(normalizeStory('x'.repeat(199) + '🚀')).toBe('x'.repeat(199));
  });
});
