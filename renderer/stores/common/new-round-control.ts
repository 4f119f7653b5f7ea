/**
 * 'New round' for any client: the wall's button, and a phone's. One rule
 * ({@link planNewRound}: Away and Offline people leave, present people stay) and one
 * write ({@link DatabaseGateway.startNewRound}: a removal per record that leaves, so one
 * failure cannot fail the round, then the round number `sessions/{code}/round`, which
 * clears every vote and every other client follows). A write that does fail is kept in
 * {@link NewRoundControl.error} for the page to show.
 */
import { action, actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { DatabaseGateway } from '../../data/gateway';
import { planNewRound, type NewRoundParticipant, type NewRoundPlan } from '../../domain/new-round';
import { roundText } from '../../i18n/en/round';
import { message, type Message } from '../../i18n/translate';
import type { Logger } from './deps';

/** The message shown when some of a New round's writes failed. */
export function newRoundErrorText(failed: number, markerFailed: boolean): Message | null {
  if (failed === 0 && !markerFailed) return null;
  return failed === 0
    ? message(roundText, 'othersNotTold')
    : message(roundText, 'cardsNotCleared', { count: failed });
}

/** New rounds on one screen code, the last failure kept and keeps the last failure. */
export class NewRoundControl {
  /** Writes of a New round are under way. */
  busy = false;
  /** What failed in the last New round, as a sentence; null when it all went through. */
  error: Message | null = null;

  readonly code: string;
  readonly #deps: { gateway: DatabaseGateway; log: Logger };
  #run = 0;

  constructor(code: string, deps: { gateway: DatabaseGateway; log: Logger }) {
    this.code = code;
    this.#deps = deps;
    makeObservable(this, {
      busy: observable,
      error: observableRef,
      newRound: action,
      dismissError: actionBound,
    });
  }

  /**
   * Starts a new round among `participants` (the cards as this client sees them),
   * with `present` the userIds that have a presence entry (null: not known yet, then
   * nobody is removed). Returns the plan at once, so the caller can forget the people
   * who leave without waiting for the database; `done` settles when the writes have.
   * `counted`: the round number has moved on already (Next story), only who stays and
   * who leaves is written.
   */
  newRound(
    participants: readonly NewRoundParticipant[],
    present: ReadonlySet<string> | null,
    counted = false,
  ): { plan: NewRoundPlan; done: Promise<void> } {
    const plan = planNewRound(participants, present);
    const run = ++this.#run;
    this.busy = true;
    this.error = null;
    const done = this.#deps.gateway
      .startNewRound(this.code, { remove: plan.leave, counted })
      .then(
        (outcome) => newRoundErrorText(outcome.failed.length, outcome.markerFailed),
        (error: unknown) => {
          // The gateway resolves with what failed; a rejection is a bug, but still shown:
          // the round number did not move, so no card was cleared.
          this.#deps.log.error('New round failed:', error);
          return newRoundErrorText(participants.length, true);
        },
      )
      .then((message) => {
        if (run !== this.#run) return;
        runInAction(() => {
          this.busy = false;
          this.error = message;
        });
      });
    return { plan, done };
  }

  /** Hides the last failure. */
  dismissError(): void {
    this.error = null;
  }
}
