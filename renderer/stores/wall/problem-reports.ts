/**
 * The wall's console reports (docs/product.md, Errors): a refused participant record
 * and an undecodable card are each named once, not on every snapshot.
 */
import { decodeSelected, logDecryptionError } from '../../domain/codec';
import type { RoundCard } from '../../domain/round';
import type { Logger } from '../common/deps';
import type { RoomCard } from '../../domain/types';

/**
 * This many reports are remembered, the oldest forgotten first, so memory stays bounded
 * on a wall that runs for weeks (a forgotten one that comes back is named again).
 */
export const MAX_REPORTED = 500;

/** Reports each problem of one screen code once (bounded by {@link MAX_REPORTED}). */
export class ProblemReports {
  readonly #code: string;
  readonly #log: Logger;
  readonly #reported = new Set<string>();

  constructor(code: string, log: Logger) {
    this.#code = code;
    this.#log = log;
  }

  /** A participant record the parser refused. */
  refusedRecord(key: string, reason: string): void {
    this.reportOnce(`record\n${key}\n${reason}`, () =>
      this.#log.warn(`Screen ${this.#code}: participant record "${key}" refused: ${reason}`),
    );
  }

  /** The decryption message, once per undecodable value among `cards`. */
  undecodableCards(cards: readonly RoundCard[], live: readonly RoomCard[]): void {
    for (const card of cards) {
      if (!card.decodeError) continue;
      const record = live.find((p) => p.record.userId === card.userId)?.record;
      if (!record) continue;
      this.reportOnce(`decode\n${card.userId}\n${record.selected}`, () => {
        const result = decodeSelected(record.selected, this.#code, card.userId);
        logDecryptionError((...args) => this.#log.error(...args), {
          code: this.#code,
          userId: card.userId,
          userName: record.userName,
          reason: result.ok ? 'unknown' : result.reason,
        });
      });
    }
  }

  /** How many reported problems are remembered. */
  get count(): number {
    return this.#reported.size;
  }

  private reportOnce(key: string, report: () => void): void {
    if (this.#reported.has(key)) return;
    this.#reported.add(key);
    // A Set iterates in insertion order: the first one is the oldest.
    if (this.#reported.size > MAX_REPORTED) {
      this.#reported.delete(this.#reported.values().next().value as string);
    }
    report();
  }
}
