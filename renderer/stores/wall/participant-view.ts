/**
 * One participant card as the screen shows it: an observable object the roster updates
 * in place, so one participant's change re-renders only its card; and the fields each
 * card takes from a round.
 */
import { makeObservable, observable } from 'mobx';
import type { MergedParticipant } from '../../domain/participants';
import type { RoundCard } from '../../domain/round';
import type { GridPosition } from '../../domain/types';

/** One participant card as the screen shows it; updated in place. */
export class ParticipantView {
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

  constructor(userId: string, fields: ViewFields) {
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
export type ViewFields = Omit<ParticipantView, 'userId'>;

/** Each participant's one view, kept while it is shown so its card re-renders alone. */
export class ViewIndex {
  readonly #byId = new Map<string, ParticipantView>();

  /**
   * The views of the participants shown, in order: a known participant's view takes the
   * new fields in place, a new one gets a view, the views of those gone are dropped.
   */
  update(shown: readonly (readonly [string, ViewFields])[]): ParticipantView[] {
    const next = shown.map(([userId, fields]) => {
      const view = this.#byId.get(userId);
      if (view) return Object.assign(view, fields);
      const made = new ParticipantView(userId, fields);
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
  shown: readonly MergedParticipant[],
  cards: readonly RoundCard[],
  place: CardPlace,
): [string, ViewFields][] {
  const byId = new Map(cards.map((c) => [c.userId, c]));
  const fields: [string, ViewFields][] = [];
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
