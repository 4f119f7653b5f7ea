/**
 * Export of the backlog with its estimates: a CSV a tracker's importer takes back
 * (Jira's 'Issue key', 'Summary' and 'Story Points' columns, plus when and with which
 * votes each estimate was decided) and a Markdown table. Stories not estimated yet
 * are included and say so, in the language shown.
 */
import type { BacklogStory } from './backlog';
import { csvFile, markdownTable } from './export-cells';
import type { TimeFormatter } from './history';

/** CSV columns, in order. */
export const BACKLOG_CSV_COLUMNS = [
  'Issue key',
  'Summary',
  'Story Points',
  'Estimated at',
  'Votes',
] as const;

/**
 * The words of an export for people, in the language shown: the Markdown table's
 * headers and what a story without an estimate says (in the CSV too, where the
 * trackers' column names stay as they are).
 */
export interface BacklogExportWords {
  readonly columns: readonly [string, string, string, string, string];
  readonly notEstimated: string;
}

/** The estimate as a tracker's number field takes it: '½' is 0.5, other cards as they are. */
export function storyPoints(value: string): string {
  return value === '½' ? '0.5' : value;
}

function cells(
  story: BacklogStory,
  formatTime: TimeFormatter,
  points: (v: string) => string,
  notEstimated: string,
) {
  const { estimate } = story;
  return [
    story.key,
    story.title,
    estimate ? points(estimate.value) : '',
    estimate ? formatTime(estimate.at) : notEstimated,
    estimate ? estimate.votes : '',
  ];
}

/** The CSV file: UTF-8 with a byte order mark, spreadsheet-safe cells, one row per story. */
export function backlogCsv(
  stories: readonly BacklogStory[],
  formatTime: TimeFormatter,
  notEstimated: string,
): string {
  return csvFile([
    [...BACKLOG_CSV_COLUMNS],
    ...stories.map((s) => cells(s, formatTime, storyPoints, notEstimated)),
  ]);
}

/** The Markdown table, one row per story in backlog order. */
export function backlogMarkdown(
  stories: readonly BacklogStory[],
  formatTime: TimeFormatter,
  words: BacklogExportWords,
): string {
  return markdownTable(
    words.columns,
    stories.map((s) => cells(s, formatTime, (v) => v, words.notEstimated)),
  );
}
