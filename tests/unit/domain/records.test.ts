import { describe, expect, it } from 'vitest';
import {
  CONFIG_STRING_MAX_LENGTH,
  EMPTY_CONFIG,
  cleanDisplayName,
  isSafeImageUrl,
  parseConfig,
  parseParticipant,
  parseRoom,
  parseThemes,
} from '../../../renderer/domain/records';
import type { ParticipantRecord, ScreenConfig } from '../../../renderer/domain/types';

const good = { userId: 'u1', userName: 'Ann', selected: '-Wg', showCard: true, lastUpdate: 1000 };
const expected = (extra: Partial<ParticipantRecord> = {}): ParticipantRecord => ({
  ...good,
  ...extra,
});

describe('parseParticipant: accepted records', () => {
  it.each<[string, Record<string, unknown>, ParticipantRecord]>([
    ['a complete record', good, expected()],
    ['the round it entered', { ...good, round: 7 }, expected({ round: 7 })],
    ['round 0', { ...good, round: 0 }, expected({ round: 0 })],
    ['userId defaults to the key', { ...good, userId: undefined }, expected()],
    ['the name is trimmed', { ...good, userName: '  Ann \n' }, expected()],
    ['control characters are removed', { ...good, userName: 'A\u0000n\u007fn' }, expected()],
    [
      'a long name is cut to 64 characters',
      { ...good, userName: 'x'.repeat(10_000) },
      expected({ userName: 'x'.repeat(64) }),
    ],
    [
      'emoji are not split when cut',
      { ...good, userName: '😀'.repeat(70) },
      expected({ userName: '😀'.repeat(64) }),
    ],
    [
      'HTML stays text',
      { ...good, userName: '<img src=x onerror=alert(1)>' },
      expected({ userName: '<img src=x onerror=alert(1)>' }),
    ],
    ['right-to-left names', { ...good, userName: 'محمد' }, expected({ userName: 'محمد' })],
    [
      'missing selected is the empty selection',
      { ...good, selected: undefined },
      expected({ selected: '-' }),
    ],
    [
      'a non-string selected fails decoding later',
      { ...good, selected: 5 },
      expected({ selected: '' }),
    ],
    [
      'a huge selected is not kept',
      { ...good, selected: '-' + 'A'.repeat(1_000_000) },
      expected({ selected: '' }),
    ],
    [
      'a selected without prefix is kept for the codec to judge',
      { ...good, selected: '8' },
      expected({ selected: '8' }),
    ],
    ['showCard "true" is not ready', { ...good, showCard: 'true' }, expected({ showCard: false })],
    ['showCard 1 is not ready', { ...good, showCard: 1 }, expected({ showCard: false })],
    [
      'missing showCard is not ready',
      { ...good, showCard: undefined },
      expected({ showCard: false }),
    ],
    [
      'an https picture is kept',
      { ...good, picture: 'https://x.example/p.png' },
      expected({ picture: 'https://x.example/p.png' }),
    ],
    ['a javascript: picture is dropped', { ...good, picture: 'javascript:alert(1)' }, expected()],
    ['a data: picture is dropped', { ...good, picture: 'data:image/png;base64,AAAA' }, expected()],
    ['a non-string picture is dropped', { ...good, picture: 42 }, expected()],
    [
      'huge numbers are kept as numbers',
      { ...good, lastUpdate: 1e300 },
      expected({ lastUpdate: 1e300 }),
    ],
  ])('%s', (_label, raw, record) => {
    expect(parseParticipant('u1', raw)).toEqual({ ok: true, record });
  });
});

describe('parseParticipant: rejected records', () => {
  it.each<[string, unknown, string]>([
    ['null', null, 'not an object'],
    ['a string', 'Ann', 'not an object'],
    ['an array', [good], 'not an object'],
    ['no userName', { ...good, userName: undefined }, 'userName'],
    ['a numeric userName', { ...good, userName: 42 }, 'userName'],
    ['a blank userName', { ...good, userName: '   ' }, 'userName is empty'],
    ['a userId other than the key', { ...good, userId: 'someone-else' }, 'userId'],
    ['a numeric userId', { ...good, userId: 1 }, 'userId'],
    ['no lastUpdate', { ...good, lastUpdate: undefined }, 'lastUpdate'],
    ['a string lastUpdate', { ...good, lastUpdate: '1000' }, 'lastUpdate'],
    ['a NaN lastUpdate', { ...good, lastUpdate: Number.NaN }, 'lastUpdate'],
    ['an infinite lastUpdate', { ...good, lastUpdate: Number.POSITIVE_INFINITY }, 'lastUpdate'],
    ['a round given as text', { ...good, round: '3' }, 'round is not a whole number'],
    ['a fractional round', { ...good, round: 1.5 }, 'round is not a whole number'],
    ['a negative round', { ...good, round: -1 }, 'round is not a whole number'],
    ['a null round', { ...good, round: null }, 'round is not a whole number'],
  ])('%s', (_label, raw, reason) => {
    const result = parseParticipant('u1', raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.key).toBe('u1');
      expect(result.reason).toContain(reason);
    }
  });
});

describe('parseRoom: a room snapshot', () => {
  const children = [
    { key: 'u1', value: good },
    { key: 'u2', value: 'garbage' },
    { key: 'u3', value: { ...good, userId: 'u3', userName: 'Cat' } },
  ];

  it('keeps the usable records in snapshot order and names each refused one with its reason', () => {
    const refused: string[] = [];
    const records = parseRoom(children, (key, reason) => refused.push(`${key}: ${reason}`));
    expect(records.map((r) => r.userId)).toEqual(['u1', 'u3']);
    expect(refused).toEqual(['u2: record is not an object']);
  });

  it('skips refused records quietly when nobody asks why', () => {
    expect(parseRoom(children).map((r) => r.userName)).toEqual([good.userName, 'Cat']);
    expect(parseRoom([])).toEqual([]);
  });
});

describe('cleanDisplayName', () => {
  it.each([
    ['spaces', '  a  b  ', 'a  b'],
    ['control character', '\u0007bell', 'bell'],
    ['empty', '', ''],
    ['right-to-left override', 'Bob\u202egnp.exe', 'Bobgnp.exe'],
    ['isolates and embeddings', '\u2067Eve\u2069 \u202aMallory\u202c', 'Eve Mallory'],
    ['marks', '\u200fAl\u200eice\u061c', 'Alice'],
    ['zero-width space and word joiner', 'A\u200bn\u2060na', 'Anna'],
    ['BOM and soft hyphen', '\ufeffJo\u00adhn', 'John'],
    ['only invisible characters', '\u200b\u202e\u2066 \ufeff', ''],
    ['Hangul filler', '\u3164', ''],
    ['emoji sequences keep their joiner', '👩\u200d💻 Dev', '👩\u200d💻 Dev'],
    ['Persian keeps its non-joiner', 'می\u200cخواهم', 'می\u200cخواهم'],
  ])('%s', (_label, name, cleaned) => {
    expect(cleanDisplayName(name)).toBe(cleaned);
  });
});

describe('isSafeImageUrl', () => {
  it.each<[string, boolean]>([
    ['https://example.com/a.png', true],
    ['http://127.0.0.1:8080/a.png', true],
    ['HTTPS://EXAMPLE.COM/A.PNG', true],
    ['https://example.com/' + 'a'.repeat(2000), true],
    ['https://example.com/' + 'a'.repeat(2048), false],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:image/svg+xml,<svg/>', false],
    ['blob:https://example.com/x', false],
    ['file:///etc/passwd', false],
    ['ftp://example.com/a.png', false],
    ['//example.com/a.png', false],
    ['/a.png', false],
    ['a.png', false],
    ['', false],
    [' https://example.com/a.png', false],
    ['https://exa\nmple.com/a.png', false],
    ['https://', false],
  ])('%j → %s', (url, safe) => {
    expect(isSafeImageUrl(url)).toBe(safe);
  });
});

describe('parseConfig', () => {
  const full: ScreenConfig = {
    cardBackground: '#ffffff',
    cardBorder: '#000000',
    textColor: '#111111',
    screenBackground: '#222222',
    screenForeground: '#333333',
    customImages: '[]',
  };
  it.each<[string, unknown, ScreenConfig]>([
    ['nothing stored', null, EMPTY_CONFIG],
    ['not an object', 'red', EMPTY_CONFIG],
    ['an array', ['#fff'], EMPTY_CONFIG],
    ['a full config', full, full],
    ['a partial config', { textColor: '#fff' }, { ...EMPTY_CONFIG, textColor: '#fff' }],
    [
      'non-strings are ignored',
      { ...full, cardBorder: 5, textColor: null },
      { ...full, cardBorder: '', textColor: '' },
    ],
    ['unknown keys are dropped', { ...full, evil: '<script>' }, full],
    [
      'a megabyte string is ignored',
      { ...full, customImages: 'x'.repeat(CONFIG_STRING_MAX_LENGTH + 1) },
      { ...full, customImages: '' },
    ],
  ])('%s', (_label, raw, config) => {
    expect(parseConfig(raw)).toEqual(config);
  });

  it('never returns the shared default object', () => {
    const config = parseConfig(null);
    config.textColor = '#fff';
    expect(EMPTY_CONFIG.textColor).toBe('');
  });
});

describe('parseThemes', () => {
  const values = { ...EMPTY_CONFIG, screenBackground: '#000', cardBackground: '#fff' };
  const theme = { name: 'Dark', preview: ['#000', '#333'], values };
  it.each<[string, unknown, unknown[]]>([
    ['nothing', null, []],
    ['a string', 'themes', []],
    ['a list', [theme], [theme]],
    [
      'an object of themes',
      { 0: theme, 2: { ...theme, name: 'Two' } },
      [theme, { ...theme, name: 'Two' }],
    ],
    ['gaps in a list', [null, theme], [theme]],
    ['no name is skipped', [{ ...theme, name: undefined }, theme], [theme]],
    ['a blank name is skipped', [{ ...theme, name: ' ' }], []],
    ['no values is skipped', [{ name: 'X', preview: [] }], []],
    ['values that are not an object are skipped', [{ name: 'X', values: 'red' }], []],
    [
      'missing value fields are empty',
      [{ name: 'X', preview: ['#1'], values: { textColor: '#2' } }],
      [{ name: 'X', preview: ['#1'], values: { ...EMPTY_CONFIG, textColor: '#2' } }],
    ],
    [
      'missing preview comes from the backgrounds',
      [{ name: 'X', values }],
      [{ name: 'X', preview: ['#000', '#fff'], values }],
    ],
    [
      'non-string preview colours are dropped',
      [{ ...theme, preview: ['#000', 5, null] }],
      [{ ...theme, preview: ['#000'] }],
    ],
    [
      'long names are cut',
      [{ ...theme, name: 'n'.repeat(100) }],
      [{ ...theme, name: 'n'.repeat(64) }],
    ],
  ])('%s', (_label, raw, themes) => {
    expect(parseThemes(raw)).toEqual(themes);
  });
});

describe('records: the edges of the limits', () => {
  it('a name cut at 64 characters loses the space it was cut at', () => {
    const record = parseParticipant('u1', { ...good, userName: 'x'.repeat(63) + ' and more' });
    expect(record.ok && record.record.userName).toBe('x'.repeat(63));
  });

  it('a picture URL of exactly 2048 characters is shown, one more is refused', () => {
    const base = 'https://example.com/';
    const at = base + 'a'.repeat(2048 - base.length);
    expect(isSafeImageUrl(at)).toBe(true);
    expect(isSafeImageUrl(at + 'a')).toBe(false);
  });

  it('a picture that is not text is refused without an error', () => {
    expect(isSafeImageUrl(42 as unknown as string)).toBe(false);
    expect(isSafeImageUrl(null as unknown as string)).toBe(false);
  });

  it('a participant whose selection is null has no card yet (not the broken-card face)', () => {
    const record = parseParticipant('u1', { ...good, selected: null });
    expect(record.ok && record.record.selected).toBe('-');
  });

  it('a selection of exactly 256 characters is kept for the codec to judge', () => {
    const selected = '-' + 'A'.repeat(255);
    const record = parseParticipant('u1', { ...good, selected });
    expect(record.ok && record.record.selected).toBe(selected);
  });

  it('a config value of exactly the limit is used', () => {
    const value = 'x'.repeat(CONFIG_STRING_MAX_LENGTH);
    expect(parseConfig({ customImages: value }).customImages).toBe(value);
  });

  it('a theme preview keeps colours up to 64 characters and drops longer ones', () => {
    const long = 'c'.repeat(64);
    const [theme] = parseThemes([
      { name: 'T', values: {}, preview: ['#fff', long, long + 'c', '#000'] },
    ]);
    expect(theme?.preview).toEqual(['#fff', long, '#000']);
  });

  it('a theme without a preview shows only the backgrounds it sets', () => {
    const [theme] = parseThemes([{ name: 'T', values: { cardBackground: '#123456' } }]);
    expect(theme?.preview).toEqual(['#123456']);
  });
});
