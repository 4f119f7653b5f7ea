/**
 * The wall with a chosen deck: its cards count only the deck's values (another value
 * shows the placeholder face), the result summary and the kept round name the deck's
 * closest card, preview deals the deck, and a change in the middle of a round asked
 * in Options starts a New round with the wall's own button.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetDeck, STANDARD_DECK, storedDeck, type Deck } from '../../../../renderer/domain/deck';
import { HARNESS_CODE, wallHarness, type WallHarness } from '../../../support/wall-harness';

const CODE = HARNESS_CODE;
const FIB = presetDeck('fibonacci', { question: true, coffee: true });
const harnesses: WallHarness[] = [];
afterEach(() => {
  for (const s of harnesses.splice(0)) s.wall.dispose();
});

function wall(deck: Deck | null = null): WallHarness {
  const harness = wallHarness((_deps, gateway) => {
    if (deck) gateway.setSession(CODE, 'deck', storedDeck(deck));
  });
  harnesses.push(harness);
  return harness;
}

const view = (harness: WallHarness, userId: string) =>
  harness.wall.roster.cards.find((v) => v.userId === userId);

describe('the wall with a chosen deck', () => {
  it('reads the deck stored for its code', () => {
    expect(wall(FIB).wall.deck.deck).toEqual(FIB);
    expect(wall().wall.deck.deck).toEqual(STANDARD_DECK);
  });

  it('a vote outside the deck shows the placeholder face and does not count', () => {
    const harness = wall(FIB);
    harness.join('ann', '21', true);
    harness.join('bob', '20', true);
    expect(view(harness, 'ann')?.value).toBe('21');
    expect(view(harness, 'bob')?.value).toBeNull();
    expect(view(harness, 'bob')?.decodeError).toBe(false);
    expect(harness.averageText()).toBe('21.00');
  });

  it('21, 34, 34: average 29.67 and the closest card 34, on the wall and in the kept round', () => {
    const harness = wall(FIB);
    harness.join('ann', '21', true);
    harness.join('bob', '34', true);
    harness.join('cy', '34', true);
    expect(harness.averageText()).toBe('29.67');
    expect(harness.wall.result.summary?.closest).toBe('34');
    expect(harness.wall.session.roundRecorder.revealed?.round.closest).toBe('34');
  });

  it('the standard deck keeps its own closest card (20 for 29.67)', () => {
    const harness = wall();
    harness.join('ann', '20', true);
    harness.join('bob', '34', true);
    harness.join('cy', '35', true);
    expect(harness.averageText()).toBe('29.67');
    expect(harness.wall.result.summary?.closest).toBe('20');
  });

  it('preview deals one sample card per card of the deck', async () => {
    const harness = wall({ id: 'custom', cards: ['1', '2', '4'] });
    harness.gateway.themes = [
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
    harness.wall.themeCatalogue.ensureThemes();
    await harness.settle();
    harness.wall.themeCatalogue.togglePreview(harness.wall.themeCatalogue.themes[0]!);
    expect(harness.wall.preview.previewCards.map((c) => c.value)).toEqual(['1', '2', '4']);
    expect(harness.wall.result.summary?.closest).toBe('2');
  });

  it('a change mid-round, once confirmed, starts a New round with the wall button', async () => {
    const harness = wall();
    harness.gateway.joinRoom(CODE, 'ann');
    harness.join('ann', '5');
    harness.wall.deckChoice.pick('fibonacci');
    expect(harness.wall.deckChoice.pending).toEqual(FIB);
    expect(harness.gateway.writes.filter((w) => w.op === 'newRound')).toEqual([]);
    harness.wall.deckChoice.confirm();
    expect(harness.gateway.writes.filter((w) => w.op === 'newRound')).toEqual([
      { op: 'newRound', code: CODE, remove: [] },
    ]);
    expect(harness.wall.deck.deck).toEqual(FIB);
    await vi.waitFor(() => expect(view(harness, 'ann')?.value).toBe(''));
  });

  it('stops following the deck once the page goes', () => {
    const harness = wall();
    harness.wall.dispose();
    harness.gateway.setSession(CODE, 'deck', storedDeck(FIB));
    expect(harness.wall.deck.deck).toEqual(STANDARD_DECK);
  });
});
