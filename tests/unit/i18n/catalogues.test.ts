/**
 * Nothing untranslated slips in: every language has every text of the English
 * catalogue and nothing else, with the same placeholders, the plural forms its rules
 * use, and no English left in place except where the word is the same.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en, EN_PARTS } from '../../../renderer/i18n/en';
import { loadMessages } from '../../../renderer/i18n/load';
import { LOCALES, type LocaleCode } from '../../../shared/locales';
import { placeholders, type Messages, type Text } from '../../../renderer/i18n/translate';

/**
 * Texts that read the same in English and in these languages (`part.key`), whole or in
 * one plural form: words the language borrows as they are, names and codes.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly LocaleCode[]>> = {
  'wall.online': ['de', 'it', 'nl', 'pl', 'sv'],
  'wall.offline': ['de', 'it', 'nl', 'pl', 'sv'],
  'phoneBoard.nameOffline': ['de', 'it', 'nl', 'pl', 'sv'],
  'wall.options': ['fr'],
  'options.options': ['fr'],
  'result.consensus': ['fr', 'nl'],
  'result.votes': ['fr'],
  'session.story': ['de', 'fr', 'nl', 'sv'],
  'session.countdown': ['de'],
  'session.timer': ['de', 'it', 'pt-BR', 'nl', 'sv'],
  'result.valueVotes': ['de', 'es', 'it', 'pt-BR', 'nl', 'pl', 'sv', 'ar'],
  'phoneBoard.points': ['fr'],
  'phoneBoard.session': ['fr', 'sv'],
  'phoneBoard.listSeparator': ['de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'pl', 'sv'],
  'session.session': ['fr', 'sv'],
  'optionsPanels.images': ['fr'],
  'history.story': ['de', 'fr', 'nl', 'sv'],
  'history.votes': ['fr'],
  // Most keyboards print these keys' names in English.
  'keyHelp.pageDown': ['pt-BR', 'nl', 'pl', 'sv', 'ja', 'zh-CN', 'ar'],
  'keyHelp.pageUp': ['pt-BR', 'nl', 'pl', 'sv', 'ja', 'zh-CN', 'ar'],
  'deck.standard': ['de', 'fr', 'it', 'sv'],
  'deck.fibonacci': ['de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'sv'],
  'backlog.backlog': ['de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'pl'],
  'backlogPanel.stories': ['fr', 'sv'],
  'backlogPanel.storyCount': ['fr', 'nl', 'sv'],
  'backlogPanel.listSeparator': ['de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'pl', 'sv'],
  'backlogPanel.partSeparator': ['de', 'es', 'it', 'pt-BR', 'nl', 'pl', 'sv'],
  'backlogPanel.columnStory': ['de', 'fr', 'nl', 'sv'],
  'backlogPanel.columnVotes': ['fr'],
  'facilitation.listSeparator': ['de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'pl', 'sv'],
  'facilitation.median': ['de', 'sv'],
  'facilitation.anonymousVote': ['fr'],
  'roomOptions.round': ['it'],
  'tracker.kind': ['de', 'it', 'nl'],
  'tracker.project': ['nl'],
  // Dutch says 'filters' too: GitLab's and Linear's 'GitLab (filters)', 'Linear (filters)'.
  'tracker.filtersFormat': ['nl'],
  // The product's and its editions' names.
  'tracker.cloud': ['de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'pl', 'sv', 'ja', 'zh-CN', 'ar'],
  'tracker.inTracker': ['de', 'it', 'nl'],
};

const others = LOCALES.filter((l) => l.code !== 'en').map((l) => l.code);
const english = en as unknown as Messages;

const keysOf = (m: Messages) =>
  Object.entries(m)
    .flatMap(([part, texts]) => Object.keys(texts).map((k) => `${part}.${k}`))
    .sort();

const forms = (text: Text): string[] => (typeof text === 'string' ? [text] : Object.values(text));

/** A translation left in English: the text, or any one of its plural forms, as English has it. */
function leftInEnglish(text: Text | undefined, source: Text): boolean {
  if (text === undefined) return false;
  const english = new Set(forms(source));
  return forms(text).some((form) => english.has(form));
}

/** The plural categories a language uses for counts a room can have (0 to 1000). */
function categoriesUsed(locale: string): string[] {
  const rules = new Intl.PluralRules(locale);
  return [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))].sort();
}

describe.each(others)('the %s catalogue', (code) => {
  const load = () => loadMessages(code) as Promise<Messages>;

  it('has exactly the English keys, no part or text missing or extra', async () => {
    expect(keysOf(await load())).toEqual(keysOf(english));
  });

  it('has a plural entry where English has one, with the forms its rules use', async () => {
    const messages = await load();
    for (const [part, texts] of Object.entries(english)) {
      for (const [key, source] of Object.entries(texts)) {
        const text = messages[part]?.[key] as Text;
        expect(typeof text, `${part}.${key}`).toBe(typeof source);
        if (typeof text === 'object') {
          expect(Object.keys(text).sort(), `${part}.${key}`).toEqual(
            expect.arrayContaining(categoriesUsed(code)),
          );
        }
      }
    }
  });

  it('keeps every placeholder of the English text', async () => {
    const messages = await load();
    for (const [part, texts] of Object.entries(english)) {
      for (const [key, source] of Object.entries(texts)) {
        const wanted = new Set(forms(source).flatMap(placeholders));
        for (const form of forms(messages[part]?.[key] as Text)) {
          const found = placeholders(form);
          // A plural form may say "one" in words instead of {count}; nothing else may go.
          const needed = [...wanted].filter((p) => p !== 'count' || typeof source === 'string');
          expect(
            found.filter((p) => !wanted.has(p)),
            `${part}.${key}: ${form}`,
          ).toEqual([]);
          expect(
            needed.filter((p) => !found.includes(p)),
            `${part}.${key}: ${form}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('writes every text and plural form out (nothing empty shows a blank on screen)', async () => {
    const messages = await load();
    const blank = Object.entries(messages).flatMap(([part, texts]) =>
      Object.entries(texts)
        .filter(([, text]) => forms(text).some((form) => form.trim() === ''))
        .map(([key]) => `${part}.${key}`),
    );
    expect(blank).toEqual([]);
  });

  it('leaves no English in place except the words the language shares', async () => {
    const messages = await load();
    const allowed = new Set(
      Object.keys(SAME_AS_ENGLISH).filter((k) => SAME_AS_ENGLISH[k]?.includes(code)),
    );
    const untranslated = Object.entries(english).flatMap(([part, texts]) =>
      Object.entries(texts)
        .filter(([key, source]) => leftInEnglish(messages[part]?.[key], source))
        .map(([key]) => `${part}.${key}`),
    );
    expect(untranslated.filter((k) => !allowed.has(k))).toEqual([]);
    // An allowance no longer needed goes too, so the list stays true.
    expect([...allowed].filter((k) => !untranslated.includes(k))).toEqual([]);
  });
});

describe('English', () => {
  it.each([
    ['wall.welcome', 'Welcome to Story Point'],
    ['wall.yourScreenCode', 'Your Screen Code :'],
    ['wall.participant', 'Participant'],
    ['wall.pauseSession', 'Pause Session'],
    ['wall.continueSession', 'Continue Session'],
    ['wall.closePreview', 'Close Preview'],
    ['shared.averagePoint', 'Average Point'],
    ['optionsPanels.valuePlaceholder', 'eq. 8'],
    ['cardMenu.removeFromSession', 'Remove from session'],
  ])("says the spec's %s word for word: %j", (key, text) => {
    const [part, name] = key.split('.') as [string, string];
    expect(english[part]?.[name]).toBe(text);
  });

  it('gathers every part of i18n/en, so none escapes the checks above', async () => {
    const folder = new URL('../../../renderer/i18n/en/', import.meta.url);
    const files = readdirSync(folder).filter((f) => f.endsWith('.ts'));
    const parts = await Promise.all(
      files.map(async (f) => Object.values(await import(new URL(f, folder).href))),
    );
    const exported = parts.flat();
    expect(exported.length).toBeGreaterThanOrEqual(files.length);
    for (const part of exported) expect(EN_PARTS).toContain(part);
  });

  it('needs no catalogue of its own', async () => {
    expect(await loadMessages('en')).toBeNull();
  });

  it('writes each plural text with one and other forms', () => {
    for (const [part, texts] of Object.entries(english)) {
      for (const [key, text] of Object.entries(texts)) {
        if (typeof text === 'object')
          expect(Object.keys(text).sort(), `${part}.${key}`).toEqual(['one', 'other']);
      }
    }
  });
});
