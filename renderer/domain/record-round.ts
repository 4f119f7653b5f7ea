/**
 * The round a participant record belongs to (docs/data-contract.md, Participant record):
 * a record carries the round number it entered, and only a record of the current round
 * holds a vote. Wall and phones read records through {@link asOfRound}, so they derive
 * the same cards, readiness and reveal from the same rule, and a round number that moves
 * on (New round, Next story) clears every vote at once, for everyone, in one write.
 */
import { EMPTY_SELECTED } from './codec';
import { parseParticipant } from './records';
import type { ParticipantRecord } from './types';

/**
 * The current round as records are compared with it: the stored round number, 0 when
 * none is stored (as the rules read it); null until the first value has arrived, when
 * no record counts as being in the round yet.
 */
export function currentRound(value: number | null, loaded: boolean): number | null {
  return loaded ? (value ?? 0) : null;
}

/** The round a record entered: its `round`, 0 for a record written without one. */
export function roundOfRecord(record: ParticipantRecord): number {
  return record.round ?? 0;
}

/** Whether the record belongs to `round` (never while the round is unknown). */
export function inRound(record: ParticipantRecord, round: number | null): boolean {
  return roundOfRecord(record) === round;
}

/**
 * The record as it counts in `round`: unchanged when it belongs to it; otherwise its
 * vote and readiness are left behind (no card chosen, not ready), as New round would
 * have cleared them. The same object is returned when nothing changes.
 */
export function asOfRound(record: ParticipantRecord, round: number | null): ParticipantRecord {
  if (inRound(record, round)) return record;
  if (record.selected === EMPTY_SELECTED && !record.showCard) return record;
  return { ...record, selected: EMPTY_SELECTED, showCard: false };
}

/**
 * A page's own record as stored (`raw`), if it is a valid record of `round`; null when
 * it is missing, unusable or of another round (the page enters the round again).
 */
export function ownRecordOfRound(
  userId: string,
  raw: unknown,
  round: number | null,
): ParticipantRecord | null {
  const parsed = parseParticipant(userId, raw);
  return parsed.ok && inRound(parsed.record, round) ? parsed.record : null;
}
