/**
 * Who left the round with Leave (docs/product.md, Offline; docs/data-contract.md,
 * Leaving): a phone that leaves the round it is in writes a departure for that round at
 * `sessions/{code}/left/{userId}` before its record goes. Walls and phones read the
 * departures of the current round as Offline cards (an empty vote, not ready), so they
 * all hold the reveal and the average alike, also a page opened after the Leave (the
 * rule that adds them is `roomCards` in participants.ts). The wall's own Offline rule
 * (remembered, missing from the snapshot) is applied first and unchanged; a record of the
 * participant wins over a departure (they came back), and a departure of another round
 * means nothing.
 */
import { roundOfRecord } from './record-round';
import { isPlainObject, parseParticipant } from './records';
import type { ParticipantRecord } from './types';

/** One raw child of `sessions/{code}/left` as the gateway passes it up. */
export interface RawDeparture {
  key: string;
  value: unknown;
}

/** What a leaving page writes about itself: the round it leaves and how its card looked. */
export interface Departure {
  round: number;
  userName: string;
  picture?: string;
}

/** What a page writes when it leaves the round of its `record`: that round, its name and picture. */
export function departureOf(record: ParticipantRecord): Departure {
  const departure: Departure = { round: roundOfRecord(record), userName: record.userName };
  if (record.picture !== undefined) departure.picture = record.picture;
  return departure;
}

/**
 * The departures of `round` as the records of the Offline cards they stand for: no vote,
 * not ready, dated by the Leave. An entry of another round (or any while the round is not
 * known), and one whose name, picture or time a record could not have, is left out.
 */
export function departedRecords(
  children: readonly RawDeparture[],
  round: number | null,
): ParticipantRecord[] {
  const records: ParticipantRecord[] = [];
  for (const { key, value } of children) {
    if (!isPlainObject(value) || value.round !== round) continue;
    const { userName, picture, lastUpdate } = value;
    const parsed = parseParticipant(key, { userName, picture, lastUpdate, round });
    if (parsed.ok) records.push(parsed.record);
  }
  return records;
}
