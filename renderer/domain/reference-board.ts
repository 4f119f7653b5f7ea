/**
 * The reference board (docs/product.md, Reference board): the backlog's stories already
 * estimated, in one column per estimate, the smallest left, so the room compares the next
 * story against what it has sized.
 */
import type { BacklogStory } from './backlog';
import { compareInScaleOrder } from './result-summary';

/** A story on the board: what the room reads of it. */
export interface BoardStory {
  slot: number;
  key: string;
  title: string;
}

/** One column: an estimate and its stories, in backlog order. */
export interface BoardColumn {
  estimate: string;
  stories: BoardStory[];
}

/**
 * The board's columns: one per estimate given, in scale order (numbers by size, then
 * XS..XXL, then ∞ ? C, then anything else); stories not estimated are left out.
 */
export function referenceColumns(stories: readonly BacklogStory[]): BoardColumn[] {
  const columns = new Map<string, BoardStory[]>();
  for (const story of stories) {
    if (story.estimate === null) continue;
    const column = columns.get(story.estimate.value) ?? [];
    column.push({ slot: story.slot, key: story.key, title: story.title });
    columns.set(story.estimate.value, column);
  }
  return [...columns.keys()]
    .sort(compareInScaleOrder)
    .map((estimate) => ({ estimate, stories: columns.get(estimate)! }));
}
