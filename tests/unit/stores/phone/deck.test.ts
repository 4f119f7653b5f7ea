/**
 * A phone with a chosen deck: it offers exactly the deck's cards (the size switch only
 * with the standard deck), counts the room by the deck as the wall does, keeps its own
 * vote only when the deck has it, and may change the cards itself: in the middle of a
 * round, once confirmed, with a New round of its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { POINT_SCALE, SIZE_SCALE } from '../../../../renderer/domain/cards';
import { presetDeck, STANDARD_DECK, storedDeck, type Deck } from '../../../../renderer/domain/deck';
import { FakeGateway } from '../../../support/fake-gateway';
import {
  CODE,
  disposePhones,
  joinAs,
  other,
  ownRecord,
  ME,
  rejoiningDeps,
  setupPhone,
  stored,
} from '../../../support/phone-harness';

afterEach(disposePhones);

const FIB = presetDeck('fibonacci', { question: true, coffee: true });

function gatewayWith(deck: Deck): FakeGateway {
  const gateway = new FakeGateway();
  gateway.setSession(CODE, 'deck', storedDeck(deck));
  return gateway;
}

describe('a phone with a chosen deck', () => {
  it('uses the standard deck until started, then the stored one', () => {
    const { store } = setupPhone({ gateway: gatewayWith(FIB), start: false });
    expect(store.deck.deck).toEqual(STANDARD_DECK);
    store.start();
    expect(store.deck.deck).toEqual(FIB);
    expect(store.deckChoice.selected).toBe('fibonacci');
  });

  it('offers exactly the deck, without the size switch, whatever the switch said', () => {
    const { store } = setupPhone({ gateway: gatewayWith(FIB) });
    store.identity.setCardSet('sizes');
    expect(store.participation.deckValues).toEqual(FIB.cards);
    expect(store.participation.choosesCardSet).toBe(false);
  });

  it('with the standard deck: the points, or the sizes the switch asks for', () => {
    const { store } = setupPhone();
    expect(store.participation.deckValues).toEqual(POINT_SCALE);
    expect(store.participation.choosesCardSet).toBe(true);
    store.identity.setCardSet('sizes');
    expect(store.participation.deckValues).toEqual(SIZE_SCALE);
  });

  it('votes only the deck’s cards', () => {
    const { store, gateway } = setupPhone({ gateway: gatewayWith(FIB) });
    joinAs(store);
    store.participation.selectCard('20');
    expect(store.participation.value).toBe('');
    store.participation.selectCard('21');
    expect(stored(gateway, store.identity.userId)?.value).toBe('21');
  });

  it('counts the room by the deck: a vote outside it is no number', () => {
    const gateway = gatewayWith(FIB);
    const { store } = setupPhone({ gateway });
    other(gateway, 'bob', '34', true);
    other(gateway, 'cy', '40', true);
    expect(store.roster.summary.allReady).toBe(true);
    expect(store.roster.summary.average).toBe(34);
    expect(store.roster.summary.cards.map((c) => c.value)).toEqual(['34', null]);
  });

  it('finds its own vote again when the deck has it, a custom card included', () => {
    const gateway = gatewayWith({ id: 'custom', cards: ['Small', 'Big'] });
    gateway.setRecord(CODE, ME, ownRecord('Small', false));
    const { store } = setupPhone({ gateway, deps: rejoiningDeps(gateway) });
    expect(store.participation.value).toBe('Small');
  });

  it('drops its own vote when the deck does not have it', () => {
    const gateway = gatewayWith(FIB);
    gateway.setRecord(CODE, ME, ownRecord('20', false));
    const { store } = setupPhone({ gateway, deps: rejoiningDeps(gateway) });
    expect(store.participation.value).toBe('');
  });

  it('with the standard deck keeps a size but not another client’s 7', () => {
    const gateway = new FakeGateway();
    gateway.setRecord(CODE, ME, ownRecord('XL', true));
    const { store } = setupPhone({ gateway, deps: rejoiningDeps(gateway) });
    expect(store.participation.value).toBe('XL');
    gateway.setRecord(CODE, ME, ownRecord('7', true));
    expect(store.participation.value).toBe('');
  });

  it('changes the cards for everyone; mid-round, once confirmed, with a New round', async () => {
    const gateway = new FakeGateway();
    const { store } = setupPhone({ gateway });
    joinAs(store);
    store.participation.selectCard('5');
    const choice = store.deckChoice!;
    choice.pick('fibonacci');
    expect(choice.pending).toEqual(FIB);
    expect(gateway.writes.filter((w) => w.op === 'newRound')).toEqual([]);
    choice.confirm();
    expect(gateway.writes.filter((w) => w.op === 'newRound')).toEqual([
      { op: 'newRound', code: CODE, remove: [] },
    ]);
    expect(gateway.sessions.get(`${CODE}/deck`)).toEqual(storedDeck(FIB));
    await expect.poll(() => store.participation.value).toBe('');
  });

  it('stops following the deck when the page goes', () => {
    const gateway = new FakeGateway();
    const { store } = setupPhone({ gateway });
    store.dispose();
    gateway.setSession(CODE, 'deck', storedDeck(FIB));
    expect(store.deck.deck).toEqual(STANDARD_DECK);
  });
});
