/**
 * Export of the backlog with its estimates: a CSV a tracker's importer takes back
 * (Jira's 'Issue key', 'Summary' and 'Story Points' columns, plus when and with which
 * votes each estimate was decided) and a Markdown table. Stories not estimated yet
 * are included and say so.
 */
import type { BacklogStory } from './backlog';
import { csvFile, markdownTable } from './export-cells';
import type { TimeFormatter } from './history-export';

/** CSV columns, in order. */
export const BACKLOG_CSV_COLUMNS = [
  'Issue key',
  'Summary',
  'Story Points',
  'Estimated at',
  'Votes',
] as const;

/** Markdown columns, in order. */
export const BACKLOG_MARKDOWN_COLUMNS = [
  'Key',
  'Story',
  'Estimate',
  'Estimated at',
  'Votes',
] as const;

/** What the time column says of a story without an estimate. */
export const NOT_ESTIMATED = 'Not estimated';

/** The estimate as a tracker's number field takes it: '½' is 0.5, other cards as they are. */
export function storyPoints(value: string): string {
  return value === '½' ? '0.5' : value;
}

function cells(story: BacklogStory, formatTime: TimeFormatter, points: (v: string) => string) {
  const { estimate } = story;
  return [
    story.key,
    story.title,
    estimate ? points(estimate.value) : '',
    estimate ? formatTime(estimate.at) : NOT_ESTIMATED,
    estimate ? estimate.votes : '',
  ];
}

/** The CSV file: UTF-8 with a byte order mark, spreadsheet-safe cells, one row per story. */
export function backlogCsv(stories: readonly BacklogStory[], formatTime: TimeFormatter): string {
  return csvFile([
    [...BACKLOG_CSV_COLUMNS],
    ...stories.map((s) => cells(s, formatTime, storyPoints)),
  ]);
}

/** The Markdown table, one row per story in backlog order. */
export function backlogMarkdown(
  stories: readonly BacklogStory[],
  formatTime: TimeFormatter,
): string {
  return markdownTable(
    BACKLOG_MARKDOWN_COLUMNS,
    stories.map((s) => cells(s, formatTime, (v) => v)),
  );
}
