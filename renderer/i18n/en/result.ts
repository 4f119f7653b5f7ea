import { textPart } from '../translate';

/** The result summary, on the wall and on a phone, so both say the same words. */
export const resultText = textPart('result', {
  title: 'Result',
  consensus: 'Consensus',
  closest: 'Closest card',
  lowest: 'Lowest',
  highest: 'Highest',
  distribution: 'Votes per card',
  noNumbers: 'No numeric votes',
  /** The Options switch. */
  show: 'Show result summary',
  votes: { one: '{count} vote', other: '{count} votes' },
  /** One bar of the distribution, for a screen reader. */
  valueVotes: '{value}: {votes}',
  coffee: 'Coffee',
});
