/**
 * The count before the reveal as a store (docs/product.md, Reveal with a countdown): it
 * follows each of its terms, the room's option, an early reveal and the round's last
 * write, counting only what is left of the 3 s when one of them changes, even when a
 * write reaches the page late; once the cards are turned, a heartbeat wakes nothing.
 */
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import type { RevealCountdownTerms } from '../../../../renderer/domain/reveal-countdown';
import { RevealCountdownStore } from '../../../../renderer/stores/common/reveal-countdown-store';
import { FakeGateway } from '../../../support/fake-gateway';
import { testDeps } from '../../../support/test-deps';

const stores: RevealCountdownStore[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.dispose()));

/** A started count whose terms the test sets; everyone ready at the start unless `initial` says. */
function counting(initial: Partial<RevealCountdownTerms> = {}) {
  const gateway = new FakeGateway();
  const deps = testDeps(gateway);
  gateway.now = () => deps.clock.now();
  const start = deps.clock.now();
  const terms = observable.box<RevealCountdownTerms>(
    { enabled: true, allReady: true, revealedEarly: false, lastReadyAt: start, ...initial },
    { deep: false },
  );
  const store = new RevealCountdownStore(deps, () => terms.get());
  stores.push(store);
  store.start();
  const set = (change: Partial<RevealCountdownTerms>) =>
    runInAction(() => terms.set({ ...terms.get(), ...change }));
  return { deps, store, start, set };
}

describe('the count follows its terms', () => {
  it('the option switched on after the last Ready counts only what is left', () => {
    const { deps, store, set } = counting({ enabled: false });
    expect(store.digit).toBeNull();
    deps.clock.advance(1000);
    set({ enabled: true });
    expect(store.digit).toBe(2);
    deps.clock.advance(1000);
    expect(store.digit).toBe(1);
    deps.clock.advance(1000);
    expect([store.digit, store.holding]).toEqual([null, false]);
  });

  it('an early reveal no longer in force counts only what is left since the last Ready', () => {
    const { deps, store, set } = counting({ revealedEarly: true });
    expect(store.digit).toBeNull();
    deps.clock.advance(1000);
    set({ revealedEarly: false });
    expect(store.digit).toBe(2);
    deps.clock.advance(2000);
    expect(store.digit).toBeNull();
  });

  it('a vote changed during the count whose write arrives late counts from that write', () => {
    const { deps, store, start, set } = counting();
    deps.clock.advance(2100);
    expect(store.digit).toBe(1);
    // Changed at 1.5 s, heard at 2.1 s: 0.6 s of the new count are over.
    set({ lastReadyAt: start + 1500 });
    expect(store.digit).toBe(3);
    deps.clock.advance(400);
    expect(store.digit).toBe(2);
    deps.clock.advance(1000);
    expect(store.digit).toBe(1);
    deps.clock.advance(1000);
    expect(store.digit).toBeNull();
  });

  it('once the cards are turned, a heartbeat moving the last write on wakes nothing', () => {
    const { deps, store, set } = counting();
    deps.clock.advance(3000);
    expect([store.digit, deps.clock.pending]).toEqual([null, 0]);
    deps.clock.advance(60_000);
    set({ lastReadyAt: deps.clock.now() });
    expect([store.digit, deps.clock.pending]).toEqual([null, 0]);
  });
});
