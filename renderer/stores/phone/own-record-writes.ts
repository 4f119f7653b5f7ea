/**
 * What a joined phone writes through its hold on the screen (docs/data-contract.md,
 * Participant record and Presence): the whole own record once, to enter a round, always
 * with no vote; then field by field. Offline, the SDK keeps a write and sends it when the
 * connection returns, so its promise settles only then: nothing here is awaited, and a
 * failure is logged.
 */
import type { OwnRecord, ParticipantHandle, RecordChange } from '../../data/gateway';
import { EMPTY_SELECTED, encodeSelected } from '../../domain/codec';
import type { PresenceRole } from '../../domain/types';
import type { Departure } from '../../domain/departures';
import type { AppDeps } from '../common/deps';
import type { IdentityStore } from './identity-store';

/** The own record's writes of one joined page. */
export class OwnRecordWrites {
  readonly #handle: ParticipantHandle;
  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #identity: IdentityStore;

  constructor(handle: ParticipantHandle, code: string, deps: AppDeps, identity: IdentityStore) {
    this.#handle = handle;
    this.#code = code;
    this.#deps = deps;
    this.#identity = identity;
  }

  /**
   * Enters `round`: the whole record, with no vote, so a write the SDK re-sends after a
   * reconnection (New round may have removed the record meanwhile) never carries an old
   * round's vote. `refused` runs when the write fails.
   */
  enter(round: number, refused: () => void): void {
    const { userId, userName, picture } = this.#identity;
    const record: OwnRecord = {
      userId,
      userName,
      selected: EMPTY_SELECTED,
      showCard: false,
      round,
    };
    if (picture) record.picture = picture;
    this.#handle.enter(record).catch((e: unknown) => {
      refused();
      this.#deps.log.warn('Could not join the screen:', e);
    });
  }

  /** The chosen card ('' for none) and readiness. */
  choice(value: string, ready: boolean): void {
    const selected = encodeSelected(value, this.#code, this.#identity.userId);
    this.change({ selected, showCard: ready });
  }

  /** Changes fields of the record (or, with none, just refreshes lastUpdate). */
  change(change: RecordChange): void {
    this.#handle
      .change(change)
      .catch((e: unknown) => this.#deps.log.warn('Could not send the vote:', e));
  }

  /** Voting or watching from now on: the presence entry says so. */
  role(role: PresenceRole): void {
    this.#handle
      .setRole(role)
      .catch((e: unknown) => this.#deps.log.warn('Could not change role:', e));
  }

  /** Removes the record (a watcher has none); the presence entry stays. */
  remove(): void {
    const { gateway, log } = this.#deps;
    gateway
      .removeParticipant(this.#code, this.#identity.userId)
      .catch((e: unknown) => log.warn('Could not remove the card:', e));
  }

  /**
   * Leaves the screen: the record and the presence entry go; with a `departure` (the
   * page was in the round) every wall and phone shows its card Offline until New round.
   */
  leave(departure: Departure | null): void {
    this.#handle
      .leave(departure)
      .catch((e: unknown) => this.#deps.log.warn('Could not leave the screen:', e));
  }
}
