/**
 * One participant card as the screen shows it: an observable object the roster updates
 * in place, so one participant's change re-renders only its card; and the fields each
 * card takes from a round.
 */
import { makeObservable, observable } from 'mobx';
import type { RoundCard } from '../../domain/round';
import type { GridPosition, RoomCard } from '../../domain/types';

/** One participant card as the screen shows it; updated in place. */
export class WallCard {
  readonly userId: string;
  userName: string;
  picture: string | undefined;
  /** Ready: the participant shows its card (the ready check). */
  showCard: boolean;
  offline: boolean;
  /** The record is shown but its page is not connected (phone locked, asleep, no Wi-Fi). */
  away: boolean;
  /** Decoded selection ('' for none), `null` when undecodable. */
  value: string | null;
  decodeError: boolean;
  position: GridPosition;

  constructor(userId: string, fields: WallCardFields) {
    this.userId = userId;
    this.userName = fields.userName;
    this.picture = fields.picture;
    this.showCard = fields.showCard;
    this.offline = fields.offline;
    this.away = fields.away;
    this.value = fields.value;
    this.decodeError = fields.decodeError;
    this.position = fields.position;
    makeObservable(this, {
      userName: observable,
      picture: observable,
      showCard: observable,
      offline: observable,
      away: observable,
      value: observable,
      decodeError: observable,
      position: observable,
    });
  }
}

/** The fields of a view the screen store sets. */
export type WallCardFields = Omit<WallCard, 'userId'>;

/** Each participant's one view, kept while it is shown so its card re-renders alone. */
export class WallCardIndex {
  readonly #byId = new Map<string, WallCard>();

  /**
   * The cards of the participants shown, in order: a known participant's card takes the
   * new fields in place, a new one gets a card, the cards of those gone are dropped.
   */
  update(shown: readonly (readonly [string, WallCardFields])[]): WallCard[] {
    const next = shown.map(([userId, fields]) => {
      const view = this.#byId.get(userId);
      if (view) return Object.assign(view, fields);
      const made = new WallCard(userId, fields);
      this.#byId.set(userId, made);
      return made;
    });
    const kept = new Set(shown.map(([userId]) => userId));
    for (const id of this.#byId.keys()) if (!kept.has(id)) this.#byId.delete(id);
    return next;
  }
}

/** Where a card stands and whether its page is connected (presence and layout stores). */
export interface CardPlace {
  isAway(userId: string, offline: boolean): boolean;
  positionOf(userId: string): GridPosition;
}

/**
 * The fields of each card shown, in order: the participant's record, its decoded vote
 * from the round's `cards` (a participant without one is not shown), presence and place.
 */
export function cardFields(
  shown: readonly RoomCard[],
  cards: readonly RoundCard[],
  place: CardPlace,
): [string, WallCardFields][] {
  const byId = new Map(cards.map((c) => [c.userId, c]));
  const fields: [string, WallCardFields][] = [];
  for (const { record, offline } of shown) {
    const card = byId.get(record.userId);
    if (!card) continue;
    fields.push([
      record.userId,
      {
        userName: record.userName,
        picture: record.picture,
        showCard: record.showCard,
        offline,
        away: place.isAway(record.userId, offline),
        value: card.value,
        decodeError: card.decodeError,
        position: place.positionOf(record.userId),
      },
    ]);
  }
  return fields;
}
