/**
 * Layout seen by eye and mended (issue 40): in portrait the 'Away' badge stays off a
 * two-digit value; on a 390 px phone with a long name the screen code stays on one line;
 * the phone's 'Backlog', 'History' and 'Timer' sit in one even row. Each is checked by
 * the boxes the page draws, with a screenshot to look at.
 */
import type { Locator } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures';

const PORTRAIT = { width: 1080, height: 1920 };

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("in portrait an 'Away' badge stays off a revealed '13', also above a long name", async ({
  devices,
  code,
  writer,
}) => {
  const people = [
    { userName: 'Ann', value: '13' },
    { userName: 'Bartholomew Fitzgerald-Smythe', value: '13' },
    { userName: 'Cy', value: '8' },
    { userName: 'Dorothea Wilhelmina', value: '20' },
    { userName: 'Ed', value: '1' },
    { userName: 'Fatima Al-Hashimi', value: '100' },
  ];
  await writer.joinMany(
    code,
    people.map((p, i) => ({ userId: `u${i}`, ...p, showCard: true })),
  );
  for (let i = 0; i < people.length; i += 1) await writer.away(code, `u${i}`);
  const wall = await devices.wall(code, { viewport: PORTRAIT });
  const cards = wall.getByTestId('participant-card');
  await expect(cards.getByTestId('card-away')).toHaveCount(people.length);
  await expect(cards.getByTestId('card-value')).toHaveCount(people.length);
  // The flip has ended: the value sits where it stays.
  await expect(cards.first()).toHaveAttribute('data-revealed', 'true');
  await wall.waitForTimeout(600);
  await saveScreenshot(wall, 'layout-portrait-away');
  for (let i = 0; i < people.length; i += 1) {
    const card = cards.nth(i);
    const badge = await box(card.getByTestId('card-away'));
    const value = await box(card.getByTestId('card-value'));
    expect(overlaps(badge, value), `card ${i + 1}: 'Away' over its value`).toBe(false);
    // The name stays inside the card, its last line whole.
    const caption = await box(card.getByTestId('card-caption'));
    const face = await box(card);
    expect(caption.y + caption.height).toBeLessThanOrEqual(face.y + face.height);
  }
});

test('on a 390 px phone with a long name the screen code stays on one line', async ({
  devices,
  code,
}) => {
  const phone = await devices.phone(code, 'Maximilian Alexander von Humboldt-Wittgenstein');
  const room = phone.getByTestId('vote-room');
  await expect(room).toContainText(code);
  await saveScreenshot(phone, 'layout-phone-header');
  const shown = room.getByText(code);
  const lines = await shown.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  // Whole, not cut: nothing of it is hidden.
  expect(await shown.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  // The name gives way (cut, beside its avatar); 'Leave' is whole, after it.
  const leave = await box(phone.getByRole('button', { name: 'Leave' }));
  const me = await box(phone.getByTestId('vote-avatar'));
  expect(me.x + me.width).toBeLessThanOrEqual(leave.x);
  expect(leave.x + leave.width).toBeLessThanOrEqual(390);
});

test("the phone's 'Backlog', 'History' and 'Timer' are one even row", async ({ devices, code }) => {
  const phone = await devices.phone(code, 'Ann');
  const session = phone.getByRole('region', { name: 'Session' });
  const buttons = await Promise.all(
    ['Backlog', 'History', 'Timer'].map((name) =>
      box(session.getByRole('button', { name, exact: true })),
    ),
  );
  await saveScreenshot(phone, 'layout-phone-session');
  const [first] = buttons;
  for (const button of buttons) {
    expect(Math.abs(button.y - first!.y)).toBeLessThan(1);
    expect(Math.abs(button.height - first!.height)).toBeLessThan(1);
    expect(Math.abs(button.width - first!.width)).toBeLessThan(1);
  }
  // Running, the timer takes a row of its own under them, its controls whole.
  await session.getByRole('button', { name: 'Timer', exact: true }).click();
  await session.getByRole('button', { name: '1 min', exact: true }).click();
  const stop = await box(session.getByRole('button', { name: 'Stop', exact: true }));
  expect(stop.y).toBeGreaterThan(first!.y + first!.height);
  await expect(session.getByRole('button', { name: 'Stop', exact: true })).toBeInViewport({
    ratio: 1,
  });
});
