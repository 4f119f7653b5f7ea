/**
 * Watchers (docs/product.md, Watchers; docs/data-contract.md, Presence): people who follow
 * the round from a phone without voting. A watcher has a presence entry with the role
 * 'watcher' and no participant record, so no card, no place among the 20 and no part in
 * the counts, the reveal or the average. An entry without a role (older clients) is a
 * voter's.
 */
import { validPresence, type RawPresenceChild } from './presence';
import type { PresenceRole } from './types';

/** The role a page writes in its presence entry. */
export function roleFor(watching: boolean): PresenceRole {
  return watching ? 'watcher' : 'voter';
}

/** The userIds of the valid presence entries whose role is 'watcher'. */
export function watcherIds(children: readonly RawPresenceChild[]): Set<string> {
  const ids = new Set<string>();
  for (const { key, value } of validPresence(children)) {
    if (value.role === 'watcher') ids.add(key);
  }
  return ids;
}

/**
 * How many watch: watchers without a card on the screen. A page switching from voting
 * to watching may still have its record for a moment; it counts as its card until then.
 */
export function watchingCount(watchers: ReadonlySet<string>, cardIds: readonly string[]): number {
  let count = watchers.size;
  for (const id of new Set(cardIds)) if (watchers.has(id)) count -= 1;
  return count;
}
