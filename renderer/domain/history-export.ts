/**
 * Export of the session's history (docs/product.md, History): a CSV file that is safe to
 * open in a spreadsheet, and a Markdown table to paste into a ticket or a wiki page. Both
 * show the rounds most recent first, as the history view does.
 */
import { formatAverage } from './average';
import { csvFile, markdownTable } from './export-cells';
import type { HistoryEntry, HistoryVote } from './history';

/** Column headers, in order, in English (the exports take them in the language shown). */
export const EXPORT_COLUMNS = ['Time', 'Story', 'Votes', 'Average', 'Closest card'] as const;

/** The five column headers of an export, in {@link EXPORT_COLUMNS} order. */
export type ExportColumns = readonly [string, string, string, string, string];

/** Turns a server time (ms) into the text shown in the time column. */
export type TimeFormatter = (ms: number) => string;

/**
 * "2026-11-23 18:34" in the time zone `offsetMinutes` east of UTC (the browser passes
 * `-new Date(ms).getTimezoneOffset()`), sortable in a spreadsheet and unambiguous.
 */
export function formatHistoryTime(ms: number, offsetMinutes = 0): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ` +
    `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`
  );
}

/** "Ann: 5; Bob: 8" */
export function votesText(votes: readonly HistoryVote[]): string {
  return votes.map((v) => `${v.name}: ${v.value}`).join('; ');
}

/** One row of cells, in {@link EXPORT_COLUMNS} order. */
export function exportRow(entry: HistoryEntry, formatTime: TimeFormatter): string[] {
  return [
    formatTime(entry.at),
    entry.story,
    votesText(entry.votes),
    formatAverage(entry.average),
    entry.closest ?? '',
  ];
}

/**
 * The CSV file ({@link csvFile}): a header row and one row per round.
 */
export function historyCsv(
  entries: readonly HistoryEntry[],
  formatTime: TimeFormatter,
  columns: ExportColumns = EXPORT_COLUMNS,
): string {
  return csvFile([[...columns], ...entries.map((e) => exportRow(e, formatTime))]);
}

/** The Markdown table (GitHub flavour), header first. */
export function historyMarkdown(
  entries: readonly HistoryEntry[],
  formatTime: TimeFormatter,
  columns: ExportColumns = EXPORT_COLUMNS,
): string {
  return markdownTable(
    columns,
    entries.map((e) => exportRow(e, formatTime)),
  );
}
