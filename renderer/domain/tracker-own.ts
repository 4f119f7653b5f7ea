/**
 * The stories a wall may write back to its tracker (docs/tracker-wall.md, Least privilege):
 * the ones it imported itself, or whose keys the person at the wall confirmed in 'Send
 * all estimates'. The wall keeps this list in its own local storage, never read back
 * from the shared database: any participant can write the session, so a story whose
 * key there is no longer the one kept for its slot is not written.
 */
import type { EstimateField } from '../../shared/trackers/contract';
import { storyUrl, type BacklogItem, type BacklogStory } from './backlog';
import { isPlainObject } from './records';

/** Most stories the list keeps (the backlog's 500, and room to spare). */
export const OWN_MAX = 1000;

/** A story the wall may write, in the slot it was imported to. */
export interface OwnStory {
  slot: number;
  key: string;
  /** The page at the tracker; '' when unknown. */
  url: string;
  /** The estimate field written. */
  fieldId: string;
  /** Whether that field takes 0.5. */
  decimals: boolean;
  /** The only values that field takes, and its scale's name (a Linear team's). */
  scale?: number[];
  scaleName?: string;
  /** The estimate the tracker held ('Was 5'); null when none. */
  was: number | null;
}

/** True for a stored own-list entry. */
function isOwnStory(v: unknown): v is OwnStory {
  return (
    isPlainObject(v) &&
    Number.isInteger(v.slot) &&
    typeof v.key === 'string' &&
    v.key !== '' &&
    typeof v.url === 'string' &&
    typeof v.fieldId === 'string' &&
    v.fieldId !== '' &&
    typeof v.decimals === 'boolean' &&
    (v.scale === undefined ||
      (Array.isArray(v.scale) && v.scale.every((n) => Number.isFinite(n)))) &&
    (v.scaleName === undefined || typeof v.scaleName === 'string') &&
    (v.was === null || Number.isFinite(v.was))
  );
}

/** What an own story keeps of its field: its id, whether it takes 0.5, and its scale. */
export function ownField(
  field: EstimateField,
): Pick<OwnStory, 'fieldId' | 'decimals' | 'scale' | 'scaleName'> {
  return {
    fieldId: field.id,
    decimals: field.decimals,
    ...(field.scale ? { scale: field.scale } : {}),
    ...(field.scaleName !== undefined ? { scaleName: field.scaleName } : {}),
  };
}

/** True for a stored own list; one bad entry makes the whole list invalid. */
export function isOwnList(v: unknown): v is OwnStory[] {
  return Array.isArray(v) && v.length <= OWN_MAX && v.every(isOwnStory);
}

/**
 * The list after `items` were stored from slot `start` (replacing the backlog, or
 * appended to it): what it kept for those slots (or, replacing, for any) goes, and the
 * imported stories with a key are added, to be written to `field`; with `field` null
 * (a CSV import) none is added.
 */
export function ownAfterImport(
  own: readonly OwnStory[],
  items: readonly BacklogItem[],
  field: EstimateField | null,
  start: number,
  replace: boolean,
): OwnStory[] {
  const end = start + items.length;
  const kept = replace ? [] : own.filter((s) => s.slot < start || s.slot >= end);
  // A story without a key names no issue to write.
  const added = field
    ? items.flatMap((s, i): OwnStory[] =>
        s.key === ''
          ? []
          : [
              {
                slot: start + i,
                key: s.key,
                url: storyUrl(s.url) ?? '',
                ...ownField(field),
                was: s.was ?? null,
              },
            ],
      )
    : [];
  return [...kept, ...added].slice(-OWN_MAX);
}

/** The list with `confirmed` added (each replacing what was kept for its slot). */
export function ownAfterConfirm(
  own: readonly OwnStory[],
  confirmed: readonly OwnStory[],
): OwnStory[] {
  const slots = new Set(confirmed.map((s) => s.slot));
  return [...own.filter((s) => !slots.has(s.slot)), ...confirmed].slice(-OWN_MAX);
}

/** Whether the wall may write a story's estimate, and to which issue. */
export type Tracking =
  /** Not imported or confirmed here: nothing is written, nothing said. */
  | { kind: 'none' }
  | { kind: 'own'; own: OwnStory }
  /** The session names another key than the one kept for this slot: not written. */
  | { kind: 'keyChanged'; own: OwnStory };

/** How `story` stands against the wall's own list (by its slot, then its key). */
export function tracking(
  story: Pick<BacklogStory, 'slot' | 'key'>,
  own: readonly OwnStory[],
): Tracking {
  const kept = own.find((s) => s.slot === story.slot);
  if (!kept) return { kind: 'none' };
  return kept.key === story.key ? { kind: 'own', own: kept } : { kind: 'keyChanged', own: kept };
}

/** True for a Jira issue key ('PAY-142'): the only keys 'Send all estimates' looks up. */
export function isJiraKey(key: string): boolean {
  return /^[A-Z][A-Z0-9_]{0,30}-[1-9][0-9]{0,9}$/.test(key);
}

/**
 * The JQL that finds `keys` (each a {@link isJiraKey}, so nothing in it is the
 * query's own syntax).
 */
export function keysQuery(keys: readonly string[]): string {
  return `key in (${keys.filter(isJiraKey).join(', ')}) ORDER BY key`;
}
