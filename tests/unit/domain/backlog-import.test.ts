import { describe, expect, it } from 'vitest';
import {
  checkImportText,
  checkStory,
  decodeImportFile,
  formatName,
  headerColumns,
  headerName,
  importStart,
  importSummary,
  IMPORT_MAX_BYTES,
  lineStory,
  readBacklogImport,
  skippedText,
  SKIPPED_NAMED,
  storiesText,
  type ImportPreview,
  windows1252,
} from '../../../renderer/domain/backlog-import';

const read = (text: string): ImportPreview => {
  const result = readBacklogImport(text);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};
const refusal = (text: string): string => {
  const result = readBacklogImport(text);
  if (result.ok) throw new Error('imported');
  return result.reason;
};
const item = (key: string, title: string, description = '') => ({ key, title, description });

describe('limits', () => {
  it('2 MB, five skipped rows named', () => {
    expect(IMPORT_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(SKIPPED_NAMED).toBe(5);
  });
});

describe('checkImportText', () => {
  it('accepts text with tabs, line breaks and form feeds', () => {
    expect(checkImportText('a\tb\r\nc\fd')).toEqual({ ok: true, value: 'a\tb\r\nc\fd' });
  });
  it.each(['\u0000', '\u0008', '\u000e', '\u001f', 'PK\u0003\u0004'])(
    'refuses %j as binary',
    (c) => {
      expect(checkImportText(`text${c}`)).toEqual({
        ok: false,
        reason: 'The text is not text: import a CSV file or plain text.',
      });
    },
  );
  it('refuses more than 2 MB, counted in UTF-8', () => {
    expect(checkImportText('a'.repeat(IMPORT_MAX_BYTES)).ok).toBe(true);
    expect(checkImportText('a'.repeat(IMPORT_MAX_BYTES + 1))).toEqual({
      ok: false,
      reason: 'The text is 2.0 MB; at most 2 MB can be imported.',
    });
    expect(checkImportText('é'.repeat(IMPORT_MAX_BYTES / 2 + 1)).ok).toBe(false);
    expect(checkImportText('a'.repeat(3 * 1024 * 1024), 'The file')).toEqual({
      ok: false,
      reason: 'The file is 3.0 MB; at most 2 MB can be imported.',
    });
  });
});

describe('decodeImportFile', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('reads UTF-8, with or without a byte order mark', () => {
    expect(decodeImportFile(new TextEncoder().encode('\uFEFFKey,Summary\nA-1,Café'))).toEqual({
      ok: true,
      value: 'Key,Summary\nA-1,Café',
    });
    expect(decodeImportFile(new TextEncoder().encode('Ünïcode 😀'))).toEqual({
      ok: true,
      value: 'Ünïcode 😀',
    });
  });
  it('reads what is not UTF-8 as Windows-1252 (Excel on Windows)', () => {
    expect(decodeImportFile(bytes(0x43, 0x61, 0x66, 0xe9, 0x20, 0x80))).toEqual({
      ok: true,
      value: 'Café €',
    });
  });
  it('maps every Windows-1252 byte', () => {
    const high = Array.from({ length: 32 }, (_, i) => 0x80 + i);
    expect(windows1252(bytes(...high))).toBe(
      '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ',
    );
    expect(windows1252(bytes(0x41, 0x7f, 0xa0, 0xe9, 0xff))).toBe('A\u007f\u00a0éÿ');
    const long = new Uint8Array(10_000).fill(0xe9);
    expect(windows1252(long)).toBe('é'.repeat(10_000));
    expect(windows1252(bytes())).toBe('');
  });

  it('refuses a binary file', () => {
    expect(decodeImportFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toEqual({
      ok: false,
      reason: 'The file is not text: import a CSV file or plain text.',
    });
  });
  it('refuses a 5 MB file before reading it', () => {
    expect(decodeImportFile(new Uint8Array(5 * 1024 * 1024))).toEqual({
      ok: false,
      reason: 'The file is 5.0 MB; at most 2 MB can be imported.',
    });
    expect(decodeImportFile(new Uint8Array(IMPORT_MAX_BYTES + 1)).ok).toBe(false);
    expect(decodeImportFile(new Uint8Array(IMPORT_MAX_BYTES).fill(0x61)).ok).toBe(true);
  });
});

describe('headers', () => {
  it.each<[string, string]>([
    ['Issue key', 'issue key'],
    ['\uFEFF Summary ', 'summary'],
    ['Issue   Key', 'issue key'],
    ['TITLE', 'title'],
  ])('headerName(%j) = %j', (cell, name) => {
    expect(headerName(cell)).toBe(name);
  });

  it.each<[string, string[], Record<string, number[]> | null]>([
    [
      'Jira',
      ['Issue Type', 'Issue key', 'Issue id', 'Summary', 'Description'],
      { key: [1], title: [3], description: [4] },
    ],
    [
      'Jira with repeated headers',
      ['Summary', 'Issue key', 'Sprint', 'Sprint', 'Description', 'Summary'],
      { key: [1], title: [0, 5], description: [4] },
    ],
    [
      'Azure DevOps',
      ['ID', 'Work Item Type', 'Title', 'State', 'Description'],
      { key: [0], title: [2], description: [4] },
    ],
    ['GitHub', ['Title', 'URL', 'Number', 'Body'], { key: [2], title: [0], description: [3] }],
    ['generic', ['key', 'title', 'description'], { key: [0], title: [1], description: [2] }],
    ['a title alone', ['Title'], { key: [], title: [0], description: [] }],
    [
      'Issue key before id',
      ['id', 'Issue key', 'title'],
      { key: [1], title: [2], description: [] },
    ],
    ['key before number', ['number', 'key', 'title'], { key: [1], title: [2], description: [] }],
    ['summary before title', ['title', 'summary'], { key: [], title: [1], description: [] }],
    [
      'description before body',
      ['body', 'description', 'title'],
      { key: [], title: [2], description: [1] },
    ],
    ['no title column', ['Issue key', 'Description'], null],
    ['a plain line', ['Fix the login page'], null],
  ])('headerColumns: %s', (_, header, columns) => {
    expect(headerColumns(header)).toEqual(columns);
  });

  it.each<[string[], string]>([
    [['Issue key', 'Summary'], 'Jira CSV'],
    [['ID', 'Title'], 'Azure DevOps CSV'],
    [['Number', 'Title'], 'GitHub CSV'],
    [['key', 'title'], 'CSV'],
  ])('formatName(%j) = %j', (header, name) => {
    expect(formatName(header)).toBe(name);
  });
});

describe('checkStory', () => {
  it.each<[string, string, string, unknown]>([
    ['A-1', 'Title', 'Desc', { item: item('A-1', 'Title', 'Desc'), cut: false }],
    [' A-1 ', ' Two\nlines ', ' d \r\n', { item: item('A-1', 'Two lines', 'd'), cut: false }],
    ['', '', '', { reason: 'has no title' }],
    ['A-1', ' \n ', '', { reason: 'has no title' }],
    ['', 't'.repeat(200), '', { item: item('', 't'.repeat(200)), cut: false }],
    ['', 't'.repeat(201), '', { reason: 'title over 200 characters' }],
    ['k'.repeat(32), 't', '', { item: item('k'.repeat(32), 't'), cut: false }],
    ['k'.repeat(33), 't', '', { reason: 'key over 32 characters' }],
    ['k'.repeat(33), '', '', { reason: 'has no title' }],
    ['', 't'.repeat(201), '', { reason: 'title over 200 characters' }],
    ['', 't', 'd'.repeat(2000), { item: item('', 't', 'd'.repeat(2000)), cut: false }],
    ['', 't', 'd'.repeat(2001), { item: item('', 't', 'd'.repeat(1999) + '…'), cut: true }],
  ])('(%j, %j, %j)', (key, title, description, result) => {
    expect(checkStory(key, title, description)).toEqual(result);
  });
});

describe('lineStory: one story per line', () => {
  it.each<[string, unknown]>([
    ['Fix the login page', item('', 'Fix the login page')],
    ['PAY-142 Pay by card', item('PAY-142', 'Pay by card')],
    ['PAY-142: Pay by card', item('PAY-142', 'Pay by card')],
    ['PAY-142 - Pay by card', item('PAY-142', 'Pay by card')],
    ['PAY-142 – Pay by card', item('PAY-142', 'Pay by card')],
    ['PAY-142. Pay', item('PAY-142', 'Pay')],
    ['#12 Dark mode', item('#12', 'Dark mode')],
    ['#12) Dark mode', item('#12', 'Dark mode')],
    ['[#12] Dark mode', item('', '[#12] Dark mode')],
    ['ab_2-7 x', item('ab_2-7', 'x')],
    ['  PAY-1\tTabbed  ', item('PAY-1', 'Tabbed')],
    ['PAY-142', item('', 'PAY-142')],
    ['PAY-142 ', item('', 'PAY-142')],
    ['PAY-142x Pay', item('', 'PAY-142x Pay')],
    ['1-2 Pay', item('', '1-2 Pay')],
    ['PAY- Pay', item('', 'PAY- Pay')],
    ['# Pay', item('', '# Pay')],
    ['Fix PAY-1 later', item('', 'Fix PAY-1 later')],
    [`${'K'.repeat(30)}-12 Long key`, item('', `${'K'.repeat(30)}-12 Long key`)],
    [`${'K'.repeat(29)}-12 Just fits`, item(`${'K'.repeat(29)}-12`, 'Just fits')],
    [`PAY-1 ${'t'.repeat(201)}`, { reason: 'title over 200 characters' }],
  ])('%j', (line, expected) => {
    const result = lineStory(line);
    expect('item' in result ? result.item : result).toEqual(expected);
  });
});

const JIRA = [
  'Issue Type,Issue key,Issue id,Summary,Sprint,Sprint,Description',
  'Story,PAY-1,10001,Pay by card,S1,S2,"As a buyer, I pay\nby card"',
  'Bug,PAY-2,10002,"Refund ""fast""",,,',
].join('\r\n');

describe('readBacklogImport', () => {
  it('reads a Jira export, other columns ignored', () => {
    expect(read(JIRA)).toEqual({
      format: 'Jira CSV',
      items: [
        item('PAY-1', 'Pay by card', 'As a buyer, I pay\nby card'),
        item('PAY-2', 'Refund "fast"'),
      ],
      skipped: [],
      cut: 0,
    });
  });

  it('reads a Jira export written by Excel with semicolons and a BOM', () => {
    const text = '\uFEFFSummary;Issue key\r\n"Pay; by card";PAY-1\r\n';
    expect(read(text).items).toEqual([item('PAY-1', 'Pay; by card')]);
  });

  it('takes the first non-empty of repeated title columns', () => {
    const text = 'Summary,Summary,Issue key\n,Second,A-1\nFirst,Other,A-2';
    expect(read(text).items).toEqual([item('A-1', 'Second'), item('A-2', 'First')]);
  });

  it('reads Azure DevOps, GitHub and generic headers', () => {
    expect(read('ID,Work Item Type,Title\n42,User Story,Log in')).toEqual({
      format: 'Azure DevOps CSV',
      items: [item('42', 'Log in')],
      skipped: [],
      cut: 0,
    });
    expect(read('Title,Number,Body\nDark mode,#7,Please').items).toEqual([
      item('#7', 'Dark mode', 'Please'),
    ]);
    expect(read('description\ttitle\tkey\nD\tT\tK').items).toEqual([item('K', 'T', 'D')]);
  });

  it('names skipped rows as a spreadsheet numbers them, ignores empty rows', () => {
    const text = [
      'Issue key,Summary',
      'A-1,One',
      ',',
      'A-3,',
      '',
      `A-5,${'t'.repeat(201)}`,
      'A-6,"Two\nlines"',
      'A-7,Seven',
    ].join('\n');
    expect(read(text)).toEqual({
      format: 'Jira CSV',
      items: [item('A-1', 'One'), item('A-6', 'Two lines'), item('A-7', 'Seven')],
      skipped: [
        { row: 4, reason: 'has no title' },
        { row: 6, reason: 'title over 200 characters' },
      ],
      cut: 0,
    });
  });

  it('a row shorter than the header has empty cells', () => {
    expect(read('Title,Description\nOnly title').items).toEqual([item('', 'Only title')]);
  });

  it('counts the descriptions it cut', () => {
    const long = 'd'.repeat(2001);
    expect(read(`title,description\na,${long}\nb,${long}\nc,x`).cut).toBe(2);
  });

  it('reads plain lines when there is no header, line numbers as rows', () => {
    const text = '\uFEFFPAY-1 Pay by card\r\n\r\n#2 "Quoted, with comma\n   \nJust a title\n\n';
    expect(read(text)).toEqual({
      format: 'One story per line',
      items: [
        item('PAY-1', 'Pay by card'),
        item('#2', '"Quoted, with comma'),
        item('', 'Just a title'),
      ],
      skipped: [],
      cut: 0,
    });
    const skipped = read(`a\n${'t'.repeat(201)}\nb`).skipped;
    expect(skipped).toEqual([{ row: 2, reason: 'title over 200 characters' }]);
  });

  it.each<[string, string]>([
    ['', 'Nothing to import: it is empty.'],
    ['\n \n\t\n', 'Nothing to import: it is empty.'],
    ['Issue key,Summary\n', 'Nothing to import: it is empty.'],
    ['Issue key,Summary\nA-1,', 'Nothing to import: row 2 has no title.'],
    ['Summary\n"never closed', 'Row 2 opens a quote that is never closed.'],
  ])('refuses %j', (text, reason) => {
    expect(refusal(text)).toBe(reason);
  });

  it('refuses more than 500 stories, takes 500', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Story ${i}`).join('\n');
    expect(read(lines(500)).items).toHaveLength(500);
    expect(refusal(lines(501))).toBe('501 stories: a backlog holds at most 500.');
    expect(refusal(`title\n${lines(10_000)}`)).toBe('10,000 stories: a backlog holds at most 500.');
  });
});

describe('the preview sentence', () => {
  const preview = (items: number, skipped: number, cut = 0): ImportPreview => ({
    format: 'CSV',
    items: Array.from({ length: items }, (_, i) => item('', `S${i}`)),
    skipped: Array.from({ length: skipped }, (_, i) => ({ row: i + 2, reason: 'has no title' })),
    cut,
  });

  it.each<[ImportPreview, string]>([
    [preview(1, 0), '1 story'],
    [preview(12, 0), '12 stories'],
    [preview(12, 1), '12 stories; 1 row skipped: row 2 has no title'],
    [preview(1200, 2), '1,200 stories; 2 rows skipped: row 2 has no title, row 3 has no title'],
    [preview(2, 0, 1), '2 stories; 1 description cut to 2,000 characters'],
    [
      preview(2, 1, 3),
      '2 stories; 1 row skipped: row 2 has no title; 3 descriptions cut to 2,000 characters',
    ],
  ])('%#: %s', (p, text) => {
    expect(importSummary(p)).toBe(text);
  });

  it('names five skipped rows and counts the rest', () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ row: i + 2, reason: 'has no title' }));
    expect(skippedText(rows(5))).toBe(
      'row 2 has no title, row 3 has no title, row 4 has no title, row 5 has no title, row 6 has no title',
    );
    expect(skippedText(rows(6))).toMatch(/row 6 has no title and 1 more$/);
    expect(skippedText(rows(1006))).toMatch(/and 1,001 more$/);
    expect(skippedText([])).toBe('');
  });

  it.each<[number, string]>([
    [0, '0 stories'],
    [1, '1 story'],
    [2, '2 stories'],
    [1000, '1,000 stories'],
  ])('storiesText(%s) = %j', (n, text) => {
    expect(storiesText(n)).toBe(text);
  });
});

describe('importStart', () => {
  it.each<[number[], number, 'append' | 'replace', unknown]>([
    [[], 12, 'append', { ok: true, value: 0 }],
    [[0, 1, 2], 12, 'append', { ok: true, value: 3 }],
    [[0, 7], 1, 'append', { ok: true, value: 8 }],
    [[0, 1, 2], 497, 'append', { ok: true, value: 3 }],
    [[0, 1, 2], 500, 'replace', { ok: true, value: 0 }],
    [
      [0, 1, 2],
      498,
      'append',
      {
        ok: false,
        reason:
          'The backlog has 3 stories; 498 more would pass the 500 it can hold. Replace it, or import fewer.',
      },
    ],
    [
      [498],
      2,
      'append',
      {
        ok: false,
        reason:
          'The backlog has 1 story; 2 more would pass the 500 it can hold. Replace it, or import fewer.',
      },
    ],
  ])('%j + %s (%s)', (slots, adding, mode, result) => {
    expect(importStart(slots, adding, mode)).toEqual(result);
  });
});
