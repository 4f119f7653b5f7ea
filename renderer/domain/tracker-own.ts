/**
 * The stories a wall may write back to its tracker (docs/trackers.md, Least privilege):
 * the ones it imported itself, or whose keys the person at the wall confirmed in 'Send
 * all estimates'. The wall keeps this list in its own local storage, never read back
 * from the shared database: any participant can write the session, so a story whose
 * key there is no longer the one kept for its slot is not written.
 */
import type { EstimateField, TrackerStory } from '../../shared/trackers/contract';
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
    (v.was === null || Number.isFinite(v.was))
  );
}

/** True for a stored own list; one bad entry makes the whole list invalid. */
export function isOwnList(v: unknown): v is OwnStory[] {
  return Array.isArray(v) && v.length <= OWN_MAX && v.every(isOwnStory);
}

/** The stories of an import from the tracker as the backlog's items, with link and 'Was'. */
export function trackerItems(stories: readonly TrackerStory[]): BacklogItem[] {
  return stories.map((s) => {
    const item: BacklogItem = { key: s.key, title: s.title, description: s.description };
    const url = storyUrl(s.url);
    if (url !== undefined) item.url = url;
    if (s.estimate !== null) item.was = s.estimate;
    return item;
  });
}

/**
 * The list after `stories` were stored from slot `start` (replacing the backlog, or
 * appended to it), to be written to `field`: a replaced backlog keeps none of the old.
 */
export function ownAfterImport(
  own: readonly OwnStory[],
  stories: readonly Pick<TrackerStory, 'key' | 'url' | 'estimate'>[],
  field: EstimateField,
  start: number,
  replace: boolean,
): OwnStory[] {
  const added = stories.map((s, i): OwnStory => ({
    slot: start + i,
    key: s.key,
    url: storyUrl(s.url) ?? '',
    fieldId: field.id,
    decimals: field.decimals,
    was: s.estimate,
  }));
  const slots = new Set(added.map((s) => s.slot));
  const kept = replace ? [] : own.filter((s) => !slots.has(s.slot));
  return [...kept, ...added].slice(-OWN_MAX);
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

/** A Jira issue key ('PAY-142'): the only keys 'Send all estimates' looks up. */
const JIRA_KEY = /^[A-Z][A-Z0-9_]{0,30}-[1-9][0-9]{0,9}$/;

/** True for a Jira issue key. */
export function isJiraKey(key: string): boolean {
  return JIRA_KEY.test(key);
}

/**
 * The JQL that finds `keys` (each a {@link isJiraKey}, so nothing in it is the
 * query's own syntax).
 */
export function keysQuery(keys: readonly string[]): string {
  return `key in (${keys.filter(isJiraKey).join(', ')}) ORDER BY key`;
}
