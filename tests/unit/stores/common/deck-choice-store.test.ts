/**
 * DeckChoiceStore over a DeckStore on the in-memory gateway: the list, the ? and C
 * switches of a preset, the custom field (refusals in words, nothing changed), and the
 * question before a change that would end a round in progress.
 */
import { autorun, observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SELECTED } from '../../../../renderer/domain/codec';
import { presetDeck, STANDARD_DECK, type Deck } from '../../../../renderer/domain/deck';
import { deckText } from '../../../../renderer/i18n/en/deck';
import { message } from '../../../../renderer/i18n/translate';
import {
  DeckChoiceStore,
  refusalMessage,
} from '../../../../renderer/stores/common/deck-choice-store';
import { DeckStore } from '../../../../renderer/stores/common/deck-store';
import { inEnglish } from '../../../support/english';
import { FakeGateway } from '../../../support/fake-gateway';
import { testDeps } from '../../../support/test-deps';

const CODE = 'team-a';
const BOTH = { question: true, coffee: true };
const FIB = presetDeck('fibonacci', BOTH);
const stores: DeckStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.dispose();
});

function setup(stored: Deck | null = null) {
  const gateway = new FakeGateway();
  if (stored) gateway.setSession(CODE, 'deck', { preset: stored.id, cards: [...stored.cards] });
  const records = observable.array<{ selected: string; showCard: boolean }>([], { deep: false });
  let newRounds = 0;
  const decks = new DeckStore(CODE, testDeps(gateway), {
    records: () => records,
    newRound: () => {
      newRounds += 1;
      runInAction(() => records.clear());
    },
  });
  decks.start();
  stores.push(decks);
  const choice = new DeckChoiceStore(decks);
  const vote = () => runInAction(() => records.push({ selected: '-x', showCard: false }));
  return { decks, choice, vote, newRounds: () => newRounds, records };
}

describe('DeckChoiceStore: the list', () => {
  it('shows the deck in use, with no switches for the standard deck', () => {
    const { choice } = setup();
    expect(choice.selected).toBe('standard');
    expect(choice.extras).toBeNull();
    expect(choice.editingCustom).toBe(false);
    expect(choice.pending).toBeNull();
    expect(choice.refusal).toBeNull();
  });

  it('a preset is used at once in an untouched round, with both ? and C', () => {
    const { choice, decks, newRounds } = setup();
    choice.pick('fibonacci');
    expect(decks.deck).toEqual(FIB);
    expect(choice.selected).toBe('fibonacci');
    expect(choice.extras).toEqual(BOTH);
    expect(newRounds()).toBe(0);
  });

  it('a preset keeps the ? and C switches of the preset in use', () => {
    const noQuestion = presetDeck('hours', { question: false, coffee: true });
    const { choice, decks } = setup(noQuestion);
    choice.pick('powers');
    expect(decks.deck).toEqual(presetDeck('powers', { question: false, coffee: true }));
  });

  it('a preset after a custom deck offers both ? and C again', () => {
    const { choice, decks } = setup({ id: 'custom', cards: ['1', '2'] });
    choice.pick('tshirt');
    expect(decks.deck).toEqual(presetDeck('tshirt', BOTH));
  });

  it('the standard deck goes back to the 14 cards', () => {
    const { choice, decks } = setup(FIB);
    choice.pick('standard');
    expect(decks.deck).toEqual(STANDARD_DECK);
    expect(choice.selected).toBe('standard');
  });

  it('the switches turn ? or C of the preset in use off and on', () => {
    const { choice, decks } = setup(FIB);
    choice.setExtra('question', false);
    expect(decks.deck).toEqual(presetDeck('fibonacci', { question: false, coffee: true }));
    expect(choice.extras).toEqual({ question: false, coffee: true });
    choice.setExtra('coffee', false);
    expect(decks.deck.cards).not.toContain('C');
    choice.setExtra('question', true);
    expect(decks.deck).toEqual(presetDeck('fibonacci', { question: true, coffee: false }));
  });

  it('the switches do nothing to the standard or a custom deck', () => {
    const { choice, decks } = setup();
    choice.setExtra('question', false);
    expect(decks.deck).toEqual(STANDARD_DECK);
    const custom = setup({ id: 'custom', cards: ['1', '?'] });
    custom.choice.setExtra('question', false);
    expect(custom.decks.deck.cards).toEqual(['1', '?']);
    expect(custom.choice.extras).toBeNull();
  });
});

describe('DeckChoiceStore: a custom deck', () => {
  it('picking Custom opens the field with the cards in use and changes nothing yet', () => {
    const { choice, decks } = setup(FIB);
    choice.pick('custom');
    expect(choice.selected).toBe('custom');
    expect(choice.editingCustom).toBe(true);
    expect(choice.extras).toBeNull();
    expect(choice.customText).toBe('0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, ?, C');
    expect(decks.deck).toEqual(FIB);
  });

  it('uses a typed list', () => {
    const { choice, decks } = setup();
    choice.pick('custom');
    choice.setCustomText('1, 2, 4, 8, 16, ?');
    expect(choice.customText).toBe('1, 2, 4, 8, 16, ?');
    choice.applyCustom();
    expect(decks.deck).toEqual({ id: 'custom', cards: ['1', '2', '4', '8', '16', '?'] });
    expect(choice.editingCustom).toBe(false);
    expect(choice.selected).toBe('custom');
    // The field shows the deck in use again, written out.
    expect(choice.customText).toBe('1, 2, 4, 8, 16, ?');
    expect(choice.typed).toBeNull();
  });

  it('a refused list says why and changes nothing; typing again clears the reason', () => {
    const { choice, decks } = setup(FIB);
    choice.pick('custom');
    choice.setCustomText('1, 2, 1');
    choice.applyCustom();
    expect(choice.refusal).toEqual(message(deckText, 'twice', { card: '1' }));
    expect(inEnglish(choice.refusal)).toBe('“1” is listed twice.');
    expect(decks.deck).toEqual(FIB);
    expect(choice.editingCustom).toBe(true);
    expect(choice.customText).toBe('1, 2, 1');
    choice.setCustomText('1, 2');
    expect(choice.refusal).toBeNull();
  });

  it('picking another deck drops the typed list and its refusal', () => {
    const { choice } = setup();
    choice.pick('custom');
    choice.setCustomText('');
    choice.applyCustom();
    expect(choice.refusal).not.toBeNull();
    choice.pick('hours');
    expect(choice.refusal).toBeNull();
    expect(choice.editingCustom).toBe(false);
    expect(choice.typed).toBeNull();
    choice.pick('custom');
    expect(choice.customText).toBe('0.5, 1, 2, 4, 8, 16, 24, 40, ?, C');
  });

  it.each([
    [{ kind: 'empty' } as const, 'Type at least one card.'],
    [{ kind: 'tooMany', count: 21 } as const, 'At most 20 cards: this list has 21.'],
    [{ kind: 'tooLong', card: 'abcdefghi' } as const, '“abcdefghi” is longer than 8 characters.'],
    [{ kind: 'twice', card: 'S' } as const, '“S” is listed twice.'],
  ])('says a refusal in words: %j', (refusal, text) => {
    expect(inEnglish(refusalMessage(refusal))).toBe(text);
  });
});

describe('DeckChoiceStore: what a page draws follows it', () => {
  it('the list, the switches, the field, the refusal and the question are observed', () => {
    const { choice, vote } = setup(FIB);
    const seen: string[] = [];
    const stop = autorun(() => {
      seen.push(
        [
          choice.selected,
          JSON.stringify(choice.extras),
          choice.customText,
          choice.refusal === null ? '-' : 'refused',
          choice.pending === null ? '-' : 'asking',
        ].join('|'),
      );
    });
    choice.pick('custom');
    choice.setCustomText('1, 1');
    choice.applyCustom();
    choice.setCustomText('1, 2');
    vote();
    choice.applyCustom();
    choice.cancel();
    stop();
    const fibText = FIB.cards.join(', ');
    expect(seen).toEqual([
      `fibonacci|{"question":true,"coffee":true}|${fibText}|-|-`,
      `custom|null|${fibText}|-|-`,
      'custom|null|1, 1|-|-',
      'custom|null|1, 1|refused|-',
      'custom|null|1, 2|-|-',
      'custom|null|1, 2|-|asking',
      'custom|null|1, 2|-|-',
    ]);
  });
});

describe('DeckChoiceStore: in the middle of a round', () => {
  it('asks first; Change cards makes the change and starts a New round', () => {
    const { choice, decks, vote, newRounds } = setup();
    vote();
    choice.pick('fibonacci');
    expect(choice.pending).toEqual(FIB);
    expect(decks.deck).toEqual(STANDARD_DECK);
    expect(choice.selected).toBe('standard');
    choice.confirm();
    expect(choice.pending).toBeNull();
    expect(decks.deck).toEqual(FIB);
    expect(newRounds()).toBe(1);
  });

  it('Cancel changes nothing and keeps a typed list to edit', () => {
    const { choice, decks, vote, newRounds } = setup();
    vote();
    choice.pick('custom');
    choice.setCustomText('S, M, L');
    choice.applyCustom();
    expect(choice.pending).toEqual({ id: 'custom', cards: ['S', 'M', 'L'] });
    choice.cancel();
    expect(choice.pending).toBeNull();
    expect(decks.deck).toEqual(STANDARD_DECK);
    expect(choice.editingCustom).toBe(true);
    expect(choice.customText).toBe('S, M, L');
    expect(newRounds()).toBe(0);
  });

  it('a switch asks first too', () => {
    const { choice, decks, vote } = setup(FIB);
    vote();
    choice.setExtra('coffee', false);
    expect(choice.pending).toEqual(presetDeck('fibonacci', { question: true, coffee: false }));
    expect(decks.deck).toEqual(FIB);
  });

  it('someone only ready (no card) counts as a round in progress', () => {
    const { choice, records } = setup();
    runInAction(() => records.push({ selected: EMPTY_SELECTED, showCard: true }));
    choice.pick('hours');
    expect(choice.pending).not.toBeNull();
  });

  it('choosing the deck in use asks nothing', () => {
    const { choice, vote, newRounds } = setup(FIB);
    vote();
    choice.pick('fibonacci');
    expect(choice.pending).toBeNull();
    choice.pick('custom');
    choice.applyCustom();
    // The same cards as a custom deck are another deck: that one asks.
    expect(choice.pending).toEqual({ id: 'custom', cards: [...FIB.cards] });
    expect(newRounds()).toBe(0);
  });

  it('confirm with nothing waiting does nothing', () => {
    const { choice, decks, newRounds } = setup();
    choice.confirm();
    expect(decks.deck).toEqual(STANDARD_DECK);
    expect(newRounds()).toBe(0);
  });
});
