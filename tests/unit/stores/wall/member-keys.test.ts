/**
 * Participants whose userId is the name of a JavaScript object member. Our database
 * refuses such keys, but Firebase stores them (the rules' userId pattern lets
 * `constructor` and `__proto__` through), so a wall on a Firebase project can meet them
 * in every list keyed by userId: records, presence, departures. It must show them as
 * any other participant and count them right.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { wallShows } from '../../../support/round-view';
import { HARNESS_CODE, wallHarness } from '../../../support/wall-harness';
import type { WallRoot } from '../../../../renderer/stores/wall/wall-root';

const MEMBER_IDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

const walls: WallRoot[] = [];
afterEach(() => {
  for (const wall of walls.splice(0)) wall.dispose();
});

describe('a room with participants named like object members', () => {
  it('shows each as a card of its own, present, and counts their votes', async () => {
    const wall = wallHarness();
    walls.push(wall.wall);
    const ids = ['ann', ...MEMBER_IDS];
    ids.forEach((id, i) => {
      wall.join(id, String(i + 1), true);
      wall.gateway.setPresence(HARNESS_CODE, id, { connectedAt: wall.deps.clock.now() });
    });
    await wall.settle();
    expect(wall.cards().sort()).toEqual([...ids].sort());
    for (const view of wall.wall.roster.cards) {
      expect(view.userName).toBe(view.userId.toUpperCase());
      expect(view.away).toBe(false);
      expect(view.offline).toBe(false);
    }
    // Cards 1 to 6, everyone ready: revealed, average 3.5.
    expect(wallShows(wall.wall)).toEqual({ cards: 6, ready: 6, revealed: true, average: 3.5 });
  });

  it('shows one of them Away when its presence goes, and Offline when it leaves mid-round', async () => {
    const wall = wallHarness();
    walls.push(wall.wall);
    for (const id of ['ann', '__proto__', 'constructor']) {
      wall.join(id, '5', id === 'ann');
      wall.gateway.setPresence(HARNESS_CODE, id, { connectedAt: wall.deps.clock.now() });
    }
    await wall.settle();
    wall.gateway.setPresence(HARNESS_CODE, '__proto__', null);
    await wall.settle();
    const view = (id: string) => wall.wall.roster.cards.find((v) => v.userId === id);
    expect(view('__proto__')?.away).toBe(true);
    expect(view('constructor')?.away).toBe(false);
    // constructor leaves: its departure holds its place, Offline.
    wall.gateway.setDeparture(HARNESS_CODE, 'constructor', {
      round: wall.gateway.roundOf(HARNESS_CODE),
      userName: 'CONSTRUCTOR',
      lastUpdate: wall.deps.clock.now(),
    });
    wall.leave('constructor');
    await wall.settle();
    expect(view('constructor')?.offline).toBe(true);
    expect(wall.cards().sort()).toEqual(['__proto__', 'ann', 'constructor']);
  });
});
