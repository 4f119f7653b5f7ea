/**
 * Linear in the wall's domain (docs/tracker-wall.md): its name and 'Linear (filters)',
 * Send all's `TEAM-123` identifiers by Linear's team-key rules, the setup without an
 * address, and a team's estimate scale: a card off it is not written, with the scale
 * kept in the wall's own list so the panel can name it after a reload.
 */
import { describe, expect, it } from 'vitest';
import type { EstimateField } from '../../../shared/trackers/contract';
import { parseIdentifier } from '../../../shared/trackers/linear/issues';
import type { BacklogStory } from '../../../renderer/domain/backlog';
import { estimateNumber } from '../../../renderer/domain/tracker-estimate';
import {
  keyLookup,
  queryFormatName,
  queryLanguage,
  trackerName,
} from '../../../renderer/domain/tracker-kinds';
import { isOwnList, ownAfterImport } from '../../../renderer/domain/tracker-own';
import { sendRows } from '../../../renderer/domain/tracker-send-all';
import { asksSite, checkSetup, LINEAR_API } from '../../../renderer/domain/tracker-setup';
import { storyTrackerState } from '../../../renderer/domain/tracker-state';

/** A Fibonacci team's estimate, as the connector answers it. */
const FIBONACCI: EstimateField = {
  id: 'estimate',
  name: 'Estimate',
  decimals: false,
  scale: [1, 2, 3, 5, 8],
  scaleName: 'Fibonacci',
};

const story = (slot: number, key: string, card: string | null): BacklogStory => ({
  slot,
  key,
  title: 'T',
  description: '',
  estimate: card === null ? null : { value: card, at: 1, votes: '' },
});

describe('Linear’s name and query', () => {
  it('is named Linear, its import read as its filters, the word in the language shown', () => {
    expect(trackerName('linear')).toBe('Linear');
    expect(queryLanguage('linear')).toBe('linear');
    expect(queryFormatName('linear')).toBe('Linear (filters)');
    expect(queryFormatName('linear', 'Filter')).toBe('Linear (Filter)');
  });
});

describe('Linear’s key lookup', () => {
  const linear = keyLookup('linear');

  it('takes TEAM-123 identifiers by Linear’s team-key rules', () => {
    const valid = ['ENG-123', 'A-1', 'WEB2-7', '2FA-3', 'ABCDEFG-999999999', 'eng-12'];
    expect(valid.filter((k) => !linear.isKey(k))).toEqual([]);
    const invalid = [
      'ENG',
      'ENG-',
      '-12',
      'ENG-0',
      'ENG-007',
      'ENG-1000000000',
      'ABCDEFGH-1',
      'EN_G-1',
      'ENG 1',
      'ENG-1 cycle:current',
      'ENG-1,ENG-2',
      'acme/pay#1',
      '101',
      '',
    ];
    expect(invalid.filter(linear.isKey)).toEqual([]);
  });

  it('takes as a key only what the connector reads as an identifier', () => {
    const texts = ['ENG-1', 'eng-12', '2FA-3', 'ENG-0', 'ENG-1000000000', 'ABCDEFGH-1', ' ENG-1'];
    expect(texts.filter(linear.isKey)).toEqual(
      texts.filter((t) => parseIdentifier(t) !== null && t === t.trim()),
    );
  });

  it('asks for the identifiers alone, in capitals, nothing else reaching the query', () => {
    expect(linear.query(['ENG-1', 'ENG label:"x"', 'web-7'])).toBe('ENG-1 WEB-7');
  });

  it('finds an identifier whatever its case, as Linear does', () => {
    expect(linear.same('eng-12')).toBe(linear.same('ENG-12'));
    expect(linear.same('ENG-12')).not.toBe(linear.same('ENG-13'));
  });
});

describe('Linear’s setup', () => {
  it('asks for no address: the API key alone, to Linear’s one API', () => {
    expect(asksSite('linear')).toBe(false);
    expect(asksSite('gitlab')).toBe(true);
    const input = { kind: 'linear' as const, site: '', email: '', project: '', remember: true };
    expect(checkSetup({ ...input, token: ' lin_api_x ' })).toEqual({
      ok: true,
      setup: { kind: 'linear', baseUrl: LINEAR_API, token: 'lin_api_x', remember: true },
    });
    expect(checkSetup({ ...input, token: ' ' })).toEqual({ ok: false, problem: 'needToken' });
  });
});

describe('a team’s estimate scale', () => {
  it('takes only the numbers on the scale', () => {
    expect(estimateNumber('5', false, [1, 2, 3, 5, 8])).toEqual({ ok: true, value: 5 });
    expect(estimateNumber('13', false, [1, 2, 3, 5, 8])).toEqual({
      ok: false,
      reason: 'offScale',
      card: '13',
    });
    expect(estimateNumber('0', false, [0, 1, 2, 4, 8])).toEqual({ ok: true, value: 0 });
    // A card that is no number says so first, whatever the scale.
    expect(estimateNumber('?', false, [1, 2])).toMatchObject({ reason: 'notNumber' });
    expect(estimateNumber('13', false)).toEqual({ ok: true, value: 13 });
  });

  it('is kept in the wall’s own list, which reads it back', () => {
    const own = ownAfterImport([], [{ ...story(0, 'ENG-1', null), url: '' }], FIBONACCI, 0, true);
    expect(own).toEqual([
      {
        slot: 0,
        key: 'ENG-1',
        url: '',
        fieldId: 'estimate',
        decimals: false,
        scale: [1, 2, 3, 5, 8],
        scaleName: 'Fibonacci',
        was: null,
      },
    ]);
    expect(isOwnList(JSON.parse(JSON.stringify(own)))).toBe(true);
    expect(isOwnList([{ ...own[0], scale: ['1'] }])).toBe(false);
    expect(isOwnList([{ ...own[0], scaleName: 3 }])).toBe(false);
  });

  it('names the scale on the story a card off it is not written for', () => {
    const own = ownAfterImport([], [{ ...story(0, 'ENG-1', null), url: '' }], FIBONACCI, 0, true);
    expect(storyTrackerState(story(0, 'ENG-1', '13'), own, [], true)).toEqual({
      kind: 'notWritten',
      reason: 'offScale',
      card: '13',
      scale: { values: [1, 2, 3, 5, 8], name: 'Fibonacci' },
    });
    expect(storyTrackerState(story(0, 'ENG-1', '8'), own, [], true)).toEqual({ kind: 'sending' });
  });

  it('leaves a card off the scale out of Send all’s writes', () => {
    const found = [
      { key: 'ENG-1', title: 'A', description: '', estimate: null, url: 'u1' },
      { key: 'ENG-2', title: 'B', description: '', estimate: null, url: 'u2' },
    ];
    const rows = sendRows(
      [story(0, 'ENG-1', '5'), story(1, 'eng-2', '21')],
      found,
      FIBONACCI,
      keyLookup('linear'),
    );
    expect(rows.map((r) => [r.key, r.value, r.refusal])).toEqual([
      ['ENG-1', 5, null],
      ['eng-2', null, 'offScale'],
    ]);
  });
});
