/**
 * Vote to screen: 20 participants change their votes at random, 10 changes a
 * second in all; for each write, the time until (a) a plain SDK listener in Node
 * receives it (the database's own delivery) and (b) the screen's DOM shows it.
 * The difference is the screen's own share.
 *
 * Everyone is ready (showCard true), so cards are revealed and each vote changes
 * the visible value: the probe's MutationObserver timestamps the first change of
 * that card's text or data attributes after the write.
 */
import { clockOffset, makeParticipants, nowMs, sleep, waitForCards, type BenchEnv } from '../env';
import { VOTE_VALUES, fmtMs, type Scenario, type ScenarioResult } from '../scenario';
import { distribution, percentile, randomInt, round1 } from '../stats';
import { encodeSelected } from '../../renderer/domain/codec';

interface Write {
  userId: string;
  selected: string;
  t: number;
  db?: number;
  screen?: number;
}

interface CardChange {
  userId: string;
  t: number;
  sig: string;
}

export const voteToScreen: Scenario = {
  name: 'vote-to-screen',
  async run(env: BenchEnv, scale: number): Promise<ScenarioResult> {
    const code = `bench-vote-${Date.now().toString(36)}`;
    const count = 20;
    const rate = 10; // changes per second, all participants together
    const durationMs = Math.max(5_000, 60_000 * scale);
    const people = makeParticipants(count).map((p, i) => ({
      ...p,
      value: VOTE_VALUES[i % VOTE_VALUES.length] as string,
      showCard: true,
    }));
    const writers = env.participants(code, 5);
    await Promise.all(people.map((p) => writers.join(p)));
    const listener = env.listener(code);
    const { context, page } = await env.newPage();
    await page.goto(env.screenUrl(code));
    await waitForCards(page, count);
    await sleep(1_500); // let the reveal transition finish
    const offset = await clockOffset(page);
    await page.evaluate('window.__bench.watchCards()');

    const writes: Write[] = [];
    const pendingDb = new Map<string, Write>(); // userId|selected -> write
    listener.onSelected((userId, selected, t) => {
      const w = pendingDb.get(`${userId}|${selected}`);
      if (w && w.db === undefined) {
        w.db = t - w.t;
        pendingDb.delete(`${userId}|${selected}`);
      }
    });

    const current = new Map(people.map((p) => [p.userId, p.value]));
    const log: CardChange[] = [];
    const started = nowMs();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; nowMs() - started < durationMs; i += 1) {
      const due = started + (i * 1000) / rate;
      const wait = due - nowMs();
      if (wait > 0) await sleep(wait);
      const p = people[randomInt(count)] as (typeof people)[number];
      const choices = VOTE_VALUES.filter((v) => v !== current.get(p.userId));
      const value = choices[randomInt(choices.length)] as string;
      current.set(p.userId, value);
      const selected = encodeSelected(value, code, p.userId);
      const w: Write = { userId: p.userId, selected, t: nowMs() };
      writes.push(w);
      pendingDb.set(`${p.userId}|${selected}`, w);
      inFlight.push(writers.vote(p.userId, value));
      if (i % 50 === 49) {
        log.push(...((await page.evaluate('window.__bench.takeCardLog()')) as CardChange[]));
      }
    }
    await Promise.all(inFlight);
    await sleep(1_500);
    log.push(...((await page.evaluate('window.__bench.takeCardLog()')) as CardChange[]));

    // Match each write to the first change of that card after it and before the
    // same participant's next write (writes to one card are ~2 s apart).
    const byUser = new Map<string, CardChange[]>();
    for (const c of log) {
      const list = byUser.get(c.userId) ?? [];
      list.push({ ...c, t: c.t - offset });
      byUser.set(c.userId, list);
    }
    const nextWrite = new Map<Write, number>();
    const lastByUser = new Map<string, Write>();
    for (const w of writes) {
      const prev = lastByUser.get(w.userId);
      if (prev) nextWrite.set(prev, w.t);
      lastByUser.set(w.userId, w);
    }
    for (const w of writes) {
      const limit = nextWrite.get(w) ?? Infinity;
      const hit = (byUser.get(w.userId) ?? []).find((c) => c.t >= w.t && c.t < limit);
      if (hit) w.screen = hit.t - w.t;
    }

    await context.close();
    await listener.close();
    await writers.close();

    const dbTimes = writes.flatMap((w) => (w.db === undefined ? [] : [w.db]));
    const screenTimes = writes.flatMap((w) => (w.screen === undefined ? [] : [w.screen]));
    const shares = writes.flatMap((w) =>
      w.db === undefined || w.screen === undefined ? [] : [w.screen - w.db],
    );
    const screen = distribution(screenTimes);
    const database = distribution(dbTimes);
    const share = distribution(shares);
    const p95Diff = round1(percentile(screenTimes, 95) - percentile(dbTimes, 95));
    return {
      figures: {
        participants: count,
        changesPerSecond: rate,
        durationMs,
        writes: writes.length,
        matchedOnScreen: screenTimes.length,
        deliveredToListener: dbTimes.length,
        writeToScreenMs: screen,
        writeToListenerMs: database,
        screenShareMs: share,
        screenShareP95DifferenceMs: p95Diff,
      },
      rows: [
        {
          metric: 'write -> screen DOM p50/p95/p99',
          value: `${fmtMs(screen.p50)} / ${fmtMs(screen.p95)} / ${fmtMs(screen.p99)}`,
        },
        {
          metric: 'write -> SDK listener p50/p95/p99',
          value: `${fmtMs(database.p50)} / ${fmtMs(database.p95)} / ${fmtMs(database.p99)}`,
        },
        {
          metric: "screen's share p50/p95/p99 (per write)",
          value: `${fmtMs(share.p50)} / ${fmtMs(share.p95)} / ${fmtMs(share.p99)}`,
          target: 'p95 <= 16 ms',
        },
        {
          metric: 'writes seen on screen / by listener',
          value: `${screenTimes.length} / ${dbTimes.length} of ${writes.length}`,
        },
      ],
      notes: [
        `vote-to-screen: ${count} participants (5 SDK apps), ${rate} changes/s for ${durationMs / 1000} s, all ready so each vote is visible; screen time = first DOM mutation of that card (MutationObserver), listener = plain SDK onValue on the same query.`,
      ],
    };
  },
};
