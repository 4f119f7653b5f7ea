/**
 * When one participant changes, only that card and the statistics re-render
 * (docs/architecture.md, How a vote travels). React's work is counted through its
 * DevTools hook with the benchmark's probe (bench/page/react-hook.js), which records, per
 * commit, the cards and statistics items whose components rendered. No product code is
 * instrumented.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, participantCard, participantCards, statNumber, test } from './fixtures';

interface Commit {
  cardKeys: string[];
  statKeys: string[];
  components: number;
}

const PEOPLE = Array.from({ length: 10 }, (_, i) => ({
  userId: `p${i}`,
  userName: `Person ${i}`,
  value: String([1, 2, 3, 5, 8][i % 5]),
}));

async function resetCommits(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as BenchWindow).__benchReact.reset());
}

type BenchWindow = { __benchReact: { reset(): void; stats: { log: Commit[]; error?: string } } };

/** What rendered since the last reset, once React has been quiet for a moment. */
async function renderedSinceReset(
  page: Page,
): Promise<{ cards: string[]; stats: string[]; commits: number; components: number }> {
  let previous = -1;
  // Let trailing commits (transitions, effects) land: wait until the commit count stops moving.
  await expect
    .poll(async () => {
      const n = await page.evaluate(
        () => (window as unknown as BenchWindow).__benchReact.stats.log.length,
      );
      const settled = n === previous;
      previous = n;
      return settled;
    })
    .toBe(true);
  const { log, error } = await page.evaluate(
    () => (window as unknown as BenchWindow).__benchReact.stats,
  );
  expect(error).toBeUndefined();
  return {
    cards: [...new Set(log.flatMap((c) => c.cardKeys))].sort(),
    stats: [...new Set(log.flatMap((c) => c.statKeys))].sort(),
    commits: log.length,
    components: log.reduce((n, c) => n + c.components, 0),
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ path: path.resolve('bench/page/react-hook.js') });
});

test('a changed vote re-renders only that card and the statistics', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(
    code,
    PEOPLE.map((p) => ({ ...p, showCard: true })),
  );
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(PEOPLE.length);
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(PEOPLE.length);
  await renderedSinceReset(page);

  await resetCommits(page);
  await writer.vote(code, 'p3', '3');
  await expect(participantCard(page, 'p3').getByTestId('card-value')).toHaveText('3');
  const rendered = await renderedSinceReset(page);
  expect(rendered.cards).toEqual(['p3']);
  // The average moved; the counts did not have to.
  expect(rendered.stats).toContain('stat-average');

  // A vote that becomes the new highest: that card, and the cards whose 'Highest' mark
  // (docs/product.md, Result summary) went away, the two 8s; no other card.
  await resetCommits(page);
  await writer.vote(code, 'p3', '13');
  await expect(participantCard(page, 'p3').getByTestId('card-value')).toHaveText('13');
  const moved = await renderedSinceReset(page);
  expect(moved.cards).toEqual(['p3', 'p4', 'p9']);
});

test('one participant getting ready re-renders only its card and the Ready count', async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(
    code,
    PEOPLE.map((p, i) => ({ ...p, showCard: i % 2 === 0 })),
  );
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(PEOPLE.length);
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(PEOPLE.length / 2);
  await renderedSinceReset(page);

  await resetCommits(page);
  await writer.ready(code, 'p1', true);
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(PEOPLE.length / 2 + 1);
  const rendered = await renderedSinceReset(page);
  expect(rendered.cards).toEqual(['p1']);
  expect(rendered.stats).toEqual(['stat-ready']);
});

/**
 * The render budgets (issue 48; bench render-work measures the same): in a room of 20, a
 * vote in a revealed round renders at most 40 components and a ready toggle at most 20,
 * each in one commit. Counted by React's DevTools hook, so the figures do not depend on
 * the machine.
 */
const VOTE_BUDGET = 40;
const READY_BUDGET = 20;
const ROOM = Array.from({ length: 20 }, (_, i) => ({
  userId: `r${i}`,
  userName: `Person ${i}`,
  value: ['1', '2', '3', '5', '8', '13', '20', '40', '100', '0'][i % 10] as string,
}));

test(`in a room of 20, a vote renders at most ${VOTE_BUDGET} components and a ready toggle at most ${READY_BUDGET}, one commit each`, async ({
  page,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(
    code,
    ROOM.map((p) => ({ ...p, showCard: true })),
  );
  await page.goto(app.screenUrl(code));
  await expect(participantCards(page)).toHaveCount(ROOM.length);
  await expect(page.getByTestId('result-summary')).toBeVisible();
  await renderedSinceReset(page);

  // Votes that move the average, the bars, an end of the votes and the suggested card.
  const votes: [string, string][] = [
    ['r3', '8'],
    ['r8', '1'],
    ['r0', '100'],
    ['r5', '3'],
    ['r12', '13'],
    ['r8', '40'],
  ];
  for (const [userId, value] of votes) {
    await resetCommits(page);
    await writer.vote(code, userId, value);
    await expect(participantCard(page, userId).getByTestId('card-value')).toHaveText(value);
    const work = await renderedSinceReset(page);
    expect(work.commits, `commits for ${userId} voting ${value}`).toBe(1);
    expect(work.components, `components for ${userId} voting ${value}`).toBeLessThanOrEqual(
      VOTE_BUDGET,
    );
  }

  // Half the room not ready; the other half toggles (the waiting line and Nudge show).
  for (const p of ROOM.slice(0, 10)) await writer.ready(code, p.userId, false);
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(10);
  await writer.ready(code, 'r10', false);
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(9);
  await writer.ready(code, 'r10', true);
  await expect.poll(() => statNumber(page, 'stat-ready')).toBe(10);
  await renderedSinceReset(page);
  const toggles: [string, boolean, number][] = [
    ['r11', false, 9],
    ['r11', true, 10],
    ['r15', false, 9],
    ['r19', false, 8],
    ['r15', true, 9],
    ['r19', true, 10],
  ];
  for (const [userId, ready, count] of toggles) {
    await resetCommits(page);
    await writer.ready(code, userId, ready);
    await expect.poll(() => statNumber(page, 'stat-ready')).toBe(count);
    const work = await renderedSinceReset(page);
    expect(work.commits, `commits for ${userId} ready ${ready}`).toBe(1);
    expect(work.components, `components for ${userId} ready ${ready}`).toBeLessThanOrEqual(
      READY_BUDGET,
    );
  }
});
