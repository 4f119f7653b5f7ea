/**
 * Leave in the middle of a round (docs/product.md, Offline): the leaving phone writes a
 * departure for its round, so the wall and every phone show its card Offline, hold the
 * reveal and show the average 0 alike, until New round (or 'Remove from session'); a
 * departure of another round, or of someone blocked on this wall, counts for nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhoneRoot } from '../../../../renderer/stores/phone/phone-root';
import type { WallRoot } from '../../../../renderer/stores/wall/wall-root';
import { phoneShows, wallShows } from '../../../support/round-view';
import { wallHarness, startedWall } from '../../../support/wall-harness';
import { disposePhones, joinAs, startPhone, writesOf } from '../../../support/phone-harness';
import { testDeps } from '../../../support/test-deps';

const walls: WallRoot[] = [];
afterEach(() => {
  disposePhones();
  for (const wall of walls.splice(0)) wall.dispose();
});

/** A wall and three joined phones: Ann and Bob ready, Cy has chosen and is still choosing. */
function room() {
  const wall = wallHarness();
  walls.push(wall.wall);
  const [ann, bob, cy] = ['Ann', 'Bob', 'Cy'].map((name) => {
    // Math.random: the scripted random would give every phone the same userId.
    const store = startPhone(wall.gateway, testDeps(wall.gateway, { random: Math.random }));
    joinAs(store, name);
    return store;
  }) as [PhoneRoot, PhoneRoot, PhoneRoot];
  const vote = (phone: PhoneRoot, value: string, ready: boolean) => {
    phone.participation.selectCard(value);
    phone.participation.setReady(ready);
  };
  vote(ann, '3', true);
  vote(bob, '8', true);
  vote(cy, '5', false);
  return { ...wall, ann, bob, cy };
}

describe('Leave in the middle of a round', () => {
  it('the wall and every phone show the card Offline and hold the reveal alike', () => {
    const { wall: store, gateway, ann, bob, cy } = room();
    const cyId = cy.identity.userId;
    cy.participation.leave();

    expect(writesOf(gateway, 'leave')).toEqual([
      { op: 'leave', code: 'team-a', userId: cyId, departure: { round: 0, userName: 'Cy' } },
    ]);
    const held = { cards: 3, ready: 2, revealed: false, average: 0 };
    expect(wallShows(store)).toEqual(held);
    expect(phoneShows(ann)).toEqual(held);
    expect(phoneShows(bob)).toEqual(held);
    expect(store.roster.cards.find((v) => v.userId === cyId)).toMatchObject({
      userName: 'Cy',
      offline: true,
      away: false,
    });
    expect(ann.roster.summary.choosing.map((p) => [p.userName, p.offline, p.away])).toEqual([
      ['Cy', true, false],
    ]);
    expect(ann.participation.phase).toBe('waiting');

    // A second wall opened now, which never saw Cy, shows the same.
    const second = startedWall('team-a', testDeps(gateway));
    walls.push(second);
    expect(wallShows(second)).toEqual(held);
    expect(second.roster.cards.find((v) => v.userId === cyId)?.offline).toBe(true);
  });

  it('a departure written by itself shows at once, on the wall and on the phones', () => {
    const { wall: store, gateway, deps, ann } = room();
    gateway.setDeparture('team-a', 'dan', {
      round: 0,
      userName: 'Dan',
      lastUpdate: deps.clock.now(),
    });
    expect(store.roster.cards.find((v) => v.userId === 'dan')).toMatchObject({
      userName: 'Dan',
      offline: true,
    });
    expect(phoneShows(ann)).toMatchObject({ cards: 4, ready: 2 });
  });

  it('New round ends it everywhere: the departure goes, the next round reveals', async () => {
    const { wall: store, gateway, ann, bob, cy } = room();
    cy.participation.leave();
    store.newRound();
    await vi.waitFor(() => expect(store.newRoundControl.busy).toBe(false));
    expect(gateway.sessions.has('team-a/left')).toBe(false);
    expect(store.roster.cards.map((v) => v.userName)).toEqual(['Ann', 'Bob']);
    for (const phone of [ann, bob]) {
      phone.participation.selectCard('5');
      phone.participation.setReady(true);
    }
    const revealed = { cards: 2, ready: 2, revealed: true, average: 5 };
    expect(wallShows(store)).toEqual(revealed);
    expect(phoneShows(ann)).toEqual(revealed);
    expect(phoneShows(bob)).toEqual(revealed);
  });

  it("'Remove from session' takes the Offline card off every phone too", () => {
    const { wall: store, ann, cy } = room();
    const cyId = cy.identity.userId;
    cy.participation.leave();
    store.removeFromSession(cyId);
    expect(store.roster.cards.map((v) => v.userId)).not.toContain(cyId);
    expect(phoneShows(ann)).toEqual({ cards: 2, ready: 2, revealed: true, average: 5.5 });
  });

  it('a departure of an earlier round counts for nothing', () => {
    const { wall: store, gateway, ann, cy } = room();
    cy.participation.leave();
    gateway.setSession('team-a', 'round', 1);
    expect(wallShows(store)).toMatchObject({ cards: 2, ready: 0 });
    expect(phoneShows(ann)).toMatchObject({ cards: 2, ready: 0 });
    expect(store.roster.cards.some((v) => v.offline)).toBe(false);
  });

  it('someone blocked on this wall is not shown when they leave either', () => {
    const { wall: store, cy } = room();
    const cyId = cy.identity.userId;
    store.block(cyId);
    cy.participation.leave();
    expect(store.roster.cards.map((v) => v.userId)).not.toContain(cyId);
    expect(wallShows(store)).toEqual({ cards: 2, ready: 2, revealed: true, average: 5.5 });
  });

  it('someone who left and comes back to watch is no longer Offline anywhere', () => {
    const { wall: store, ann, cy } = room();
    const cyId = cy.identity.userId;
    cy.participation.leave();
    cy.watchChoice.setWatching(true);
    joinAs(cy, 'Cy');
    expect(cy.watchChoice.watching).toBe(true);
    const revealed = { cards: 2, ready: 2, revealed: true, average: 5.5 };
    expect(wallShows(store)).toEqual(revealed);
    expect(phoneShows(ann)).toEqual(revealed);
    expect(store.roster.cards.map((v) => v.userId)).not.toContain(cyId);
  });

  it('a phone that waited for the next round leaves nothing behind', () => {
    const { gateway, ann, bob, cy } = room();
    cy.participation.setReady(true);
    expect(ann.participation.phase).toBe('revealed');
    const late = startPhone(gateway, testDeps(gateway, { random: Math.random }));
    joinAs(late, 'Dan');
    expect(late.participation.phase).toBe('next-round');
    late.participation.leave();
    expect(writesOf(gateway, 'leave').at(-1)).toMatchObject({ departure: null });
    expect(gateway.sessions.has('team-a/left')).toBe(false);
    expect(phoneShows(bob).revealed).toBe(true);
  });
});
