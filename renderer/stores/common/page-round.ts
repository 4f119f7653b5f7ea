/**
 * The round as a page hands it on, built in one place for both pages: the reveal count's
 * terms (`RevealCountdownStore`) and the round the session keeps (`RoundSource`). The
 * pages differ only in what they pass in: which cards, and who is left out. The wall
 * leaves out the cards on its blocked list; a phone cannot see that list (the wall keeps
 * it in its own session storage), so it leaves out no one and counts every card, as its
 * summary does.
 */
import type { Deck } from '../../domain/deck';
import { revealCountdownTerms, type RevealCountdownTerms } from '../../domain/reveal-countdown';
import type { RoomOptions } from '../../domain/room-options';
import type { RoomCard } from '../../domain/types';
import type { RoundSource } from '../session/round-recorder';

/** The stores a page's round is read from (its root passes itself), inside the reactions. */
export interface PageRoundStores {
  readonly deck: { readonly deck: Deck };
  /** 'Reveal now' was pressed in this round. */
  readonly earlyReveal: { readonly revealedEarly: boolean };
  /** 'Reveal with a countdown', 'Hide names'. */
  readonly roomOptions: { readonly options: RoomOptions };
  /** The wall's blocked list; a phone has none (see above). */
  readonly blockList?: { readonly blockedIds: ReadonlySet<string> };
}

const NO_ONE: ReadonlySet<string> = new Set();

/** The reveal count's terms; `counted`: the cards it waits for (a phone's include who left). */
export function countdownTermsOf(
  page: PageRoundStores,
  counted: () => readonly RoomCard[],
): () => RevealCountdownTerms {
  return () =>
    revealCountdownTerms({
      cards: counted().map((c) => c.record),
      blockedIds: page.blockList?.blockedIds ?? NO_ONE,
      enabled: page.roomOptions.options.revealCountdown,
      revealedEarly: page.earlyReveal.revealedEarly,
    });
}

/**
 * The round the session keeps: `kept`, its cards; `countingDown`, the reveal's count still
 * holds them.
 */
export function roundSourceOf(
  page: PageRoundStores,
  kept: () => readonly RoomCard[],
  countingDown: () => boolean,
): () => RoundSource {
  return () => ({
    participants: kept(),
    blockedIds: page.blockList?.blockedIds ?? NO_ONE,
    deck: page.deck.deck,
    revealedEarly: page.earlyReveal.revealedEarly,
    countingDown: countingDown(),
    hideNames: page.roomOptions.options.hideNames,
  });
}
