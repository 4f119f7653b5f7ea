/**
 * Playwright fixtures: per worker a local database and a static server for the
 * production build pointed at it; per test a fresh screen code, a writer
 * that plays participants through the official Firebase SDK as any other
 * client would, and walls and phones opened through the UI (closed after the test).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { get, ref, remove, serverTimestamp, set, update } from 'firebase/database';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import { createFirebaseGateway, type FirebaseGateway } from '../../renderer/data/firebase-gateway';
import { encodeSelected } from '../../renderer/domain/codec';
import { wallPath, votePath } from '../../shared/route';
import { startStaticServer, type StaticServer } from '../../server/static-server';
import { Devices } from './devices';

/** A participant as the tests describe it; the writer encodes `value`. */
export interface TestParticipant {
  userId: string;
  userName: string;
  /** Card value in clear; omitted or '' means no selection. */
  value?: string;
  showCard?: boolean;
  picture?: string;
  /** Defaults to the server's time. */
  lastUpdate?: number;
}

/**
 * Writes participant records through the official SDK. `join` also writes the
 * participant's presence entry (as a phone does), so its card is not 'Away'.
 */
export interface Writer {
  gateway: FirebaseGateway;
  join(code: string, p: TestParticipant): Promise<void>;
  /** Removes the presence entry only: the participant's phone went to sleep. */
  away(code: string, userId: string): Promise<void>;
  joinMany(code: string, ps: TestParticipant[]): Promise<void>;
  /** Changes a participant's card (and readiness). */
  vote(code: string, userId: string, value: string, showCard?: boolean): Promise<void>;
  ready(code: string, userId: string, showCard: boolean): Promise<void>;
  leave(code: string, userId: string): Promise<void>;
  /** Writes any value at any path, bypassing the security rules. */
  raw(path: string, value: unknown): void;
}

/** The served production build. */
export interface App {
  origin: string;
  screenUrl(code: string): string;
  voteUrl(code: string): string;
}

let counter = 0;

/** A fresh, non-random screen code (so the welcome box shows it read-only). */
export function freshCode(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** Saves a screenshot under artifacts/screenshots/. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const dir = path.resolve('artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

export const test = base.extend<
  { code: string; writer: Writer; devices: Devices },
  { db: LocalDatabase; app: App; server: StaticServer }
>({
  db: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const db = await startLocalDatabase({ port: 0, quiet: true });
      await use(db);
      await db.stop();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ db }, use) => {
      const server = await startStaticServer({
        // E2E_WEB_ROOT lets a spec be tried against another build folder.
        root: process.env.E2E_WEB_ROOT ?? 'dist/web',
        config: { database: { host: '127.0.0.1', port: db.port, namespace: db.namespace } },
      });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  app: [
    async ({ server }, use) => {
      await use({
        origin: server.origin,
        screenUrl: (code) => server.origin + wallPath(code),
        voteUrl: (code) => server.origin + votePath(code),
      });
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern
  code: async ({}, use) => {
    await use(freshCode());
  },
  devices: async ({ browser, app }, use) => {
    const devices = new Devices(browser, app);
    await use(devices);
    await devices.close();
  },
  writer: async ({ db }, use) => {
    counter += 1;
    const gateway = createFirebaseGateway(
      { database: { host: '127.0.0.1', port: db.port, namespace: db.namespace } },
      { appName: `writer-${process.pid}-${counter}` },
    );
    const record = (code: string, p: TestParticipant, round: number) => ({
      round,
      userId: p.userId,
      userName: p.userName,
      selected: encodeSelected(p.value ?? '', code, p.userId),
      showCard: p.showCard ?? false,
      lastUpdate: p.lastUpdate ?? serverTimestamp(),
      ...(p.picture !== undefined ? { picture: p.picture } : {}),
    });
    const at = (code: string, userId: string) => ref(gateway.database, `screens/${code}/${userId}`);
    const currentRound = async (code: string): Promise<number> => {
      const round: unknown = (await get(ref(gateway.database, `sessions/${code}/round`))).val();
      return typeof round === 'number' ? round : 0;
    };
    const here = (code: string, userId: string) =>
      ref(gateway.database, `presence/${code}/${userId}`);
    const writer: Writer = {
      gateway,
      async join(code, p) {
        // A phone enters the current round (docs/data-contract.md, Participant record).
        await set(at(code, p.userId), record(code, p, await currentRound(code)));
        if (/^[A-Za-z0-9_-]{1,64}$/.test(p.userId)) {
          await set(here(code, p.userId), { connectedAt: serverTimestamp() });
        }
      },
      away: (code, userId) => remove(here(code, userId)),
      async joinMany(code, ps) {
        await Promise.all(ps.map((p) => writer.join(code, p)));
      },
      // As a phone votes: in the current round (one that slept through New round enters it again).
      async vote(code, userId, value, showCard) {
        await update(at(code, userId), {
          selected: encodeSelected(value, code, userId),
          round: await currentRound(code),
          ...(showCard !== undefined ? { showCard } : {}),
        });
      },
      ready: async (code, userId, showCard) =>
        update(at(code, userId), { showCard, round: await currentRound(code) }),
      async leave(code, userId) {
        await remove(here(code, userId));
        await gateway.removeParticipant(code, userId);
      },
      raw: (p, value) => db.setData(p, value),
    };
    await use(writer);
    await gateway.close();
  },
});

export { expect };

// ---------------------------------------------------------------------------
// Helpers for the fault, abuse and storage tests. Additive: they only
// read the page through the agreed data-testid hooks.

/** Everything a page said or did that a test may want to check afterwards. */
export interface PageWatch {
  /** Console messages as `type: text`. */
  console: { type: string; text: string }[];
  /** Uncaught exceptions in the page. */
  errors: string[];
  /** Dialogs (alert/confirm/prompt) the page opened; each is dismissed. */
  dialogs: string[];
  /** Console warnings and errors joined, for "names the bad record" checks. */
  problems(): string;
}

/** Starts collecting console messages, uncaught errors and dialogs of a page. */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = {
    console: [],
    errors: [],
    dialogs: [],
    problems: () =>
      watch.console
        .filter((m) => m.type === 'warning' || m.type === 'error')
        .map((m) => m.text)
        .join('\n'),
  };
  page.on('console', (m) => watch.console.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => watch.errors.push(String(e)));
  page.on('dialog', (d) => {
    watch.dialogs.push(d.message());
    void d.dismiss().catch(() => undefined);
  });
  return watch;
}

/** All participant cards on the screen. */
export const participantCards = (page: Page) => page.getByTestId('participant-card');

/** The card of one participant. */
export const participantCard = (page: Page, userId: string) =>
  page.locator(
    `[data-testid="participant-card"][data-user-id="${userId.replace(/["\\]/g, '\\$&')}"]`,
  );

/** The userIds of the cards on screen, in DOM order. */
export async function cardUserIds(page: Page): Promise<string[]> {
  return participantCards(page).evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-user-id') ?? ''),
  );
}

/**
 * The number a statistics item shows (`stat-participants`, `stat-ready`,
 * `stat-average`), or NaN when it shows none.
 */
export async function statNumber(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  const m = /-?\d+(?:\.\d+)?/.exec(text);
  return m ? Number(m[0]) : NaN;
}

/** The average as the screen prints it (2 decimals), e.g. "4.33". */
export async function statAverageText(page: Page): Promise<string> {
  const text = (await page.getByTestId('stat-average').textContent()) ?? '';
  return /-?\d+\.\d{2}/.exec(text)?.[0] ?? text;
}
