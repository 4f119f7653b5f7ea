/**
 * DeckStore with the in-memory gateway: the standard deck by default, a chosen deck
 * shown at once and written, followed from other devices, garbage refused, a New round
 * before a change mid-round, and a refused write going back with a message.
 */
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SELECTED } from '../../../../renderer/domain/codec';
import { presetDeck, STANDARD_DECK } from '../../../../renderer/domain/deck';
import { DECK_SAVE_FAILED, DeckStore } from '../../../../renderer/stores/common/deck-store';
import { inEnglish } from '../../../support/english';
import { FakeGateway } from '../../../support/fake-gateway';
import { testDeps } from '../../../support/test-deps';

const CODE = 'team-a';
const FIB = presetDeck('fibonacci', { question: true, coffee: true });
const stores: DeckStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.dispose();
});

function setup() {
  const gateway = new FakeGateway();
  const deps = testDeps(gateway);
  const records = observable.array<{ selected: string; showCard: boolean }>([], { deep: false });
  let newRounds = 0;
  const store = new DeckStore(CODE, deps, {
    records: () => records,
    newRound: () => {
      newRounds += 1;
    },
  });
  store.start();
  stores.push(store);
  return { gateway, deps, store, records, newRounds: () => newRounds };
}

describe('DeckStore', () => {
  it('uses the standard deck when none is stored', () => {
    const { store } = setup();
    expect(store.deck).toEqual(STANDARD_DECK);
  });

  it('shows a chosen deck at once and writes it; the standard deck removes the path', () => {
    const { gateway, store } = setup();
    store.choose(FIB);
    expect(store.deck).toEqual(FIB);
    expect(gateway.sessions.get(`${CODE}/deck`)).toEqual({
      preset: 'fibonacci',
      cards: [...FIB.cards],
    });
    store.choose(STANDARD_DECK);
    expect(gateway.sessions.has(`${CODE}/deck`)).toBe(false);
    expect(store.deck).toEqual(STANDARD_DECK);
  });

  it('follows a deck another device chose, and garbage there as the standard deck with a warning', () => {
    const { gateway, deps, store } = setup();
    gateway.setSession(CODE, 'deck', { preset: 'custom', cards: ['S', 'L'] });
    expect(store.deck).toEqual({ id: 'custom', cards: ['S', 'L'] });
    expect(deps.log.warnings).toEqual([]);
    gateway.setSession(CODE, 'deck', { preset: 'custom', cards: ['S', 'S'] });
    expect(store.deck).toEqual(STANDARD_DECK);
    expect(deps.log.warnings).toEqual([
      [`Screen ${CODE}: deck ignored:`, 'cards refused: {"kind":"twice","card":"S"}'],
    ]);
  });

  it('choosing the deck in use writes nothing', () => {
    const { gateway, store } = setup();
    store.choose(STANDARD_DECK);
    expect(gateway.writes.filter((w) => w.op === 'setDeck')).toEqual([]);
  });

  it('starts a New round first when someone voted or got ready, not in an untouched round', () => {
    const { store, records, newRounds } = setup();
    runInAction(() => records.push({ selected: EMPTY_SELECTED, showCard: false }));
    expect(store.roundStarted).toBe(false);
    store.choose(FIB);
    expect(newRounds()).toBe(0);

    runInAction(() => records.push({ selected: '-AbC', showCard: false }));
    expect(store.roundStarted).toBe(true);
    store.choose(STANDARD_DECK);
    expect(newRounds()).toBe(1);

    runInAction(() => records.replace([{ selected: EMPTY_SELECTED, showCard: true }]));
    expect(store.roundStarted).toBe(true);
    store.choose(FIB);
    expect(newRounds()).toBe(2);
  });

  it('a refused write goes back to the stored deck and says so; the next good one clears it', async () => {
    const { gateway, deps, store } = setup();
    gateway.failDeckWrites = true;
    store.choose(FIB);
    await vi.waitFor(() => expect(store.saveError).toBe(DECK_SAVE_FAILED));
    expect(inEnglish(store.saveError)).toBe(
      'The cards could not be changed. Check the connection and try again.',
    );
    expect(store.deck).toEqual(STANDARD_DECK);
    expect(deps.log.errors[0]?.[0]).toBe('Could not change the cards:');
    gateway.failDeckWrites = false;
    store.choose(FIB);
    expect(store.saveError).toBeNull();
    expect(store.deck).toEqual(FIB);
  });

  it('stops following the deck once disposed', () => {
    const { gateway, store } = setup();
    store.dispose();
    gateway.setSession(CODE, 'deck', { preset: 'custom', cards: ['S'] });
    expect(store.deck).toEqual(STANDARD_DECK);
  });

  it('a second start listens once: dispose then stops following the deck', () => {
    const { gateway, store } = setup();
    const listening = gateway.listenerCount;
    store.start();
    expect(gateway.listenerCount).toBe(listening);
    store.dispose();
    gateway.setSession(CODE, 'deck', { preset: 'custom', cards: ['S'] });
    expect(store.deck).toEqual(STANDARD_DECK);
    expect(gateway.listenerCount).toBe(listening - 1);
  });
});
