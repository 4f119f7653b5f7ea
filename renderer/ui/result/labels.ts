/**
 * The result summary's texts (issue #12), shared by the wall and the phone so that both
 * say the same words.
 */
export const RESULT_LABELS = {
  title: 'Result',
  consensus: 'Consensus',
  closest: 'Closest card',
  lowest: 'Lowest',
  highest: 'Highest',
  distribution: 'Votes per card',
  noNumbers: 'No numeric votes',
  /** The Options switch. */
  show: 'Show result summary',
} as const;

/** "1 vote", "4 votes". */
export function votesText(count: number): string {
  return count === 1 ? '1 vote' : `${count} votes`;
}
