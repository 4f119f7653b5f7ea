/**
 * Local-storage keys of the wall's tracker (docs/tracker-wall.md), beside the others'
 * rule (storage-keys.ts: the values never change) but apart from them, as the phone
 * loads storage-keys.ts with its first chunk and never keeps these.
 */
/**
 * Local storage, per screen code: what the wall writes to a tracker, kept on its own
 * side (docs/tracker-wall.md): the stories it may write (imported or confirmed here) and
 * the estimates on their way. Never read from the shared database.
 */
export const TRACKER_KEYS = {
  own: (code: string) => `storyPoint.tracker.own.${code}`,
  queue: (code: string) => `storyPoint.tracker.queue.${code}`,
  /** The kind last connected, so the wall names that tracker while disconnected. */
  kind: (code: string) => `storyPoint.tracker.kind.${code}`,
  /** The team's T-shirt sizes as numbers (size-numbers.ts). */
  sizes: (code: string) => `storyPoint.tracker.sizes.${code}`,
} as const;
