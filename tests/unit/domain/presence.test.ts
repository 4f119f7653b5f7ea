/**
 * Presence apart from the record: who is connected and who is Away.
 */
import { describe, expect, it } from 'vitest';
import {
  PRESENCE_KEY_MAX_LENGTH,
  presenceState,
  presentUserIds,
} from '../../../renderer/domain/presence';

describe('presentUserIds', () => {
  it.each<[string, { key: string; value: unknown }[], string[]]>([
    ['a valid entry', [{ key: 'u1', value: { connectedAt: 5 } }], ['u1']],
    [
      'several entries',
      [
        { key: 'u1', value: { connectedAt: 5 } },
        { key: 'u2', value: { connectedAt: 6 } },
      ],
      ['u1', 'u2'],
    ],
    ['connectedAt missing', [{ key: 'u1', value: {} }], []],
    ['connectedAt a string', [{ key: 'u1', value: { connectedAt: '5' } }], []],
    ['connectedAt not finite', [{ key: 'u1', value: { connectedAt: Infinity } }], []],
    ['a bare true', [{ key: 'u1', value: true }], []],
    ['null', [{ key: 'u1', value: null }], []],
    ['an empty key', [{ key: '', value: { connectedAt: 5 } }], []],
    [
      'a key longer than the bound',
      [{ key: 'k'.repeat(PRESENCE_KEY_MAX_LENGTH + 1), value: { connectedAt: 5 } }],
      [],
    ],
  ])('%s', (_name, children, expected) => {
    expect([...presentUserIds(children)]).toEqual(expected);
  });
});

describe('presenceState', () => {
  const present = new Set(['a']);
  it.each<[string, boolean, ReadonlySet<string> | null, string]>([
    ['a', false, present, 'present'],
    ['b', false, present, 'away'],
    ['a', true, present, 'offline'],
    ['b', true, present, 'offline'],
    ['b', false, null, 'present'],
  ])('%s, offline %s', (userId, offline, set, expected) => {
    expect(presenceState(userId, offline, set)).toBe(expected);
  });
});

describe('presentUserIds: the key limit', () => {
  it('a key of exactly the limit is present, one longer is not', () => {
    const at = 'k'.repeat(PRESENCE_KEY_MAX_LENGTH);
    const over = at + 'k';
    const ids = presentUserIds([
      { key: at, value: { connectedAt: 5 } },
      { key: over, value: { connectedAt: 5 } },
    ]);
    expect([...ids]).toEqual([at]);
  });
});
