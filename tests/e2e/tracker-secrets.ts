/**
 * The one rule every tracker's end-to-end test holds its connector to (issue #49):
 * no credential reaches the shared database, a phone, a console, a URL, the room
 * server's log or an export, and the room server keeps it in a file only its user can
 * read; and a key forged into the session is not written, the wall saying why. Each
 * place is searched for the token and for the base64 of its basic-auth form, where the
 * vendor sends one, and every place that holds one is named, so a leak says where it is.
 */
import type { Page } from '@playwright/test';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { TRACKERS_FILE_NAME } from '../../server/trackers/credentials-file';
import { expect } from './fixtures';

/** What the pages showed as they ran: console lines, page errors and request URLs. */
export interface PageWatch {
  /** Given to `devices.wall`/`devices.phone` as `prepare`, before the page loads. */
  readonly prepare: (page: Page) => Promise<void>;
  readonly lines: string[];
  readonly urls: string[];
}

/** Watches every page it prepares, from its first request on. */
export function watchPages(): PageWatch {
  const lines: string[] = [];
  const urls: string[] = [];
  return {
    lines,
    urls,
    prepare: async (page) => {
      page.on('console', (m) => lines.push(m.text()));
      page.on('pageerror', (e) => lines.push(`${e.message}\n${e.stack ?? ''}`));
      page.on('request', (r) => urls.push(r.url()));
    },
  };
}

/** The base64 a basic-auth header carries for `user` and `token` (Jira's e-mail, Azure's empty). */
export const basicAuth = (user: string, token: string) =>
  Buffer.from(`${user}:${token}`).toString('base64');

/** Where to look, and for what. */
export interface SecretPlaces {
  /** The token, then any of its other forms (a basic-auth base64). */
  secrets: readonly string[];
  code: string;
  /** The shared database's REST port (the room server's, or the Firebase suite's). */
  databasePort: number;
  wall: Page;
  phones: readonly Page[];
  watch: PageWatch;
  /** The room server's log lines and data directory, where it makes the calls. */
  roomServer?: { logs: readonly string[]; dataDir: string };
  /** The wall's own storage may keep the token: its user ticked Remember on this device. */
  remembered?: boolean;
}

/** The shared database's parts a room writes, read as any client would, by REST. */
const SHARED = ['sessions', 'screens', 'configs', 'presence', 'themes'];

async function pageTexts(page: Page): Promise<{ html: string; storage: string }> {
  const [html, storage] = await page.evaluate(() => [
    document.documentElement.outerHTML,
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
  ]);
  return { html: html!, storage: storage! };
}

/** The wall's exports, downloaded through its backlog panel's buttons. */
async function exportsOf(wall: Page): Promise<Record<string, string>> {
  const backlog = wall.getByRole('region', { name: 'Backlog' });
  if (!(await backlog.isVisible())) {
    // Not the room server's first-paint wall's Settings, which the app replaces.
    await expect(wall.locator('#boot-wall')).toHaveCount(0);
    await wall.getByRole('button', { name: 'Settings' }).click();
  }
  // An empty backlog's exports would hide nothing: the stories must be there to search.
  expect(await backlog.getByTestId('backlog-story').count()).toBeGreaterThan(0);
  const files: Record<string, string> = {};
  for (const name of ['Download CSV', 'Download Markdown']) {
    const [download] = await Promise.all([
      wall.waitForEvent('download'),
      backlog.getByRole('button', { name }).click(),
    ]);
    files[name] = await readFile((await download.path())!, 'utf8');
  }
  return files;
}

/**
 * Every place named in `places` that holds a secret, by name (`'phone 1 storage'`,
 * `'request URL'`…); empty when none does. The credentials file is also named when the
 * room server keeps it readable by anyone but its user, or does not keep the token there.
 */
export async function credentialLeaks(places: SecretPlaces): Promise<string[]> {
  const { secrets, code, databasePort, wall, phones, watch, roomServer } = places;
  const texts: [string, string][] = [];
  for (const part of SHARED) {
    const answer = await fetch(`http://127.0.0.1:${databasePort}/${part}/${code}.json`);
    texts.push([`shared database ${part}`, await answer.text()]);
  }
  const wallTexts = await pageTexts(wall);
  texts.push(['wall HTML', wallTexts.html]);
  if (!places.remembered) texts.push(['wall storage', wallTexts.storage]);
  for (const [i, phone] of phones.entries()) {
    const { html, storage } = await pageTexts(phone);
    texts.push([`phone ${i + 1} HTML`, html], [`phone ${i + 1} storage`, storage]);
  }
  texts.push(['console or page error', watch.lines.join('\n')]);
  texts.push(['request URL', watch.urls.join('\n')]);
  for (const [name, text] of Object.entries(await exportsOf(wall))) texts.push([name, text]);
  const leaks = texts.filter(([, text]) => secrets.some((s) => text.includes(s))).map(([n]) => n);
  if (roomServer) {
    if (roomServer.logs.some((line) => secrets.some((s) => line.includes(s)))) {
      leaks.push('room server log');
    }
    const file = path.join(roomServer.dataDir, TRACKERS_FILE_NAME);
    const mode = (await stat(file)).mode & 0o777;
    const kept = await readFile(file, 'utf8');
    if (mode !== 0o600 || !kept.includes(secrets[0]!))
      leaks.push(`credentials file (${mode.toString(8)})`);
  }
  return leaks;
}

/** The rule: no place holds a secret (the step every tracker's spec runs). */
export async function expectNoCredentialLeaks(places: SecretPlaces): Promise<void> {
  expect(await credentialLeaks(places), `a credential found in these places`).toEqual([]);
}

/** A key forged into the session: the story, its imported key, and how to count writes. */
export interface ForgedKey {
  wall: Page;
  databasePort: number;
  code: string;
  /** The backlog's index of the story whose key a participant changes. */
  index: number;
  /** The key the wall imported there, and the one written over it (another story's). */
  imported: string;
  forged: string;
  /** The writes the tracker's stand-in has received for the forged key so far. */
  writes: () => number;
  /** Estimates the forged story (the phones vote and save). */
  estimate: () => Promise<void>;
}

/**
 * A participant changes a story's key through the shared database's REST API, as any
 * phone could; that story is estimated and its estimate is not written (the stand-in
 * receives nothing), and the wall says why.
 */
export async function expectForgedKeyNotWritten(forged: ForgedKey): Promise<void> {
  const { wall, databasePort, code, index } = forged;
  const at = `http://127.0.0.1:${databasePort}/sessions/${code}/backlog/${index}/key.json`;
  const answer = await fetch(at, { method: 'PUT', body: JSON.stringify(forged.forged) });
  expect(answer.ok, 'a participant may write a story’s key').toBe(true);
  const before = forged.writes();
  await forged.estimate();
  const state = wall.getByTestId('backlog-story').nth(index).getByTestId('tracker-state');
  await expect(state).toHaveText(
    `Not sent: the key was changed in the session; this wall imported ${forged.imported} here.`,
  );
  expect(forged.writes(), 'no write for a forged key').toBe(before);
}
