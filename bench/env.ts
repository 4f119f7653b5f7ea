/**
 * The benchmark's world: a local database, the static server on the production
 * build, headless Chromium, and participants played by official SDK clients in
 * Node (as any other client would write them).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  limitToLast,
  onValue,
  orderByChild,
  query,
  ref,
  remove,
  serverTimestamp,
  set,
} from 'firebase/database';
import { startLocalDatabase, type LocalDatabase } from '../server/db/server';
import { createFirebaseGateway, type FirebaseGateway } from '../renderer/data/firebase-gateway';
import { encodeSelected } from '../renderer/domain/codec';
import { MAX_PARTICIPANTS } from '../renderer/domain/constants';
import { wallPath } from '../shared/route';
import { startStaticServer, type StaticServer } from '../server/static-server';
import { wallFirstPaint } from '../server/wall-first-paint';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The page scripts the benchmarks install before the app loads. */
export const PROBE_SCRIPT = path.join(here, 'page/probe.js');
export const REACT_HOOK_SCRIPT = path.join(here, 'page/react-hook.js');

/** Wall-clock milliseconds with sub-millisecond resolution, comparable to the page's. */
export const nowMs = (): number => performance.timeOrigin + performance.now();

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Chromium flags for this machine (no GPU, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A participant as the benchmarks write it. */
export interface BenchParticipant {
  userId: string;
  userName: string;
  value: string;
  showCard: boolean;
}

/** Writes participants through their own SDK apps (round-robin over a few apps). */
export interface Participants {
  join(p: BenchParticipant): Promise<void>;
  /** Writes `selected` only, as the phone page does; resolves when the server acknowledged. */
  vote(userId: string, value: string): Promise<void>;
  ready(userId: string, showCard: boolean): Promise<void>;
  leave(userId: string): Promise<void>;
  close(): Promise<void>;
}

/** A plain SDK listener on the same query the screen uses. */
export interface Listener {
  /** Called with each child whose `selected` changed, at the moment the SDK delivered it. */
  onSelected(cb: (userId: string, selected: string, t: number) => void): void;
  close(): Promise<void>;
}

/** The running benchmark environment. */
export interface BenchEnv {
  db: LocalDatabase;
  server: StaticServer;
  browser: Browser;
  screenUrl(code: string): string;
  /** A new context (no cache, no storage shared with other pages) and page with the probe installed. */
  newPage(options?: { react?: boolean; cacheDisabled?: boolean }): Promise<{
    context: BrowserContext;
    page: Page;
  }>;
  participants(code: string, apps?: number): Participants;
  listener(code: string): Listener;
  close(): Promise<void>;
}

let appCounter = 0;

function gatewayFor(db: LocalDatabase, label: string): FirebaseGateway {
  appCounter += 1;
  return createFirebaseGateway(
    { database: { host: '127.0.0.1', port: db.port, namespace: db.namespace } },
    { appName: `bench-${label}-${appCounter}` },
  );
}

/** Folder of the build under test: dist/web unless BENCH_WEB_ROOT names another. */
export const webRoot = (): string => process.env.BENCH_WEB_ROOT ?? 'dist/web';

/** Builds the production renderer when it is missing (the benchmarks measure that build). */
export function ensureBuild(): void {
  if (process.env.BENCH_WEB_ROOT) return;
  if (existsSync(path.resolve('dist/web/index.html')) && !process.env.BENCH_REBUILD) return;
  console.log('Building the production renderer (dist/web)...');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

/** Starts the database, the static server and Chromium. */
export async function startBenchEnv(): Promise<BenchEnv> {
  ensureBuild();
  const db = await startLocalDatabase({ port: 0, quiet: true });
  const server = await startStaticServer({
    root: webRoot(),
    config: { database: { host: '127.0.0.1', port: db.port, namespace: db.namespace } },
    // As the room server serves the wall: with the room's cards in its HTML.
    wallFirstPaint: wallFirstPaint(webRoot()),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const closers: (() => Promise<void>)[] = [];

  return {
    db,
    server,
    browser,
    screenUrl: (code) => server.origin + wallPath(code),
    async newPage(options = {}) {
      // The product's Content-Security-Policy forbids eval; the probes' waitForFunction needs it.
      const context = await browser.newContext({
        viewport: { width: 1920, height: 1080 },
        bypassCSP: true,
      });
      await context.addInitScript({ path: PROBE_SCRIPT });
      if (options.react) await context.addInitScript({ path: REACT_HOOK_SCRIPT });
      const page = await context.newPage();
      if (options.cacheDisabled) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      }
      return { context, page };
    },
    participants(code, apps = 4) {
      const gateways = Array.from({ length: apps }, (_, i) => gatewayFor(db, `writer${i}`));
      const owner = new Map<string, FirebaseGateway>();
      let next = 0;
      const gw = (userId: string): FirebaseGateway => {
        let g = owner.get(userId);
        if (!g) {
          g = gateways[next % gateways.length] as FirebaseGateway;
          next += 1;
          owner.set(userId, g);
        }
        return g;
      };
      const at = (userId: string, field?: string) =>
        ref(gw(userId).database, `screens/${code}/${userId}${field ? `/${field}` : ''}`);
      const p: Participants = {
        join: (x) =>
          set(at(x.userId), {
            userId: x.userId,
            userName: x.userName,
            selected: encodeSelected(x.value, code, x.userId),
            showCard: x.showCard,
            lastUpdate: serverTimestamp(),
            // Bench rooms are fresh: their round number is 0.
            round: 0,
          }),
        vote: (userId, value) => set(at(userId, 'selected'), encodeSelected(value, code, userId)),
        ready: (userId, showCard) => set(at(userId, 'showCard'), showCard),
        async leave(userId) {
          await remove(at(userId));
          owner.delete(userId);
        },
        async close() {
          await Promise.all(gateways.map((g) => g.close()));
        },
      };
      closers.push(p.close);
      return p;
    },
    listener(code) {
      const g = gatewayFor(db, 'listener');
      const last = new Map<string, string>();
      let cb: (userId: string, selected: string, t: number) => void = () => undefined;
      const q = query(
        ref(g.database, `screens/${code}`),
        orderByChild('lastUpdate'),
        limitToLast(MAX_PARTICIPANTS),
      );
      const stop = onValue(q, (snap) => {
        const t = nowMs();
        snap.forEach((child) => {
          const v = child.val() as { selected?: unknown } | null;
          const selected = typeof v?.selected === 'string' ? v.selected : '';
          if (child.key && last.get(child.key) !== selected) {
            last.set(child.key, selected);
            cb(child.key, selected, t);
          }
        });
      });
      const l: Listener = {
        onSelected(f) {
          cb = f;
        },
        async close() {
          stop();
          await g.close();
        },
      };
      closers.push(l.close);
      return l;
    },
    async close() {
      await Promise.allSettled(closers.map((c) => c()));
      await browser.close();
      await server.close();
      await db.stop();
    },
  };
}

/** `n` participants with readable names. */
export function makeParticipants(n: number, prefix = 'p'): BenchParticipant[] {
  return Array.from({ length: n }, (_, i) => ({
    userId: `${prefix}${String(i + 1).padStart(3, '0')}`,
    userName: `Person ${i + 1}`,
    value: '',
    showCard: false,
  }));
}

/** Waits until the page shows `n` participant cards. */
export async function waitForCards(page: Page, n: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    `document.querySelectorAll('[data-testid="participant-card"]').length >= ${n}`,
    undefined,
    { timeout, polling: 50 },
  );
}

/**
 * Offset of the page's clock from Node's (page minus Node), from the round trip
 * with the smallest delay, so page timestamps can be compared with write times.
 */
export async function clockOffset(page: Page): Promise<number> {
  let best = { rtt: Infinity, offset: 0 };
  for (let i = 0; i < 15; i += 1) {
    const t0 = nowMs();
    const tp = (await page.evaluate('performance.timeOrigin + performance.now()')) as number;
    const t1 = nowMs();
    if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: tp - (t0 + t1) / 2 };
  }
  return best.offset;
}
