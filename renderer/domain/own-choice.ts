/**
 * A phone's choice in the round (docs/product.md, Voting from a phone): its card and
 * readiness, as its own record holds them and as a tap, 'Ready' or a switch of points and
 * sizes changes them. Pure, so the participation store only follows the database and
 * keeps what these rules give; when a change is allowed at all is the phase's rule
 * (own-vote.ts).
 */
import { decodeSelected } from './codec';
import { phoneShowsCard, type Deck } from './deck';
import type { ParticipantRecord } from './types';

/** The card a page chose and its readiness. */
export interface OwnChoice {
  /** The chosen card, '' for none. */
  value: string;
  ready: boolean;
}

/** No card, not ready: a page entering a round or leaving it, or watching. */
export const NO_CHOICE: OwnChoice = Object.freeze({ value: '', ready: false });

/**
 * The choice the own record holds: its card when it decodes to one the phone offers
 * (else none), ready only with a card.
 */
export function choiceOfRecord(own: ParticipantRecord, code: string, deck: Deck): OwnChoice {
  const decoded = decodeSelected(own.selected, code, own.userId);
  const value = decoded.ok && phoneShowsCard(deck, decoded.value) ? decoded.value : '';
  return { value, ready: own.showCard && value !== '' };
}

/**
 * A card tapped among `deckValues` (the values the phone offers): it becomes the choice,
 * readiness kept; the chosen card tapped again is taken back, unless it is shown already
 * (Ready). Null when nothing changes, a value the phone does not offer included.
 */
export function choiceAfterTap(
  choice: OwnChoice,
  tapped: string,
  deckValues: readonly string[],
): OwnChoice | null {
  if (!deckValues.includes(tapped)) return null;
  if (tapped !== choice.value) return { value: tapped, ready: choice.ready };
  return choice.ready ? null : NO_CHOICE;
}

/** 'Ready' (only with a card; null otherwise: nothing changes) or 'Not ready'. */
export function choiceWithReady(choice: OwnChoice, ready: boolean): OwnChoice | null {
  return ready && choice.value === '' ? null : { value: choice.value, ready };
}

/**
 * The choice once the phone offers `deckValues` (points and sizes switched): a card no
 * longer among them is taken back. Null when the choice stays.
 */
export function choiceAmong(choice: OwnChoice, deckValues: readonly string[]): OwnChoice | null {
  if (choice.value === '' || deckValues.includes(choice.value)) return null;
  return { value: '', ready: choice.ready };
}
