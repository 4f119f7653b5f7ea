/**
 * The facilitator's wall as stores (docs/product.md, Waiting for, Reveal now, Nudge): who
 * it waits for, the early reveal shared through the database and left behind by New
 * round, R pressed twice, and one nudge every 10 s.
 */
import { autorun } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { NUDGE_OUTCOME_MS } from '../../../../renderer/stores/common/nudge-store';
import { REVEAL_CONFIRM_MS } from '../../../../renderer/stores/common/early-reveal-store';
import { HARNESS_CODE, wallHarness, type WallHarness } from '../../../support/wall-harness';

const walls: WallHarness[] = [];
afterEach(() => walls.splice(0).forEach((h) => h.wall.dispose()));

/** A wall with Ann (3) and Bob (8) ready and Cy silent. */
function oneSilent(): WallHarness {
  const h = wallHarness();
  walls.push(h);
  h.join('ann', '3', true);
  h.join('bob', '8', true);
  h.join('cy', '', false);
  return h;
}

describe('Waiting for', () => {
  it('names the cards not ready once half are ready, and nobody once revealed', () => {
    const h = oneSilent();
    expect(h.wall.waiting.names).toEqual(['CY']);
    h.join('bob', '8', false);
    expect(h.wall.waiting.names).toEqual([]);
    h.join('bob', '8', true);
    h.join('cy', '5', true);
    expect(h.wall.waiting.names).toEqual([]);
    expect(h.averageText()).toBe('5.33');
  });

  it('redraws when the names change, not when a ready card changes its vote', () => {
    const h = oneSilent();
    const seen: string[][] = [];
    const stop = autorun(() => seen.push(h.wall.waiting.names));
    h.join('ann', '5', true);
    h.join('bob', '13', true);
    h.join('bob', '13', false);
    stop();
    expect(seen).toEqual([['CY'], []]);
  });
});

describe('Reveal now', () => {
  it('reveals the ready cards for the round, their average only, until New round', async () => {
    const h = oneSilent();
    h.wall.earlyReveal.reveal();
    expect(h.gateway.sessions.get(`${HARNESS_CODE}/revealedRound`)).toBe(0);
    expect(h.wall.roster.revealed).toBe(true);
    expect(h.averageText()).toBe('5.50');
    expect(h.wall.result.summary).toMatchObject({ voters: 2, closest: '5', median: 5.5 });
    expect(h.wall.waiting.names).toEqual([]);

    h.wall.newRound();
    await h.settle();
    expect(h.wall.earlyReveal.revealedEarly).toBe(false);
    expect(h.wall.roster.revealed).toBe(false);
    expect(h.averageText()).toBe('0.00');
  });

  it('keeps the round in the history as early, with who had no vote', () => {
    const h = oneSilent();
    h.wall.earlyReveal.reveal();
    h.deps.clock.advance(0);
    const kept = h.gateway.writes.filter((w) => w.op === 'keepRound');
    expect(kept).toHaveLength(1);
    const history = h.gateway.sessions.get(`${HARNESS_CODE}/history`) as Record<string, unknown>;
    expect(Object.values(history)[0]).toMatchObject({ early: true, noVote: ['CY'], average: 5.5 });
  });

  it('R asks twice: the first press arms for a few seconds, the second reveals', () => {
    const h = oneSilent();
    h.wall.earlyReveal.press();
    expect(h.wall.earlyReveal.armed).toBe(true);
    expect(h.wall.roster.revealed).toBe(false);
    h.deps.clock.advance(REVEAL_CONFIRM_MS);
    expect(h.wall.earlyReveal.armed).toBe(false);
    h.wall.earlyReveal.press();
    h.wall.earlyReveal.press();
    expect(h.wall.earlyReveal.armed).toBe(false);
    expect(h.wall.roster.revealed).toBe(true);
  });

  it('a reveal the database refuses is said, and nothing is revealed', async () => {
    const h = oneSilent();
    h.gateway.failNextUpdate = new Error('PERMISSION_DENIED');
    h.wall.earlyReveal.reveal();
    await h.settle();
    expect(h.wall.earlyReveal.error).toMatchObject({ key: 'revealFailed' });
    expect(h.wall.roster.revealed).toBe(false);
    expect(h.deps.log.warnings).toHaveLength(1);
    h.wall.earlyReveal.dismissError();
    expect(h.wall.earlyReveal.error).toBeNull();
  });

  it('a stored reveal of another round, or garbage, reveals nothing', () => {
    const h = oneSilent();
    h.gateway.setSession(HARNESS_CODE, 'revealedRound', 3);
    expect(h.wall.roster.revealed).toBe(false);
    h.gateway.setSession(HARNESS_CODE, 'revealedRound', 'now');
    expect(h.wall.roster.revealed).toBe(false);
    h.gateway.setSession(HARNESS_CODE, 'revealedRound', 0);
    expect(h.wall.roster.revealed).toBe(true);
  });
});

describe('Nudge', () => {
  it('sends the server time, at most once every 10 s, and says what became of it', async () => {
    const h = oneSilent();
    h.wall.nudge.send();
    await h.settle();
    expect(h.gateway.sessions.get(`${HARNESS_CODE}/nudge`)).toBe(h.deps.clock.now());
    expect(h.wall.nudge.outcome).toBe('sent');
    h.deps.clock.advance(5_000);
    h.wall.nudge.send();
    expect(h.wall.nudge.outcome).toBe('tooSoon');
    expect(h.gateway.writes.filter((w) => w.op === 'updateSession')).toHaveLength(1);
    h.deps.clock.advance(NUDGE_OUTCOME_MS);
    expect(h.wall.nudge.outcome).toBeNull();
    h.deps.clock.advance(2_000);
    h.wall.nudge.send();
    await h.settle();
    expect(h.wall.nudge.outcome).toBe('sent');
  });

  it('is offered while someone is not ready; not while the countdown runs with everyone ready', async () => {
    const h = oneSilent();
    h.gateway.setSession(HARNESS_CODE, 'options', { revealCountdown: true });
    expect(h.wall.nudge.offered).toBe(true);
    h.join('cy', '5', true);
    expect(h.wall.revealMoment.revealCountdown.digit).toBe(3);
    expect(h.wall.nudge.offered).toBe(false);
    // The key and any stale button do nothing: nobody is left to nudge.
    h.wall.nudge.send();
    await h.settle();
    expect(h.gateway.writes.filter((w) => w.op === 'updateSession')).toHaveLength(0);
    expect(h.wall.nudge.outcome).toBeNull();
    // A Ready withdrawn stops the count: someone is left to nudge again.
    h.join('cy', '5', false);
    expect(h.wall.nudge.offered).toBe(true);
  });
});
