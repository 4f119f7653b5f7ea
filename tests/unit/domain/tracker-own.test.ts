import { describe, expect, it } from 'vitest';
import {
  isJiraKey,
  isOwnList,
  keysQuery,
  OWN_MAX,
  ownAfterConfirm,
  ownAfterImport,
  ownField,
  tracking,
  type OwnStory,
} from '../../../renderer/domain/tracker-own';

const FIELD = { id: 'customfield_10016', name: 'Story Points', decimals: true };
const own = (slot: number, key: string, over: Partial<OwnStory> = {}): OwnStory => ({
  slot,
  key,
  url: `https://acme.atlassian.net/browse/${key}`,
  fieldId: FIELD.id,
  decimals: true,
  was: null,
  ...over,
});

describe('ownAfterImport', () => {
  const item = (key: string, was?: number) => ({
    key,
    title: 'T',
    description: '',
    url: `https://acme.atlassian.net/browse/${key}`,
    ...(was === undefined ? {} : { was }),
  });

  it('appends the imported stories in their slots, with field and Was', () => {
    const before = [own(0, 'A-1'), own(1, 'A-2')];
    expect(ownAfterImport(before, [item('B-1', 3), item('B-2')], FIELD, 2, false)).toEqual([
      ...before,
      own(2, 'B-1', { was: 3 }),
      own(3, 'B-2'),
    ]);
  });

  it('replacing keeps none of the old stories', () => {
    expect(ownAfterImport([own(0, 'A-1'), own(5, 'A-9')], [item('B-1')], FIELD, 0, true)).toEqual([
      own(0, 'B-1'),
    ]);
  });

  it('a CSV import adds none, and drops what was kept for its slots', () => {
    const before = [own(0, 'A-1'), own(3, 'A-4'), own(5, 'A-6')];
    expect(ownAfterImport(before, [item('B-1'), item('B-2')], null, 2, false)).toEqual([
      own(0, 'A-1'),
      own(5, 'A-6'),
    ]);
    expect(ownAfterImport(before, [item('B-1')], null, 0, true)).toEqual([]);
  });

  it('appending drops what was kept for exactly the slots written, the first and last included', () => {
    const before = [own(1, 'A-2'), own(2, 'A-3'), own(3, 'A-4'), own(4, 'A-5')];
    expect(ownAfterImport(before, [item('B-1'), item('B-2')], FIELD, 2, false)).toEqual([
      own(1, 'A-2'),
      own(4, 'A-5'),
      own(2, 'B-1'),
      own(3, 'B-2'),
    ]);
  });

  it('a story without a key is not kept, and the field decides decimals', () => {
    expect(
      ownAfterImport(
        [],
        [{ key: '', title: 'T', description: '' }, item('B-1')],
        { ...FIELD, decimals: false },
        3,
        false,
      ),
    ).toEqual([own(4, 'B-1', { decimals: false })]);
  });

  it('keeps a link only when it is http(s)', () => {
    expect(
      ownAfterImport([], [{ ...item('B-1'), url: 'ftp://x/y' }], FIELD, 0, false)[0]?.url,
    ).toBe('');
  });

  it(`keeps at most ${OWN_MAX} stories, the newest`, () => {
    const many = Array.from({ length: OWN_MAX }, (_, i) => own(i, `A-${i + 1}`));
    const after = ownAfterImport(many, [item('B-1')], FIELD, OWN_MAX, false);
    expect(after).toHaveLength(OWN_MAX);
    expect(after[0]?.key).toBe('A-2');
    expect(after.at(-1)?.key).toBe('B-1');
  });
});

describe('ownField', () => {
  it('keeps a scale and its name only for a field that has them', () => {
    expect(ownField(FIELD)).toStrictEqual({ fieldId: FIELD.id, decimals: true });
    expect(ownField({ ...FIELD, scale: [1, 2, 3], scaleName: 'Fibonacci' })).toStrictEqual({
      fieldId: FIELD.id,
      decimals: true,
      scale: [1, 2, 3],
      scaleName: 'Fibonacci',
    });
  });
});

describe('ownAfterConfirm', () => {
  it('adds the confirmed stories, each replacing what was kept for its slot', () => {
    expect(ownAfterConfirm([own(0, 'A-1'), own(1, 'A-2')], [own(1, 'C-2'), own(4, 'C-5')])).toEqual(
      [own(0, 'A-1'), own(1, 'C-2'), own(4, 'C-5')],
    );
  });

  it(`keeps at most ${OWN_MAX} stories, the newest`, () => {
    const many = Array.from({ length: OWN_MAX }, (_, i) => own(i, `A-${i + 1}`));
    const after = ownAfterConfirm(many, [own(OWN_MAX, 'C-1')]);
    expect(after).toHaveLength(OWN_MAX);
    expect(after[0]?.key).toBe('A-2');
    expect(after.at(-1)?.key).toBe('C-1');
  });
});

describe('tracking: whether the wall writes a story', () => {
  const list = [own(0, 'A-1'), own(1, 'A-2')];
  it('writes its own story in its own slot', () => {
    expect(tracking({ slot: 0, key: 'A-1' }, list)).toEqual({ kind: 'own', own: list[0] });
  });
  it('does not write a story whose key was changed in the session', () => {
    expect(tracking({ slot: 0, key: 'A-2' }, list)).toEqual({ kind: 'keyChanged', own: list[0] });
    expect(tracking({ slot: 1, key: '' }, list)).toEqual({ kind: 'keyChanged', own: list[1] });
  });
  it('knows nothing of a slot it did not import, even with an imported key', () => {
    expect(tracking({ slot: 7, key: 'A-1' }, list)).toEqual({ kind: 'none' });
  });
});

describe('isOwnList', () => {
  it('accepts a list as written', () => {
    expect(isOwnList([own(0, 'A-1'), own(1, 'A-2', { was: 0.5, url: '' })])).toBe(true);
    expect(isOwnList([])).toBe(true);
    expect(isOwnList([own(0, 'ENG-1', { scale: [0, 1, 2], scaleName: 'Linear' })])).toBe(true);
  });
  it(`accepts a full list of ${OWN_MAX}`, () => {
    expect(isOwnList(Array.from({ length: OWN_MAX }, (_, i) => own(i, 'A-1')))).toBe(true);
  });
  it.each<[string, unknown]>([
    ['not a list', { 0: own(0, 'A-1') }],
    ['an empty key', [own(0, '')]],
    ['a key that is a number', [{ ...own(0, 'A-1'), key: 7 }]],
    ['a field that is a number', [{ ...own(0, 'A-1'), fieldId: 7 }]],
    ['a scale with a value that is text', [{ ...own(0, 'A-1'), scale: [1, '2'] }]],
    ['an empty field', [own(0, 'A-1', { fieldId: '' })]],
    ['a slot that is text', [{ ...own(0, 'A-1'), slot: '0' }]],
    ['a Was that is text', [{ ...own(0, 'A-1'), was: '5' }]],
    ['no decimals flag', [{ ...own(0, 'A-1'), decimals: undefined }]],
    ['no url', [{ ...own(0, 'A-1'), url: undefined }]],
    ['too many', Array.from({ length: OWN_MAX + 1 }, (_, i) => own(i, 'A-1'))],
  ])('refuses %s', (_, value) => {
    expect(isOwnList(value)).toBe(false);
  });
});

describe('Jira keys and the query that finds them', () => {
  it.each(['PAY-1', 'A-142', 'AB_2-9', 'X-1234567890'])('%j is a key', (key) => {
    expect(isJiraKey(key)).toBe(true);
  });
  it.each([
    'to PAY-1',
    'pay-1',
    'PAY-0',
    'PAY-01',
    'PAY',
    '1-2',
    'PAY-1 OR 1=1',
    'PAY-1"',
    '#12',
    '',
  ])('%j is not', (key) => {
    expect(isJiraKey(key)).toBe(false);
  });
  it('quotes nothing it did not check', () => {
    expect(keysQuery(['PAY-1', 'x) OR (project = SECRET', 'PAY-2'])).toBe(
      'key in (PAY-1, PAY-2) ORDER BY key',
    );
  });
});
