/**
 * The backlog's sentences as the page says them: the preview ("12 stories; 1 row
 * skipped: row 10 has no title"), every refusal, and the same in another language.
 */
import { describe, expect, it } from 'vitest';
import type { ImportPreview, SkippedRow } from '../../../../renderer/domain/backlog-import';
import { loadMessages } from '../../../../renderer/i18n/load';
import { Translator } from '../../../../renderer/i18n/translate';
import type { ImportProblem } from '../../../../renderer/stores/session/backlog-store';
import {
  decimalText,
  exportWords,
  formatText,
  importProblemText,
  previewText,
  skippedRowsText,
} from '../../../../renderer/ui/session/backlog-words';

const english = new Translator('en', null);

const noTitle = (n: number): SkippedRow[] =>
  Array.from({ length: n }, (_, i) => ({ row: i + 2, reason: 'noTitle' }));

const preview = (items: number, skipped: SkippedRow[] = [], cut = 0): ImportPreview => ({
  format: 'csv',
  items: Array.from({ length: items }, (_, i) => ({ key: '', title: `S${i}`, description: '' })),
  skipped,
  cut,
});

describe('the preview sentence', () => {
  it.each<[ImportPreview, string]>([
    [preview(1), '1 story'],
    [preview(12), '12 stories'],
    [
      preview(12, [{ row: 10, reason: 'noTitle' }]),
      '12 stories; 1 row skipped: row 10 has no title',
    ],
    [
      preview(12, [
        { row: 7, reason: 'noTitle' },
        { row: 9, reason: 'titleTooLong' },
      ]),
      '12 stories; 2 rows skipped: row 7 has no title, row 9 title over 200 characters',
    ],
    [preview(2, [], 1), '2 stories; 1 description cut to 2,000 characters'],
    [
      preview(2, [{ row: 3, reason: 'keyTooLong' }], 3),
      '2 stories; 1 row skipped: row 3 key over 32 characters; 3 descriptions cut to 2,000 characters',
    ],
  ])('%#: %s', (p, text) => {
    expect(previewText(english, p)).toBe(text);
  });

  it('names five skipped rows and counts the rest', () => {
    expect(skippedRowsText(english, noTitle(5))).toBe(
      'row 2 has no title, row 3 has no title, row 4 has no title, row 5 has no title, row 6 has no title',
    );
    expect(skippedRowsText(english, noTitle(6))).toMatch(/row 6 has no title and 1 more$/);
    expect(skippedRowsText(english, noTitle(1006))).toMatch(/and 1001 more$/);
  });

  it.each([
    ['jira', 'Jira CSV'],
    ['azure', 'Azure DevOps CSV'],
    ['github', 'GitHub CSV'],
    ['csv', 'CSV'],
    ['lines', 'One story per line'],
  ] as const)('names the format %s: %s', (format, name) => {
    expect(formatText(english, format)).toBe(name);
  });
});

describe('why an import did not happen', () => {
  it.each<[ImportProblem, string]>([
    [
      { kind: 'tooLarge', source: 'file', bytes: 5 * 1024 * 1024 },
      'The file is 5.0 MB; at most 2 MB can be imported.',
    ],
    [
      { kind: 'tooLarge', source: 'text', bytes: 2 * 1024 * 1024 + 1 },
      'The text is 2.0 MB; at most 2 MB can be imported.',
    ],
    [{ kind: 'notText', source: 'file' }, 'The file is not text: import a CSV file or plain text.'],
    [
      { kind: 'notText', source: 'text' },
      'The pasted text holds characters no text file has: paste plain text or a CSV.',
    ],
    [{ kind: 'empty' }, 'Nothing to import: it is empty.'],
    [{ kind: 'noStories', skipped: noTitle(1) }, 'Nothing to import: row 2 has no title.'],
    [{ kind: 'unclosedQuote', row: 2 }, 'Row 2 opens a quote that is never closed.'],
    [{ kind: 'tooMany', count: 10_000 }, '10000 stories: a backlog holds at most 500.'],
    [
      { kind: 'overCapacity', existing: 499, adding: 2 },
      'The backlog has 499 stories; 2 more would pass the 500 it can hold. Replace it, or import fewer.',
    ],
    [
      { kind: 'overCapacity', existing: 1, adding: 500 },
      'The backlog has 1 story; 500 more would pass the 500 it can hold. Replace it, or import fewer.',
    ],
    [
      { kind: 'saveFailed' },
      'The backlog could not be saved; nothing was changed. Check the connection and try again.',
    ],
  ])('%j', (problem, text) => {
    expect(importProblemText(english, problem)).toBe(text);
  });
});

describe('in another language', () => {
  it('says the preview and a refusal in German, with its number format', async () => {
    const german = new Translator('de', await loadMessages('de'));
    expect(previewText(german, preview(12, [{ row: 10, reason: 'noTitle' }], 2))).toBe(
      '12 Storys; 1 Zeile übersprungen: Zeile 10 hat keinen Titel; 2 Beschreibungen auf 2.000 Zeichen gekürzt',
    );
    expect(
      importProblemText(german, { kind: 'tooLarge', source: 'file', bytes: 5.5 * 1024 * 1024 }),
    ).toBe('Die Datei ist 5,5 MB groß; höchstens 2 MB können importiert werden.');
  });
});

describe("the export's words", () => {
  it('are English as the spec shows them, and German on a German screen', async () => {
    expect(exportWords(english)).toEqual({
      columns: ['Key', 'Story', 'Estimate', 'Estimated at', 'Votes'],
      notEstimated: 'Not estimated',
    });
    const german = new Translator('de', await loadMessages('de'));
    expect(exportWords(german)).toEqual({
      columns: ['Schlüssel', 'Story', 'Schätzung', 'Geschätzt am', 'Stimmen'],
      notEstimated: 'Nicht geschätzt',
    });
  });
});

describe('decimalText', () => {
  it('writes a tracker estimate as the language does, in Western digits', () => {
    expect(decimalText(english, 0.5)).toBe('0.5');
    expect(decimalText(english, 1000)).toBe('1,000');
    expect(decimalText(new Translator('de', null), 0.5)).toBe('0,5');
    expect(decimalText(new Translator('ar', null), 2.25)).toBe('2.25');
  });
});
