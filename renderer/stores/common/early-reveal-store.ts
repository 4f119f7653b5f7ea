/**
 * 'Reveal now' (docs/product.md, Reveal now) for the wall and every phone: whether the
 * current round was revealed early (`sessions/{code}/revealedRound` names it), and the
 * press that reveals it. The wall's key asks twice: the first press arms it for a few
 * seconds ('Press R again to reveal now'), the second reveals.
 */
import { action, actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  canRevealNow,
  isRevealedEarly,
  parseRevealedRound,
  type RevealNowInput,
} from '../../domain/early-reveal';
import { facilitationText } from '../../i18n/en/facilitation';
import { message, type Message } from '../../i18n/translate';
import type { AppDeps } from './deps';
import { Lifecycle } from './lifecycle';

/** How long the wall's first press of R waits for the second. */
export const REVEAL_CONFIRM_MS = 4000;

/** The early reveal of one screen code. Call {@link EarlyRevealStore.dispose} at the end. */
export class EarlyRevealStore {
  /** The round number stored as revealed early; null when none. */
  stored: number | null = null;
  /** The wall's first press waits for the second. */
  armed = false;
  /** Why the last reveal failed; null when it went through. */
  error: Message | null = null;

  readonly #code: string;
  readonly #deps: Pick<AppDeps, 'gateway' | 'clock' | 'log'>;
  readonly #round: () => number | null;
  readonly #shown: () => RevealNowInput;
  readonly #life = new Lifecycle();
  #disarm: unknown = null;

  /**
   * @param round - the current round number (null until known), read in a computed
   * @param shown - the round as this page shows it (its ready cards, whether revealed)
   */
  constructor(
    code: string,
    deps: Pick<AppDeps, 'gateway' | 'clock' | 'log'>,
    round: () => number | null,
    shown: () => RevealNowInput,
  ) {
    this.#code = code;
    this.#deps = deps;
    this.#round = round;
    this.#shown = shown;
    makeObservable<EarlyRevealStore, 'receive' | 'failed'>(this, {
      stored: observable,
      armed: observable,
      error: observableRef,
      revealedEarly: computed,
      offered: computed,
      reveal: actionBound,
      press: actionBound,
      disarm: actionBound,
      dismissError: actionBound,
      receive: action,
      failed: action,
    });
  }

  /** Starts listening; again after {@link EarlyRevealStore.dispose}, as if new. */
  start(): void {
    this.#life.start(() => [
      this.#deps.gateway.onSessionPart(this.#code, 'revealedRound', (raw) => this.receive(raw)),
    ]);
  }

  /** The current round was revealed early (on every wall and phone alike). */
  get revealedEarly(): boolean {
    return isRevealedEarly(this.stored, this.#round());
  }

  /**
   * 'Reveal now' is offered on this page ({@link canRevealNow}): the one place the wall's
   * line, its R key and a phone's actions read it from.
   */
  get offered(): boolean {
    return canRevealNow(this.#shown());
  }

  /** Reveals the current round now; a failure is kept in {@link EarlyRevealStore.error}. */
  reveal(): void {
    this.disarm();
    const round = this.#round();
    if (round === null) return;
    this.error = null;
    this.#deps.gateway.updateSession(this.#code, { revealedRound: round }).catch((e: unknown) => {
      this.#deps.log.warn('Reveal now failed:', e);
      this.failed();
    });
  }

  /** The wall's key: the first press arms, a second within a few seconds reveals. */
  press(): void {
    if (this.armed) {
      this.reveal();
      return;
    }
    this.armed = true;
    this.#disarm = this.#deps.clock.setTimeout(() => this.disarm(), REVEAL_CONFIRM_MS);
  }

  /** Forgets a first press (its time ran out, or the round changed). */
  disarm(): void {
    this.armed = false;
    this.#deps.clock.clearTimeout(this.#disarm);
    this.#disarm = null;
  }

  dismissError(): void {
    this.error = null;
  }

  /** Stops listening and forgets a first press. */
  dispose(): void {
    this.#life.dispose();
    this.disarm();
  }

  private receive(raw: unknown): void {
    this.stored = parseRevealedRound(raw);
  }

  private failed(): void {
    this.error = message(facilitationText, 'revealFailed');
  }
}
