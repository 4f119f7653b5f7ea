/**
 * 'Reveal now' as a store (docs/product.md, Reveal now): the press writes the current
 * round, nothing while that round is not known, and a refused write is said and logged.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EarlyRevealStore } from '../../../../renderer/stores/common/early-reveal-store';
import { inEnglish } from '../../../support/english';
import { FakeGateway } from '../../../support/fake-gateway';
import { testDeps } from '../../../support/test-deps';

const CODE = 'team-a';
const stores: EarlyRevealStore[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.dispose()));

function started(round: number | null, shown = { readyCount: 1, revealed: false }) {
  const gateway = new FakeGateway();
  const deps = testDeps(gateway);
  const store = new EarlyRevealStore(
    CODE,
    deps,
    () => round,
    () => shown,
  );
  stores.push(store);
  store.start();
  return { gateway, deps, store };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe("whether 'Reveal now' is offered", () => {
  it('once a card is ready, until the round is revealed, as the page shows the round', () => {
    const shown = { readyCount: 0, revealed: false };
    const { store } = started(4, shown);
    expect(store.offered).toBe(false);
    shown.readyCount = 1;
    expect(store.offered).toBe(true);
    shown.revealed = true;
    expect(store.offered).toBe(false);
  });
});

describe('Reveal now', () => {
  it('reveals the current round for every page', () => {
    const { gateway, store } = started(4);
    store.reveal();
    expect(gateway.sessions.get(`${CODE}/revealedRound`)).toBe(4);
    expect(store.revealedEarly).toBe(true);
  });

  it('writes nothing while the round number is not known yet', async () => {
    const { gateway, store } = started(null);
    gateway.setSession(CODE, 'revealedRound', 3);
    store.reveal();
    await settle();
    expect(gateway.writes.filter((w) => w.op === 'updateSession')).toEqual([]);
    expect(gateway.sessions.get(`${CODE}/revealedRound`)).toBe(3);
    expect(store.error).toBeNull();
  });

  it('a write the database refuses is said and logged; the next press clears it', async () => {
    const { gateway, deps, store } = started(1);
    gateway.failNextUpdate = new Error('PERMISSION_DENIED');
    store.reveal();
    await settle();
    expect(inEnglish(store.error)).toBe(
      'The cards could not be revealed. Check the connection and try again.',
    );
    expect(store.revealedEarly).toBe(false);
    expect(deps.log.warnings).toEqual([['Reveal now failed:', expect.any(Error)]]);
    store.reveal();
    expect(store.error).toBeNull();
    expect(store.revealedEarly).toBe(true);
  });
});
