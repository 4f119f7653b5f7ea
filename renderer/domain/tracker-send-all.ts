/**
 * 'Send all estimates' for a backlog that did not come from the tracker (a CSV): the
 * list of every key and value it would write, shown to the person at the wall, who
 * confirms it before anything is written (docs/tracker-wall.md, Send all estimates).
 */
import type { EstimateField, TrackerStory } from '../../shared/trackers/contract';
import type { BacklogStory } from './backlog';
import { writtenEstimate, type SizeNumbers, type WrittenRefusal } from './size-numbers';
import type { KeyLookup } from './tracker-kinds';
import type { OwnStory } from './tracker-own';

/** One estimated story with a key that is not yet the wall's own. */
export interface SendRow {
  slot: number;
  key: string;
  card: string;
  /** The number written; null when it is not (see `refusal`). */
  value: number | null;
  refusal: WrittenRefusal | 'notFound' | null;
  /** The issue as the tracker returned it; null when it found none. */
  found: TrackerStory | null;
}

/**
 * The estimated stories with a key of the tracker's form (`lookup`: a Jira key, an Azure
 * DevOps id) this wall does not write yet.
 */
export function sendCandidates(
  stories: readonly BacklogStory[],
  own: readonly OwnStory[],
  lookup: Pick<KeyLookup, 'isKey'>,
): BacklogStory[] {
  const slots = new Set(own.map((s) => s.slot));
  return stories.filter((s) => s.estimate !== null && lookup.isKey(s.key) && !slots.has(s.slot));
}

/**
 * The rows of the list: what each candidate would write to `field`, or why it would not.
 * `field` is null only when nothing was found, so every row is then not found. A key
 * finds its issue as the tracker compares keys (`lookup.same`: GitHub's 'Acme/Pay#1' is
 * its 'acme/pay#1'). A size is written as the team's number for it (`sizes`).
 */
export function sendRows(
  candidates: readonly BacklogStory[],
  found: readonly TrackerStory[],
  field: EstimateField | null,
  lookup: Pick<KeyLookup, 'same'> = { same: (key) => key },
  sizes: SizeNumbers = {},
): SendRow[] {
  const byKey = new Map(found.map((s) => [lookup.same(s.key), s]));
  return candidates.map((s) => {
    const card = s.estimate?.value ?? '';
    const issue = byKey.get(lookup.same(s.key)) ?? null;
    const row = { slot: s.slot, key: s.key, card, found: issue };
    if (issue === null || !field) return { ...row, value: null, refusal: 'notFound' };
    const number = writtenEstimate(card, field.decimals, sizes, field.scale);
    return number.ok
      ? { ...row, value: number.value, refusal: null }
      : { ...row, value: null, refusal: number.reason };
  });
}
