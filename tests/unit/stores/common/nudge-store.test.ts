/**
 * The nudge as a store (docs/product.md, Nudge): each new nudge stored is heard once by
 * whoever asked (not the one there when the page loaded), a refused send says whether
 * another device's nudge came first, and nothing is heard after dispose.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { NUDGE_OUTCOME_MS, NudgeStore } from '../../../../renderer/stores/common/nudge-store';
import { FakeGateway } from '../../../support/fake-gateway';
import { testDeps } from '../../../support/test-deps';

const CODE = 'team-a';
const stores: NudgeStore[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.dispose()));

/** A nudge store over a round where one card is ready and another is not, and what it heard. */
function setup(before?: (gateway: FakeGateway) => void) {
  const gateway = new FakeGateway();
  const deps = testDeps(gateway);
  gateway.now = () => deps.clock.now();
  before?.(gateway);
  const store = new NudgeStore(CODE, deps, () => ({
    readyCount: 1,
    allReady: false,
    revealed: false,
  }));
  stores.push(store);
  const heard: number[] = [];
  const stop = store.onNudge((at) => heard.push(at));
  store.start();
  return { gateway, deps, store, heard, stop };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('hearing nudges', () => {
  it('each new nudge once: not the one there before the page loaded, not one sent again', () => {
    const { gateway, store, heard } = setup((g) => g.setSession(CODE, 'nudge', 1_000));
    expect([store.last, heard]).toEqual([1_000, []]);
    gateway.setSession(CODE, 'nudge', 2_000);
    // A reconnection delivers the same nudge again: it asks nothing more.
    gateway.setSession(CODE, 'nudge', 2_000);
    expect([store.last, heard]).toEqual([2_000, [2_000]]);
  });

  it('one who stopped asking hears no more nudges', () => {
    const { gateway, heard, stop } = setup();
    stop();
    gateway.setSession(CODE, 'nudge', 2_000);
    expect(heard).toEqual([]);
  });

  it('a second start listens once: after dispose, a nudge stored elsewhere changes nothing', () => {
    const { gateway, store, heard } = setup();
    store.start();
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
    gateway.setSession(CODE, 'nudge', 2_000);
    expect([store.last, heard]).toEqual([null, []]);
  });
});

describe('a send the database refuses', () => {
  it('says it failed and logs why; the outcome goes after a few seconds', async () => {
    const { gateway, deps, store } = setup();
    const refusal = new Error('PERMISSION_DENIED');
    gateway.failNextUpdate = refusal;
    store.send();
    await settle();
    expect(store.outcome).toBe('failed');
    expect(deps.log.warnings).toEqual([['Nudge refused:', refusal]]);
    deps.clock.advance(NUDGE_OUTCOME_MS);
    expect(store.outcome).toBeNull();
  });

  it("says too soon when another device's nudge landed first", async () => {
    const { gateway, deps, store } = setup();
    gateway.failNextUpdate = new Error('PERMISSION_DENIED');
    store.send();
    gateway.setSession(CODE, 'nudge', deps.clock.now());
    await settle();
    expect(store.outcome).toBe('tooSoon');
  });
});
