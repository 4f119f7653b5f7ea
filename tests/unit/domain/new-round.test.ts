/**
 * The rule of 'New round': who stays and who leaves, from the same list on the wall and
 * on a phone, and what a failed New round says.
 */
import { describe, expect, it } from 'vitest';
import { newRoundInput, planNewRound } from '../../../renderer/domain/new-round';
import { newRoundErrorText } from '../../../renderer/stores/common/new-round-control';
import { inEnglish } from '../../support/english';

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
