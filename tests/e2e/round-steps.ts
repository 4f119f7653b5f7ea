/**
 * Steps of a round through the UI that several specs play: a phone's vote, a round
 * revealed, the wall's current story, the 12-story Jira backlog imported on the wall.
 */
import { expect, type Page } from '@playwright/test';
import path from 'node:path';

const JIRA_EXPORT = path.resolve('tests/e2e/fixtures/jira-12-stories.csv');
const SPOKEN: Record<string, string> = { '?': 'not sure', C: 'coffee break', '½': 'one half' };

/** Picks `value` on the phone and says Ready. */
export async function vote(phone: Page, value: string): Promise<void> {
  await phone.getByRole('button', { name: `Card ${SPOKEN[value] ?? value}`, exact: true }).click();
  await phone.getByRole('button', { name: 'Ready', exact: true }).click();
}

/** Each phone votes its card; the round is revealed on the wall. */
export async function playRound(wall: Page, phones: Page[], values: string[]): Promise<void> {
  for (const [i, phone] of phones.entries()) await vote(phone, values[i]!);
  await expect(wall.getByRole('region', { name: 'Result' })).toBeVisible();
}

/** The wall's band shows this story current. */
export async function expectCurrent(wall: Page, place: string, key: string): Promise<void> {
  const band = wall.getByRole('region', { name: 'Session' });
  await expect(band.getByText(place, { exact: true })).toBeVisible();
  await expect(band.getByText(key, { exact: true })).toBeVisible();
}

/** Imports the 12-story Jira export through Options; the wall shows its first story. */
export async function importBacklog(wall: Page): Promise<void> {
  await wall.getByRole('button', { name: 'Settings' }).click();
  const backlog = wall.getByRole('region', { name: 'Backlog' });
  await backlog.getByLabel('Upload a file').setInputFiles(JIRA_EXPORT);
  await backlog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(backlog.getByText('12 stories imported.')).toBeVisible();
  await wall.getByRole('button', { name: 'Close menu' }).click();
  await expectCurrent(wall, '1 of 12', 'PAY-101');
}
