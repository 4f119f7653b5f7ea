/**
 * The facilitator's tools on a phone (docs/product.md, Nudge, Reveal now): a nudge
 * reaches a phone that is not ready (it vibrates and says so for a few seconds), not one
 * that is ready nor one that loads after it; 'Reveal now' from a phone reveals the room,
 * and a phone not ready then takes no vote and enters at the next round.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { NUDGE_SHOW_MS } from '../../../../renderer/domain/nudge';
import { FakeGateway } from '../../../support/fake-gateway';
import { CODE, disposePhones, joinAs, other, setupPhone } from '../../../support/phone-harness';
import { testDeps } from '../../../support/test-deps';

afterEach(disposePhones);

/** A phone beside Bob (ready with 8) and Cy (choosing), recording its vibrations. */
function phone(before?: (gateway: FakeGateway) => void) {
  const gateway = new FakeGateway();
  const vibrations: (readonly number[])[] = [];
  const deps = testDeps(gateway, { vibrate: (pattern) => vibrations.push(pattern) });
  before?.(gateway);
  const { store } = setupPhone({ gateway, deps });
  other(gateway, 'bob', '8', true);
  // Someone still choosing, so Bob's Ready does not reveal the round.
  other(gateway, 'cy', '', false);
  joinAs(store);
  return { gateway, deps, store, vibrations };
}

describe('a nudge on a phone', () => {
  it('reaches a phone not ready: it vibrates and says so for a few seconds', () => {
    const { gateway, deps, store, vibrations } = phone();
    store.participation.selectCard('5');
    gateway.setSession(CODE, 'nudge', gateway.serverNow());
    expect(store.nudged?.nudged).toBe(true);
    expect(vibrations).toEqual([[200, 100, 200]]);
    deps.clock.advance(NUDGE_SHOW_MS);
    expect(store.nudged?.nudged).toBe(false);
  });

  it('a page that goes stops showing it', () => {
    const { gateway, store } = phone();
    store.participation.selectCard('5');
    gateway.setSession(CODE, 'nudge', gateway.serverNow());
    expect(store.nudged.nudged).toBe(true);
    store.dispose();
    expect(store.nudged.nudged).toBe(false);
  });

  it('asks nothing of a phone that has not joined: it has no card in the round', () => {
    const gateway = new FakeGateway();
    const vibrations: (readonly number[])[] = [];
    const deps = testDeps(gateway, { vibrate: (pattern) => vibrations.push(pattern) });
    const { store } = setupPhone({ gateway, deps });
    other(gateway, 'bob', '8', true);
    other(gateway, 'cy', '', false);
    gateway.setSession(CODE, 'nudge', gateway.serverNow());
    expect(store.nudged.nudged).toBe(false);
    expect(vibrations).toEqual([]);
  });

  it('asks nothing of a phone already ready', () => {
    const { gateway, store, vibrations } = phone();
    store.participation.selectCard('5');
    store.participation.setReady(true);
    gateway.setSession(CODE, 'nudge', gateway.serverNow());
    expect(store.nudged?.nudged).toBe(false);
    expect(vibrations).toEqual([]);
  });

  it('an old nudge, there before the page loaded or arriving late, asks nothing', () => {
    const { gateway, store, vibrations } = phone((g) =>
      g.setSession(CODE, 'nudge', g.serverNow() - 1_000),
    );
    expect(store.nudged?.nudged).toBe(false);
    gateway.setSession(CODE, 'nudge', gateway.serverNow() - NUDGE_SHOW_MS);
    expect(store.nudged?.nudged).toBe(false);
    expect(vibrations).toEqual([]);
  });

  it('a phone can nudge the room', async () => {
    const { gateway, store } = phone();
    const before = gateway.serverNow();
    store.nudge?.send();
    await Promise.resolve();
    expect(gateway.sessions.get(`${CODE}/nudge`)).toBeGreaterThanOrEqual(before);
  });

  it('is not offered while the countdown runs with everyone ready, and sends nothing', async () => {
    const { gateway, store } = phone((g) =>
      g.setSession(CODE, 'options', { revealCountdown: true }),
    );
    other(gateway, 'cy', '5', true);
    store.participation?.selectCard('3');
    store.participation?.setReady(true);
    expect(store.roster?.summary.allReady).toBe(true);
    expect(store.roster?.summary.revealed).toBe(false);
    expect(store.nudge?.offered).toBe(false);
    store.nudge?.send();
    await Promise.resolve();
    expect(gateway.sessions.get(`${CODE}/nudge`)).toBeUndefined();
  });
});

describe("'Reveal now' from a phone", () => {
  it('reveals the room: the ready votes only, and this phone, not ready, takes no vote', () => {
    const { gateway, store } = phone();
    store.participation.selectCard('13');
    store.earlyReveal?.reveal();
    expect(gateway.sessions.get(`${CODE}/revealedRound`)).toBe(0);
    expect(store.roster.summary).toMatchObject({ revealed: true, early: true, average: 8 });
    expect(store.participation.phase).toBe('revealed');
    expect(store.participation.canChange).toBe(false);
  });

  it('a phone joining a room revealed early waits for the next round', () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    gateway.setSession(CODE, 'revealedRound', 0);
    other(gateway, 'bob', '8', true);
    other(gateway, 'cy', '', false);
    const { store } = setupPhone({ gateway, deps });
    joinAs(store);
    expect(store.participation.phase).toBe('next-round');
  });
});
