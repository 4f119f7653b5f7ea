/**
 * Longer words and the other direction hold: the wall in German and in Arabic, chosen
 * through Options, at 1280x720, 1920x1080 and 4K (welcome box, cards, Options and the
 * key help), and the phone at 360 px (join form, cards with the story and countdown, history): no horizontal scroll,
 * no text wider than its box, and in Arabic `dir="rtl"` with the layout mirrored.
 */
import type { Page } from '@playwright/test';
import ar from '../../renderer/i18n/catalogues/ar/index';
import de from '../../renderer/i18n/catalogues/de/index';
import { en } from '../../renderer/i18n/en';
import { expect, participantCards, saveScreenshot, test } from './fixtures';
import { NAMES, people } from './people';
import { transitionsDone } from './settled';

const LANGUAGES = [
  { code: 'de', dir: 'ltr', text: de },
  { code: 'ar', dir: 'rtl', text: ar },
] as const;

const WALL_SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const;

/** True when the page scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** What people typed: a long name ends in an ellipsis by design, in every language. */
const TYPED = [...NAMES, 'Gustavo Pereira-Montenegro'];

/**
 * Elements showing text of their own whose text is wider than their box (cut, spilling
 * or hidden behind an ellipsis) or reaches past the viewport's sides, as "text (scroll
 * width > client width)". Visually hidden text for screen readers, the names people
 * typed and data shortened with its full text on hover are left out.
 */
const overflowingTexts = (page: Page) =>
  page.evaluate((typed) => {
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (ownText === '' || typed.includes(ownText) || el.closest('[aria-hidden="true"]')) continue;
      // Data cut short on purpose shows in full on hover (a theme's name from the database).
      if (el.getAttribute('title') === ownText) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      // Inline boxes have no client width; screen-reader-only text is a 1 px box.
      if (el.clientWidth <= 1 || box.width <= 1) continue;
      const label = `${ownText.slice(0, 50)} (${el.scrollWidth} > ${el.clientWidth})`;
      if (el.scrollWidth > el.clientWidth + 1) found.push(label);
      else if (box.left < -1 || box.right > window.innerWidth + 1)
        found.push(`${ownText.slice(0, 50)} (outside the viewport: ${box.left}..${box.right})`);
    }
    return found;
  }, TYPED);

/** Checks the page at its current size: no sideways scroll, no text out of its box. */
async function holds(page: Page, what: string) {
  await transitionsDone(page);
  expect(await scrollsSideways(page), `${what}: horizontal scroll`).toBe(false);
  expect(await overflowingTexts(page), `${what}: text wider than its box`).toEqual([]);
}

/** Left edges of two elements' boxes. */
async function lefts(page: Page, a: string, b: string): Promise<[number, number]> {
  const boxA = await page.getByTestId(a).first().boundingBox();
  const boxB = await page.getByTestId(b).first().boundingBox();
  expect(boxA && boxB, `${a} and ${b} are shown`).toBeTruthy();
  return [boxA!.x, boxB!.x];
}

for (const lang of LANGUAGES) {
  const t = lang.text;

  test(`the wall in ${lang.code} holds at 1280x720, 1920x1080 and 4K`, async ({
    page,
    app,
    code,
    writer,
  }) => {
    await page.setViewportSize(WALL_SIZES[1]);
    await page.goto(app.screenUrl(code));
    // Chosen as a person does: Options, 'Language'.
    await page.getByRole('button', { name: en.wall.settings }).click();
    await page
      .getByRole('dialog', { name: en.options.options })
      .getByRole('combobox', { name: en.language.language })
      .selectOption(lang.code);
    await expect(page.getByRole('dialog', { name: t.options.options })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
    await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);

    // The welcome box, with its fixed texts.
    await expect(page.getByText(t.wall.welcome)).toBeVisible();
    for (const size of WALL_SIZES) {
      await page.setViewportSize(size);
      await holds(page, `welcome at ${size.width}`);
    }
    await saveScreenshot(page, `locale-wall-${lang.code}-welcome-3840`);

    // A room of eight, all revealed, with a story.
    await writer.joinMany(code, people(8));
    await expect(participantCards(page)).toHaveCount(8);
    await expect(page.getByText(t.shared.averagePoint)).toBeVisible();
    for (const size of WALL_SIZES) {
      await page.setViewportSize(size);
      await holds(page, `cards at ${size.width}`);
      await saveScreenshot(page, `locale-wall-${lang.code}-${size.width}`);
    }

    // Mirrored in Arabic: the story starts on the right and the countdown sits left of
    // it, the first card is the right-most of its row, the round controls on the left.
    const [timer, story] = await lefts(page, 'session-timer', 'session-band');
    const [newRound, average] = await lefts(page, 'new-round', 'stat-average');
    const first = await participantCards(page).nth(0).boundingBox();
    const second = await participantCards(page).nth(1).boundingBox();
    if (lang.dir === 'rtl') {
      expect(timer).toBeLessThan(story + 200);
      expect(newRound).toBeLessThan(average);
      expect(first!.x).toBeGreaterThan(second!.x);
    } else {
      expect(timer).toBeGreaterThan(story + 200);
      expect(newRound).toBeGreaterThan(average);
      expect(first!.x).toBeLessThan(second!.x);
    }

    // 'Left' is the screen's left in every language: a card put there stands at the left
    // edge, Arabic included.
    const last = participantCards(page).last();
    await last.hover();
    await last.getByTestId('card-menu-button').click();
    await page.getByRole('menuitem', { name: t.cardMenu.positionLeft, exact: true }).click();
    await expect(page.getByTestId('grid-left').getByTestId('participant-card')).toHaveCount(1);
    await page.mouse.move(0, 0);
    await transitionsDone(page);
    const leftCard = await page
      .getByTestId('grid-left')
      .getByTestId('participant-card')
      .boundingBox();
    const others = await participantCards(page).evaluateAll((cards) =>
      cards.map((c) => c.getBoundingClientRect().left),
    );
    expect(leftCard!.x).toBe(Math.min(...others));
    await holds(page, 'a card on the left at 4K');

    // Options and the key help, at the smallest wall.
    await page.setViewportSize(WALL_SIZES[0]);
    await page.getByRole('button', { name: t.wall.settings }).click();
    const menu = page.getByRole('dialog', { name: t.options.options });
    await expect(menu.getByRole('heading', { name: t.options.history })).toBeVisible();
    await holds(page, 'Options at 1280');
    // Options slides in on the side a line ends: the right, the left in Arabic. A
    // button's icon stands before its text in reading order, with a gap between them.
    const panel = (await menu.boundingBox())!;
    const keysButton = menu.getByRole('button', { name: t.keyHelp.title });
    const { icon, text } = await keysButton.evaluate((button) => {
      const words = Array.from(button.childNodes).find((n) => n.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.selectNodeContents(words);
      const box = (r: DOMRect) => ({ left: r.left, right: r.right });
      return {
        icon: box(button.querySelector('svg')!.getBoundingClientRect()),
        text: box(range.getBoundingClientRect()),
      };
    });
    if (lang.dir === 'rtl') {
      expect(panel.x).toBe(0);
      expect(icon.left - text.right).toBeGreaterThanOrEqual(4);
    } else {
      expect(panel.x + panel.width).toBe(WALL_SIZES[0].width);
      expect(text.left - icon.right).toBeGreaterThanOrEqual(4);
    }
    // A hint stands under its button, measured on the screen, in either direction.
    const preview = menu.getByRole('button', {
      name: t.optionsPanels.previewTheme.replace('{name}', 'Midnight'),
    });
    await preview.hover();
    const hint = (await page
      .getByRole('tooltip', { name: t.optionsPanels.preview })
      .boundingBox())!;
    const button = (await preview.boundingBox())!;
    expect(Math.abs(hint.x + hint.width / 2 - (button.x + button.width / 2))).toBeLessThan(
      button.width,
    );
    expect(hint.y).toBeGreaterThanOrEqual(button.y + button.height);
    await saveScreenshot(page, `locale-wall-${lang.code}-options-1280`);
    await menu.getByRole('button', { name: t.keyHelp.title }).click();
    const help = page.getByRole('dialog', { name: t.keyHelp.title });
    await expect(help.getByText(t.keyHelp.hint)).toBeVisible();
    await holds(page, 'key help at 1280');
    await saveScreenshot(page, `locale-wall-${lang.code}-keys-1280`);
  });

  test(`a phone in ${lang.code} holds at 360 px`, async ({ browser, app, code, writer }) => {
    const context = await browser.newContext({
      locale: lang.code,
      viewport: { width: 360, height: 740 },
    });
    const phone = await context.newPage();
    await writer.join(code, { userId: 'u-bob', userName: 'Bob Baker', value: '5' });
    await phone.goto(app.voteUrl(code));
    await expect(phone.getByRole('heading', { name: t.phone.joinTitle })).toBeVisible();
    await expect(phone.locator('html')).toHaveAttribute('dir', lang.dir);
    await holds(phone, 'join form');
    await saveScreenshot(phone, `locale-phone-${lang.code}-join-360`);

    await phone.getByLabel(t.phone.yourName).fill('Gustavo Pereira-Montenegro');
    await phone.getByRole('button', { name: t.phone.join }).click();
    await expect(phone.getByText(t.phoneBoard.pickYourCard)).toBeVisible();
    const cards = phone.getByTestId('vote-card');
    await cards.nth(4).click();
    await holds(phone, 'cards');
    // Mirrored in Arabic: the cards run from the right.
    const one = await cards.nth(0).boundingBox();
    const two = await cards.nth(1).boundingBox();
    if (lang.dir === 'rtl') expect(one!.x).toBeGreaterThan(two!.x);
    else expect(one!.x).toBeLessThan(two!.x);
    await saveScreenshot(phone, `locale-phone-${lang.code}-cards-360`);

    await phone.getByRole('button', { name: t.phoneBoard.history }).click();
    await expect(phone.getByText(t.history.empty)).toBeVisible();
    await holds(phone, 'history');
    await saveScreenshot(phone, `locale-phone-${lang.code}-history-360`);
    await context.close();
  });
}
