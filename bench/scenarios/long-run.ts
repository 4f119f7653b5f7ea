/**
 * Long run: 2,000 joins and leaves and 10,000 vote changes on one screen page.
 * JS heap after garbage collection, timers alive (probe wraps the timer
 * functions) and database listens (listen `q` minus unlisten `n` frames the page
 * sent over its WebSocket, seen through CDP) at the start and at the end.
 */
import type { CDPSession, Page } from 'playwright-core';
import { makeParticipants, nowMs, sleep, waitForCards, type BenchEnv } from '../env';
import { fmtKb, fmtMs, VOTE_VALUES, type Scenario, type ScenarioResult } from '../scenario';
import { randomInt, round1 } from '../stats';

interface Snapshot {
  heapUsed: number;
  timeouts: number;
  intervals: number;
  pageListens: number;
  serverListens: number;
  cards: number;
}

export const longRun: Scenario = {
  name: 'long-run',
  async run(env: BenchEnv, scale: number): Promise<ScenarioResult> {
    const code = `bench-long-${Date.now().toString(36)}`;
    const count = 20;
    const churn = Math.max(20, Math.round(2_000 * scale)); // joins, and as many leaves
    const votes = Math.max(100, Math.round(10_000 * scale));
    const writers = env.participants(code, 4);
    const fresh = makeParticipants(count + churn, 'u');
    const active = fresh.slice(0, count).map((p, i) => ({
      ...p,
      value: VOTE_VALUES[i % VOTE_VALUES.length] as string,
    }));
    let nextNew = count;
    await Promise.all(active.map((p) => writers.join(p)));

    const { context, page } = await env.newPage();
    const cdp = await context.newCDPSession(page);
    let listens = 0;
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    cdp.on('Network.webSocketFrameSent', (e: { response: { payloadData: string } }) => {
      // Firebase frames: {"t":"d","d":{"r":1,"a":"q"|"n",...}}; large ones are split, these are small.
      const a = /"a":"(q|n)"/.exec(e.response.payloadData)?.[1];
      if (a === 'q') listens += 1;
      if (a === 'n') listens -= 1;
    });
    const opened = nowMs();
    await page.goto(env.screenUrl(code));
    await waitForCards(page, count);
    await waitUntilQuiet(cdp);
    // The SDK's own one-shot start-up timers (5 s after the handshake, a 30 s connection
    // timer) are done by then, so start and end count the same kind of timers.
    await sleep(Math.max(1_000, 35_000 - (nowMs() - opened)));
    const before = await snapshot(page, cdp, env, () => listens);

    // Interleave: after each leave+join pair, votes/churn vote changes.
    const t0 = nowMs();
    const votesPerChurn = votes / churn;
    let votesDone = 0;
    const batch: Promise<void>[] = [];
    const flush = async () => {
      await Promise.all(batch.splice(0));
      await sleep(5); // let the page breathe like a real room would
    };
    for (let i = 0; i < churn; i += 1) {
      const out = active.splice(randomInt(active.length), 1)[0] as (typeof active)[number];
      batch.push(writers.leave(out.userId));
      const incoming = { ...(fresh[nextNew] as (typeof fresh)[number]), value: '3' };
      nextNew += 1;
      active.push(incoming);
      batch.push(writers.join(incoming));
      const target = Math.round((i + 1) * votesPerChurn);
      for (; votesDone < target; votesDone += 1) {
        const p = active[randomInt(active.length)] as (typeof active)[number];
        batch.push(writers.vote(p.userId, VOTE_VALUES[randomInt(VOTE_VALUES.length)] as string));
      }
      if (batch.length >= 12) await flush();
    }
    await flush();
    const opsMs = nowMs() - t0;
    await waitForCards(page, count, 60_000);
    // The writers can outpace the page; "at the end" means once it has caught up.
    const settleMs = await waitUntilQuiet(cdp);
    await sleep(1_000);
    const after = await snapshot(page, cdp, env, () => listens);
    const pending = (await page.evaluate('window.__bench.liveTimeouts()')) as {
      ms: number;
      stack: string[] | null;
    }[];
    if (process.env.BENCH_TIMER_STACKS === '1')
      console.log('long-run: timeouts pending at the end', JSON.stringify(pending, null, 1));
    await context.close();
    await writers.close();

    const growth = after.heapUsed - before.heapUsed;
    return {
      figures: {
        joins: churn,
        leaves: churn,
        votes: votesDone,
        writeSeconds: round1(opsMs / 1000),
        before,
        after,
        heapGrowthBytes: growth,
        settleMs,
        pendingTimeoutDelaysMs: pending.map((t) => t.ms).sort((a, b) => a - b),
      },
      rows: [
        {
          metric: `heap after GC start -> end (${churn} joins+leaves, ${votesDone} votes)`,
          value: `${fmtKb(before.heapUsed)} -> ${fmtKb(after.heapUsed)} (${growth >= 0 ? '+' : ''}${fmtKb(growth)})`,
          target: 'growth <= 5 MB',
        },
        {
          metric: 'page busy after the last write (catching up)',
          value: fmtMs(settleMs),
          target: '',
        },
        {
          metric: 'timers alive start -> end (timeouts+intervals)',
          value: `${before.timeouts}+${before.intervals} -> ${after.timeouts}+${after.intervals}`,
          target: 'equal',
        },
        {
          metric: 'page database listens start -> end (q - n frames)',
          value: `${before.pageListens} -> ${after.pageListens}`,
          target: 'equal',
        },
        {
          metric: 'server-side open listens start -> end',
          value: `${before.serverListens} -> ${after.serverListens}`,
          target: 'equal',
        },
      ],
      notes: [
        `long-run: ${churn} joins and ${churn} leaves (a new participant replaces a random one, 20 stay on screen) and ${votesDone} vote changes written in ${round1(opsMs / 1000)} s; the end snapshot is taken 1 s after the page went quiet (main thread under 5 % busy for 1 s); heap = Runtime.getHeapUsage after HeapProfiler.collectGarbage (twice); timeouts still pending at the end: ${pending.map((t) => `${t.ms} ms`).join(', ') || 'none'} (BENCH_TIMER_STACKS=1 prints where they were set).`,
      ],
    };
  },
};

/**
 * Waits until the page's main thread is under 5 % busy over a whole second (CDP
 * TaskDuration), at most 120 s; returns how long that took.
 */
async function waitUntilQuiet(cdp: CDPSession): Promise<number> {
  const busy = async () => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  };
  const t0 = nowMs();
  let last = await busy();
  while (nowMs() - t0 < 120_000) {
    await sleep(1_000);
    const now = await busy();
    if (now - last < 0.05) return nowMs() - t0 - 1_000;
    last = now;
  }
  return nowMs() - t0;
}

async function snapshot(
  page: Page,
  cdp: CDPSession,
  env: BenchEnv,
  pageListens: () => number,
): Promise<Snapshot> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await sleep(200);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const timers = (await page.evaluate('window.__bench.timers()')) as {
    timeouts: number;
    intervals: number;
  };
  const cards = (await page.evaluate(
    `document.querySelectorAll('[data-testid="participant-card"]').length`,
  )) as number;
  return {
    heapUsed: heap.usedSize,
    timeouts: timers.timeouts,
    intervals: timers.intervals,
    pageListens: pageListens(),
    serverListens: env.db.listenCount,
    cards,
  };
}
