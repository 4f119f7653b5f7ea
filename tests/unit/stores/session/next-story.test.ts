/**
 * 'Next story' after a reveal (docs/product.md, Backlog): the estimate (the suggested
 * card, the closest or the next card up as the room chose, or another one) stored on the current story, the next open story made current and
 * the round number moved on in one update, then the page's New round writes; a failure
 * shown with nothing lost, and a press refused because another device moved on first
 * shown as nothing at all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { presetDeck, storedDeck, type Deck } from '../../../../renderer/domain/deck';
import type { FakeGateway } from '../../../support/fake-gateway';
import { roundVote } from '../../../support/records';
import { disposeSessions, makeSession, sessionSetup } from '../../../support/session-harness';
import { HARNESS_CODE, wallHarness } from '../../../support/wall-harness';

afterEach(disposeSessions);

const CODE = HARNESS_CODE;

/** A wall with a backlog of three stories (the first current) and Ann and Bob (and Cy) voting. */
function revealedWall(votes: [string, string, string?] = ['5', '5'], deck?: Deck) {
  const harness = wallHarness();
  const { gateway } = harness;
  // Before the votes: a change of cards in the middle of a round starts a new one.
  if (deck) gateway.setSession(CODE, 'deck', storedDeck(deck));
  gateway.setSession(CODE, 'backlog', {
    0: { key: 'PAY-1', title: 'Pay by card' },
    1: { key: 'PAY-2', title: 'Refunds' },
    2: { key: 'PAY-3', title: 'Receipts' },
  });
  gateway.setSession(CODE, 'currentStory', '0');
  harness.join('ann', votes[0], true);
  harness.join('bob', votes[1], true);
  if (votes[2] !== undefined) harness.join('cy', votes[2], true);
  const control = harness.wall.session.nextStoryControl;
  return { harness, gateway, control };
}

const sessionUpdates = (gateway: FakeGateway) =>
  gateway.writes.filter((w) => w.op === 'updateSession');
const newRounds = (gateway: FakeGateway) => gateway.writes.filter((w) => w.op === 'newRound');

describe('when Next story is offered', () => {
  it('only once the round is revealed and a backlog story is current, with the closest card', () => {
    const harness = wallHarness();
    const control = harness.wall.session.nextStoryControl;
    harness.join('ann', '5', true);
    expect(control.offered).toBe(false);
    harness.gateway.setSession(CODE, 'backlog', { 0: { title: 'Pay by card' } });
    harness.gateway.setSession(CODE, 'currentStory', '0');
    expect(control.offered).toBe(true);
    expect(control.suggested).toBe('5');
    harness.join('bob', '', false);
    expect(control.offered).toBe(false);
  });

  it("offers the cards played and the closest card's neighbours for 'Save N instead'", () => {
    const { harness, control } = revealedWall(['3', '13']);
    const cards = harness.wall.deck.deck.cards;
    expect(control.suggested).toBe('8');
    expect(control.alternatives(cards)).toEqual(['3', '5', '13']);
    harness.join('ann', '', false);
    expect(control.alternatives(cards)).toEqual([...cards]);
  });

  it('has no closest card when only ? and C were played', () => {
    const { control } = revealedWall(['?', 'C']);
    expect(control.offered).toBe(true);
    expect(control.suggested).toBeNull();
  });
});

describe("the suggested card (Options' 'Suggested card')", () => {
  const rule = (gateway: FakeGateway, suggestedCard: unknown) =>
    gateway.setSession(CODE, 'options', { suggestedCard });

  it("is the closest card until the room chooses 'Next card up', and again after", () => {
    // 3, 3, 5: the average 3.67 is nearest 3; the smallest card at or above it is 5.
    const { gateway, control } = revealedWall(['3', '3', '5']);
    expect(control.suggested).toBe('3');
    rule(gateway, 'up');
    expect(control.suggested).toBe('5');
    rule(gateway, 'closest');
    expect(control.suggested).toBe('3');
    // A rule this version does not know is the default.
    rule(gateway, 'median');
    expect(control.suggested).toBe('3');
  });

  it("offers the other cards around the next card up for 'Save N instead'", () => {
    const { harness, gateway, control } = revealedWall(['3', '3', '5']);
    rule(gateway, 'up');
    expect(control.alternatives(harness.wall.deck.deck.cards)).toEqual(['3', '8']);
  });

  it('saves the next card up: votes 3 and 5 save 5, 3, 3, 5 save 5 as well', async () => {
    const { harness, gateway, control } = revealedWall(['3', '3', '5']);
    rule(gateway, 'up');
    expect(await control.next(control.suggested)).toBe(true);
    expect(sessionUpdates(gateway)[0]?.patch['backlog/0/estimate']).toBe('5');
    expect(harness.wall.session.backlog.stories[0]?.estimate?.value).toBe('5');
  });

  it("takes the next card up from the screen's deck", () => {
    const both = { question: true, coffee: true };
    const fibonacci = revealedWall(['5', '5', '8'], presetDeck('fibonacci', both));
    expect(fibonacci.control.suggested).toBe('5');
    rule(fibonacci.gateway, 'up');
    // 6 → 8 of 0 1 2 3 5 8 13 21 …
    expect(fibonacci.control.suggested).toBe('8');
    const powers = revealedWall(['8', '8', '16'], presetDeck('powers', both));
    rule(powers.gateway, 'up');
    // 10.67 → 16 of 0 1 2 4 8 16 32 64 (the closest is 8).
    expect(powers.control.suggested).toBe('16');
    rule(powers.gateway, 'closest');
    expect(powers.control.suggested).toBe('8');
  });

  it('a deck without numbers keeps its rule: nothing is suggested', () => {
    const { gateway, control } = revealedWall(['Tiny', 'Big'], {
      id: 'custom',
      cards: ['Tiny', 'Big'],
    });
    rule(gateway, 'up');
    expect(control.offered).toBe(true);
    expect(control.suggested).toBeNull();
  });

  it('suggests nothing when no vote is a number, whatever the rule', () => {
    const { gateway, control } = revealedWall(['?', 'C']);
    rule(gateway, 'up');
    expect(control.offered).toBe(true);
    expect(control.suggested).toBeNull();
  });

  it('a session told no rule (no room options) suggests the closest card', () => {
    const { gateway, deps } = sessionSetup();
    gateway.setSession(CODE, 'backlog', { 0: { key: 'PAY-1', title: 'Pay by card' } });
    gateway.setSession(CODE, 'currentStory', '0');
    const participants = [
      roundVote(CODE, 'a', 'Ann', '3'),
      roundVote(CODE, 'b', 'Bob', '3'),
      roundVote(CODE, 'c', 'Cy', '5'),
    ];
    const session = makeSession(deps, { round: () => ({ participants, blockedIds: new Set() }) });
    expect(session.nextStoryControl.offered).toBe(true);
    expect(session.nextStoryControl.suggested).toBe('3');
  });

  it('suggests nothing before the reveal', () => {
    const { harness, gateway, control } = revealedWall(['3', '5']);
    rule(gateway, 'up');
    harness.join('bob', '5', false);
    expect(control.suggested).toBeNull();
  });
});

describe('moving on', () => {
  it('stores the closest card with the votes, makes the next story current and starts the next round', async () => {
    const { harness, gateway, control } = revealedWall();
    // Ann's phone is connected; Bob's is away.
    gateway.setPresence(CODE, 'ann', { connectedAt: 1 });
    expect(await control.next('5')).toBe(true);
    expect(sessionUpdates(gateway)).toEqual([
      {
        op: 'updateSession',
        code: CODE,
        patch: {
          'backlog/0/estimate': '5',
          'backlog/0/estimatedAt': { '.sv': 'timestamp' },
          'backlog/0/votes': 'ANN: 5; BOB: 5',
          currentStory: '1',
          round: 1,
        },
      },
    ]);
    expect(harness.wall.session.backlog.place?.current.title).toBe('Refunds');
    expect(harness.wall.session.backlog.stories[0]?.estimate?.value).toBe('5');
    // New round's writes follow (who stays, who leaves), without counting the round again.
    expect(newRounds(gateway)).toEqual([
      expect.objectContaining({ remove: ['bob'], counted: true }),
    ]);
    expect(gateway.roundOf(CODE)).toBe(1);
    // The cards of the last round are no votes now.
    expect(harness.wall.roster.revealed).toBe(false);
    expect(control.offered).toBe(false);
    expect(control.busy).toBe(false);
    expect(control.error).toBeNull();
  });

  it("saves another card instead ('Save 8 instead')", async () => {
    const { gateway, control } = revealedWall();
    await control.next('8');
    expect(sessionUpdates(gateway)[0]?.patch['backlog/0/estimate']).toBe('8');
  });

  it('skips the story without an estimate', async () => {
    const { harness, gateway, control } = revealedWall(['?', 'C']);
    expect(await control.next(null)).toBe(true);
    expect(sessionUpdates(gateway)[0]?.patch).toEqual({ currentStory: '1', round: 1 });
    expect(harness.wall.session.backlog.stories[0]?.estimate).toBeNull();
  });

  it('does nothing when it is not offered, or while a move is under way', async () => {
    const harness = wallHarness();
    harness.join('ann', '5', true);
    expect(await harness.wall.session.nextStoryControl.next('5')).toBe(false);
    expect(sessionUpdates(harness.gateway)).toEqual([]);

    const { gateway, control } = revealedWall();
    const first = control.next('5');
    expect(control.busy).toBe(true);
    expect(await control.next('5')).toBe(false);
    await first;
    expect(sessionUpdates(gateway)).toHaveLength(1);
  });
});

describe('when the update does not go through', () => {
  it('shows the failure, changes nothing and starts no round', async () => {
    const { harness, gateway, control } = revealedWall();
    gateway.failNextUpdate = new Error('offline');
    expect(await control.next('5')).toBe(false);
    expect(control.error?.key).toBe('failed');
    expect(control.busy).toBe(false);
    expect(harness.deps.log.warnings).toEqual([
      ['Next story failed:', gateway.failNextUpdate ?? expect.any(Error)],
    ]);
    expect(newRounds(gateway)).toEqual([]);
    expect(harness.wall.session.backlog.place?.current.title).toBe('Pay by card');
    // Pressed again once the connection is back, it moves on and the failure goes.
    expect(await control.next('5')).toBe(true);
    expect(control.error).toBeNull();
  });

  it('is no failure when another device moved on first (the rules refused the same round twice)', async () => {
    const { harness, gateway, control } = revealedWall();
    let refuse: (e: Error) => void = () => undefined;
    gateway.updateSession = () => new Promise<void>((_, reject) => (refuse = reject));
    const pressed = control.next('5');
    // The other device's update arrives before this one's refusal.
    gateway.setSession(CODE, 'round', 1);
    refuse(new Error('PERMISSION_DENIED'));
    expect(await pressed).toBe(false);
    expect(control.error).toBeNull();
    expect(control.busy).toBe(false);
    expect(harness.deps.log.warnings).toEqual([]);
    expect(newRounds(gateway)).toEqual([]);
  });
});
