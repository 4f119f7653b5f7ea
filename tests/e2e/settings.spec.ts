/**
 * The settings menu 'Options' and preview mode (docs/product.md, Settings menu, Preview
 * mode) in Chromium against the production build and the local database: theme select and
 * colour edit written to configs/{code} and applied live on a second screen, 'Custom',
 * preview on/off and 'Close Preview', blocked users, value-specific image rows.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, participantCard, saveScreenshot, test, type Writer } from './fixtures';
import { loadThemes } from '../../server/db/server';
import { POINT_SCALE } from '../../renderer/domain/cards';
import { parseThemes } from '../../renderer/domain/records';
import type { ScreenConfig, Theme } from '../../renderer/domain/types';

const THEMES: Theme[] = parseThemes(loadThemes());
const theme = (name: string): Theme => {
  const t = THEMES.find((x) => x.name === name);
  if (!t) throw new Error(`seeded theme ${name} missing`);
  return t;
};

/** '#rrggbb' → 'rgb(r, g, b)' as getComputedStyle reports it. */
function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** True when the element or any descendant has `prop` computed to the colour. */
async function hasColor(scope: Locator, prop: string, hex: string): Promise<boolean> {
  const want = rgb(hex);
  return scope.evaluate(
    (root, [p, w]) =>
      [root, ...Array.from(root.querySelectorAll('*'))].some(
        (el) => getComputedStyle(el).getPropertyValue(p!) === w,
      ),
    [prop, want],
  );
}

/** True when a large element of the screen (outside the menu) has this background. */
async function screenHasBackground(page: Page, hex: string): Promise<boolean> {
  const want = rgb(hex);
  return page.evaluate((w) => {
    const big = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width >= innerWidth * 0.5 && r.height >= innerHeight * 0.5;
    };
    return [
      document.documentElement,
      document.body,
      ...Array.from(document.body.querySelectorAll('*')),
    ].some(
      (el) =>
        big(el) &&
        !el.closest('[data-testid="settings-menu"]') &&
        getComputedStyle(el).backgroundColor === w,
    );
  }, want);
}

async function openMenu(page: Page): Promise<Locator> {
  await page.getByTestId('settings-button').click();
  const menu = page.getByTestId('settings-menu');
  await expect(menu.getByText('Options', { exact: true })).toBeVisible();
  await expect(menu.getByTestId('theme-row').first()).toBeVisible();
  return menu;
}

async function closeMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-menu')).toBeHidden();
}

function savedConfig(db: { getData(p: string): unknown }, code: string): Partial<ScreenConfig> {
  return (db.getData(`configs/${code}`) ?? {}) as Partial<ScreenConfig>;
}

async function joinTwo(writer: Writer, code: string): Promise<void> {
  await writer.joinMany(code, [
    { userId: 'ann', userName: 'Ann', value: '8', showCard: true },
    { userId: 'bob', userName: 'Bob', value: '5', showCard: true },
  ]);
}

test('theme select and colour edit write configs/{code} and apply live on a second screen', async ({
  page,
  context,
  app,
  db,
  writer,
  code,
}) => {
  await joinTwo(writer, code);
  const other = await context.newPage();
  await Promise.all([page.goto(app.screenUrl(code)), other.goto(app.screenUrl(code))]);
  await expect(participantCard(other, 'ann')).toBeVisible();

  const menu = await openMenu(page);
  // Nothing saved yet: the empty default matches no theme, so 'Custom' is shown.
  await expect(menu.getByTestId('theme-custom')).toContainText('Custom');

  const midnight = theme('Midnight');
  await menu.getByRole('button', { name: 'Select Midnight' }).click();
  await expect.poll(() => savedConfig(db, code)).toEqual(midnight.values);
  await expect(menu.getByTestId('theme-custom')).toHaveCount(0);
  await expect(menu.locator('[data-theme-name="Midnight"]')).toHaveAttribute(
    'data-selected',
    'true',
  );
  await expect.poll(() => screenHasBackground(other, midnight.values.screenBackground)).toBe(true);
  await expect
    .poll(() =>
      hasColor(participantCard(other, 'ann'), 'background-color', midnight.values.cardBackground),
    )
    .toBe(true);

  // Edit mode: the sliders icon on the selected theme; 'Blocked Users' is not in it.
  await menu.getByRole('button', { name: 'Edit theme' }).click();
  await expect(menu.getByText('Colors', { exact: true })).toBeVisible();
  await expect(menu.getByText('Value Specific Images', { exact: true })).toBeVisible();
  for (const label of [
    'Card Background',
    'Card Border',
    'Text Color',
    'Screen Background',
    'Screen Foreground',
  ]) {
    // Exact: each swatch beside a field is named 'Colour picker: <field>'.
    await expect(menu.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(menu.getByLabel('Card Background', { exact: true })).toHaveValue(
    midnight.values.cardBackground,
  );

  await menu.getByLabel('Card Background', { exact: true }).fill('#123456');
  await expect.poll(() => savedConfig(db, code).cardBackground).toBe('#123456');
  await expect
    .poll(() => hasColor(participantCard(other, 'ann'), 'background-color', '#123456'))
    .toBe(true);
  // The config no longer equals a theme: 'Custom' is selected and keeps the edit icon.
  await expect(menu.getByTestId('theme-custom')).toHaveAttribute('data-selected', 'true');
  await expect(
    menu.getByTestId('theme-custom').getByRole('button', { name: 'Edit theme' }),
  ).toBeVisible();

  // A half-typed value is never written. The signal: a valid colour typed after
  // it is saved, and the half-typed one would have gone with it or before it.
  await menu.getByLabel('Screen Background', { exact: true }).fill('#12');
  await menu.getByLabel('Screen Foreground', { exact: true }).fill('#abcdef');
  await expect.poll(() => savedConfig(db, code).screenForeground).toBe('#abcdef');
  expect(savedConfig(db, code).screenBackground).toBe(midnight.values.screenBackground);

  // The swatch opens the picker; a click outside closes it.
  await menu.getByTestId('color-textColor').locator('button').first().click();
  const picker = page.locator('.MuiPopover-paper');
  await expect(picker).toBeVisible();
  await page.mouse.click(200, 540);
  await expect(picker).toBeHidden();
  await expect(menu).toBeVisible();

  await saveScreenshot(page, 'settings-edit');

  // Selecting a theme writes all six fields and leaves edit mode.
  const paper = theme('Paper');
  await menu.getByRole('button', { name: 'Select Paper' }).click();
  await expect(menu.getByText('Colors', { exact: true })).toHaveCount(0);
  await expect.poll(() => savedConfig(db, code)).toEqual(paper.values);
  await expect.poll(() => screenHasBackground(other, paper.values.screenBackground)).toBe(true);

  // A change by another client (or screen) shows in this menu live.
  writer.raw(`configs/${code}`, theme('Forest').values);
  await expect(menu.locator('[data-theme-name="Forest"]')).toHaveAttribute('data-selected', 'true');
  await other.close();
});

test('preview shows sample cards in the previewed theme; same theme again or Close Preview ends it', async ({
  page,
  app,
  db,
  writer,
  code,
}) => {
  const saved = theme('Midnight').values;
  writer.raw(`configs/${code}`, saved);
  await joinTwo(writer, code);
  await page.goto(app.screenUrl(code));
  await expect(participantCard(page, 'ann')).toBeVisible();
  const sampleCards = page.getByTestId('preview-card');

  const menu = await openMenu(page);
  const hc = theme('High Contrast');
  await menu.getByRole('button', { name: 'Preview High Contrast', exact: true }).click();
  await expect(sampleCards).toHaveCount(POINT_SCALE.length);
  await expect(participantCard(page, 'ann')).toHaveCount(0);
  await expect.poll(() => screenHasBackground(page, hc.values.screenBackground)).toBe(true);
  await expect(menu.locator('[data-theme-name="High Contrast"]')).toHaveAttribute(
    'data-previewing',
    'true',
  );
  // The saved config is untouched; the selected theme stays the saved one.
  expect(savedConfig(db, code)).toEqual(saved);
  await expect(menu.locator('[data-theme-name="Midnight"]')).toHaveAttribute(
    'data-selected',
    'true',
  );

  // Cards flip by themselves (1–3 s): within 4 s the set of face-up cards changes.
  const faces = () => sampleCards.evaluateAll((els) => els.map((e) => e.textContent).join('|'));
  const first = await faces();
  await expect.poll(faces, { timeout: 8_000 }).not.toBe(first);

  await closeMenu(page);
  await saveScreenshot(page, 'preview');
  await openMenu(page);

  // The same theme again turns preview off.
  await menu.getByRole('button', { name: 'Preview High Contrast', exact: true }).click();
  await expect(sampleCards).toHaveCount(0);
  await expect(participantCard(page, 'ann')).toBeVisible();
  await expect.poll(() => screenHasBackground(page, saved.screenBackground)).toBe(true);

  // Another theme, then the menu's 'Close Preview'.
  await menu.getByRole('button', { name: 'Preview Paper' }).click();
  await expect(sampleCards).toHaveCount(POINT_SCALE.length);
  await menu.getByRole('button', { name: 'Close Preview' }).click();
  await expect(sampleCards).toHaveCount(0);

  // And the statistics bar's eye-slash 'Close Preview' with the menu closed.
  await menu.getByRole('button', { name: 'Preview Forest' }).click();
  await expect(sampleCards).toHaveCount(POINT_SCALE.length);
  await closeMenu(page);
  await page.getByRole('button', { name: 'Close Preview' }).click();
  await expect(sampleCards).toHaveCount(0);
  await expect(participantCard(page, 'bob')).toBeVisible();
  expect(savedConfig(db, code)).toEqual(saved);
});

test('blocked users are listed outside edit mode and unblocked with the delete icon', async ({
  page,
  app,
  writer,
  code,
}) => {
  await joinTwo(writer, code);
  await page.goto(app.screenUrl(code));
  await expect(participantCard(page, 'bob')).toBeVisible();

  let menu = await openMenu(page);
  await expect(menu.getByText('Blocked Users', { exact: true })).toHaveCount(0);
  await closeMenu(page);

  // Block Bob through his card menu (the ellipsis icon).
  const card = participantCard(page, 'bob');
  await card.hover();
  await card
    .getByTestId('card-menu-button')
    .or(card.getByRole('button', { name: /menu|more|options/i }))
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Block User' }).click();
  await expect(participantCard(page, 'bob')).toHaveCount(0);

  menu = await openMenu(page);
  await expect(menu.getByText('Blocked Users', { exact: true })).toBeVisible();
  await expect(menu.getByTestId('blocked-user')).toHaveText(['Bob']);
  // Edit mode hides the list.
  await menu.getByRole('button', { name: 'Edit theme' }).click();
  await expect(menu.getByText('Blocked Users', { exact: true })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Edit theme' }).click();

  await menu.getByRole('button', { name: 'Unblock Bob' }).click();
  await expect(menu.getByText('Blocked Users', { exact: true })).toHaveCount(0);
  // Keyboard focus stays in the menu when the pressed button goes, so Escape still closes it.
  await expect
    .poll(() =>
      page.evaluate(() => !!document.activeElement?.closest('[data-testid="settings-menu"]')),
    )
    .toBe(true);
  await closeMenu(page);
  await expect(participantCard(page, 'bob')).toBeVisible();
});

test('value-specific image rows: add, edit, invalid expression shown, remove; written to configs', async ({
  page,
  app,
  db,
  writer,
  code,
}) => {
  await writer.join(code, { userId: 'ann', userName: 'Ann', value: '8', showCard: true });
  await page.goto(app.screenUrl(code));
  await expect(participantCard(page, 'ann')).toBeVisible();
  const menu = await openMenu(page);
  await menu.locator('[data-selected="true"]').getByRole('button', { name: 'Edit theme' }).click();
  const rows = menu.getByTestId('image-rule');
  await expect(rows).toHaveCount(0);

  await menu.getByRole('button', { name: 'Add image rule' }).click();
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByPlaceholder('eq. 8')).toBeVisible();
  await expect(row.getByPlaceholder('any')).toBeVisible();
  await expect(row.getByTestId('image-rule-images')).toHaveAttribute('placeholder', '{host}');

  const image = `${app.origin}/favicon.svg`;
  await row.getByLabel('Value').fill('8');
  await row.getByTestId('image-rule-images').fill(image);
  await expect
    .poll(() => JSON.parse(savedConfig(db, code).customImages || '[]') as unknown)
    .toEqual([{ value: '8', user: '', images: image }]);
  // The rule applies: Ann's revealed 8 carries the image.
  await expect(participantCard(page, 'ann').locator(`img[src="${image}"]`)).toHaveCount(1);

  // An invalid expression is shown inline (and skipped by the matcher).
  await row.getByLabel('Value').fill('[8');
  await expect(row.getByText('Not a valid regular expression')).toBeVisible();
  await row.getByLabel('Value').fill('8');
  await expect(row.getByText('Not a valid regular expression')).toHaveCount(0);

  // Only the last row has the add button; each row a remove button.
  await row.getByRole('button', { name: 'Add image rule' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('button', { name: 'Add image rule' })).toHaveCount(0);
  await expect(rows.nth(1).getByRole('button', { name: 'Add image rule' })).toBeVisible();
  await rows.nth(1).getByLabel('User Name').fill('Bob');
  await expect
    .poll(() => JSON.parse(savedConfig(db, code).customImages || '[]') as unknown)
    .toEqual([
      { value: '8', user: '', images: image },
      { value: '', user: 'Bob', images: '' },
    ]);

  await rows.nth(0).getByRole('button', { name: 'Remove image rule' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByLabel('User Name')).toHaveValue('Bob');
  await rows.first().getByRole('button', { name: 'Remove image rule' }).click();
  await expect(rows).toHaveCount(0);
  await expect.poll(() => savedConfig(db, code).customImages).toBe('');
  await expect(participantCard(page, 'ann').locator(`img[src="${image}"]`)).toHaveCount(0);
});
