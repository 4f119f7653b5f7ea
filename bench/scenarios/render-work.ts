/**
 * Render work per participant change, counted through React's DevTools hook
 * (bench/page/react-hook.js): commits, cards whose components rendered, and
 * statistics items that rendered, per change. Two kinds of change:
 * a visible vote while everyone is ready, and one participant becoming ready
 * while others are not (only that card and the Ready count should move).
 */
import { makeParticipants, sleep, waitForCards, type BenchEnv } from '../env';
import { VOTE_VALUES, type Row, type Scenario, type ScenarioResult } from '../scenario';
import { randomInt, round1 } from '../stats';

interface ReactStats {
  commits: number;
  cardsRendered: number;
  componentsRendered: number;
  statsRendered: number;
  error?: string;
}

export const renderWork: Scenario = {
  name: 'render-work',
  async run(env: BenchEnv, scale: number): Promise<ScenarioResult> {
    const code = `bench-render-${Date.now().toString(36)}`;
    const count = 20;
    const changes = Math.max(10, Math.round(60 * scale));
    const gapMs = 250;
    const people = makeParticipants(count).map((p, i) => ({
      ...p,
      value: VOTE_VALUES[i % VOTE_VALUES.length] as string,
      showCard: true,
    }));
    const writers = env.participants(code, 2);
    await Promise.all(people.map((p) => writers.join(p)));
    const { context, page } = await env.newPage({ react: true });
    await page.goto(env.screenUrl(code));
    await waitForCards(page, count);
    await sleep(1_500);

    const measure = async (label: string, change: (i: number) => Promise<void>) => {
      await sleep(500);
      await page.evaluate('window.__benchReact.reset()');
      for (let i = 0; i < changes; i += 1) {
        await change(i);
        await sleep(gapMs);
      }
      await sleep(500);
      const s = (await page.evaluate('window.__benchReact.stats')) as ReactStats;
      return {
        label,
        changes,
        commitsPerChange: round1(s.commits / changes),
        cardsRenderedPerChange: round1(s.cardsRendered / changes),
        statsItemsRenderedPerChange: round1(s.statsRendered / changes),
        componentsRenderedPerChange: round1(s.componentsRendered / changes),
        hookError: s.error,
      };
    };

    const current = new Map(people.map((p) => [p.userId, p.value]));
    const vote = await measure('vote (cards revealed)', async () => {
      const p = people[randomInt(count)] as (typeof people)[number];
      const choices = VOTE_VALUES.filter((v) => v !== current.get(p.userId));
      const value = choices[randomInt(choices.length)] as string;
      current.set(p.userId, value);
      await writers.vote(p.userId, value);
    });

    // Half the room not ready: one participant toggling readiness changes only
    // its own ready check and the Ready count.
    for (const p of people.slice(0, count / 2)) await writers.ready(p.userId, false);
    const toggled = people.slice(count / 2);
    const ready = new Map(toggled.map((p) => [p.userId, true]));
    const readyToggle = await measure('ready toggle (others not ready)', async (i) => {
      const p = toggled[i % toggled.length] as (typeof toggled)[number];
      const next = !ready.get(p.userId);
      ready.set(p.userId, next);
      await writers.ready(p.userId, next);
    });

    await context.close();
    await writers.close();
    const rows: Row[] = [vote, readyToggle].map((r) => ({
      metric: `${r.label}: commits / cards / stat items per change`,
      value: `${r.commitsPerChange} / ${r.cardsRenderedPerChange} / ${r.statsItemsRenderedPerChange}`,
      target: '1 card + statistics',
    }));
    rows.push(
      ...[
        { r: vote, target: '<= 40' },
        { r: readyToggle, target: '<= 20' },
      ].map(({ r, target }) => ({
        metric: `${r.label}: components rendered per change`,
        value: String(r.componentsRenderedPerChange),
        target,
      })),
    );
    return {
      figures: { participants: count, vote, readyToggle },
      rows,
      notes: [
        `render-work: ${changes} changes of each kind ${gapMs} ms apart; React commits and component renders counted via __REACT_DEVTOOLS_GLOBAL_HOOK__ (a component rendered when its memoizedProps/State changed); a card counts once per commit when anything under its list item rendered; stat items are the data-testid="stat-*" elements.`,
      ],
    };
  },
};
