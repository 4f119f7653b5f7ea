/**
 * The nudge (docs/product.md, Nudge): the wall's key and any phone ask the ones not
 * ready to choose. Sending writes the server's time at `sessions/{code}/nudge`, at most
 * once every 10 s per room (the rules refuse more); every page hears each new one, and
 * a phone whose card is not ready shows it.
 */
import { action, actionBound, computed, makeObservable, observable } from 'mobx';
import type { Unsubscribe } from '../../data/gateway';
import { SERVER_TIME } from '../../domain/backlog';
import { canNudge, nudgeOffered, parseNudge, type NudgeRoom } from '../../domain/nudge';
import type { AppDeps } from './deps';
import { Lifecycle } from './lifecycle';

/** What became of the last nudge this page sent. */
export type NudgeOutcome = 'sent' | 'tooSoon' | 'failed';

/** How long the outcome of a press is shown. */
export const NUDGE_OUTCOME_MS = 3000;

/** The nudge of one screen code. Call {@link NudgeStore.dispose} at the end. */
export class NudgeStore {
  /** Server time of the last nudge stored; null when none. */
  last: number | null = null;
  /** The outcome of this page's last press, shown for a few seconds; null when none. */
  outcome: NudgeOutcome | null = null;

  readonly #code: string;
  readonly #deps: Pick<AppDeps, 'gateway' | 'clock' | 'log'>;
  readonly #room: () => NudgeRoom;
  readonly #life = new Lifecycle();
  readonly #listeners = new Set<(at: number) => void>();
  #loaded = false;
  #clear: unknown = null;

  /** `room`: the round as this page sees it, which decides whether anyone is left to nudge. */
  constructor(
    code: string,
    deps: Pick<AppDeps, 'gateway' | 'clock' | 'log'>,
    room: () => NudgeRoom,
  ) {
    this.#code = code;
    this.#deps = deps;
    this.#room = room;
    makeObservable<NudgeStore, 'receive' | 'show'>(this, {
      last: observable,
      outcome: observable,
      offered: computed,
      send: actionBound,
      receive: action,
      show: action,
    });
  }

  /** Starts listening; again after {@link NudgeStore.dispose}, as if new. */
  start(): void {
    this.#life.start(() => {
      this.#loaded = false;
      return [this.#deps.gateway.onSessionPart(this.#code, 'nudge', (raw) => this.receive(raw))];
    });
  }

  /** 'Nudge' is offered: a card is ready and another is not, and the round is not revealed. */
  get offered(): boolean {
    return nudgeOffered(this.#room());
  }

  /**
   * Sends a nudge unless one went out less than 10 s ago (then says so). Does nothing
   * while it is not {@link NudgeStore.offered} (everyone ready, the countdown running).
   */
  send(): void {
    if (!this.offered) return;
    const { gateway, log } = this.#deps;
    if (!canNudge(this.last, gateway.serverNow())) {
      this.show('tooSoon');
      return;
    }
    gateway.updateSession(this.#code, { nudge: SERVER_TIME }).then(
      () => this.show('sent'),
      (e: unknown) => {
        // Another device's nudge may have landed first: that one asks the room too.
        log.warn('Nudge refused:', e);
        this.show(canNudge(this.last, gateway.serverNow()) ? 'failed' : 'tooSoon');
      },
    );
  }

  /**
   * Calls `cb` with the time of each nudge stored after this page started listening
   * (the one already there when it loaded is old news). Returns the means to stop.
   */
  onNudge(cb: (at: number) => void): Unsubscribe {
    this.#listeners.add(cb);
    return () => void this.#listeners.delete(cb);
  }

  /** Stops listening; who asked for nudges keeps asking after a restart. */
  dispose(): void {
    this.#life.dispose();
    this.#deps.clock.clearTimeout(this.#clear);
  }

  private receive(raw: unknown): void {
    const at = parseNudge(raw);
    const fresh = this.#loaded && at !== null && at !== this.last;
    this.last = at;
    this.#loaded = true;
    if (fresh) for (const cb of [...this.#listeners]) cb(at);
  }

  private show(outcome: NudgeOutcome): void {
    this.outcome = outcome;
    const { clock } = this.#deps;
    clock.clearTimeout(this.#clear);
    this.#clear = clock.setTimeout(
      action(() => (this.outcome = null)),
      NUDGE_OUTCOME_MS,
    );
  }
}
