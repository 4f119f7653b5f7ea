/**
 * Steps every tracker's end-to-end test shares: the room server `npm start` runs with
 * its tracker API (in a data directory of its own) and the walls and phones it serves,
 * Jira connected in Options, phones estimating or saving '?', and each story's
 * write-back state as the backlog panel shows it.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRoomServer, type RoomServer } from '../../server/room-server';
import { fileCredentialStore } from '../../server/trackers/credentials-file';
import { createLocalTrackerService } from '../../shared/trackers/local-service';
import { Devices } from './devices';
import { expect } from './fixtures';
import { vote } from './round-steps';
import { connectTracker, fillTrackerForm } from './tracker-options-steps';

export const TOKEN = 'e2e-jira-token-5f3a9c';
export const EMAIL = 'ann@acme.example';

export interface Room {
  server: RoomServer;
  dataDir: string;
  /** Every line the room server logged, across restarts. */
  logs: string[];
}

export async function roomServer(
  dataDir: string,
  ports = { port: 0, databasePort: 0 },
  logs: string[] = [],
): Promise<RoomServer> {
  return startRoomServer({
    webRoot: process.env.E2E_WEB_ROOT ?? 'dist/web',
    ...ports,
    host: '127.0.0.1',
    dataDir,
    quiet: true,
    trackers: createLocalTrackerService({ store: fileCredentialStore(dataDir) }),
    log: (message) => void logs.push(message),
  });
}

/** A room server started over a new data directory named `story-point-{name}-…`. */
export async function startTrackerRoom(name: string): Promise<Room> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `story-point-${name}-`));
  const logs: string[] = [];
  return { server: await roomServer(dataDir, undefined, logs), dataDir, logs };
}

/** The room server stopped and its data directory removed. */
export async function closeTrackerRoom(room: Room): Promise<void> {
  await room.server.stop();
  await rm(room.dataDir, { recursive: true, force: true });
}

/** Walls and phones on the pages the room server serves (read when each opens). */
export function roomDevices(browser: Browser, room: Room): Devices {
  const origin = () => `http://127.0.0.1:${room.server.port}`;
  return new Devices(browser, {
    screenUrl: (code) => `${origin()}/${code}`,
    voteUrl: (code) => `${origin()}/${code}/vote`,
  });
}

/** Jira's fields in Options, filled in order. */
export const jiraFields = (baseUrl: string, token = TOKEN) =>
  [
    ['Site address', baseUrl],
    ['Account e-mail', EMAIL],
    ['API token', token],
  ] as const;

/** Options open, Jira Cloud connected with the right token. */
export async function connectJira(wall: Page, baseUrl: string): Promise<void> {
  const options = await fillTrackerForm(wall, null, jiraFields(baseUrl));
  await connectTracker(options, new RegExp(`^Connected to ${baseUrl} as `));
}

/** The phones vote `value`, and one of them presses Next story. */
export async function estimate(phones: Page[], value: string): Promise<void> {
  for (const phone of phones) await vote(phone, value);
  await phones[0]!
    .getByRole('region', { name: 'Next story' })
    .getByRole('button', { name: 'Next story', exact: true })
    .click();
}

/** Only '?' played: no closest card, so a phone saves '?' itself. */
export async function saveQuestionMark(phones: Page[]): Promise<void> {
  for (const phone of phones) await vote(phone, '?');
  await phones[0]!
    .getByRole('region', { name: 'Next story' })
    .getByRole('button', { name: 'Save ? instead' })
    .click();
}

/**
 * A CSV pasted into the backlog and imported, its stories then estimated in order from
 * two phones (`cards[i]` the i-th's), until the last estimate shows: the backlog panel
 * and the phones.
 */
export async function estimatedCsvBacklog(
  wall: Page,
  devices: Devices,
  code: string,
  csv: string,
  cards: readonly string[],
): Promise<{ backlog: Locator; phones: Page[] }> {
  const backlog = wall.getByRole('region', { name: 'Backlog' });
  await backlog.getByLabel('Paste stories').fill(csv);
  await backlog.getByRole('button', { name: 'Preview' }).click();
  await backlog.getByRole('button', { name: 'Import', exact: true }).click();
  const phones = [await devices.phone(code, 'Ann'), await devices.phone(code, 'Bob')];
  for (const card of cards) await estimate(phones, card);
  await expect(backlog.getByTestId('backlog-estimate').nth(cards.length - 1)).toHaveText(
    `Estimate ${cards.at(-1)}`,
  );
  return { backlog, phones };
}

/** Each story's write-back state in the backlog panel, by key (a link to its issue or not). */
export function stateOf(wall: Page, key: string) {
  return wall
    .getByTestId('backlog-story')
    .filter({ has: wall.getByText(key, { exact: true }) })
    .getByTestId('tracker-state');
}
