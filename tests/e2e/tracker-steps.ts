/**
 * Steps the wall's Jira tests share (tracker.spec.ts, tracker-send-all.spec.ts): the
 * room server `npm start` runs with its tracker API, Jira connected in Options, phones
 * estimating, and each story's write-back state as the backlog panel shows it.
 */
import type { Page } from '@playwright/test';
import { startRoomServer, type RoomServer } from '../../server/room-server';
import { fileCredentialStore } from '../../server/trackers/credentials-file';
import { createLocalTrackerService } from '../../shared/trackers/local-service';
import { expect } from './fixtures';
import { vote } from './round-steps';

export const TOKEN = 'e2e-jira-token-5f3a9c';
export const EMAIL = 'ann@acme.example';

export interface Room {
  server: RoomServer;
  dataDir: string;
}

export async function roomServer(
  dataDir: string,
  ports = { port: 0, databasePort: 0 },
): Promise<RoomServer> {
  return startRoomServer({
    webRoot: process.env.E2E_WEB_ROOT ?? 'dist/web',
    ...ports,
    host: '127.0.0.1',
    dataDir,
    quiet: true,
    trackers: createLocalTrackerService({ store: fileCredentialStore(dataDir) }),
  });
}

/** Options open, Jira Cloud connected with the right token. */
export async function connectJira(wall: Page, baseUrl: string): Promise<void> {
  await wall.getByRole('button', { name: 'Settings' }).click();
  const options = wall.getByRole('region', { name: 'Issue tracker' });
  await options.getByLabel('Site address').fill(baseUrl);
  await options.getByLabel('Account e-mail').fill(EMAIL);
  await options.getByLabel('API token').fill(TOKEN);
  await options.getByRole('button', { name: 'Connect' }).click();
  await expect(options.getByRole('status')).toHaveText(new RegExp(`^Connected to ${baseUrl} as `));
}

/** The phones vote `value`, and one of them presses Next story. */
export async function estimate(phones: Page[], value: string): Promise<void> {
  for (const phone of phones) await vote(phone, value);
  await phones[0]!
    .getByRole('region', { name: 'Next story' })
    .getByRole('button', { name: 'Next story', exact: true })
    .click();
}

/** Each story's write-back state in the backlog panel, by key (a link to its issue or not). */
export function stateOf(wall: Page, key: string) {
  return wall
    .getByTestId('backlog-story')
    .filter({ has: wall.getByText(key, { exact: true }) })
    .getByTestId('tracker-state');
}
