/**
 * The wall and the phone with nothing but a keyboard (docs/product.md, The wall from the
 * keyboard): Tab goes through the controls in reading order with a ring that can be seen
 * in every seeded theme, a hint shows on focus as on hover, the card menu opens with
 * Enter or Space and moves with the arrows, Escape closes it and focus comes back; the
 * same beyond voting (the welcome box, Next story after a reveal, Options); a phone
 * joins and votes without a touch.
 */
import type { Locator, Page } from '@playwright/test';
import path from 'node:path';
import {
  expect,
  participantCard,
  participantCards,
  saveScreenshot,
  statNumber,
  test,
  type Writer,
} from './fixtures';
import { focusRing } from './focus-ring';
import { THEMES, themeShown, applyTheme } from './themes';

const JIRA_EXPORT = path.resolve('tests/e2e/fixtures/jira-12-stories.csv');

/** The wall's controls in Tab order, from the top bar to the cards. */
const WALL_TAB_ORDER = [
  'Pause Session',
  'New round',
  'Settings',
  'Story Add a story',
  'Timer',
  // Grace is ready and Ada is not: the round can be nudged or revealed now.
  'Nudge',
  'Reveal now',
  'More actions for Ada Lovelace',
  'More actions for Grace Hopper',
];

async function twoVoters(writer: Writer, code: string): Promise<void> {
  await writer.joinMany(code, [
    { userId: 'ada', userName: 'Ada Lovelace', value: '5', showCard: false },
    { userId: 'grace', userName: 'Grace Hopper', value: '8', showCard: true },
  ]);
}

/** Tabs through the wall once: the names in order, each with a visible ring. */
async function walkTheWall(page: Page, shot: string): Promise<void> {
  const problems: string[] = [];
  for (const name of WALL_TAB_ORDER) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
    const ring = await focusRing(page);
    if (ring.problem) problems.push(`${name}: ${ring.problem}`);
  }
  await saveScreenshot(page, shot);
  expect(problems).toEqual([]);
}

test('the wall from the keyboard: Tab order, hints on focus, the card menu with Enter, Space, arrows and Escape', async ({
  page,
  app,
  code,
  writer,
}) => {
  await twoVoters(writer, code);
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(2);
  await walkTheWall(page, 'keyboard-focus-ring');

  // Focus from the keyboard shows the hint the mouse would; leaving closes it.
  // Back from Grace's menu button to Settings: six controls up.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Options' })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Pause Session' })).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Pause Session' })).toBeVisible();
  await expect(page.getByRole('tooltip', { name: 'Options' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // Enter opens Ada's menu, focus on its current position; the arrows move in the menu
  // (and do not go to the next round, as they would outside it).
  const adaMenu = () =>
    participantCard(page, 'ada').getByRole('button', { name: 'More actions for Ada Lovelace' });
  await adaMenu().focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Actions for Ada Lovelace' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Center' })).toBeFocused();
  await saveScreenshot(page, 'keyboard-card-menu');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Block User' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Left' })).toBeFocused();

  // Escape closes it and the focus is back on its button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(adaMenu()).toBeFocused();

  // Tab from inside an open menu closes it and goes on to the next control.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'More actions for Grace Hopper' })).toBeFocused();

  // Space opens it too; a choice made with the keys acts, closes, and gives focus back.
  await adaMenu().focus();
  await page.keyboard.press(' ');
  await expect(menu.getByRole('menuitem', { name: 'Center' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Left' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(participantCard(page, 'ada')).toHaveAttribute('data-position', 'left');
  await expect(adaMenu()).toBeFocused();
  // No arrow pressed in the menu started a new round: Grace is still ready.
  expect(await statNumber(page, 'stat-ready')).toBe(1);
});

for (const theme of THEMES) {
  test(`a focus ring that can be seen on every control of the wall in ${theme.name}`, async ({
    page,
    app,
    code,
    writer,
  }) => {
    applyTheme(writer, code, theme);
    await twoVoters(writer, code);
    await page.goto(app.screenUrl(code));
    await expect(participantCards(page)).toHaveCount(2);
    await themeShown(page, theme);
    await walkTheWall(page, `keyboard-focus-ring-${theme.name.toLowerCase().replace(/ /g, '-')}`);
  });
}

test('a phone joins and votes with the keyboard alone', async ({ browser, app, code, writer }) => {
  await writer.joinMany(code, [{ userId: 'bob', userName: 'Bob', value: '5', showCard: false }]);
  // A phone with a keyboard (or a switch device): phone-sized, no touch.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const phone = await context.newPage();
    await phone.goto(app.voteUrl(code));
    const name = phone.getByRole('textbox', { name: 'Your name' });
    await expect(name).toBeVisible();

    await phone.keyboard.press('Tab');
    await expect(name).toBeFocused();
    await phone.keyboard.type('Ann Lee');
    // The picture, the screen code and the choice to watch come next, then Join.
    await phone.keyboard.press('Tab');
    await expect(phone.getByRole('textbox', { name: /Picture URL/ })).toBeFocused();
    await phone.keyboard.press('Tab');
    await expect(phone.getByRole('textbox', { name: 'Screen code' })).toBeFocused();
    await phone.keyboard.press('Tab');
    const watch = phone.getByRole('checkbox', { name: 'Watch without voting' });
    await expect(watch).toBeFocused();
    expect((await focusRing(phone)).problem).toBe('');
    // Space ticks it and ticks it off again: this walk votes.
    await phone.keyboard.press(' ');
    await expect(watch).toBeChecked();
    await phone.keyboard.press(' ');
    await expect(watch).not.toBeChecked();
    await phone.keyboard.press('Tab');
    const join = phone.getByRole('button', { name: 'Join' });
    await expect(join).toBeFocused();
    expect((await focusRing(phone)).problem).toBe('');
    await phone.keyboard.press('Enter');

    // Tab to the 5, Space chooses it, Tab to Ready, Enter: waiting for Bob.
    const five = phone.getByRole('button', { name: 'Card 5', exact: true });
    await expect(five).toBeVisible();
    for (let i = 0; i < 30 && !(await five.evaluate((el) => el === document.activeElement)); i++) {
      await phone.keyboard.press('Tab');
      const ring = await focusRing(phone);
      expect(ring.problem, ring.name).toBe('');
    }
    await expect(five).toBeFocused();
    await phone.keyboard.press(' ');
    await expect(five).toHaveAttribute('aria-pressed', 'true');
    const ready = phone.getByRole('button', { name: 'Ready', exact: true });
    for (let i = 0; i < 30 && !(await ready.evaluate((el) => el === document.activeElement)); i++) {
      await phone.keyboard.press('Tab');
      const ring = await focusRing(phone);
      expect(ring.problem, ring.name).toBe('');
    }
    await expect(ready).toBeFocused();
    await phone.keyboard.press('Enter');
    await expect(phone.getByTestId('vote-status')).toHaveAttribute('data-phase', 'waiting');
    await writer.ready(code, 'bob', true);
    await expect(phone.getByTestId('vote-average')).toHaveText('5.00');
  } finally {
    await context.close();
  }
});

test('beyond voting: Tab and a visible ring in the welcome box, at Next story after a reveal, and in Options', async ({
  page,
  app,
  code,
  writer,
}) => {
  // A random screen's welcome box: its code can be changed from the keyboard.
  const screen = `screen-${code}`;
  await page.goto(app.screenUrl(screen));
  const welcome = page.getByTestId('welcome-box');
  await expect(welcome).toBeVisible();
  const problems: string[] = [];
  const expectFocus = async (target: Locator, name: string) => {
    await expect(target, name).toBeFocused();
    const ring = await focusRing(page);
    if (ring.problem) problems.push(`${name}: ${ring.problem}`);
  };
  for (const name of ['Pause Session', 'New round', 'Settings', 'Story Add a story', 'Timer']) {
    await page.keyboard.press('Tab');
    await expectFocus(page.getByRole('button', { name, exact: true }), name);
  }
  await page.keyboard.press('Tab');
  const codeField = welcome.getByRole('textbox', { name: /Screen Code/ });
  await expectFocus(codeField, 'the screen code');
  await page.keyboard.type('-2');
  await page.keyboard.press('Tab');
  await expectFocus(welcome.getByRole('button', { name: 'Change' }), 'Change');

  // A backlog imported, two cards revealed: the Next story controls follow the cards.
  await page.getByRole('button', { name: 'Settings' }).click();
  const backlog = page.getByRole('region', { name: 'Backlog' });
  await backlog.getByLabel('Upload a file').setInputFiles(JIRA_EXPORT);
  await backlog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(backlog.getByText('12 stories imported.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Options' })).toBeHidden();
  await writer.joinMany(screen, [
    { userId: 'ada', userName: 'Ada Lovelace', value: '5', showCard: true },
    { userId: 'grace', userName: 'Grace Hopper', value: '8', showCard: true },
  ]);
  const nextStory = page.getByRole('region', { name: 'Next story' });
  await expect(nextStory).toBeVisible();
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
  const band = page.getByRole('region', { name: 'Session' });
  const afterSettings: [Locator, string][] = [
    // The story's whole text on focus (its title), then the timer.
    [band.getByTitle(/^PAY-101/), 'the story'],
    [band.getByRole('button', { name: 'Timer', exact: true }), 'Timer'],
    [page.getByRole('button', { name: 'More actions for Ada Lovelace' }), 'Ada'],
    [page.getByRole('button', { name: 'More actions for Grace Hopper' }), 'Grace'],
    [nextStory.getByRole('button', { name: 'Next story', exact: true }), 'Next story'],
    [nextStory.getByRole('button', { name: 'Save 5 instead' }), 'Save 5 instead'],
    [nextStory.getByRole('button', { name: 'Save 13 instead' }), 'Save 13 instead'],
  ];
  for (const [target, name] of afterSettings) {
    await page.keyboard.press('Tab');
    await expectFocus(target, name);
  }

  // Options from there: its first controls in order, each with a ring; Escape gives
  // the focus back to where it was.
  await page.keyboard.press('o');
  const options = page.getByRole('dialog', { name: 'Options' });
  await expect(options).toBeVisible();
  for (const name of [
    'Close menu',
    'Edit theme',
    'Select Classic Blue',
    'Preview Classic Blue',
    'Select Midnight',
  ]) {
    await page.keyboard.press('Tab');
    await expectFocus(options.getByRole('button', { name, exact: true }), name);
  }
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(nextStory.getByRole('button', { name: 'Save 13 instead' })).toBeFocused();
  expect(problems).toEqual([]);
});
