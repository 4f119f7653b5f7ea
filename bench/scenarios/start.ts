/**
 * Start: cold load of the production build (new context, cache disabled) to
 * the first participant card painted, with 20 participants already present;
 * median of 5. The static server draws the room's cards into the HTML as the room
 * server does (server/wall-first-paint.ts) when the build has them beside it. Also the JS
 * and CSS the first page actually loaded, gzipped.
 */
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { makeParticipants, nowMs, sleep, type BenchEnv } from '../env';
import { fmtKb, fmtMs, VOTE_VALUES, type Scenario, type ScenarioResult } from '../scenario';
import { median, round1 } from '../stats';

interface StartMarks {
  firstCardDom: number | null;
  firstCardFrame: number | null;
  allCardsDom: number | null;
  fcp: number | null;
  domContentLoaded: number;
}

interface Asset {
  url: string;
  type: 'script' | 'stylesheet';
  bytes: number;
  gzip: number;
}

export const start: Scenario = {
  name: 'start',
  async run(env: BenchEnv, scale: number): Promise<ScenarioResult> {
    const code = `bench-start-${Date.now().toString(36)}`;
    const count = 20;
    const runs = scale < 0.5 ? 3 : 5;
    const writers = env.participants(code, 2);
    await Promise.all(
      makeParticipants(count).map((p, i) =>
        writers.join({ ...p, value: VOTE_VALUES[i % VOTE_VALUES.length] as string }),
      ),
    );

    const samples: (StartMarks & { wall: number })[] = [];
    let assets: Asset[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await env.newPage({ cacheDisabled: true });
      await context.addInitScript(`window.__benchExpectedCards = ${count};`);
      const responses: Promise<Asset | null>[] = [];
      if (run === 0) {
        page.on('response', (r: Response) => {
          const type = r.request().resourceType();
          if (type !== 'script' && type !== 'stylesheet') return;
          responses.push(
            r
              .body()
              .then((body): Asset => ({
                url: new URL(r.url()).pathname,
                type,
                bytes: body.length,
                gzip: gzipSync(body, { level: 9 }).length,
              }))
              .catch(() => null),
          );
        });
      }
      const t0 = nowMs();
      await page.goto(env.screenUrl(code), { waitUntil: 'commit' });
      await page.waitForFunction(
        'window.__bench.start.firstCardFrame !== null && window.__bench.start.allCardsDom !== null',
        undefined,
        { timeout: 30_000, polling: 50 },
      );
      const wall = nowMs() - t0;
      const marks = (await page.evaluate(`({
        ...window.__bench.start,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0,
      })`)) as StartMarks;
      samples.push({ ...marks, wall });
      if (run === 0) {
        // Whatever the page loads by itself in its first seconds counts (lazy chunks included).
        await sleep(3_000);
        assets = (await Promise.all(responses)).filter((a): a is Asset => a !== null);
      }
      await context.close();
    }
    await writers.close();

    const med = (f: (s: StartMarks) => number | null) =>
      round1(median(samples.flatMap((s) => (f(s) === null ? [] : [f(s) as number]))));
    const sum = (type: Asset['type'], key: 'bytes' | 'gzip') =>
      assets.filter((a) => a.type === type).reduce((n, a) => n + a[key], 0);
    const js = { bytes: sum('script', 'bytes'), gzip: sum('script', 'gzip') };
    const css = { bytes: sum('stylesheet', 'bytes'), gzip: sum('stylesheet', 'gzip') };
    const firstCard = med((s) => s.firstCardFrame);
    // Each load's own gap: the room server's cards in the HTML paint with the first content.
    const afterFcp = med((s) =>
      s.firstCardFrame === null || s.fcp === null ? null : s.firstCardFrame - s.fcp,
    );
    return {
      figures: {
        runs,
        participants: count,
        firstCardPaintMs: firstCard,
        firstCardDomMs: med((s) => s.firstCardDom),
        allCardsDomMs: med((s) => s.allCardsDom),
        firstContentfulPaintMs: med((s) => s.fcp),
        firstCardAfterFcpMs: afterFcp,
        domContentLoadedMs: med((s) => s.domContentLoaded),
        samples,
        js,
        css,
        assets,
      },
      rows: [
        {
          metric: `cold start to first card painted (median of ${runs})`,
          value: fmtMs(firstCard),
          // On a warm local database, without adding bytes to the first page.
          target: '<= 350 ms',
        },
        {
          metric: 'cold start to all 20 cards in the DOM (median)',
          value: fmtMs(med((s) => s.allCardsDom)),
        },
        { metric: 'first contentful paint (median)', value: fmtMs(med((s) => s.fcp)) },
        {
          metric: 'first card painted after the first contentful paint (median)',
          value: fmtMs(afterFcp),
          target: '<= 50 ms',
        },
        {
          metric: 'first page JS gzip (raw)',
          value: `${fmtKb(js.gzip)} (${fmtKb(js.bytes)})`,
          target: '<= 170 KB',
        },
        { metric: 'first page CSS gzip (raw)', value: `${fmtKb(css.gzip)} (${fmtKb(css.bytes)})` },
      ],
      notes: [
        `start: ${runs} cold loads (new context, cache disabled); times from navigation start (performance.now) to the animation frame after the first card entered the DOM; bytes are the scripts and stylesheets the page loaded in its first 3 s, gzip -9 with zlib: ${assets.map((a) => a.url.replace(/^.*\//, '')).join(', ')}.`,
      ],
    };
  },
};
