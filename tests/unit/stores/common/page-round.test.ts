/**
 * The round both pages hand on (stores/common/page-round.ts): the wall leaves its blocked
 * cards out of the reveal's count and of the round its session keeps; a phone, which
 * cannot see that list, counts and keeps every card.
 */
import { describe, expect, it } from 'vitest';
import { STANDARD_DECK } from '../../../../renderer/domain/deck';
import { DEFAULT_ROOM_OPTIONS } from '../../../../renderer/domain/room-options';
import {
  countdownTermsOf,
  roundSourceOf,
  type PageRoundStores,
} from '../../../../renderer/stores/common/page-round';
import { roundVote } from '../../../support/records';

const CODE = 'ROOM';
const ready = roundVote(CODE, 'ann', 'Ann', '3');
// Blocked on the wall, and still choosing.
const choosing = roundVote(CODE, 'bob', 'Bob', '', false);

const cards = () => [ready, choosing];

function page(blocked?: string[]): PageRoundStores {
  return {
    deck: { deck: STANDARD_DECK },
    earlyReveal: { revealedEarly: false },
    roomOptions: { options: { ...DEFAULT_ROOM_OPTIONS, revealCountdown: true, hideNames: true } },
    blockList: blocked && { blockedIds: new Set(blocked) },
  };
}

describe('the round a page hands on', () => {
  it('on the wall, starts the count once everyone not blocked is ready', () => {
    expect(countdownTermsOf(page(['bob']), cards)()).toMatchObject({
      enabled: true,
      allReady: true,
    });
  });

  it('on a phone, waits for every card: it knows no blocked list', () => {
    expect(countdownTermsOf(page(), cards)()).toMatchObject({ enabled: true, allReady: false });
  });

  it('gives the session the wall’s blocked list, a phone’s none, and the count that holds the cards', () => {
    const wall = roundSourceOf(page(['bob']), cards, () => true)();
    expect([...wall.blockedIds]).toEqual(['bob']);
    expect(wall).toMatchObject({ countingDown: true, hideNames: true, deck: STANDARD_DECK });
    expect(wall.participants).toEqual([ready, choosing]);
    const phone = roundSourceOf(page(), cards, () => false)();
    expect(phone.blockedIds.size).toBe(0);
    expect(phone.countingDown).toBe(false);
  });
});
