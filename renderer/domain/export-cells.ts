/**
 * The cells of every export (the history's, the backlog's): CSV cells a spreadsheet
 * shows as the same text and never runs, Markdown cells that render as the same text
 * and never become markup, a link or a mention.
 */

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
// A spreadsheet whose list separator differs from the file's (Excel in a locale using
// ';' opening a ',' file, or the reverse) may cut a cell at a separator, even inside
// quotes: what follows a separator (after spaces or a quote) is guarded as well.
const FORMULA_INSIDE = /([,;\t\r\n][\s"]*)([=+\-@])/g;

/** The text with an apostrophe before every place a spreadsheet could start a formula. */
export function defuseFormulas(text: string): string {
  const inside = text.replace(FORMULA_INSIDE, "$1'$2");
  return FORMULA_START.test(inside) ? `'${inside}` : inside;
}

/**
 * One CSV cell: formula-like text is defused ({@link defuseFormulas}) so the
 * spreadsheet shows it as text; a cell holding a quote, comma, semicolon, tab or line
 * break is quoted, with quotes doubled (RFC 4180).
 */
export function csvCell(text: string): string {
  const safe = defuseFormulas(text);
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV file text: a UTF-8 byte order mark (so spreadsheets read UTF-8), rows ended by CRLF. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(',') + '\r\n').join('');
}

/**
 * One Markdown table cell: characters Markdown would read as markup (the cell
 * separator `|`, emphasis, code, links, HTML, mentions) are backslash-escaped, and so
 * are the `:` of `://` and the `.` after `www`, so a bare address stays text instead
 * of becoming a link; `&` becomes `&amp;`, so an entity (`&commat;`, `&#58;`) shows as
 * typed instead of turning into a character escaped above; line breaks become spaces.
 */
export function markdownCell(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*_[\]<>|~#!@]/g, (c) => `\\${c}`)
    .replace(/:(?=\/\/)/g, '\\:')
    .replace(/(?<=www)\./gi, '\\.');
}

/** A Markdown table (GitHub flavour): the header, the separator line, one line per row. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const line = (cells: readonly string[]) => `| ${cells.map(markdownCell).join(' | ')} |`;
  return (
    [line(header), `|${header.map(() => ' --- ').join('|')}|`, ...rows.map(line)].join('\n') + '\n'
  );
}
