import { describe, expect, it } from 'vitest';
import type { BacklogStory } from '../../../renderer/domain/backlog';
import {
  BACKLOG_CSV_COLUMNS,
  backlogCsv,
  backlogMarkdown,
  storyPoints,
  type BacklogExportWords,
} from '../../../renderer/domain/backlog-export';
import { formatHistoryTime } from '../../../renderer/domain/history';
import { parseCsv } from '../../support/csv';

const AT = Date.UTC(2026, 10, 24, 16, 5);
const utc = (ms: number) => formatHistoryTime(ms, 0);

/** The words of the language shown (here German), which the export writes as given. */
const GERMAN: BacklogExportWords = {
  columns: ['Schlüssel', 'Story', 'Schätzung', 'Geschätzt am', 'Stimmen'],
  notEstimated: 'Nicht geschätzt',
};

const stories: BacklogStory[] = [
  {
    slot: 0,
    key: 'PAY-1',
    title: 'Pay by card',
    description: 'ignored',
    estimate: { value: '8', at: AT, votes: 'Ann: 8; Bob: 5' },
  },
  {
    slot: 1,
    key: 'PAY-2',
    title: 'Half a point',
    description: '',
    estimate: { value: '½', at: AT, votes: 'Ann: ½' },
  },
  { slot: 2, key: '', title: '=cmd|"/c calc"!A1, @me', description: '', estimate: null },
];

describe('columns', () => {
  it('of the CSV are the ones a tracker importer maps, in every language', () => {
    expect(BACKLOG_CSV_COLUMNS).toEqual([
      'Issue key',
      'Summary',
      'Story Points',
      'Estimated at',
      'Votes',
    ]);
  });
});

describe('storyPoints', () => {
  it.each<[string, string]>([
    ['½', '0.5'],
    ['8', '8'],
    ['M', 'M'],
    ['?', '?'],
  ])('%j → %j', (value, points) => {
    expect(storyPoints(value)).toBe(points);
  });
});

describe('backlogCsv', () => {
  it('is UTF-8 with a BOM, CRLF rows, spreadsheet-safe', () => {
    expect(backlogCsv(stories.slice(0, 1), utc, GERMAN.notEstimated)).toBe(
      '\uFEFFIssue key,Summary,Story Points,Estimated at,Votes\r\n' +
        'PAY-1,Pay by card,8,2026-11-24 16:05,"Ann: 8; Bob: 5"\r\n',
    );
  });

  it('reads back: keys, titles and estimates; open stories say so in the language shown', () => {
    expect(parseCsv(backlogCsv(stories, utc, GERMAN.notEstimated))).toEqual([
      [...BACKLOG_CSV_COLUMNS],
      ['PAY-1', 'Pay by card', '8', '2026-11-24 16:05', 'Ann: 8; Bob: 5'],
      ['PAY-2', 'Half a point', '0.5', '2026-11-24 16:05', 'Ann: ½'],
      ['', `'=cmd|"/c calc"!A1, '@me`, '', 'Nicht geschätzt', ''],
    ]);
  });
});

describe('backlogMarkdown', () => {
  it('is a table in backlog order, estimates as played, headers in the language shown', () => {
    expect(backlogMarkdown(stories, utc, GERMAN)).toBe(
      '| Schlüssel | Story | Schätzung | Geschätzt am | Stimmen |\n' +
        '| --- | --- | --- | --- | --- |\n' +
        '| PAY-1 | Pay by card | 8 | 2026-11-24 16:05 | Ann: 8; Bob: 5 |\n' +
        '| PAY-2 | Half a point | ½ | 2026-11-24 16:05 | Ann: ½ |\n' +
        '|  | =cmd\\|"/c calc"\\!A1, \\@me |  | Nicht geschätzt |  |\n',
    );
  });
});
