/**
 * Who left the round with Leave (`sessions/{code}/left`), as the wall and the phones hear
 * it: the Offline records of the current round only, and nothing more once disposed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DeparturesStore } from '../../../../renderer/stores/common/departures-store';
import { FakeGateway } from '../../../support/fake-gateway';

const CODE = 'team-a';
const stores: DeparturesStore[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.dispose()));

function started(round: number | null = 0) {
  const gateway = new FakeGateway();
  const store = new DeparturesStore(CODE, { gateway }, () => round);
  stores.push(store);
  store.start();
  return { gateway, store };
}

const left = (userName: string, round: number) => ({ round, userName, lastUpdate: 1_000 });

describe('the departures of a screen code', () => {
  it('are the Offline records of those who left the current round', () => {
    const { gateway, store } = started(2);
    gateway.setDeparture(CODE, 'dan', left('Dan', 2));
    gateway.setDeparture(CODE, 'eve', left('Eve', 1));
    expect(store.records.map((r) => [r.userId, r.userName, r.showCard])).toEqual([
      ['dan', 'Dan', false],
    ]);
  });

  it('a second start listens once: after dispose, a Leave elsewhere changes nothing', () => {
    const { gateway, store } = started();
    store.start();
    gateway.setDeparture(CODE, 'dan', left('Dan', 0));
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
    gateway.setDeparture(CODE, 'eve', left('Eve', 0));
    expect(store.records.map((r) => r.userName)).toEqual(['Dan']);
  });
});
