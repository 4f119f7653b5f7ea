/**
 * The wall looked at in English, German and Arabic (left to right, the longest words,
 * right to left), as each tracker's end-to-end test screenshots Options and the backlog
 * panel: the language switched in Options, and back to English by its Arabic name.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, saveScreenshot } from './fixtures';

export type WallLanguage = 'en' | 'de' | 'ar';

/** Each language in turn, and what the language picker is called while it is on. */
const LANGUAGES = [
  ['en', 'Language'],
  ['de', 'Language'],
  ['ar', 'Sprache'],
] as const;

/** `look` run with the wall in English, then German, then Arabic (where it stays). */
export async function inEachWallLanguage(
  wall: Page,
  look: (lang: WallLanguage) => Promise<void>,
): Promise<void> {
  for (const [lang, picker] of LANGUAGES) {
    if (lang !== 'en') {
      await wall.getByRole('combobox', { name: picker }).selectOption(lang);
      await expect(wall.locator('html')).toHaveAttribute('lang', lang);
    }
    await look(lang);
  }
}

/** From Arabic back to English. */
export async function backToEnglish(wall: Page): Promise<void> {
  await wall.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
}

/**
 * Options' form for `tracker` looked at: axe-clean in English and in Arabic, a screenshot
 * in each language (`{prefix}-options-form-{lang}`), and the wall back in English.
 */
export async function lookAtTrackerForm(
  wall: Page,
  options: Locator,
  tracker: string,
  prefix: string,
): Promise<void> {
  await options.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(wall, `the ${tracker} form`);
  await inEachWallLanguage(wall, (lang) =>
    shootTrackerOptions(wall, `${prefix}-options-form-${lang}`),
  );
  await expectNoAxeViolations(wall, `the ${tracker} form in Arabic`);
  await backToEnglish(wall);
}

/** A screenshot of Options' issue tracker section, named `{name}`. */
export async function shootTrackerOptions(wall: Page, name: string): Promise<void> {
  await wall.getByTestId('section-tracker').scrollIntoViewIfNeeded();
  await saveScreenshot(wall, name);
}

/**
 * In each language, screenshots of the backlog panel (its story at `storyInView`, the
 * third unless said, in view) and Options: `{prefix}-backlog-{lang}` and
 * `{prefix}-options-{lang}`. The wall stays in Arabic.
 */
export async function shootBacklogAndOptions(
  wall: Page,
  prefix: string,
  storyInView = 2,
): Promise<void> {
  await inEachWallLanguage(wall, async (lang) => {
    await wall.getByTestId('backlog').scrollIntoViewIfNeeded();
    await wall.getByTestId('backlog-story').nth(storyInView).scrollIntoViewIfNeeded();
    await saveScreenshot(wall, `${prefix}-backlog-${lang}`);
    await shootTrackerOptions(wall, `${prefix}-options-${lang}`);
  });
}
