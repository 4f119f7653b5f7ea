/**
 * Reading an export back the way a spreadsheet does, to check it holds the rows it
 * was meant to: the app's own CSV reader (tested on its own), comma-separated.
 */
import { readCsv } from '../../renderer/domain/csv';

/** The rows of a comma-separated export; throws when it cannot be read. */
export function parseCsv(text: string): string[][] {
  const read = readCsv(text, ',');
  if (!read.ok) throw new Error(`a quote opened in row ${read.unclosedQuoteRow} is never closed`);
  return read.rows;
}
