/**
 * The round number, `sessions/{code}/round`: every New round counts it up (docs/product.md,
 * New round; docs/data-contract.md, New round). The wall and the phones read it to tell a
 * New round started elsewhere, and to tell apart two rounds that ended alike in the history.
 */

/** Whether `raw` is a round number: a whole number ≥ 0. */
export function isRoundNumber(raw: unknown): raw is number {
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0;
}

/** Validates `sessions/{code}/round`: a whole number ≥ 0, else null (none stored, or garbage). */
export function parseRoundNumber(raw: unknown): number | null {
  return isRoundNumber(raw) ? raw : null;
}
