import { autorun, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { AverageCard } from '../../../renderer/domain/average';
import {
  ResultStore,
  phoneRound,
  summarizeShownRound,
  wallRound,
  type ShownRound,
} from '../../../renderer/stores/result-store';
import { memoryStorage } from '../../support/test-deps';
import { RESULT_SUMMARY_KEY } from '../../../renderer/domain/storage-keys';

const ready = (value: string | null): AverageCard => ({ ready: true, value });

/** A page's round as an observable the store follows. */
function liveRound(initial: ShownRound) {
  const box = observable.box<ShownRound>(initial, { deep: false });
  return {
    read: () => box.get(),
    set: (round: ShownRound) => runInAction(() => box.set(round)),
  };
}

describe('summarizeShownRound', () => {
  it('is null while the cards are face down', () => {
    expect(summarizeShownRound({ cards: [ready('3'), ready('5')], revealed: false })).toBeNull();
  });

  it('is null when no revealed card carries a vote', () => {
    expect(summarizeShownRound({ cards: [ready(''), ready(null)], revealed: true })).toBeNull();
  });

  it('counts only the cards that show their front', () => {
    const summary = summarizeShownRound({
      cards: [ready('3'), { ready: false, value: '100' }, ready('8')],
      revealed: true,
    });
    expect(summary?.distribution).toEqual([
      { value: '3', count: 1 },
      { value: '8', count: 1 },
    ]);
    expect(summary?.voters).toBe(2);
  });
});

describe('ResultStore', () => {
  it('follows the round: a summary with the reveal, none after it', () => {
    const round = liveRound({ cards: [ready('3'), ready('5')], revealed: false });
    const store = new ResultStore(round.read);
    expect(store.visible).toBeNull();
    round.set({ cards: [ready('3'), ready('5'), ready('5'), ready('8')], revealed: true });
    expect(store.visible?.closest).toBe('5');
    expect(store.markOf('3')).toBe('lowest');
    expect(store.markOf('8')).toBe('highest');
    expect(store.markOf('5')).toBeNull();
    round.set({ cards: [ready(''), ready('')], revealed: false });
    expect(store.visible).toBeNull();
    expect(store.markOf('3')).toBeNull();
  });

  it('the switch hides the summary and the marks and is kept per device', () => {
    const storage = memoryStorage();
    const round = liveRound({ cards: [ready('3'), ready('8')], revealed: true });
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
    const store = new ResultStore(() => ({ cards: [ready('5')], revealed: true }));
    expect(store.visible?.closest).toBe('5');
  });

  it('a card mark changes only when an end moves, not with every vote', () => {
    const round = liveRound({ cards: [ready('1'), ready('5'), ready('8')], revealed: true });
    const store = new ResultStore(round.read);
    const marks: (string | null)[] = [];
    const stop = autorun(() => marks.push(store.markOf('8')));
    // 5 → 3: the ends stay 1 and 8.
    round.set({ cards: [ready('1'), ready('3'), ready('8')], revealed: true });
    expect(marks).toEqual(['highest']);
    // 3 → 13: 8 is no longer the highest.
    round.set({ cards: [ready('1'), ready('13'), ready('8')], revealed: true });
    expect(marks).toEqual(['highest', null]);
    stop();
  });
});

describe('wallRound and phoneRound', () => {
  const screen = {
    displayRound: { cards: [ready('3'), ready('5')] },
    flip: true,
  };

  it('the wall shows its displayed round with the flip flag', () => {
    expect(
      wallRound({ config: { previewMode: false }, preview: { previewCards: [] }, screen }),
    ).toEqual({ cards: screen.displayRound.cards, revealed: true });
    expect(
      wallRound({
        config: { previewMode: false },
        preview: { previewCards: [] },
        screen: { ...screen, flip: false },
      }).revealed,
    ).toBe(false);
  });

  it('in preview every sample card counts, face up or not', () => {
    const round = wallRound({
      config: { previewMode: true },
      preview: { previewCards: [{ value: '0' }, { value: '?' }] },
      screen: { ...screen, flip: false },
    });
    expect(round).toEqual({ cards: [ready('0'), ready('?')], revealed: true });
  });

  it('the phone is revealed when the room is', () => {
    const cards = [ready('8')];
    expect(phoneRound({ summary: { cards, allReady: true } })).toEqual({ cards, revealed: true });
    expect(phoneRound({ summary: { cards, allReady: false } }).revealed).toBe(false);
  });
});
