/**
 * What the wall says of Linear: the estimate with its scale named ('Estimate (Fibonacci:
 * 1, 2, 3, 5, 8)'), a card off the scale on the story and in Send all's list with the
 * scale, a team with estimates off, and 'Linear (filters)'; in every language, the scale
 * kept whole left to right.
 */
import { describe, expect, it } from 'vitest';
import type { EstimateField } from '../../../../shared/trackers/contract';
import { LOCALES } from '../../../../shared/locales';
import { loadMessages } from '../../../../renderer/i18n/load';
import { Translator } from '../../../../renderer/i18n/translate';
import {
  fieldFoundText,
  fieldName,
  fieldProblemText,
  queryFormatText,
  rowRefusalText,
  scaleText,
  stateText,
} from '../../../../renderer/ui/wall/tracker/tracker-words';

const english = new Translator('en', null);
const bare = (text: string | null) =>
  (text ?? '').replace(/[\u2066\u2069]/g, '').replace(/\u00a0/g, ' ');
const FIBONACCI: EstimateField = {
  id: 'estimate',
  name: 'Estimate',
  decimals: false,
  scale: [1, 2, 3, 5, 8],
  scaleName: 'Fibonacci',
};
const SCALE = '\u2066Fibonacci:\u00a01,\u00a02,\u00a03,\u00a05,\u00a08\u2069';

describe('Linear’s words', () => {
  it('names the estimate with its scale, isolated left to right', () => {
    expect(scaleText({ values: [1, 2, 3, 5, 8], name: 'Fibonacci' })).toBe(SCALE);
    expect(scaleText({ values: [0, 1, 2] })).toBe('\u20660,\u00a01,\u00a02\u2069');
    expect(bare(fieldName(english, FIBONACCI))).toBe('Estimate (Fibonacci: 1, 2, 3, 5, 8)');
    expect(bare(fieldFoundText(english, FIBONACCI))).toBe(
      'Estimates are written to Estimate (Fibonacci: 1, 2, 3, 5, 8).',
    );
    // A field without a scale is named as before.
    expect(fieldName(english, { id: 'weight', name: 'Weight', decimals: false })).toBe('Weight');
  });

  it('says a card off the scale is not sent, naming the scale', () => {
    const state = {
      kind: 'notWritten',
      reason: 'offScale',
      card: '13',
      scale: { values: [1, 2, 3, 5, 8], name: 'Fibonacci' },
    } as const;
    expect(bare(stateText(english, state, 'Linear'))).toBe(
      'Not sent: “13” is not on the team’s estimate scale (Fibonacci: 1, 2, 3, 5, 8).',
    );
    expect(bare(rowRefusalText(english, 'offScale', FIBONACCI, 'Linear'))).toBe(
      'not on the estimate scale (Fibonacci: 1, 2, 3, 5, 8), not written',
    );
    expect(rowRefusalText(english, 'notFound', FIBONACCI, 'Linear')).toBe(
      'not found in Linear, not written',
    );
    expect(rowRefusalText(english, 'notNumber', FIBONACCI, 'Linear')).toBe('not written');
  });

  it('names the import’s format Linear (filters), its last word translated', async () => {
    expect(queryFormatText(english, 'linear')).toBe('Linear (filters)');
    const german = new Translator('de', await loadMessages('de'));
    expect(queryFormatText(german, 'linear')).toBe('Linear (Filter)');
  });

  it.each(LOCALES.map((l) => l.code))(
    '%s: a team without estimates, and the scale, in the page’s words',
    async (code) => {
      const t = new Translator(code, await loadMessages(code));
      const off = fieldProblemText(t, 'estimates-off');
      expect(off).toContain('Linear');
      const state = {
        kind: 'notWritten',
        reason: 'offScale',
        card: '13',
        scale: { values: [1, 2, 3, 5, 8], name: 'Fibonacci' },
      } as const;
      const texts = [
        stateText(t, state, 'Linear') ?? '',
        rowRefusalText(t, 'offScale', FIBONACCI, 'Linear'),
      ];
      for (const text of texts) {
        expect(text).toContain(SCALE);
        expect(text).not.toContain('{');
      }
      if (code === 'en') return;
      expect(off).not.toBe(fieldProblemText(english, 'estimates-off'));
      expect(texts[0]).not.toBe(stateText(english, state, 'Linear'));
    },
  );
});
