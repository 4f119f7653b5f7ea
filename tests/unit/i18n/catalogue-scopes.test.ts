/**
 * Each translated catalogue comes in chunks by who shows the words (renderer/i18n/scopes.ts):
 * every English part is in exactly one, and each language's chunk holds exactly its parts,
 * so a phone gets all of its words and none of the wall's.
 */
import { describe, expect, it } from 'vitest';
import { EN_PARTS } from '../../../renderer/i18n/en';
import { loadMessages } from '../../../renderer/i18n/load';
import { ALL_SCOPES, CATALOGUE_SCOPES } from '../../../renderer/i18n/scopes';
import { LOCALES } from '../../../shared/locales';

const others = LOCALES.filter((l) => l.code !== 'en').map((l) => l.code);

describe('the catalogue chunks', () => {
  it('hold every English part, each in exactly one chunk', () => {
    const named = ALL_SCOPES.flatMap((scope) => [...CATALOGUE_SCOPES[scope]]);
    expect([...named].sort()).toEqual(EN_PARTS.map((p) => p.name).sort());
    expect(new Set(named).size).toBe(named.length);
  });

  it.each(others)('%s: each chunk has exactly its own parts', async (code) => {
    for (const scope of ALL_SCOPES) {
      const messages = await loadMessages(code, [scope]);
      expect(Object.keys(messages ?? {}).sort(), scope).toEqual(
        [...CATALOGUE_SCOPES[scope]].sort(),
      );
    }
  });

  it.each(others)('%s: the chunks together are the whole catalogue', async (code) => {
    const whole = await loadMessages(code);
    const { default: catalogue } = (await import(
      `../../../renderer/i18n/catalogues/${code}/index.ts`
    )) as { default: object };
    expect(whole).toEqual(catalogue);
  });
});
