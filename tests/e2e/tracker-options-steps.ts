/**
 * Options' issue tracker and the backlog's import as every tracker's end-to-end test
 * drives them: a tracker picked (by pointer or by keyboard), its fields filled or typed
 * in order, connected, and stories fetched and imported through 'From {tracker}'.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Options opened; the 'Issue tracker' region. */
export async function openTrackerOptions(wall: Page): Promise<Locator> {
  await wall.getByRole('button', { name: 'Settings' }).click();
  return wall.getByRole('region', { name: 'Issue tracker' });
}

/**
 * Options open, `tracker` picked (null: the first, Jira Cloud, as it opens) and its
 * fields filled in the order given (the secret last): not yet connected.
 */
export async function fillTrackerForm(
  wall: Page,
  tracker: string | null,
  fields: readonly (readonly [label: string, value: string])[],
): Promise<Locator> {
  const options = await openTrackerOptions(wall);
  if (tracker !== null) await options.getByRole('radio', { name: tracker }).check();
  for (const [label, value] of fields) await options.getByLabel(label).fill(value);
  return options;
}

/** Connect pressed; Options says `connected` (the whole sentence, or a pattern of it). */
export async function connectTracker(options: Locator, connected: string | RegExp): Promise<void> {
  await options.getByRole('button', { name: 'Connect' }).click();
  await expect(options.getByRole('status')).toHaveText(connected);
}

/**
 * Options open, `tracker` picked by keyboard: the arrow keys from Jira Cloud, the first,
 * down `steps` places.
 */
export async function pickTrackerByKeyboard(
  wall: Page,
  tracker: string,
  steps: number,
): Promise<Locator> {
  const options = await openTrackerOptions(wall);
  await options.getByRole('radio', { name: 'Jira Cloud' }).focus();
  for (let i = 0; i < steps; i += 1) await wall.keyboard.press('ArrowDown');
  await expect(options.getByRole('radio', { name: tracker })).toBeChecked();
  return options;
}

/**
 * The fields typed by keyboard in their order, Tab moving from each to the next (each
 * focused in turn, what was filled in replaced); `secret`'s field hides what is typed.
 */
export async function typeTrackerFields(
  wall: Page,
  options: Locator,
  fields: readonly (readonly [label: string, value: string])[],
  secret: string,
): Promise<void> {
  for (const [at, [label, value]] of fields.entries()) {
    const field = options.getByLabel(label);
    if (at === 0) await field.focus();
    else await wall.keyboard.press('Tab');
    await expect(field).toBeFocused();
    if (label === secret) await expect(field).toHaveAttribute('type', 'password');
    await wall.keyboard.press('ControlOrMeta+A');
    await wall.keyboard.type(value);
  }
}

/** What an import through 'From {tracker}' asks and finds. */
export interface TrackerImport {
  /** The tracker's name as 'From …' says it. */
  tracker: string;
  /** The query field's label ('JQL query'). */
  queryLabel: string;
  query: string;
  count: number;
  /** How the preview names where the stories came from ('GitHub (search)'). */
  source: string;
  /** Where the preview says estimates are written. */
  field: string;
}

/** Stories fetched through 'From {tracker}', the preview checked, and imported. */
export async function importStories(wall: Page, wanted: TrackerImport): Promise<Locator> {
  const backlog = wall.getByRole('region', { name: 'Backlog' });
  await expect(backlog.getByText(`From ${wanted.tracker}`, { exact: true })).toBeVisible();
  await backlog.getByLabel(wanted.queryLabel).fill(wanted.query);
  await backlog.getByRole('button', { name: 'Fetch stories' }).click();
  const preview = backlog.getByTestId('backlog-preview');
  await expect(preview).toContainText(`${wanted.count} stories`);
  await expect(preview).toContainText(wanted.source);
  await expect(preview.getByTestId('tracker-field')).toContainText(wanted.field);
  await backlog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(backlog.getByText(`${wanted.count} stories imported.`)).toBeVisible();
  return backlog;
}
