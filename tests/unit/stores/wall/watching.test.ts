/**
 * Watchers on the wall (docs/product.md, Watchers): counted apart ('2 watching'), never a
 * card, never Away or Offline, and no part in the counts, the reveal, the average or the
 * New round.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WallRoot } from '../../../../renderer/stores/wall/wall-root';
import { HARNESS_CODE as CODE, wallHarness } from '../../../support/wall-harness';

const stores: WallRoot[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.dispose();
});

function setup() {
  const wall = wallHarness();
  stores.push(wall.wall);
  const { gateway } = wall;
  const watch = (userId: string) =>
    gateway.setPresence(CODE, userId, { connectedAt: 1, role: 'watcher' });
  const present = (userId: string) =>
    gateway.setPresence(CODE, userId, { connectedAt: 1, role: 'voter' });
  return { ...wall, watch, present };
}

describe('watchers on the wall', () => {
  it('counts them apart from the cards, and none while nobody watches', () => {
    const { wall: store, join, watch, present, gateway } = setup();
    expect(store.watching.count).toBe(0);
    join('a', '3', true);
    present('a');
    watch('w1');
    watch('w2');
    expect(store.watching.count).toBe(2);
    expect(store.roster.cards.map((v) => v.userId)).toEqual(['a']);
    expect(store.roster.participantCount).toBe(1);
    gateway.setPresence(CODE, 'w2', null);
    expect(store.watching.count).toBe(1);
  });

  it('leave the counts, the reveal and the average to the voters', () => {
    const { wall: store, join, watch, present } = setup();
    for (const [id, value] of [
      ['a', '3'],
      ['b', '5'],
      ['c', '8'],
    ] as const) {
      join(id, value, true);
      present(id);
    }
    watch('w');
    expect(store.roster).toMatchObject({ participantCount: 3, readyCount: 3, revealed: true });
    expect(store.roster.average).toBeCloseTo(16 / 3);
    expect(store.roster.cards.some((v) => v.away || v.offline)).toBe(false);
  });

  it('a watcher whose card has not gone yet counts as that card, not twice', () => {
    const { wall: store, join, watch } = setup();
    join('w', '5', false);
    watch('w');
    expect(store.watching.count).toBe(0);
    // Its presence entry is there: the card is not Away meanwhile.
    expect(store.roster.cards.map((v) => [v.userId, v.away])).toEqual([['w', false]]);
  });

  it('a voter who switches to watching leaves no Offline card, whichever change comes first', () => {
    const { wall: store, join, watch, present, gateway } = setup();
    for (const id of ['a', 'b', 'c']) {
      join(id, '5', false);
      present(id);
    }
    // b: the role first, then the record goes.
    watch('b');
    gateway.setRecord(CODE, 'b', null);
    // c: the record goes first (a moment Offline), then the role arrives.
    gateway.setRecord(CODE, 'c', null);
    expect(store.roster.cards.map((v) => [v.userId, v.offline])).toEqual([
      ['a', false],
      ['c', true],
    ]);
    watch('c');
    expect(store.roster.cards.map((v) => v.userId)).toEqual(['a']);
    expect(store.roster.participantCount).toBe(1);
    expect(store.watching.count).toBe(2);
  });

  it('an entry written by an older client, without a role, is a voter', () => {
    const { wall: store, gateway } = setup();
    gateway.setPresence(CODE, 'old', { connectedAt: 1 });
    expect(store.watching.count).toBe(0);
  });

  it('New round neither counts nor removes them, and they keep watching', async () => {
    const { wall: store, join, watch, present, gateway } = setup();
    join('a', '3', true);
    present('a');
    join('b', '5', true); // b's phone sleeps: Away, leaves at New round
    watch('w');
    store.newRound();
    await vi.waitFor(() => expect(store.newRoundControl.busy).toBe(false));
    const write = gateway.writes.find((w) => w.op === 'newRound');
    expect(write).toMatchObject({ remove: ['b'] });
    expect(JSON.stringify(write)).not.toContain('"w"');
    expect(gateway.presence.get(CODE)?.get('w')).toEqual({ connectedAt: 1, role: 'watcher' });
    expect(store.watching.count).toBe(1);
    expect(store.roster.cards.map((v) => v.userId)).toEqual(['a']);
  });
});
