/**
 * Phone start: the participant page `/{code}/vote` loaded cold on the phone
 * profile (CPU 4x slower, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), as a
 * person who scanned the QR code on a mobile network sees it. Two kinds of visit:
 * a new phone (the join form) and a returning one (a reload after joining: the card
 * grid), each also by a phone whose browser asks for German (the room server sends the
 * page prerendered in German: it must be as quick, in German from the first paint).
 * Medians of 5 cold loads each; one more series holds the database SDK back for 10 s
 * to show that the form does not wait for it.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { makeParticipants, sleep, type BenchEnv } from '../env';
import { fmtKb, fmtMs, VOTE_VALUES, type Scenario, type ScenarioResult } from '../scenario';
import { median, round1 } from '../stats';
import { IDENTITY_KEYS } from '../../renderer/domain/storage-keys';

/**
 * The phone profile the phone-start targets are set for (Chrome DevTools' conditions,
 * applied through CDP).
 */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
} as const;

/** The chunk that carries the Firebase SDK (renderer/data/firebase-gateway.ts). */
const DATABASE_CHUNK = /\/assets\/firebase-gateway-[^/]*\.js$/;

type Visit =
  'new' | 'returning' | 'new, German phone' | 'returning, German phone' | 'new, SDK held back 10 s';

/** What each visit's figures are recorded under. */
const FIGURE_KEYS: Record<Visit, string> = {
  new: 'newPhone',
  returning: 'returningPhone',
  'new, German phone': 'newGermanPhone',
  'returning, German phone': 'returningGermanPhone',
  'new, SDK held back 10 s': 'sdkHeldBack',
};

const isReturning = (visit: Visit) => visit.startsWith('returning');
const isGerman = (visit: Visit) => visit.endsWith('German phone');

/**
 * A card a returning phone can tap: one of the HTML's grid (vote.html; boot.js keeps the
 * tap until the page carries it out) or of the page's own grid, enabled (it keeps a tap
 * too until the room is known, ui/phone/DeckGrid.tsx).
 */
const RETURNING_CARD =
  '#boot-vote-joined button[data-value], [data-testid="vote-card"]:not([disabled])';

interface Marks {
  fcp: number | null;
  /** The form's name field (or the first card) entered the DOM. */
  dom: number | null;
  /** Animation frame after the page's own form (or card grid) entered the DOM. */
  usable: number | null;
  /** The first room snapshot shown (the ready count names the room's participants). */
  room: number | null;
  /** The page's language (`<html lang>`) when the form or grid entered the DOM. */
  lang: string | null;
}

interface Script {
  url: string;
  gzip: number;
  bytes: number;
  /** Resource timing responseEnd, ms from navigation start. */
  end: number;
}

/** Installed before the app: records when the form or card grid is usable and the room shown. */
const PROBE = `(() => {
  const marks = (window.__phone = { dom: null, usable: null, room: null, lang: null });
  const target = window.__phoneTarget;
  const check = () => {
    if (marks.usable === null && document.querySelector(target)) {
      marks.dom = performance.now();
      marks.lang = document.documentElement.lang;
      requestAnimationFrame(() => (marks.usable = performance.now()));
      marks.usable = -1;
    }
    // The count reads '0 of 0 ready' ('0 von 0 bereit'…) until the database answers; the
    // bench's room has people.
    const count = document.querySelector('[data-testid="vote-ready-count"]');
    if (marks.room === null && count && /\\d\\D+[1-9]/.test(count.textContent)) marks.room = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function phoneContext(
  env: BenchEnv,
  locale: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({
    locale,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    // The product's Content-Security-Policy forbids eval; waitForFunction needs it.
    bypassCSP: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  return { context, page };
}

async function loadOnce(
  env: BenchEnv,
  code: string,
  visit: Visit,
): Promise<{ marks: Marks; scripts: Script[]; configRequests: number }> {
  const { context, page } = await phoneContext(env, isGerman(visit) ? 'de-DE' : 'en-US');
  const target = isReturning(visit) ? RETURNING_CARD : '[data-testid="vote-name"]';
  await context.addInitScript(`window.__phoneTarget = ${JSON.stringify(target)};`);
  if (isReturning(visit)) {
    await context.addInitScript(
      `localStorage.setItem(${JSON.stringify(IDENTITY_KEYS.userId)}, 'benchphone1');
       localStorage.setItem(${JSON.stringify(IDENTITY_KEYS.userName)}, 'Bench Phone');
       sessionStorage.setItem('storyPoint.vote.joinedCode', ${JSON.stringify(code)});`,
    );
  }
  await context.addInitScript(PROBE);
  if (visit === 'new, SDK held back 10 s') {
    await page.route(DATABASE_CHUNK, async (route) => {
      await sleep(10_000);
      await route.continue();
    });
  }
  const bodies: Promise<{ url: string; gzip: number; bytes: number } | null>[] = [];
  let configRequests = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/config.json') configRequests += 1;
  });
  page.on('response', (r: Response) => {
    if (r.request().resourceType() !== 'script') return;
    bodies.push(
      r
        .body()
        .then((b) => ({ url: r.url(), bytes: b.length, gzip: gzipSync(b, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(`${env.server.origin}/${encodeURIComponent(code)}/vote`, { waitUntil: 'commit' });
  await page.waitForFunction('window.__phone && window.__phone.usable > 0', undefined, {
    timeout: 60_000,
    polling: 50,
  });
  // A returning phone's room may come later: wait for it, bounded. A new phone shows the
  // form until it joins: no room to wait for.
  if (isReturning(visit)) {
    await page
      .waitForFunction('window.__phone.room !== null', undefined, { timeout: 20_000, polling: 100 })
      .catch(() => undefined);
  }
  const marks = (await page.evaluate(`({
    ...window.__phone,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  })`)) as Marks;
  const timing = (await page.evaluate(
    `performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).map((e) => [e.name, e.responseEnd])`,
  )) as [string, number][];
  const ends = new Map(timing);
  const scripts = (await Promise.all(bodies))
    .filter((s): s is NonNullable<typeof s> => s !== null)
    .map((s) => ({ ...s, url: new URL(s.url).pathname, end: ends.get(s.url) ?? NaN }));
  await context.close();
  return { marks, scripts, configRequests };
}

export const phoneStart: Scenario = {
  name: 'phone-start',
  async run(env: BenchEnv, scale: number): Promise<ScenarioResult> {
    const code = `bench-phone-${Date.now().toString(36)}`;
    const runs = scale < 0.5 ? 3 : 5;
    const writers = env.participants(code, 2);
    await Promise.all(
      makeParticipants(8).map((p, i) =>
        writers.join({ ...p, value: VOTE_VALUES[i % VOTE_VALUES.length] as string }),
      ),
    );
    const visits = Object.keys(FIGURE_KEYS) as Visit[];
    const figures: Record<string, unknown> = { profile: PHONE_PROFILE, runs };
    const rows: ScenarioResult['rows'] = [];
    let configRequests = 0;
    for (const visit of visits) {
      const samples: Awaited<ReturnType<typeof loadOnce>>[] = [];
      // The held-back series shows one thing (the form does not wait): fewer runs do.
      const n = visit.startsWith('new, SDK') ? Math.min(runs, 3) : runs;
      for (let i = 0; i < n; i += 1) samples.push(await loadOnce(env, code, visit));
      const med = (f: (m: Marks) => number | null) =>
        round1(median(samples.flatMap((s) => (f(s.marks) === null ? [] : [f(s.marks) as number]))));
      const first = samples[0] as (typeof samples)[number];
      configRequests = Math.max(configRequests, ...samples.map((s) => s.configRequests));
      const sum = (list: Script[]) => list.reduce((n2, s) => n2 + s.gzip, 0);
      const usable = first.marks.usable ?? Infinity;
      const beforeUsable = first.scripts.filter((s) => s.end <= usable);
      const withoutDb = first.scripts.filter((s) => !DATABASE_CHUNK.test(s.url));
      figures[FIGURE_KEYS[visit]] = {
        fcpMs: med((m) => m.fcp),
        usableMs: med((m) => m.usable),
        roomShownMs: med((m) => m.room),
        jsBeforeUsableGzip: sum(beforeUsable),
        jsWithoutDatabaseGzip: sum(withoutDb),
        jsTotalGzip: sum(first.scripts),
        scripts: first.scripts,
        samples: samples.map((s) => s.marks),
      };
      const what = isReturning(visit) ? 'card grid' : 'join form';
      rows.push(
        {
          metric: `${visit}: first contentful paint (median of ${n})`,
          value: fmtMs(med((m) => m.fcp)),
          target: visit === 'new' ? '<= 1000 ms' : undefined,
        },
        {
          metric: `${visit}: ${what} usable (median)`,
          value: fmtMs(med((m) => m.usable)),
          // Both in the HTML (vote.html): the join form, and the returning phone's card grid.
          target: visit.startsWith('new, SDK')
            ? 'as without'
            : isReturning(visit)
              ? '<= 900 ms'
              : '<= 600 ms',
        },
      );
      if (isReturning(visit)) {
        rows.push({ metric: `${visit}: room shown (median)`, value: fmtMs(med((m) => m.room)) });
      }
      if (isGerman(visit)) {
        rows.push({
          metric: `${visit}: language of the ${what} when it became usable`,
          value: [...new Set(samples.map((s) => s.marks.lang ?? 'none'))].join(', '),
          target: 'de',
        });
      }
      if (!visit.startsWith('new, SDK')) {
        rows.push(
          {
            metric: `${visit}: JS loaded before the ${what} was usable, gzip`,
            value: fmtKb(sum(beforeUsable)),
            target: '<= 120 KB',
          },
          {
            metric: `${visit}: JS the page needs without the database SDK, gzip`,
            value: fmtKb(sum(withoutDb)),
            target: '<= 120 KB',
          },
          {
            metric: `${visit}: all JS the page loads, gzip`,
            value: fmtKb(sum(first.scripts)),
            target: '<= 170 KB',
          },
        );
      }
    }
    await writers.close();
    figures.configRequestsPerLoad = configRequests;
    return {
      figures,
      rows,
      notes: [
        `phone-start: /{code}/vote in a 390x844 mobile context, cache disabled, CPU ${PHONE_PROFILE.cpuSlowdown}x slower, ${PHONE_PROFILE.latencyMs} ms latency, ${PHONE_PROFILE.downloadBitsPerSecond / 1e6} Mbit/s down (CDP); 'usable' is the animation frame after the form's name field (new phone) or the first card that takes a tap (returning phone: the HTML's grid, whose taps boot.js keeps) entered the DOM; 'room shown' when the ready count first counted the room's participants (the database answered). JS is the scripts' bodies gzip -9; 'before usable' counts those whose responseEnd came first; config.json requested ${configRequests}x per load.`,
      ],
    };
  },
};
