/**
 * What the backlog panel says of one story and its tracker (docs/tracker-wall.md, On the
 * wall): 'In Jira ✓', 'Sending…', 'Not sent: {reason}' (with Retry), or why it is not
 * written at all. Derived from the backlog, the wall's own list and its queue.
 */
import type { TrackerFailure } from '../../shared/trackers/contract';
import type { BacklogStory } from './backlog';
import { writtenEstimate, type SizeNumbers, type WrittenRefusal } from './size-numbers';
import type { FieldScale } from './tracker-estimate';
import { tracking, type OwnStory } from './tracker-own';
import type { QueueEntry } from './tracker-queue';

export type StoryTrackerState =
  /** Not a story this wall writes. */
  | { kind: 'none' }
  /** Its key in the session is not the one this wall imported for the slot (`key`). */
  | { kind: 'keyChanged'; key: string }
  /** This wall's, not estimated yet. */
  | { kind: 'open' }
  /**
   * Its card is not written (a '?', a size not mapped, '½' to a field of whole numbers, a
   * number off the field's scale, which `scale` names).
   */
  | { kind: 'notWritten'; reason: WrittenRefusal; card: string; scale?: FieldScale }
  | { kind: 'sending' }
  | { kind: 'sent' }
  /** Waits for a connection to the tracker. */
  | { kind: 'notConnected' }
  /** Failed; tried again by itself at `at`. */
  | { kind: 'waiting'; failure: Omit<TrackerFailure, 'retryAfterMs'>; at: number }
  /** Failed; waits for Retry. */
  | { kind: 'failed'; failure: Omit<TrackerFailure, 'retryAfterMs'> };

/**
 * The state of `story`, given the wall's own list, its queue, whether it is connected and
 * the team's sizes as numbers.
 */
export function storyTrackerState(
  story: BacklogStory,
  own: readonly OwnStory[],
  queue: readonly QueueEntry[],
  connected: boolean,
  sizes: SizeNumbers = {},
): StoryTrackerState {
  const t = tracking(story, own);
  if (t.kind === 'none') return t;
  if (t.kind === 'keyChanged') return { kind: 'keyChanged', key: t.own.key };
  if (!story.estimate) return { kind: 'open' };
  const number = writtenEstimate(story.estimate.value, t.own.decimals, sizes, t.own.scale);
  if (!number.ok) {
    const { reason, card } = number;
    const scale = t.own.scale;
    if (reason !== 'offScale' || !scale) return { kind: 'notWritten', reason, card };
    return { kind: 'notWritten', reason, card, scale: { values: scale, name: t.own.scaleName } };
  }
  const entry = queue.find((e) => e.key === t.own.key && e.value === number.value);
  if (entry?.state === 'sent') return { kind: 'sent' };
  if (entry?.failure && entry.state === 'failed') return { kind: 'failed', failure: entry.failure };
  if (entry?.failure) return { kind: 'waiting', failure: entry.failure, at: entry.nextAt };
  return connected ? { kind: 'sending' } : { kind: 'notConnected' };
}
