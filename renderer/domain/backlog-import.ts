/**
 * Importing a backlog from a file or pasted text. A tracker's CSV export is recognised
 * by its header names, in any order, other columns ignored: Jira (Issue key, Summary,
 * Description), Azure DevOps (ID, Title, Description), GitHub (Number, Title, Body) or
 * plain key, title, description. Text without such a header is one story per
 * non-empty line, a leading 'ABC-123' or '#123' being its key. Nothing is stored
 * here: the result is a preview the user confirms (and, once it is stored, the updates
 * that add its stories' links and 'Was'). Skipped rows and refusals are kinds with their
 * numbers, so the page says them in the language it shows.
 */
import {
  BACKLOG_KEY_MAX,
  BACKLOG_MAX_STORIES,
  BACKLOG_DESCRIPTION_MAX,
  BACKLOG_TITLE_MAX,
  cleanDescription,
  normalizeDescription,
  storyUrl,
  storyWas,
  type BacklogItem,
} from './backlog';
import type { TrackerStory } from '../../shared/trackers/contract';
import { readCsv, stripBom } from './csv';
import { oneLine } from './story';

/** Largest file or pasted text, in bytes of UTF-8. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** Skipped rows named one by one in the summary; the rest are counted. */
export const SKIPPED_NAMED = 5;

/** Why a row is not a story. */
export type SkipReason = 'noTitle' | 'titleTooLong' | 'keyTooLong';

/** A row that is not a story (its number as a spreadsheet counts rows), and why. */
export interface SkippedRow {
  row: number;
  reason: SkipReason;
}

/** What was read, for the preview. */
export interface ImportPreview {
  /** The kind of input recognised. */
  format: ImportFormat;
  items: BacklogItem[];
  /** Rows that are not stories, with why. */
  skipped: SkippedRow[];
  /** Descriptions cut to {@link BACKLOG_DESCRIPTION_MAX} characters. */
  cut: number;
}

/** The kinds of input an import recognises. */
/** 'jql': stories a wall fetched from Jira by a query (docs/tracker-wall.md). */
export type ImportFormat = 'jira' | 'azure' | 'github' | 'csv' | 'lines' | 'jql';

/** Where the text of an import came from. */
export type ImportSource = 'file' | 'text';

/** Why an import cannot be made (nothing is stored). */
export type ImportRefusal =
  /** Over {@link IMPORT_MAX_BYTES}. */
  | { kind: 'tooLarge'; source: ImportSource; bytes: number }
  /** Binary content. */
  | { kind: 'notText'; source: ImportSource }
  /** Not one non-empty row. */
  | { kind: 'empty' }
  /** Rows, but none of them a story. */
  | { kind: 'noStories'; skipped: SkippedRow[] }
  /** A recognised CSV whose quote opened in `row` is never closed. */
  | { kind: 'unclosedQuote'; row: number }
  /** More stories than a backlog holds. */
  | { kind: 'tooMany'; count: number }
  /** Appending would pass {@link BACKLOG_MAX_STORIES}. */
  | { kind: 'overCapacity'; existing: number; adding: number };

/** A result, or why there is none. */
export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: ImportRefusal };

const refuse = (refusal: ImportRefusal): { ok: false; refusal: ImportRefusal } => ({
  ok: false,
  refusal,
});

// Controls no text file holds (tab, line feed, form feed and carriage return are fine).
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001f]/;

/** Checks pasted (or decoded) text: not too large, not binary. */
export function checkImportText(text: string, source: ImportSource = 'text'): Checked<string> {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > IMPORT_MAX_BYTES) return refuse({ kind: 'tooLarge', source, bytes });
  if (BINARY.test(text)) return refuse({ kind: 'notText', source });
  return { ok: true, value: text };
}

// Windows-1252 at 0x80-0x9F (the rest is Latin-1); its five unused codes stay as they are.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Bytes read as Windows-1252 (engines differ in what their TextDecoder does with it). */
export function windows1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 4096)
    text += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return text.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}

/**
 * The text of an uploaded file: UTF-8 (with or without a byte order mark), or, when it
 * is not valid UTF-8, Windows-1252 (what Excel writes as "CSV" on Windows). A file over
 * {@link IMPORT_MAX_BYTES} or with binary content is refused.
 */
export function decodeImportFile(bytes: Uint8Array): Checked<string> {
  if (bytes.length > IMPORT_MAX_BYTES)
    return refuse({ kind: 'tooLarge', source: 'file', bytes: bytes.length });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = windows1252(bytes);
  }
  return checkImportText(text, 'file');
}

type Field = 'key' | 'title' | 'description';

/** Header names per field, the preferred first (Jira also exports 'Issue id'). */
const HEADERS: Record<Field, readonly string[]> = {
  key: ['issue key', 'key', 'id', 'number'],
  title: ['summary', 'title'],
  description: ['description', 'body'],
};

/** A header cell as compared: no byte order mark, spaces, case or quotes around it. */
export function headerName(cell: string): string {
  return stripBom(cell).trim().replace(/\s+/g, ' ').toLowerCase();
}

/** For each field, the columns holding it (a repeated header gives several). */
type Columns = Record<Field, number[]>;

/** The columns of a header row; null when it names no title column. */
export function headerColumns(header: readonly string[]): Columns | null {
  const names = header.map(headerName);
  const columns = {} as Columns;
  for (const field of Object.keys(HEADERS) as Field[]) {
    const name = HEADERS[field].find((n) => names.includes(n));
    columns[field] = names.flatMap((n, i) => (n === name ? [i] : []));
  }
  return columns.title.length > 0 ? columns : null;
}

/** The tracker a header row comes from, as the preview names it. */
export function formatOf(header: readonly string[]): ImportFormat {
  const names = new Set(header.map(headerName));
  if (names.has('summary')) return 'jira';
  if (names.has('id')) return 'azure';
  if (names.has('number')) return 'github';
  return 'csv';
}

/** A story checked: the item, or why its row is skipped. */
type RowResult = { item: BacklogItem; cut: boolean } | { reason: SkipReason };

/** Checks one story's parts; `rawDescription` as read. */
export function checkStory(key: string, title: string, rawDescription: string): RowResult {
  const line = oneLine(title);
  const keyLine = oneLine(key);
  if (line === '') return { reason: 'noTitle' };
  if (line.length > BACKLOG_TITLE_MAX) return { reason: 'titleTooLong' };
  if (keyLine.length > BACKLOG_KEY_MAX) return { reason: 'keyTooLong' };
  return {
    item: { key: keyLine, title: line, description: normalizeDescription(rawDescription) },
    cut: cleanDescription(rawDescription).length > BACKLOG_DESCRIPTION_MAX,
  };
}

/** Collects the rows' results into a preview. */
function collect(format: ImportFormat, rows: { row: number; result: RowResult }[]): ImportPreview {
  const preview: ImportPreview = { format, items: [], skipped: [], cut: 0 };
  for (const { row, result } of rows) {
    if ('reason' in result) preview.skipped.push({ row, reason: result.reason });
    else {
      preview.items.push(result.item);
      if (result.cut) preview.cut += 1;
    }
  }
  return preview;
}

/**
 * Stories a tracker returned, read as an import is: the same checks and cuts, each
 * keeping its link (http(s) only) and the estimate the tracker held.
 */
export function trackerPreview(stories: readonly TrackerStory[]): ImportPreview {
  return collect(
    'jql',
    stories.map((s, i) => {
      const result = checkStory(s.key, s.title, s.description);
      if ('item' in result) {
        const url = storyUrl(s.url);
        if (url !== undefined) result.item.url = url;
        if (s.estimate !== null && Number.isFinite(s.estimate)) result.item.was = s.estimate;
      }
      return { row: i + 1, result };
    }),
  );
}

/** The first non-empty of the cells at `columns`, trimmed. */
function cellOf(record: readonly string[], columns: readonly number[]): string {
  for (const i of columns) {
    const text = (record[i] ?? '').trim();
    if (text !== '') return text;
  }
  return '';
}

function fromCsv(rows: readonly string[][], columns: Columns): ImportPreview {
  const results: { row: number; result: RowResult }[] = [];
  rows.forEach((record, i) => {
    if (i === 0 || record.every((c) => c.trim() === '')) return;
    const result = checkStory(
      cellOf(record, columns.key),
      cellOf(record, columns.title),
      cellOf(record, columns.description),
    );
    results.push({ row: i + 1, result });
  });
  return collect(formatOf(rows[0] ?? []), results);
}

// 'PAY-142 Title', 'PAY-142: Title', '#12 - Title': the key, separators, the title.
const LEADING_KEY = /^(#\d+|[A-Za-z][A-Za-z0-9_]*-\d+)[\s:.,;)\]|–—-]+(\S.*)$/;

/** One line of plain text as a story: a leading key is split off when a title follows. */
export function lineStory(line: string): RowResult {
  const text = oneLine(line);
  const [, key = '', title = ''] = LEADING_KEY.exec(text) ?? [];
  if (title !== '' && key.length <= BACKLOG_KEY_MAX) return checkStory(key, title, '');
  return checkStory('', text, '');
}

function fromLines(text: string): ImportPreview {
  const results: { row: number; result: RowResult }[] = [];
  stripBom(text)
    .split(/\r\n|\r|\n/)
    .forEach((line, i) => {
      if (line.trim() !== '') results.push({ row: i + 1, result: lineStory(line) });
    });
  return collect('lines', results);
}

/**
 * Reads an import: a CSV with a recognised header, else plain lines. Refused when it
 * holds no story, when a recognised CSV has a quote never closed, or when it holds more
 * stories than a backlog can.
 */
export function readBacklogImport(text: string): Checked<ImportPreview> {
  const firstLine = stripBom(text).split(/\r\n|\r|\n/, 1)[0] ?? '';
  const headed = readCsv(firstLine);
  const header = headed.ok ? headed.rows[0] : undefined;
  const columns = header ? headerColumns(header) : null;
  let preview: ImportPreview;
  if (columns) {
    const csv = readCsv(text, headed.ok ? headed.separator : ',');
    if (!csv.ok) return refuse({ kind: 'unclosedQuote', row: csv.unclosedQuoteRow });
    preview = fromCsv(csv.rows, columns);
  } else preview = fromLines(text);
  if (preview.items.length === 0)
    return refuse(
      preview.skipped.length === 0
        ? { kind: 'empty' }
        : { kind: 'noStories', skipped: preview.skipped },
    );
  if (preview.items.length > BACKLOG_MAX_STORIES)
    return refuse({ kind: 'tooMany', count: preview.items.length });
  return { ok: true, value: preview };
}

/** Whether an import adds to the backlog or takes its place. */
export type ImportMode = 'append' | 'replace';

/**
 * The first slot the imported stories take: after the last existing story when
 * appending, 0 when replacing. Refused when the backlog would pass
 * {@link BACKLOG_MAX_STORIES}.
 */
export function importStart(
  existingSlots: readonly number[],
  adding: number,
  mode: ImportMode,
): Checked<number> {
  if (mode === 'replace') return { ok: true, value: 0 };
  const start = existingSlots.length === 0 ? 0 : Math.max(...existingSlots) + 1;
  if (start + adding > BACKLOG_MAX_STORIES)
    return refuse({ kind: 'overCapacity', existing: existingSlots.length, adding });
  return { ok: true, value: start };
}

/** A story's link and 'Was' as written: only the valid ones. */
export function storyDetails(item: Pick<BacklogItem, 'url' | 'was'>): {
  url?: string;
  was?: number;
} {
  const details: { url?: string; was?: number } = {};
  const url = storyUrl(item.url);
  const was = storyWas(item.was);
  if (url !== undefined) details.url = url;
  if (was !== undefined) details.was = was;
  return details;
}

/**
 * Most values one write may hold, and most paths one update may write: the local
 * database's budgets (server/db/validate.ts, `DEFAULT_LIMITS`; docs/threat-model.md),
 * which a write past them is refused whole by.
 */
export const WRITE_MAX_VALUES = 2048;
export const WRITE_MAX_PATHS = 512;

/**
 * Paths in one of those updates: within {@link WRITE_MAX_PATHS}, and no wider than the
 * import's own update of 500 stories, so the product's widest update stays that one
 * (docs/threat-model.md).
 */
const DETAIL_PATHS = 500;

/**
 * The updates of `sessions/{code}` that follow an import's (`importPatch`, backlog.ts) with its
 * stories' links and 'Was', one path a value, {@link DETAIL_PATHS} at most each: with
 * them in the stories' own write, 500 stories would be about 3,000 values, past
 * {@link WRITE_MAX_VALUES}. None when no story has either.
 */
export function importDetailPatches(
  items: readonly BacklogItem[],
  start: number,
): Record<string, unknown>[] {
  const paths = items.flatMap((item, i) =>
    Object.entries(storyDetails(item)).map(([name, value]) => [
      `backlog/${start + i}/${name}`,
      value,
    ]),
  );
  const patches: Record<string, unknown>[] = [];
  for (let at = 0; at < paths.length; at += DETAIL_PATHS)
    patches.push(Object.fromEntries(paths.slice(at, at + DETAIL_PATHS)));
  return patches;
}
