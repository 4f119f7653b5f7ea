/**
 * What Options says about a change the database refused: the cause in the language
 * shown, never the database's English, which shows only as a detail of an unknown cause.
 */
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../../../renderer/i18n/load';
import { Translator } from '../../../../../renderer/i18n/translate';
import type { SaveProblem } from '../../../../../renderer/stores/wall/config-writer-store';
import { refusalOf } from '../../../../../renderer/stores/wall/refusal';
import { saveProblemText } from '../../../../../renderer/ui/wall/options/config-text';

const english = new Translator('en', null);
const german = async () => new Translator('de', await loadMessages('de'));

const refused = (error: unknown): SaveProblem => ({
  keys: ['cardBackground'],
  reason: 'refused',
  ...refusalOf(error),
});

describe('a refused change', () => {
  it.each<[unknown, string]>([
    [{ code: 'PERMISSION_DENIED' }, 'not allowed by its rules'],
    [new Error('permission_denied at /configs/x: Permission denied'), 'not allowed by its rules'],
    [{ code: 'UNAVAILABLE' }, 'database unavailable'],
    [{ code: 'DISCONNECTED' }, 'connection lost'],
    [{ code: 'LIMIT_EXCEEDED' }, 'change too large'],
    [{ code: 'TOO_BIG' }, 'change too large'],
    [{ code: 'INVALID_DATA' }, 'values not accepted'],
    // Words apart by several spaces or hyphens still read as the code.
    [new Error('Write is too  big'), 'change too large'],
    [new Error('Invalid -- data at /configs/x'), 'values not accepted'],
    [null, 'no reason given'],
    [{ code: 'DATASTALE' }, 'unexpected error: \u2068datastale\u2069'],
  ])('%j is said in words', (error, reason) => {
    expect(saveProblemText(english, refused(error))).toBe(
      `Card Background not saved: the database refused the change (${reason}). The screens keep the saved version.`,
    );
  });

  it('is said in German with no English word of the database', async () => {
    const text = saveProblemText(await german(), refused({ code: 'PERMISSION_DENIED' }));
    expect(text).toBe(
      'Kartenhintergrund nicht gespeichert: Die Datenbank hat die Änderung abgelehnt (von ihren Regeln nicht erlaubt). Die Bildschirme behalten die gespeicherte Fassung.',
    );
  });

  it('in German, an unknown cause is a German sentence with the code as a detail', async () => {
    const text = saveProblemText(await german(), refused(new Error('Write stalled')));
    expect(text).toContain('(unerwarteter Fehler: \u2068Write stalled\u2069)');
  });
});
