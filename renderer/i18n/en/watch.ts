import { textPart } from '../translate';

/** Watching without voting: the join form's choice, the watcher's phone, the wall's count. */
export const watchText = textPart('watch', {
  /** The join form's check box, and the voter's switch to watching. */
  watchOnly: 'Watch without voting',
  watchOnlyHelp: 'See the story, timer and result, with no card of yours on the screen',
  /** The watcher's status heading. */
  watching: 'You are watching',
  watchingNote: 'No card of yours is on the screen, so the round goes on without you.',
  /** The watcher's switch to voting. */
  voteInstead: 'Vote instead',
  /** On the wall, near the statistics; nothing is shown for 0. */
  watchingCount: { one: '{count} watching', other: '{count} watching' },
});
