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

/** What a page's round is read from, inside the reactions that read it. */
export interface PageRoundParts {
  /** The cards the count waits for (a phone's include who left). */
  counted(): readonly RoomCard[];
  /** The round's cards as the session keeps them. */
  kept(): readonly RoomCard[];
  /** The cards left out: the wall's blocked list; absent on a phone (see above). */
  blockedIds?: () => ReadonlySet<string>;
  /** The screen's deck. */
  deck(): Deck;
  /** 'Reveal now' was pressed in this round. */
  revealedEarly(): boolean;
  /** The options the room shares ('Reveal with a countdown', 'Hide names'). */
  options(): RoomOptions;
}

const NO_ONE: ReadonlySet<string> = new Set();

/** The reveal count's terms. */
export function countdownTermsOf(parts: PageRoundParts): () => RevealCountdownTerms {
  return () =>
    revealCountdownTerms({
      cards: parts.counted().map((c) => c.record),
      blockedIds: parts.blockedIds?.() ?? NO_ONE,
      enabled: parts.options().revealCountdown,
      revealedEarly: parts.revealedEarly(),
    });
}

/** The round the session keeps; `countingDown`: the reveal's count still holds the cards. */
export function roundSourceOf(
  parts: PageRoundParts,
  countingDown: () => boolean,
): () => RoundSource {
  return () => ({
    participants: parts.kept(),
    blockedIds: parts.blockedIds?.() ?? NO_ONE,
    deck: parts.deck(),
    revealedEarly: parts.revealedEarly(),
    countingDown: countingDown(),
    hideNames: parts.options().hideNames,
  });
}
