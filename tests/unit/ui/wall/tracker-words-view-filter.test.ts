/**
 * What the wall says of a tracker view's filter it could not apply in full (a GitHub
 * project view's `assignee:@me`): each part named as written, isolated left to right,
 * in every language.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/locales';
import { loadMessages } from '../../../../renderer/i18n/load';
import { Translator } from '../../../../renderer/i18n/translate';
import { notAppliedText } from '../../../../renderer/ui/wall/tracker/tracker-words';

const PARTS = ['assignee:@me', 'updated:>@today-7d'];
const ISOLATED = ['\u2066assignee:@me\u2069', '\u2066updated:>@today-7d\u2069'];

describe('a view filter not applied in full', () => {
  it('names each part as written in the filter, and says the preview may hold more', () => {
    const english = new Translator('en', null);
    expect(notAppliedText(english, PARTS).replace(/[\u2066\u2069]/g, '')).toBe(
      'Not applied from the view’s filter: assignee:@me updated:>@today-7d. The preview may hold more stories than the view shows.',
    );
  });

  it.each(LOCALES.map((l) => l.code))(
    '%s: in the page’s words, each part kept whole left to right',
    async (code) => {
      const t = new Translator(code, await loadMessages(code));
      const text = notAppliedText(t, PARTS);
      for (const part of ISOLATED) expect(text).toContain(part);
      if (code !== 'en') expect(text).not.toContain('Not applied');
    },
  );
});
