/**
 * Recovery: the database goes away for 10 s, 2 min and 10 min (times BENCH_SCALE, or
 * BENCH_RECOVERY_OUTAGES: seconds, comma-separated) and comes back. For each outage a wall
 * and a joined phone, on their own database and static server with the production
 * settings (the default reconnect schedule), all outages side by side so the longest
 * one sets the duration. Meanwhile a participant joins (written on the server while it
 * is away). Measured from the moment the database accepts connections again: the
 * wall's label back to 'Online', the wall showing the new card, the phone's offline
 * banner gone and its ready count updated. Target: all within 5 s.
 */
import type { Page } from 'playwright-core';
import { startLocalDatabase } from '../../server/db/server';
import { encodeSelected } from '../../renderer/domain/codec';
import { wallPath, votePath } from '../../shared/route';
import { startStaticServer } from '../../server/static-server';
import { nowMs, sleep, webRoot, type BenchEnv } from '../env';
import { fmtMs, type Scenario, type ScenarioResult } from '../scenario';
import { round1 } from '../stats';

/**
 * Outage lengths in seconds: BENCH_RECOVERY_OUTAGES as given, else 10 s, 2 min and
 * 10 min times BENCH_SCALE.
 */
export function outageSeconds(scale: number): number[] {
  const raw = process.env.BENCH_RECOVERY_OUTAGES;
  if (raw === undefined) return [10, 120, 600].map((s) => round1(s * scale));
  const list = raw.split(',').map((s) => Number(s.trim()));
  if (list.length === 0 || !list.every((n) => Number.isFinite(n) && n > 0))
    throw new Error(`BENCH_RECOVERY_OUTAGES must list positive seconds, got ${raw}`);
  return list;
}

/** Resolves with Node's time when `expression` becomes true in the page (polled every 50 ms). */
async function when(page: Page, expression: string, timeoutMs: number): Promise<number> {
  await page.waitForFunction(expression, undefined, { timeout: timeoutMs, polling: 50 });
  return nowMs();
}

interface Outcome {
  outageS: number;
  wallOnlineMs: number;
  wallNewCardMs: number;
  phoneOnlineMs: number;
  phoneRoomMs: number;
}

const WALL_ONLINE = `document.querySelector('[data-testid="connection-status"]')?.textContent?.trim() === 'Online'`;
const WALL_OFFLINE = `document.querySelector('[data-testid="connection-status"]')?.textContent?.trim() === 'Offline'`;
const PHONE_OFFLINE = `document.querySelector('[data-testid="vote-offline"]') !== null`;

async function oneOutage(env: BenchEnv, outageS: number): Promise<Outcome> {
  const db = await startLocalDatabase({ port: 0, quiet: true });
  const server = await startStaticServer({
    root: webRoot(),
    config: { database: { host: '127.0.0.1', port: db.port, namespace: db.namespace } },
  });
  const wallContext = await env.browser.newContext({
    viewport: { width: 1920, height: 1080 },
    bypassCSP: true,
  });
  const phoneContext = await env.browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
  });
  const code = `bench-recovery-${outageS}s`;
  try {
    db.setData(`screens/${code}/a`, {
      userId: 'a',
      userName: 'Ann',
      selected: encodeSelected('3', code, 'a'),
      showCard: true,
      lastUpdate: Date.now(),
    });
    const wall = await wallContext.newPage();
    const phone = await phoneContext.newPage();
    await wall.goto(server.origin + wallPath(code));
    await phone.goto(server.origin + votePath(code));
    await phone.getByTestId('vote-name').fill('Phoebe');
    await phone.getByTestId('vote-join').click();
    await when(
      wall,
      `document.querySelectorAll('[data-testid="participant-card"]').length >= 1`,
      30_000,
    );
    await when(wall, WALL_ONLINE, 30_000);

    const countBefore = await phone.evaluate(
      `document.querySelector('[data-testid="vote-ready-count"]')?.textContent ?? ''`,
    );
    await db.pause();
    await when(wall, WALL_OFFLINE, 60_000);
    await when(phone, PHONE_OFFLINE, 60_000);
    // Bob joins while the server is away (as clients of another region could write it).
    db.setData(`screens/${code}/b`, {
      userId: 'b',
      userName: 'Bob',
      selected: encodeSelected('5', code, 'b'),
      showCard: true,
      lastUpdate: Date.now(),
    });
    await sleep(outageS * 1000);
    await db.resume();
    const back = nowMs();
    const limit = 120_000;
    const [wallOnline, wallNewCard, phoneOnline, phoneRoom] = await Promise.all([
      when(wall, WALL_ONLINE, limit),
      when(
        wall,
        `document.querySelector('[data-testid="participant-card"][data-user-id="b"]') !== null`,
        limit,
      ),
      when(phone, `!(${PHONE_OFFLINE})`, limit),
      // The phone's ready count changes once it has Bob (n/a if the page does not count him).
      when(
        phone,
        `(document.querySelector('[data-testid="vote-ready-count"]')?.textContent ?? '') !== ${JSON.stringify(countBefore)}`,
        limit,
      ).catch(() => NaN),
    ]);
    return {
      outageS,
      wallOnlineMs: round1(wallOnline - back),
      wallNewCardMs: round1(wallNewCard - back),
      phoneOnlineMs: round1(phoneOnline - back),
      phoneRoomMs: round1(phoneRoom - back),
    };
  } finally {
    await wallContext.close();
    await phoneContext.close();
    await server.close();
    await db.stop();
  }
}

export const recovery: Scenario = {
  name: 'recovery',
  async run(env: BenchEnv, scale: number): Promise<ScenarioResult> {
    const outages = outageSeconds(scale);
    const outcomes = await Promise.all(outages.map((s) => oneOutage(env, s)));
    const label = (s: number) => (s >= 60 ? `${round1(s / 60)} min` : `${s} s`);
    return {
      figures: { outagesS: outages, outcomes },
      rows: outcomes.flatMap((o) => [
        {
          metric: `after ${label(o.outageS)} away: wall 'Online'`,
          value: fmtMs(o.wallOnlineMs),
          target: '<= 5000 ms',
        },
        {
          metric: `after ${label(o.outageS)} away: wall shows the new card`,
          value: fmtMs(o.wallNewCardMs),
          target: '<= 5000 ms',
        },
        {
          metric: `after ${label(o.outageS)} away: phone back online`,
          value: fmtMs(o.phoneOnlineMs),
          target: '<= 5000 ms',
        },
        {
          metric: `after ${label(o.outageS)} away: phone shows the room`,
          value: fmtMs(o.phoneRoomMs),
          target: '<= 5000 ms',
        },
      ]),
      notes: [
        `recovery: outages of ${outages.join(', ')} s side by side (BENCH_RECOVERY_OUTAGES), each with its own database, wall and joined phone on the default reconnect schedule; times from the database listening again to what the pages show (polled every 50 ms).`,
      ],
    };
  },
};
