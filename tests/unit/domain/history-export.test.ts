import { describe, expect, it } from 'vitest';
import { formatHistoryTime, votesText, type HistoryEntry } from '../../../renderer/domain/history';
import {
  EXPORT_COLUMNS,
  historyCsv,
  historyMarkdown,
} from '../../../renderer/domain/history-export';
import { parseCsv } from '../../support/csv';

const AT = Date.UTC(2026, 10, 23, 18, 4, 30);
const utc = (ms: number) => formatHistoryTime(ms, 0);

const entry = (over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: '0',
  seq: 0,
  at: AT,
  story: 'PROJ-1 Login',
  votes: [
    { name: 'Ann', value: '3' },
    { name: 'Bob', value: '5' },
  ],
  average: 4,
  ...over,
});

describe('historyCsv', () => {
  it('starts with a byte order mark and a header, rows end with CRLF', () => {
    const csv = historyCsv([entry()], utc);
    expect(csv.startsWith('\uFEFFTime,Story,Votes,Average,Closest card\r\n')).toBe(true);
    expect(csv).toBe(
      '\uFEFFTime,Story,Votes,Average,Closest card\r\n' +
        '2026-11-23 18:04,PROJ-1 Login,"Ann: 3; Bob: 5",4.00,\r\n',
    );
  });

  it('reads back to the same cells, hostile text included', () => {
    const entries = [
      entry({ story: '=cmd|"/c calc"!A1, and more', votes: [{ name: '@evil', value: '8' }] }),
      entry({ story: 'two words, "quoted"', closest: '5', average: 11 / 3 }),
      entry({ story: '' }),
    ];
    const rows = parseCsv(historyCsv(entries, utc));
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      ['2026-11-23 18:04', `'=cmd|"/c calc"!A1, and more`, "'@evil: 8", '4.00', ''],
      ['2026-11-23 18:04', 'two words, "quoted"', 'Ann: 3; Bob: 5', '3.67', '5'],
      ['2026-11-23 18:04', '', 'Ann: 3; Bob: 5', '4.00', ''],
    ]);
  });

  it('takes the column headers of the language shown, hostile ones defused too', () => {
    const columns = ['Zeit', 'Story', 'Stimmen', '=Schnitt', 'Nächste Karte'] as const;
    expect(parseCsv(historyCsv([entry()], utc, columns))[0]).toEqual([
      'Zeit',
      'Story',
      'Stimmen',
      "'=Schnitt",
      'Nächste Karte',
    ]);
  });

  it('an empty history is the header alone', () => {
    expect(parseCsv(historyCsv([], utc))).toEqual([[...EXPORT_COLUMNS]]);
  });
});

describe('historyMarkdown', () => {
  it('is a table with a header, a separator and one row per round', () => {
    const md = historyMarkdown([entry({ story: 'A | B' })], utc);
    expect(md).toBe(
      '| Time | Story | Votes | Average | Closest card |\n' +
        '| --- | --- | --- | --- | --- |\n' +
        '| 2026-11-23 18:04 | A \\| B | Ann: 3; Bob: 5 | 4.00 |  |\n',
    );
    // Every row has the same number of unescaped separators.
    const cells = md
      .trim()
      .split('\n')
      .map((l) => l.split(/(?<!\\)\|/).length);
    expect(new Set(cells).size).toBe(1);
  });

  it('takes the column headers of the language shown', () => {
    const columns = ['時刻', 'ストーリー', '投票', '平均', '最も近いカード'] as const;
    expect(historyMarkdown([], utc, columns)).toBe(
      '| 時刻 | ストーリー | 投票 | 平均 | 最も近いカード |\n| --- | --- | --- | --- | --- |\n',
    );
  });
});

describe('formatting', () => {
  it.each<[number, number, string]>([
    [AT, 0, '2026-11-23 18:04'],
    [AT, 60, '2026-11-23 19:04'],
    [AT, -300, '2026-11-23 13:04'],
    [Date.UTC(2026, 11, 31, 23, 30), 60, '2027-01-01 00:30'],
  ])('formatHistoryTime(%s, %s) = %s', (ms, offset, text) => {
    expect(formatHistoryTime(ms, offset)).toBe(text);
  });
  it('votesText', () => {
    expect(
      votesText([
        { name: 'Ann', value: '3' },
        { name: 'Bob', value: '?' },
      ]),
    ).toBe('Ann: 3; Bob: ?');
  });
});
