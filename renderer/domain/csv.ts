/**
 * Reading CSV the way spreadsheets and trackers write it (RFC 4180 and Excel's
 * habits): quoted fields holding separators, doubled quotes and line breaks, CRLF or
 * LF lines, a UTF-8 byte order mark, and ';' or a tab as the separator where Excel
 * (in a locale whose decimal mark is a comma) or a copied range wrote one.
 */

/** The separators a file may use. */
export type CsvSeparator = ',' | ';' | '\t';

/** A CSV text read into records, or the row (from 1) of a quote that is never closed. */
export type CsvRead =
  { ok: true; rows: string[][]; separator: CsvSeparator } | { ok: false; unclosedQuoteRow: number };

/** The text without a leading byte order mark. */
export function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/**
 * The separator of a CSV text: the one named by Excel's `sep=` first line, else the
 * one of `,`, `;` and tab that occurs most often outside quotes in the first line
 * (`,` when none does, or on a tie with it).
 */
export function detectSeparator(text: string): CsvSeparator {
  const named = /^sep=([,;\t])\r?(\n|$)/.exec(text);
  if (named) return named[1] as CsvSeparator;
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) counts[c] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

/**
 * Reads `text` into records (one array of cells per record; a record's line breaks
 * inside quotes are part of its cell). A byte order mark and Excel's `sep=` line are
 * left out. A quote that is never closed is refused, naming the record it opens in
 * (counted from 1, as a spreadsheet numbers its rows).
 */
export function readCsv(
  text: string,
  separator: CsvSeparator = detectSeparator(stripBom(text)),
): CsvRead {
  let src = stripBom(text);
  const sepLine = /^sep=[,;\t]\r?(\n|$)/.exec(src);
  if (sepLine) src = src.slice(sepLine[0].length);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let openedIn = 0;
  for (let i = 0; i < src.length; i += 1) {
    const c = src[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (src[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (c === '"') {
      quoted = true;
      openedIn = rows.length + 1;
    } else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (quoted) return { ok: false, unclosedQuoteRow: openedIn };
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return { ok: true, rows, separator };
}
