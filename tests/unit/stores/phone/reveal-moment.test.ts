/**
 * The reveal moment on a phone (docs/product.md, Reveal with a countdown, Hide names):
 * while the wall counts 3-2-1 the phone shows no card and says so, it reveals when the
 * wall does (both count from the same write), and an anonymous round's history keeps no
 * name.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../support/fake-clock';
import { FakeGateway } from '../../../support/fake-gateway';
import { CODE, disposePhones, joinAs, other, setupPhone } from '../../../support/phone-harness';
import { testDeps } from '../../../support/test-deps';
import { startedWall } from '../../../support/wall-harness';

const stores: { dispose(): void }[] = [];
afterEach(() => {
  stores.splice(0).forEach((s) => s.dispose());
  disposePhones();
});

/** A phone that chose 5 beside Bob (ready with 8), with the room's options, and a wall. */
function phone(options: Record<string, unknown>) {
  const gateway = new FakeGateway();
  // The records' times (written by the other phone at Date.now()) and this clock agree.
  const deps = testDeps(gateway, { clock: new FakeClock(Date.now()) });
  gateway.serverNow = () => deps.clock.now();
  gateway.setSession(CODE, 'options', options);
  const { store } = setupPhone({ gateway, deps });
  other(gateway, 'bob', '8', true);
  joinAs(store);
  store.participation.selectCard('5');
  const wall = startedWall(CODE, deps);
  stores.push(wall);
  // This phone's Ready is the last write of the round.
  deps.clock.advance(1000);
  return { gateway, deps, store, wall };
}

describe('the countdown on a phone', () => {
  it('shows no card while the wall counts, and reveals with it', () => {
    const { deps, store, wall } = phone({ revealCountdown: true });
    store.participation.setReady(true);
    expect(store.revealCountdown.digit).toBe(3);
    expect(store.roster.summary.revealed).toBe(false);
    expect(store.participation.phase).toBe('waiting');
    deps.clock.advance(2000);
    expect(store.revealCountdown.digit).toBe(1);
    deps.clock.advance(999);
    expect(store.roster.summary.revealed).toBe(false);
    expect(wall.roster.revealed).toBe(false);
    deps.clock.advance(1);
    expect(store.roster.summary).toMatchObject({ revealed: true, average: 6.5 });
    expect(wall.roster.revealed).toBe(true);
    expect(store.participation.phase).toBe('revealed');
  });

  it('its own Ready withdrawn stops the count on the wall and on the phone', () => {
    const { deps, store, wall } = phone({ revealCountdown: true });
    store.participation.setReady(true);
    deps.clock.advance(1500);
    store.participation.setReady(false);
    expect(store.revealCountdown.digit).toBeNull();
    expect(wall.revealMoment.revealCountdown.digit).toBeNull();
    deps.clock.advance(5000);
    expect(store.roster.summary.revealed).toBe(false);
    expect(wall.roster.revealed).toBe(false);
  });

  it('without the option the phone reveals at once', () => {
    const { store } = phone({});
    store.participation.setReady(true);
    expect(store.revealCountdown.digit).toBeNull();
    expect(store.roster.summary.revealed).toBe(true);
  });
});

describe('Hide names on a phone', () => {
  it('the round a phone would keep has no name, and none while the count runs', () => {
    const { deps, store } = phone({ hideNames: true, revealCountdown: true });
    const { roundRecorder: recorder } = store.session;
    store.participation.setReady(true);
    expect(recorder.revealed).toBeNull();
    deps.clock.advance(3000);
    expect(recorder.revealed?.round.votes).toEqual([
      { name: '', value: '5' },
      { name: '', value: '8' },
    ]);
  });
});
