/**
 * Export of the session's history (issue 13): a CSV file that is safe to open in a
 * spreadsheet, and a Markdown table to paste into a ticket or a wiki page. Both show
 * the rounds most recent first, as the history view does.
 */
import { formatAverage } from './average';
import type { HistoryEntry, HistoryVote } from './history';

/** Column headers, in order. */
export const EXPORT_COLUMNS = ['Time', 'Story', 'Votes', 'Average', 'Closest card'] as const;

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

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a formula-like text gets a leading apostrophe so the spreadsheet shows
 * it as text; a cell holding a quote, comma, semicolon or line break is quoted, with
 * quotes doubled (RFC 4180).
 */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The CSV file: a UTF-8 byte order mark (so spreadsheets read it as UTF-8), a header
 * row and one row per round, lines ended by CRLF.
 */
export function historyCsv(entries: readonly HistoryEntry[], formatTime: TimeFormatter): string {
  const rows = [[...EXPORT_COLUMNS], ...entries.map((e) => exportRow(e, formatTime))];
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * One Markdown table cell: characters Markdown would read as markup (the cell
 * separator `|`, emphasis, code, links, HTML) are backslash-escaped, so a story full
 * of them still shows as the same text and nothing becomes a link or a tag.
 */
export function markdownCell(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_[\]<>|~#!]/g, (c) => `\\${c}`);
}

/** The Markdown table (GitHub flavour), header first. */
export function historyMarkdown(
  entries: readonly HistoryEntry[],
  formatTime: TimeFormatter,
): string {
  const line = (cells: readonly string[]) => `| ${cells.map(markdownCell).join(' | ')} |`;
  return (
    [
      line(EXPORT_COLUMNS),
      `|${EXPORT_COLUMNS.map(() => ' --- ').join('|')}|`,
      ...entries.map((e) => line(exportRow(e, formatTime))),
    ].join('\n') + '\n'
  );
}
