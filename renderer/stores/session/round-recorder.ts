/**
 * Keeps each revealed round in the history once, however many devices watch it: each
 * one asks the gateway to record it and a transaction on `sessions/{code}/lastRound`
 * lets only the first succeed (docs/product.md, History).
 */
import { reaction } from 'mobx';
import { revealedRound, roundFingerprint, type HistoryRound } from '../../domain/history';
import type { Deck } from '../../domain/deck';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';
import type { RoundNumberStore } from '../common/round-number-store';
import type { RoomCard } from '../../domain/types';

/** The story a round belongs to, as the history keeps it. */
export interface StorySource {
  /** The story line ('' for none). */
  readonly text: string;
  /** The story has arrived. */
  readonly loaded: boolean;
}

/** The participants of the round as the device sees them. */
export interface RoundSource {
  participants: readonly RoomCard[];
  blockedIds: ReadonlySet<string>;
  /** The screen's deck (the closest card is one of its cards); the standard one when absent. */
  deck?: Deck;
  /** Someone pressed 'Reveal now' in this round. */
  revealedEarly?: boolean;
  /** 'Hide names' is on: the round is kept without names. */
  hideNames?: boolean;
  /** The reveal's countdown still runs: the round is not revealed yet. */
  countingDown?: boolean;
}

/**
 * Default wait before a revealed round is kept: none. A revealed round stays revealed
 * until New round, and New round may follow within a second.
 */
export const RECORD_DELAY_MS = 0;

/** What the recorder reads: the round as this device sees it, the story and the round number. */
export interface RecorderParts {
  /** The round as this device sees it, read inside a MobX reaction. */
  round: () => RoundSource;
  story: StorySource;
  roundNumber: RoundNumberStore;
}

/** Keeps the revealed rounds of one screen code between {@link RoundRecorder.start} and {@link RoundRecorder.dispose}. */
export class RoundRecorder {
  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #parts: RecorderParts;
  readonly #delayMs: number;
  #timer: unknown = null;
  /** Between start() and dispose(): only then is a round kept. */
  readonly #life = new Lifecycle();

  /**
   * @param delayMs - how long a round must stay revealed before this device keeps it.
   *   Phones wait longer than the wall, so the wall usually keeps it and phones find it kept.
   */
  constructor(code: string, deps: AppDeps, parts: RecorderParts, delayMs = RECORD_DELAY_MS) {
    this.#code = code;
    this.#deps = deps;
    this.#parts = parts;
    this.#delayMs = delayMs;
  }

  /** Watches the round: each one revealed long enough is kept. */
  start(): void {
    this.#life.start(() => [
      reaction(
        () => (this.loaded ? this.revealed : null),
        (round) => this.schedule(round),
        { fireImmediately: true, equals: (a, b) => a?.fingerprint === b?.fingerprint },
      ),
    ]);
  }

  /** The round number and the story have arrived: a round can be kept. */
  get loaded(): boolean {
    return this.#parts.story.loaded && this.#parts.roundNumber.loaded;
  }

  /** The revealed round this device sees with its fingerprint, or null. */
  get revealed(): { round: HistoryRound; fingerprint: string } | null {
    const round = revealedRound({
      code: this.#code,
      story: this.#parts.story.text,
      ...this.#parts.round(),
    });
    if (!round) return null;
    const number = this.#parts.roundNumber.value ?? 0;
    return { round, fingerprint: roundFingerprint(round.votes, number) };
  }

  /** Stops watching (a round waiting to be kept is not); {@link start} watches again. */
  dispose(): void {
    this.#life.dispose();
    this.#deps.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** Keeps a round once it has stayed revealed for the record delay. */
  private schedule(revealed: { fingerprint: string } | null): void {
    this.#deps.clock.clearTimeout(this.#timer);
    this.#timer = null;
    if (!revealed || !this.#life.started) return;
    this.#timer = this.#deps.clock.setTimeout(() => {
      this.#timer = null;
      const now = this.loaded ? this.revealed : null;
      if (!now) return;
      if (now.fingerprint !== revealed.fingerprint) return;
      this.#deps.gateway
        .keepRound(this.#code, now.fingerprint, now.round)
        .catch((e: unknown) => this.#deps.log.warn('Could not keep the round:', e));
    }, this.#delayMs);
  }
}
