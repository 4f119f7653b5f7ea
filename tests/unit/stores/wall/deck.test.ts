/**
 * The wall with a chosen deck: its cards count only the deck's values (another value
 * shows the placeholder face), the result summary and the kept round name the deck's
 * closest card, preview deals the deck, and a change in the middle of a round asked
 * in Options starts a New round with the wall's own button.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetDeck, STANDARD_DECK, storedDeck, type Deck } from '../../../../renderer/domain/deck';
import { HARNESS_CODE, screenHarness, type ScreenHarness } from '../../../support/screen-harness';

const CODE = HARNESS_CODE;
const FIB = presetDeck('fibonacci', { question: true, coffee: true });
const screens: ScreenHarness[] = [];
afterEach(() => {
  for (const s of screens.splice(0)) s.store.dispose();
});

function wall(deck: Deck | null = null): ScreenHarness {
  const screen = screenHarness((_deps, gateway) => {
    if (deck) gateway.setSession(CODE, 'deck', storedDeck(deck));
  });
  screens.push(screen);
  return screen;
}

const view = (screen: ScreenHarness, userId: string) =>
  screen.store.roster.views.find((v) => v.userId === userId);

describe('the wall with a chosen deck', () => {
  it('reads the deck stored for its code', () => {
    expect(wall(FIB).store.deck.deck).toEqual(FIB);
    expect(wall().store.deck.deck).toEqual(STANDARD_DECK);
  });

  it('a vote outside the deck shows the placeholder face and does not count', () => {
    const screen = wall(FIB);
    screen.join('ann', '21', true);
    screen.join('bob', '20', true);
    expect(view(screen, 'ann')?.value).toBe('21');
    expect(view(screen, 'bob')?.value).toBeNull();
    expect(view(screen, 'bob')?.decodeError).toBe(false);
    expect(screen.averageText()).toBe('21.00');
  });

  it('21, 34, 34: average 29.67 and the closest card 34, on the wall and in the kept round', () => {
    const screen = wall(FIB);
    screen.join('ann', '21', true);
    screen.join('bob', '34', true);
    screen.join('cy', '34', true);
    expect(screen.averageText()).toBe('29.67');
    expect(screen.store.result.summary?.closest).toBe('34');
    expect(screen.store.session.recorder?.revealed?.round.closest).toBe('34');
  });

  it('the standard deck keeps its own closest card (20 for 29.67)', () => {
    const screen = wall();
    screen.join('ann', '20', true);
    screen.join('bob', '34', true);
    screen.join('cy', '35', true);
    expect(screen.averageText()).toBe('29.67');
    expect(screen.store.result.summary?.closest).toBe('20');
  });

  it('preview deals one sample card per card of the deck', async () => {
    const screen = wall({ id: 'custom', cards: ['1', '2', '4'] });
    screen.gateway.themes = [
      {
        name: 'Plain',
        preview: [],
        values: {
          cardBackground: '#000000',
          cardBorder: '#ffffff',
          textColor: '#ffffff',
          screenBackground: '#000000',
          screenForeground: '#ffffff',
          customImages: '',
        },
      },
    ];
    screen.store.catalogue.ensureThemes();
    await screen.settle();
    screen.store.catalogue.togglePreview(screen.store.catalogue.themes[0]!);
    expect(screen.store.preview.previewCards.map((c) => c.value)).toEqual(['1', '2', '4']);
    expect(screen.store.result.summary?.closest).toBe('2');
  });

  it('a change mid-round, once confirmed, starts a New round with the wall button', async () => {
    const screen = wall();
    screen.gateway.joinScreen(CODE, 'ann');
    screen.join('ann', '5');
    screen.store.deckChoice.pick('fibonacci');
    expect(screen.store.deckChoice.pending).toEqual(FIB);
    expect(screen.gateway.writes.filter((w) => w.op === 'newRound')).toEqual([]);
    screen.store.deckChoice.confirm();
    expect(screen.gateway.writes.filter((w) => w.op === 'newRound')).toEqual([
      { op: 'newRound', code: CODE, remove: [] },
    ]);
    expect(screen.store.deck.deck).toEqual(FIB);
    await vi.waitFor(() => expect(view(screen, 'ann')?.value).toBe(''));
  });

  it('stops following the deck once the page goes', () => {
    const screen = wall();
    screen.store.dispose();
    screen.gateway.setSession(CODE, 'deck', storedDeck(FIB));
    expect(screen.store.deck.deck).toEqual(STANDARD_DECK);
  });
});
