/**
 * The screen's cards chosen in the wall's Options and from a phone (docs/product.md,
 * Cards), played through the pages as people use them: by role and visible text.
 */
import type { Locator, Page } from '@playwright/test';
import { POINT_SCALE } from '../../renderer/domain/cards';
import { expectNoAxeViolations } from './axe';
import { transitionsDone } from './settled';
import { expect, participantCard, saveScreenshot, statAverageText, test } from './fixtures';

/** axe-core is injected into the pages it checks, which their CSP forbids (see axe.ts). */
const AXE = { bypassCSP: true };

const SMALL_PHONE = { width: 360, height: 640 };
const FIBONACCI = ['0', '1', '2', '3', '5', '8', '13', '21', '34', '55', '89', '?', 'C'];
/** What a phone says a card is called ('?' and 'C' are spoken). */
const SPOKEN: Record<string, string> = { '?': 'not sure', C: 'coffee break' };

/** Options' 'Cards' section, opened. */
async function cardsSection(wall: Page): Promise<Locator> {
  await wall.getByRole('button', { name: 'Settings' }).click();
  const section = wall.getByRole('dialog', { name: 'Options' }).getByRole('region', {
    name: 'Cards',
  });
  await expect(section).toBeVisible();
  return section;
}

const cardButton = (phone: Page, value: string) =>
  phone.getByRole('button', { name: `Card ${SPOKEN[value] ?? value}`, exact: true });

/** The card values a phone offers, in order. */
async function offered(phone: Page): Promise<string[]> {
  const names = await phone
    .getByRole('group', { name: 'Cards' })
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return names.map((n) => n.replace(/^Card /, ''));
}

async function vote(phone: Page, value: string): Promise<void> {
  await cardButton(phone, value).click();
  await phone.getByRole('button', { name: 'Ready', exact: true }).click();
}

/** What the wall's result summary names as the closest card. */
async function closestOnWall(wall: Page): Promise<string> {
  const group = wall.getByRole('region', { name: 'Result' }).getByRole('group', {
    name: 'Closest card',
  });
  await expect(group).toBeVisible();
  return ((await group.textContent()) ?? '').replace('Closest card', '');
}

/** Types a custom deck in Options and asks for it. */
async function typeCustom(section: Locator, list: string): Promise<void> {
  await section.getByRole('radio', { name: 'Custom' }).check();
  await section.getByRole('textbox', { name: 'Your cards' }).fill(list);
  await section.getByRole('button', { name: 'Use these cards' }).click();
}

/** The page scrolls nowhere sideways and every card lies inside the screen. */
async function expectFitted(phone: Page, count: number): Promise<void> {
  const cards = phone.getByRole('group', { name: 'Cards' }).getByRole('button');
  await expect(cards).toHaveCount(count);
  const width = phone.viewportSize()!.width;
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  for (const box of await cards.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      const label = e.querySelector('span');
      return {
        left: r.left,
        right: r.right,
        width: r.width,
        // The value's own width: it must fit inside its card.
        text: label ? label.getBoundingClientRect().width : 0,
      };
    }),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.text).toBeLessThanOrEqual(box.width - 4);
  }
}

test('Fibonacci from Options: phones offer 21 and 34, not 20 and 40; 21, 34, 34 reveal 29.67 and 34', async ({
  devices,
  code,
}) => {
  const wall = await devices.wall(code, AXE);
  const [ann, bob, cy] = await Promise.all(
    ['Ann', 'Bob', 'Cy'].map((name) => devices.phone(code, name, AXE)),
  );
  // The standard deck until then, as ever.
  await expect(cardButton(ann!, '20')).toBeVisible();

  const section = await cardsSection(wall);
  await expect(section.getByRole('radio', { name: 'Standard' })).toBeChecked();
  await section.getByRole('radio', { name: 'Fibonacci' }).check();
  await expect(
    section.getByRole('img', { name: `Cards in use: ${FIBONACCI.join(', ')}` }),
  ).toBeVisible();
  await expect(section.getByRole('switch', { name: 'Question card (?)' })).toBeChecked();
  await saveScreenshot(wall, 'deck-options-cards');
  await expectNoAxeViolations(wall, 'Options with Fibonacci');
  await wall.keyboard.press('Escape');

  for (const phone of [ann!, bob!, cy!]) {
    await expect(cardButton(phone, '21')).toBeVisible();
    await expect(cardButton(phone, '34')).toBeVisible();
    await expect(cardButton(phone, '20')).toHaveCount(0);
    await expect(cardButton(phone, '40')).toHaveCount(0);
    // The size switch belongs to the standard deck only.
    await expect(phone.getByRole('group', { name: 'Card set' })).toHaveCount(0);
  }
  expect(await offered(ann!)).toEqual(FIBONACCI.map((v) => SPOKEN[v] ?? v));
  await expectFitted(ann!, FIBONACCI.length);
  await saveScreenshot(ann!, 'deck-phone-fibonacci');

  await vote(ann!, '21');
  await vote(bob!, '34');
  await vote(cy!, '34');
  await expect.poll(() => statAverageText(wall)).toBe('29.67');
  expect(await closestOnWall(wall)).toBe('34');
  await expect(ann!.getByText('29.67', { exact: true })).toBeVisible();
  await transitionsDone(wall);
  await saveScreenshot(wall, 'deck-wall-fibonacci-revealed');
});

test('a custom deck 1, 2, 4, 8, 16, ? played through, and New round keeps it', async ({
  devices,
  code,
}) => {
  const wall = await devices.wall(code, AXE);
  const [ann, bob] = await Promise.all(
    ['Ann', 'Bob'].map((name) => devices.phone(code, name, AXE)),
  );
  const section = await cardsSection(wall);
  await typeCustom(section, '1, 2, 4, 8, 16, ?');
  await expect(section.getByRole('img', { name: 'Cards in use: 1, 2, 4, 8, 16, ?' })).toBeVisible();
  await wall.keyboard.press('Escape');

  await expect.poll(() => offered(ann!)).toEqual(['1', '2', '4', '8', '16', 'not sure']);
  expect(await offered(bob!)).toEqual(['1', '2', '4', '8', '16', 'not sure']);
  await vote(ann!, '4');
  await vote(bob!, '8');
  await expect.poll(() => statAverageText(wall)).toBe('6.00');
  // 4 and 8 are equally near 6: the larger one.
  expect(await closestOnWall(wall)).toBe('8');

  await wall.getByRole('button', { name: 'New round' }).click();
  await expect(ann!.getByRole('button', { name: 'Pick a card first' })).toBeVisible();
  expect(await offered(ann!)).toEqual(['1', '2', '4', '8', '16', 'not sure']);
  await vote(ann!, '16');
  await vote(bob!, '?');
  await expect.poll(() => statAverageText(wall)).toBe('16.00');
});

test('a refused custom deck says why beside the field and changes nothing', async ({
  devices,
  code,
}) => {
  const wall = await devices.wall(code, AXE);
  const phone = await devices.phone(code, 'Ann', AXE);
  const section = await cardsSection(wall);
  const field = section.getByRole('textbox', { name: 'Your cards' });

  await typeCustom(section, '1, 2, 1');
  await expect(section.getByText('“1” is listed twice.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(Array.from({ length: 21 }, (_, i) => String(i)).join(', '));
  await expect(section.getByText('“1” is listed twice.')).toHaveCount(0);
  await section.getByRole('button', { name: 'Use these cards' }).click();
  await expect(section.getByText('At most 20 cards: this list has 21.')).toBeVisible();

  await field.fill('1, 123456789');
  await section.getByRole('button', { name: 'Use these cards' }).click();
  await expect(section.getByText('“123456789” is longer than 8 characters.')).toBeVisible();
  await saveScreenshot(wall, 'deck-options-refused');
  await expectNoAxeViolations(wall, 'Options with a refused custom deck');

  // Nothing changed: the standard deck is in use here and on the phone.
  await expect(
    section.getByRole('img', { name: /^Cards in use: 0, ½, 1, 2, 3, 5, 8, 13, 20/ }),
  ).toBeVisible();
  await expect(cardButton(phone, '20')).toBeVisible();
  expect(await offered(phone)).toHaveLength(14);
});

test('mid-round the wall asks first; Cancel keeps the round, Change cards starts a new one', async ({
  devices,
  code,
}) => {
  const wall = await devices.wall(code, AXE);
  const phone = await devices.phone(code, 'Ann', AXE);
  await cardButton(phone, '5').click();
  const section = await cardsSection(wall);

  await section.getByRole('radio', { name: 'Hours' }).click();
  const ask = wall.getByRole('dialog', { name: 'Changing the cards starts a new round' });
  await expect(ask).toBeVisible();
  await saveScreenshot(wall, 'deck-wall-confirm');
  await expectNoAxeViolations(wall, 'the question before a change mid-round');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(section.getByRole('radio', { name: 'Standard' })).toBeChecked();
  await expect(cardButton(phone, '5')).toHaveAttribute('aria-pressed', 'true');

  await section.getByRole('radio', { name: 'Hours' }).click();
  await ask.getByRole('button', { name: 'Change cards' }).click();
  await expect(section.getByRole('radio', { name: 'Hours' })).toBeChecked();
  await expect
    .poll(() => offered(phone))
    .toEqual(['0.5', '1', '2', '4', '8', '16', '24', '40', 'not sure', 'coffee break']);
  // The round started over: no card chosen.
  await expect(phone.getByRole('button', { name: 'Pick a card first' })).toBeVisible();
});

test('a phone changes the cards too, and a vote outside the deck shows the placeholder', async ({
  devices,
  code,
  writer,
}) => {
  const wall = await devices.wall(code, AXE);
  const phone = await devices.phone(code, 'Ann', AXE);
  await phone.getByRole('button', { name: 'Cards', exact: true }).click();
  await phone.getByRole('combobox', { name: 'Deck' }).selectOption({ label: 'T-shirt sizes' });
  await expect
    .poll(() => offered(phone))
    .toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'not sure', 'coffee break']);
  await phone.getByRole('checkbox', { name: 'Coffee card (C)' }).uncheck();
  await expect.poll(() => offered(phone)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'not sure']);
  await saveScreenshot(phone, 'deck-phone-chooser');
  await expectNoAxeViolations(phone, 'the phone’s cards chooser');

  const section = await cardsSection(wall);
  await expect(section.getByRole('radio', { name: 'T-shirt sizes' })).toBeChecked();
  await expect(section.getByRole('switch', { name: 'Coffee card (C)' })).not.toBeChecked();
  await wall.keyboard.press('Escape');

  // Another client that knows only the standard deck votes 20: no such card here.
  await writer.join(code, { userId: 'old', userName: 'Old client', value: '20', showCard: true });
  await vote(phone, 'M');
  await expect(participantCard(wall, 'old').getByLabel('Card could not be read')).toBeVisible();
  await expect.poll(() => statAverageText(wall)).toBe('3.00');

  // A custom deck from the phone, after the reveal: refused first, then asked.
  await phone.getByRole('combobox', { name: 'Deck' }).selectOption({ label: 'Custom' });
  const field = phone.getByRole('textbox', { name: 'Your cards' });
  await field.fill('S, M, S');
  await phone.getByRole('button', { name: 'Use these cards' }).click();
  await expect(phone.getByText('“S” is listed twice.')).toBeVisible();
  await field.fill('S, M, L');
  await phone.getByRole('button', { name: 'Use these cards' }).click();
  const ask = phone.getByRole('alertdialog', { name: 'Changing the cards starts a new round' });
  await expect(ask).toBeVisible();
  await saveScreenshot(phone, 'deck-phone-confirm');
  await expectNoAxeViolations(phone, 'the phone’s question before a change');
  // Closing the chooser answers Cancel; the typed list is still there to use.
  const toggle = phone.getByRole('button', { name: 'Cards', exact: true });
  await toggle.click();
  await toggle.click();
  await expect(ask).toBeHidden();
  await expect(field).toHaveValue('S, M, L');
  await phone.getByRole('button', { name: 'Use these cards' }).click();
  await ask.getByRole('button', { name: 'Change cards' }).click();
  await expect.poll(() => offered(phone)).toEqual(['S', 'M', 'L']);
  await expect(phone.getByRole('button', { name: 'Pick a card first' })).toBeVisible();
});

test('a 20-card custom deck fits a phone at 390 and at 360 pixels', async ({ devices, code }) => {
  // The standard deck's whole numbers, words, the longest value, a size, ? and C.
  const values = [
    ...POINT_SCALE.filter((v) => /^\d+$/.test(v)),
    'Tiny',
    'Small',
    'Medium',
    'Large',
    'Huge',
    'Epic',
    '12345678',
    'XXL',
    '?',
    'C',
  ];
  const wall = await devices.wall(code, AXE);
  const section = await cardsSection(wall);
  await typeCustom(section, values.join(', '));
  await expect(
    section.getByRole('img', { name: `Cards in use: ${values.join(', ')}` }),
  ).toBeVisible();

  await wall.keyboard.press('Escape');

  const phone = await devices.phone(code, 'Ann', AXE);
  await expectFitted(phone, 20);
  await saveScreenshot(phone, 'deck-phone-custom-20');
  const small = await devices.phone(code, 'Bob', { ...AXE, viewport: SMALL_PHONE });
  await expectFitted(small, 20);
  await saveScreenshot(small, 'deck-phone-custom-20-360');

  // The longest values on the wall, revealed.
  await vote(phone, 'Medium');
  await vote(small, '12345678');
  await expect(wall.getByRole('region', { name: 'Result' })).toBeVisible();
  await transitionsDone(wall);
  await saveScreenshot(wall, 'deck-wall-custom-long');
  await saveScreenshot(phone, 'deck-phone-custom-revealed');
});

test('preview mode deals the chosen deck', async ({ devices, code }) => {
  const wall = await devices.wall(code, AXE);
  const section = await cardsSection(wall);
  await section.getByRole('radio', { name: 'Powers of two' }).check();
  await section.getByRole('switch', { name: 'Question card (?)' }).uncheck();
  await section.getByRole('switch', { name: 'Coffee card (C)' }).uncheck();
  const menu = wall.getByRole('dialog', { name: 'Options' });
  await menu.getByRole('button', { name: 'Preview Midnight', exact: true }).click();
  const grid = wall.getByTestId('preview-grid');
  await expect(grid.getByText(/^\d+$/)).toHaveText(['0', '1', '2', '4', '8', '16', '32', '64']);
});
