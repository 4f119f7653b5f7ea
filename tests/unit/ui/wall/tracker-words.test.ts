/**
 * What the wall says of its tracker: each failure by its kind, with the tracker's own
 * reason where a person can act on it, and each story's write-back state, each naming
 * the tracker connected; the same in another language.
 */
import { describe, expect, it } from 'vitest';
import type { TrackerFailure } from '../../../../shared/trackers/contract';
import type { StoryTrackerState } from '../../../../renderer/domain/tracker-state';
import { LOCALES } from '../../../../shared/locales';
import { loadMessages } from '../../../../renderer/i18n/load';
import { Translator } from '../../../../renderer/i18n/translate';
import {
  failureText,
  fieldFoundText,
  fieldName,
  fieldProblemText,
  queryFormatText,
  stateText,
} from '../../../../renderer/ui/wall/tracker/tracker-words';
import { trackerName } from '../../../../renderer/domain/tracker-kinds';

const english = new Translator('en', null);

describe('failureText', () => {
  it.each<[TrackerFailure, string]>([
    [
      { kind: 'credentials', message: 'Unauthorized' },
      'Jira refused the credentials: check the token and the account it belongs to.',
    ],
    [
      { kind: 'permission', message: 'Forbidden' },
      'The account has no permission for this in Jira.',
    ],
    [{ kind: 'not-found', message: '' }, 'Jira has no such item, or nothing at this address.'],
    [
      { kind: 'not-on-screen', message: "Field 'customfield_10028' cannot be set." },
      "Jira refuses the field: add it to the issue’s edit screen (in a team-managed project, turn on estimation). Jira says: Field 'customfield_10028' cannot be set.",
    ],
    [
      { kind: 'invalid', message: 'Number value expected.' },
      'Jira refused it: Number value expected.',
    ],
    [{ kind: 'rate-limited', message: '', retryAfterMs: 2000 }, 'Jira asked to slow down.'],
    [{ kind: 'unavailable', message: '' }, 'Jira is not available at the moment.'],
    [{ kind: 'network', message: '' }, 'Jira could not be reached.'],
    [{ kind: 'removed', message: '' }, 'Jira no longer offers that call here: update Story Point.'],
    [
      { kind: 'cross-origin', message: '' },
      'Jira does not take calls from a web page. Connect it on the kiosk, or on the wall that npm start serves on this computer.',
    ],
  ])('%j', (failure, text) => {
    expect(failureText(english, failure, 'Jira')).toBe(text);
  });
});

describe('stateText', () => {
  it.each<[StoryTrackerState, string | null]>([
    [{ kind: 'none' }, null],
    [{ kind: 'open' }, null],
    [{ kind: 'sent' }, 'In Jira ✓'],
    [{ kind: 'sending' }, 'Sending…'],
    [{ kind: 'notConnected' }, 'Not sent: Jira is not connected (Options, Issue tracker).'],
    [
      { kind: 'keyChanged', key: 'PAY-1' },
      'Not sent: the key was changed in the session; this wall imported PAY-1 here.',
    ],
    [{ kind: 'notWritten', reason: 'notNumber', card: 'XL' }, 'Not sent: “XL” is not a number.'],
    [
      { kind: 'notWritten', reason: 'noDecimals', card: '½' },
      'Not sent: the field takes whole numbers, not “½”.',
    ],
    [
      { kind: 'waiting', failure: { kind: 'rate-limited', message: '' }, at: 0 },
      'Not sent: Jira asked to slow down. Trying again by itself.',
    ],
    [
      { kind: 'failed', failure: { kind: 'permission', message: '' } },
      'Not sent: The account has no permission for this in Jira.',
    ],
  ])('%j', (state, text) => {
    expect(stateText(english, state, 'Jira')).toBe(text);
  });

  it('names the tracker connected: Azure DevOps', () => {
    const azure = trackerName('azure-devops');
    expect(stateText(english, { kind: 'sent' }, azure)).toBe('In Azure DevOps ✓');
    expect(stateText(english, { kind: 'notConnected' }, azure)).toBe(
      'Not sent: Azure DevOps is not connected (Options, Issue tracker).',
    );
    expect(
      stateText(english, { kind: 'failed', failure: { kind: 'not-found', message: '' } }, azure),
    ).toBe('Not sent: Azure DevOps has no such item, or nothing at this address.');
  });

  it('speaks the page language', async () => {
    const german = new Translator('de', await loadMessages('de'));
    expect(stateText(german, { kind: 'sent' }, 'Jira')).toBe('In Jira ✓');
    expect(stateText(german, { kind: 'sent' }, 'Azure DevOps')).toBe('In Azure DevOps ✓');
    expect(stateText(german, { kind: 'keyChanged', key: 'PAY-1' }, 'Jira')).toBe(
      'Nicht gesendet: Der Schlüssel wurde in der Sitzung geändert; diese Wand hat hier PAY-1 importiert.',
    );
    expect(failureText(german, { kind: 'credentials', message: '' }, 'Azure DevOps')).toBe(
      'Azure DevOps hat die Zugangsdaten abgelehnt: Bitte das Token und das Konto prüfen, zu dem es gehört.',
    );
  });

  it.each(LOCALES.map((l) => l.code))(
    '%s: every state and failure names the tracker given, none another',
    async (code) => {
      const t = new Translator(code, await loadMessages(code));
      const kinds: TrackerFailure['kind'][] = [
        'credentials',
        'permission',
        'not-found',
        'invalid',
        'removed',
        'rate-limited',
        'unavailable',
        'network',
        'cross-origin',
      ];
      const texts = [
        stateText(t, { kind: 'sent' }, 'Azure DevOps'),
        stateText(t, { kind: 'notConnected' }, 'Azure DevOps'),
        ...kinds.map((kind) => failureText(t, { kind, message: 'x' }, 'Azure DevOps')),
      ];
      for (const text of texts) {
        expect(text).toContain('Azure DevOps');
        expect(text).not.toContain('Jira');
      }
    },
  );
});

describe("Jira's not-on-screen refusal", () => {
  const reason =
    "customfield_10028: Field 'customfield_10028' cannot be set. It is not on the appropriate screen, or unknown.";
  const failure: TrackerFailure = { kind: 'not-on-screen', message: reason };

  it.each(LOCALES.map((l) => l.code))(
    '%s: the fix once in the language, then Jira’s reason',
    async (code) => {
      const t = new Translator(code, await loadMessages(code));
      const text = failureText(t, failure, 'Jira');
      expect(text.endsWith(reason)).toBe(true);
      expect(text.split(reason)).toHaveLength(2);
      const fix = text.slice(0, -reason.length);
      // The fix names the edit screen once, in the page's words (English only in English).
      expect(fix.includes('edit screen')).toBe(code === 'en');
      expect(fix.length).toBeGreaterThan(40);
    },
  );
});

describe('GitHub’s words', () => {
  const label = { id: 'label:estimate', name: 'estimate: N label', decimals: true };
  const points = { id: 'project:PVT_1:PVTF_2', name: 'Story Points', decimals: true };
  const bare = (text: string) => text.replace(/[\u2066\u2069]/g, '');

  it('says the label field in the language shown, a project’s field by its own name', async () => {
    expect(bare(fieldFoundText(english, label))).toBe(
      'Estimates are written as the label “estimate: N” on each issue.',
    );
    expect(bare(fieldName(english, label))).toBe('the label “estimate: N”');
    expect(fieldFoundText(english, points)).toBe('Estimates are written to Story Points.');
    expect(fieldName(english, points)).toBe('Story Points');
    const german = new Translator('de', await loadMessages('de'));
    expect(bare(fieldFoundText(german, label))).toBe(
      'Schätzungen werden als Label „estimate: N“ an jedes Issue geschrieben.',
    );
    expect(bare(fieldName(german, label))).toBe('Label „estimate: N“');
  });

  it('keeps the label whole, left to right, in Arabic', async () => {
    const arabic = new Translator('ar', await loadMessages('ar'));
    expect(fieldFoundText(arabic, label)).toContain('\u2066estimate: N\u2069');
    expect(fieldFoundText(arabic, label)).not.toContain('written');
  });

  it('names the import’s format GitHub (search), its last word translated', async () => {
    expect(queryFormatText(english, 'github')).toBe('GitHub (search)');
    const german = new Translator('de', await loadMessages('de'));
    expect(queryFormatText(german, 'github')).toBe('GitHub (Suche)');
    expect(queryFormatText(german, 'azure-devops')).toBe('Azure DevOps (WIQL)');
  });

  it.each(LOCALES.map((l) => l.code))(
    '%s: every failure names GitHub, none another',
    async (code) => {
      const t = new Translator(code, await loadMessages(code));
      for (const kind of ['credentials', 'permission', 'not-found', 'rate-limited'] as const) {
        const text = failureText(t, { kind, message: 'x' }, trackerName('github'));
        expect(text).toContain('GitHub');
        expect(text).not.toMatch(/Jira|Azure/);
      }
    },
  );
});

describe('GitLab’s words', () => {
  it('names the import’s format GitLab (filters), its last word translated', async () => {
    expect(queryFormatText(english, 'gitlab')).toBe('GitLab (filters)');
    const german = new Translator('de', await loadMessages('de'));
    expect(queryFormatText(german, 'gitlab')).toBe('GitLab (Filter)');
    // GitHub keeps its own word beside it.
    expect(queryFormatText(german, 'github')).toBe('GitHub (Suche)');
  });

  it('says what a GitLab token and account need when GitLab refuses for want of permission', async () => {
    const refused = { kind: 'permission', message: 'x' } as const;
    expect(failureText(english, refused, 'GitLab')).toBe(
      'The account has no permission for this in GitLab. A GitLab token needs the \u2066api\u2069 scope, and its account a role that may edit issues (Reporter or higher).',
    );
    // Other trackers' refusals are as before.
    expect(failureText(english, refused, 'GitHub')).toBe(
      'The account has no permission for this in GitHub.',
    );
    const arabic = new Translator('ar', await loadMessages('ar'));
    expect(failureText(arabic, refused, 'GitLab')).toContain('\u2066api\u2069');
  });

  it.each(LOCALES.map((l) => l.code))(
    '%s: says a GitLab without weights in its own words, naming GitLab',
    async (code) => {
      const t = new Translator(code, await loadMessages(code));
      const text = fieldProblemText(t, 'no-weight');
      expect(text).toContain('GitLab');
      if (code !== 'en') expect(text).not.toBe(fieldProblemText(english, 'no-weight'));
      for (const kind of ['credentials', 'permission', 'not-found', 'rate-limited'] as const) {
        expect(failureText(t, { kind, message: 'x' }, trackerName('gitlab'))).toContain('GitLab');
      }
    },
  );
});
