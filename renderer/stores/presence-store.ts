/**
 * Who is connected to one screen code (`presence/{code}`) and which round it is
 * (`sessions/{code}/round`, counted up by every New round), for the wall and the phones alike. A participant whose
 * record is on the screen but who has no presence entry is 'Away': its phone locked,
 * slept or lost Wi-Fi. Being away is not leaving: the record and vote stay.
 */
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Unsubscribe } from '../data/gateway';
import {
  parseRoundNumber,
  presenceState,
  presentUserIds,
  type PresenceState,
} from '../domain/presence';
import type { AppDeps } from './deps';

/** Live presence and round start of one screen code. Call {@link PresenceStore.dispose} at the end. */
export class PresenceStore {
  /** userIds with a presence entry; null until the first snapshot (then nobody is away). */
  present: ReadonlySet<string> | null = null;
  /** The round number (`sessions/{code}/round`), null when none is stored. */
  roundNumber: number | null = null;

  readonly code: string;
  readonly #stops: Unsubscribe[] = [];
  readonly #roundListeners = new Set<(round: number) => void>();
  #presenceListener: (() => void) | null = null;
  #roundLoaded = false;

  constructor(code: string, deps: Pick<AppDeps, 'gateway'>) {
    this.code = code;
    makeObservable(this, { present: observableRef, roundNumber: observable });
    this.#stops.push(
      deps.gateway.onPresence(code, (children) => {
        runInAction(() => {
          this.present = presentUserIds(children);
        });
        this.#presenceListener?.();
      }),
      deps.gateway.onRoundNumber(code, (raw) => {
        const at = parseRoundNumber(raw);
        const before = this.roundNumber;
        const first = !this.#roundLoaded;
        this.#roundLoaded = true;
        runInAction(() => {
          this.roundNumber = at;
        });
        // The first value is history; a later, different one is a New round.
        if (!first && at !== null && at !== before) {
          for (const cb of [...this.#roundListeners]) cb(at);
        }
      }),
    );
  }

  /** 'present', 'away' (record, no presence entry) or 'offline' (the spec's). */
  stateOf(userId: string, offline: boolean): PresenceState {
    return presenceState(userId, offline, this.present);
  }

  /** True when the participant's record is shown but its page is not connected. */
  isAway(userId: string, offline = false): boolean {
    return this.stateOf(userId, offline) === 'away';
  }

  /** Calls `cb` after each presence snapshot (one listener: the owning store). */
  onPresenceChange(cb: (() => void) | null): void {
    this.#presenceListener = cb;
  }

  /**
   * Calls `cb` when a New round starts after this store loaded (written by any
   * client: the wall, a phone). Returns the means to stop.
   */
  onRoundStarted(cb: (round: number) => void): Unsubscribe {
    this.#roundListeners.add(cb);
    return () => void this.#roundListeners.delete(cb);
  }

  dispose(): void {
    for (const stop of this.#stops.splice(0)) stop();
    this.#roundListeners.clear();
    this.#presenceListener = null;
  }
}
