/**
 * Export of the session's history (docs/product.md, History): a CSV file that is safe to
 * open in a spreadsheet, and a Markdown table to paste into a ticket or a wiki page. Both
 * show the rounds most recent first, as the history view does. Loaded when an export is
 * asked for (stores/session/history-store.ts), so pages that never export do not carry it.
 */
import { formatAverage } from './average';
import { csvFile, markdownTable } from './export-cells';
import { votesText, type HistoryEntry, type TimeFormatter } from './history';

/** Column headers, in order, in English (the exports take them in the language shown). */
export const EXPORT_COLUMNS = ['Time', 'Story', 'Votes', 'Average', 'Closest card'] as const;

/** The five column headers of an export, in {@link EXPORT_COLUMNS} order. */
export type ExportColumns = readonly [string, string, string, string, string];

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
