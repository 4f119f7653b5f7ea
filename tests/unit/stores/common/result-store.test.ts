import { autorun, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { AverageCard } from '../../../../renderer/domain/average';
import type { ShownRound } from '../../../../renderer/domain/result-summary';
import {
  ResultStore,
  phoneRound,
  wallRound,
} from '../../../../renderer/stores/common/result-store';
import { presetDeck, STANDARD_DECK } from '../../../../renderer/domain/deck';
import { memoryStorage } from '../../../support/test-deps';
import { RESULT_SUMMARY_KEY } from '../../../../renderer/domain/storage-keys';

const ready = (value: string | null): AverageCard => ({ ready: true, value });

/** A page's round as an observable the store follows. */
function liveRound(initial: ShownRound) {
  const box = observable.box<ShownRound>(initial, { deep: false });
  return {
    read: () => box.get(),
    set: (round: ShownRound) => runInAction(() => box.set(round)),
  };
}

describe('ResultStore', () => {
  it('follows the round: a summary with the reveal, none after it', () => {
    const round = liveRound({
      cards: [ready('3'), ready('5')],
      revealed: false,
      deck: STANDARD_DECK,
    });
    const store = new ResultStore(round.read);
    expect(store.visible).toBeNull();
    round.set({
      cards: [ready('3'), ready('5'), ready('5'), ready('8')],
      revealed: true,
      deck: STANDARD_DECK,
    });
    expect(store.visible?.closest).toBe('5');
    expect(store.markOf('3')).toBe('lowest');
    expect(store.markOf('8')).toBe('highest');
    expect(store.markOf('5')).toBeNull();
    round.set({ cards: [ready(''), ready('')], revealed: false, deck: STANDARD_DECK });
    expect(store.visible).toBeNull();
    expect(store.markOf('3')).toBeNull();
  });

  it('the switch hides the summary and the marks and is kept per device', () => {
    const storage = memoryStorage();
    const round = liveRound({
      cards: [ready('3'), ready('8')],
      revealed: true,
      deck: STANDARD_DECK,
    });
    const store = new ResultStore(round.read, { storage });
    expect(store.shown).toBe(true);
    store.setShown(false);
    expect(store.summary).not.toBeNull();
    expect(store.visible).toBeNull();
    expect(store.markOf('3')).toBeNull();
    expect(storage.getItem(RESULT_SUMMARY_KEY)).toBe('false');
    // A new page on the same device starts with it off.
    expect(new ResultStore(round.read, { storage }).shown).toBe(false);
    store.setShown(true);
    expect(new ResultStore(round.read, { storage }).shown).toBe(true);
  });

  it('without storage (the phone) the summary is shown', () => {
    const store = new ResultStore(() => ({
      cards: [ready('5')],
      revealed: true,
      deck: STANDARD_DECK,
    }));
    expect(store.visible?.closest).toBe('5');
  });

  it('a card mark changes only when an end moves, not with every vote', () => {
    const round = liveRound({
      cards: [ready('1'), ready('5'), ready('8')],
      revealed: true,
      deck: STANDARD_DECK,
    });
    const store = new ResultStore(round.read);
    const marks: (string | null)[] = [];
    const stop = autorun(() => marks.push(store.markOf('8')));
    // 5 → 3: the ends stay 1 and 8.
    round.set({ cards: [ready('1'), ready('3'), ready('8')], revealed: true, deck: STANDARD_DECK });
    expect(marks).toEqual(['highest']);
    // 3 → 13: 8 is no longer the highest.
    round.set({
      cards: [ready('1'), ready('13'), ready('8')],
      revealed: true,
      deck: STANDARD_DECK,
    });
    expect(marks).toEqual(['highest', null]);
    stop();
  });
});

describe('wallRound and phoneRound', () => {
  const roster = {
    displayRound: { cards: [ready('3'), ready('5')] },
    revealed: true,
  };
  const deck = presetDeck('hours', { question: false, coffee: false });

  it('the wall shows its displayed round with its reveal', () => {
    expect(
      wallRound({
        themeCatalogue: { previewMode: false },
        preview: { previewCards: [] },
        roster,
        deck,
      }),
    ).toEqual({ cards: roster.displayRound.cards, revealed: true, deck });
    expect(
      wallRound({
        themeCatalogue: { previewMode: false },
        preview: { previewCards: [] },
        roster: { ...roster, revealed: false },
        deck,
      }).revealed,
    ).toBe(false);
  });

  it('in preview every sample card counts, face up or not', () => {
    const round = wallRound({
      themeCatalogue: { previewMode: true },
      preview: { previewCards: [{ value: '0' }, { value: '?' }] },
      roster: { ...roster, revealed: false },
      deck,
    });
    expect(round).toEqual({ cards: [ready('0'), ready('?')], revealed: true, deck });
  });

  it('the phone is revealed when the room is (everyone ready, or revealed early)', () => {
    const cards = [ready('8')];
    expect(phoneRound({ summary: { cards, revealed: true } }, deck)).toEqual({
      cards,
      revealed: true,
      deck,
    });
    expect(phoneRound({ summary: { cards, revealed: false } }, deck).revealed).toBe(false);
  });
});

describe('Lowest and Highest marks', () => {
  it('no card carries a mark when no revealed vote is numeric', () => {
    const store = new ResultStore(() => ({
      cards: [
        { ready: true, value: '?' },
        { ready: true, value: 'C' },
      ],
      revealed: true,
      deck: STANDARD_DECK,
    }));
    expect(store.lowest).toBeNull();
    expect(store.highest).toBeNull();
    expect(store.markOf('?')).toBeNull();
    expect(store.markOf(null)).toBeNull();
  });
});
