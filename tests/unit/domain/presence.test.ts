/**
 * Presence apart from the record and the rule of 'New round': who is connected,
 * who is Away, who stays and who leaves.
 */
import { describe, expect, it } from 'vitest';
import {
  PRESENCE_KEY_MAX_LENGTH,
  newRoundInput,
  planNewRound,
  presenceState,
  presentUserIds,
} from '../../../renderer/domain/presence';
import { newRoundErrorText } from '../../../renderer/stores/common/new-round-control';
import { inEnglish } from '../../support/english';

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

describe('planNewRound', () => {
  it('present people stay; Away, Offline and stale ones leave, each once', () => {
    expect(
      planNewRound(
        [
          { userId: 'here', offline: false },
          { userId: 'asleep', offline: false },
          { userId: 'left', offline: true },
          { userId: 'old', stale: true },
          { userId: 'here', offline: false },
          { userId: 'left', offline: true },
        ],
        new Set(['here', 'old']),
      ),
    ).toEqual({ leave: ['asleep', 'left', 'old'] });
  });

  it('without a presence snapshot nobody with a record is removed', () => {
    expect(
      planNewRound(
        [
          { userId: 'a', offline: false },
          { userId: 'b', offline: true },
        ],
        null,
      ),
    ).toEqual({ leave: ['b'] });
  });

  it('an empty room plans nothing', () => {
    expect(planNewRound([], new Set())).toEqual({ leave: [] });
  });
});

describe('newRoundInput: the wall and the phone start New round from the same list', () => {
  const card = (userId: string, offline = false) => ({ record: { userId }, offline });

  it('the shown cards with whether each is Offline, then the stale records', () => {
    expect(newRoundInput([card('ann'), card('bob', true)], ['old'])).toEqual([
      { userId: 'ann', offline: false },
      { userId: 'bob', offline: true },
      { userId: 'old', stale: true },
    ]);
  });

  it('a page that sees no stale records (the phone) hands over its cards alone', () => {
    expect(newRoundInput([card('ann')])).toEqual([{ userId: 'ann', offline: false }]);
    expect(newRoundInput([])).toEqual([]);
  });

  it('a stale record leaves even while its page still looks connected', () => {
    const input = newRoundInput([card('ann')], ['old']);
    expect(planNewRound(input, new Set(['ann', 'old']))).toEqual({ leave: ['old'] });
  });
});

describe('newRoundErrorText', () => {
  it.each<[number, boolean, string | null]>([
    [0, false, null],
    [
      1,
      false,
      'New round: 1 card could not be cleared. Check the connection and press New round again.',
    ],
    [
      3,
      true,
      'New round: 3 cards could not be cleared. Check the connection and press New round again.',
    ],
    [
      0,
      true,
      'New round: the other devices could not be told. Check the connection and press New round again.',
    ],
  ])('%i failed, marker failed %s', (failed, marker, expected) => {
    expect(inEnglish(newRoundErrorText(failed, marker))).toBe(expected);
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
