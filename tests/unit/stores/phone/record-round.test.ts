/**
 * The own record belongs to a round (docs/data-contract.md, Participant record): a
 * round number that moves on (New round or Next story from any device) leaves the
 * phone's vote behind, and the phone enters the new round with no vote; the phone and
 * the wall read the room alike.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FakeGateway } from '../../../support/fake-gateway';
import {
  CODE,
  disposePhones,
  joinAs,
  LateGateway,
  ME,
  other,
  ownRecord,
  rejoiningDeps,
  setupPhone,
  startPhone,
  stored,
  writesOf,
} from '../../../support/phone-harness';
import { wallHarness } from '../../../support/wall-harness';

afterEach(disposePhones);

describe('a phone in a round that moves on', () => {
  it('enters with the current round number, and votes in it', () => {
    const { store, gateway } = setupPhone();
    gateway.setSession(CODE, 'round', 4);
    joinAs(store);
    expect(writesOf(gateway, 'enter')).toEqual([
      expect.objectContaining({ record: expect.objectContaining({ round: 4 }) }),
    ]);
    store.participation.selectCard('5');
    expect(stored(gateway, store.identity.userId)).toMatchObject({ value: '5', round: 4 });
  });

  it('leaves its vote behind and enters the new round with no vote', () => {
    const { store, gateway } = setupPhone();
    other(gateway, 'bob', '8', false);
    joinAs(store);
    const me = store.identity.userId;
    store.participation.selectCard('5');
    store.participation.setReady(true);
    other(gateway, 'bob', '8', true);
    expect(store.participation.phase).toBe('revealed');

    // Another device moves the round on without touching the records (Next story).
    gateway.setSession(CODE, 'round', 1);
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(store.participation.phase).toBe('choosing');
    expect(stored(gateway, me)).toMatchObject({ value: '', showCard: false, round: 1 });
    expect(writesOf(gateway, 'enter')).toHaveLength(2);
    // Bob's card of the last round is no vote in this one, on the phone as on the wall.
    expect(store.roster.summary).toMatchObject({
      participantCount: 2,
      readyCount: 0,
      allReady: false,
    });

    store.participation.selectCard('3');
    expect(stored(gateway, me)).toMatchObject({ value: '3', round: 1 });
  });

  it('does not enter before it knows the round, then enters that round', () => {
    const gateway = new LateGateway('round');
    gateway.setSession(CODE, 'round', 2);
    const { store } = setupPhone({ gateway });
    joinAs(store);
    expect(writesOf(gateway, 'enter')).toHaveLength(0);
    expect(store.participation.entered).toBe(false);
    gateway.release();
    expect(writesOf(gateway, 'enter')).toEqual([
      expect.objectContaining({ record: expect.objectContaining({ round: 2 }) }),
    ]);
    expect(store.participation.entered).toBe(true);
  });

  it('after a reload finds its vote of the current round again, and not one of an earlier round', () => {
    const gateway = new LateGateway('round');
    gateway.setSession(CODE, 'round', 3);
    gateway.setRecord(CODE, ME, ownRecord('8', false, { round: 3 }));
    const store = startPhone(gateway, rejoiningDeps(gateway));
    expect(store.participation.entered).toBe(false);
    gateway.release();
    expect(store.participation.value).toBe('8');
    expect(writesOf(gateway, 'enter')).toHaveLength(0);

    const later = new FakeGateway();
    later.setSession(CODE, 'round', 3);
    later.setRecord(CODE, ME, ownRecord('8', true, { round: 2 }));
    const reloaded = startPhone(later, rejoiningDeps(later));
    expect(reloaded.participation.value).toBe('');
    expect(stored(later, ME)).toMatchObject({ value: '', showCard: false, round: 3 });
  });
});

describe('the wall and the round number', () => {
  it('shows the cards of an earlier round as not chosen, and counts only this round', () => {
    const harness = wallHarness();
    harness.join('ann', '5', true);
    harness.join('bob', '8', true);
    expect(harness.wall.roster.revealed).toBe(true);
    expect(harness.averageText()).toBe('6.50');

    harness.gateway.setSession('team-a', 'round', 1);
    expect(harness.wall.roster.revealed).toBe(false);
    expect(harness.wall.roster.readyCount).toBe(0);
    expect(harness.wall.roster.participantCount).toBe(2);
    expect(harness.wall.roster.cards.map((v) => [v.userId, v.value, v.showCard])).toEqual([
      ['ann', '', false],
      ['bob', '', false],
    ]);

    // Their phones enter the new round and vote again.
    harness.join('ann', '3', true);
    harness.join('bob', '3', true);
    expect(harness.wall.roster.revealed).toBe(true);
    expect(harness.averageText()).toBe('3.00');
  });
});
