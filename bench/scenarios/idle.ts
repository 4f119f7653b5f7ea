/**
 * Idle: CPU time of the screen page's renderer main thread while 20
 * participants do nothing (CDP Performance.getMetrics TaskDuration delta over
 * wall time), then the same in preview mode (settings open, a theme previewed).
 */
import type { CDPSession, Page } from 'playwright-core';
import { makeParticipants, nowMs, sleep, waitForCards, type BenchEnv } from '../env';
import { fmtPct, VOTE_VALUES, type Scenario, type ScenarioResult } from '../scenario';
import { round1 } from '../stats';

interface CpuFigures {
  seconds: number;
  taskFraction: number;
  scriptFraction: number;
  layoutCount: number;
  recalcStyleCount: number;
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

async function measureCpu(cdp: CDPSession, ms: number): Promise<CpuFigures> {
  const a = await metrics(cdp);
  const t0 = nowMs();
  await sleep(ms);
  const b = await metrics(cdp);
  const seconds = (nowMs() - t0) / 1000;
  const d = (k: string) => (b[k] ?? 0) - (a[k] ?? 0);
  return {
    seconds: round1(seconds),
    taskFraction: d('TaskDuration') / seconds,
    scriptFraction: d('ScriptDuration') / seconds,
    layoutCount: d('LayoutCount'),
    recalcStyleCount: d('RecalcStyleCount'),
  };
}

/** Opens the settings menu and previews the first theme; false when the UI offers no way. */
async function enterPreview(page: Page): Promise<boolean> {
  const gear = page
    .getByTestId('settings-button')
    .or(page.getByRole('button', { name: /settings|options/i }))
    .first();
  if (!(await gear.count())) return false;
  await gear.click();
  const eye = page
    .getByTestId('theme-preview')
    .or(page.getByRole('button', { name: /^Preview / }))
    .first();
  await eye.waitFor({ timeout: 5_000 }).catch(() => undefined);
  if (!(await eye.count())) return false;
  await eye.click();
  // Close the menu (Escape) so only the preview itself is measured.
  await page.keyboard.press('Escape');
  return true;
}

export const idle: Scenario = {
  name: 'idle',
  async run(env: BenchEnv, scale: number): Promise<ScenarioResult> {
    const code = `bench-idle-${Date.now().toString(36)}`;
    const count = 20;
    const durationMs = Math.max(5_000, 60_000 * scale);
    const writers = env.participants(code, 2);
    await Promise.all(
      makeParticipants(count).map((p, i) =>
        writers.join({ ...p, value: VOTE_VALUES[i % VOTE_VALUES.length] as string }),
      ),
    );
    const { context, page } = await env.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp
      .send('Performance.enable', { timeDomain: 'threadTicks' })
      .catch(() => cdp.send('Performance.enable'));
    await page.goto(env.screenUrl(code));
    await waitForCards(page, count);
    await sleep(3_000);
    const live = await measureCpu(cdp, durationMs);
    let preview: CpuFigures | null = null;
    let previewNote = '';
    try {
      if (await enterPreview(page)) {
        await sleep(2_000);
        preview = await measureCpu(cdp, durationMs);
      } else previewNote = 'preview not measured: no settings button or preview eye found';
    } catch (e) {
      previewNote = `preview not measured: ${String(e).split('\n')[0]}`;
    }
    await context.close();
    await writers.close();
    return {
      figures: { participants: count, durationMs, live, preview, previewNote },
      rows: [
        {
          metric: `idle CPU, ${count} participants (main thread, ${live.seconds} s)`,
          value: `${fmtPct(live.taskFraction)} (script ${fmtPct(live.scriptFraction)})`,
          target: '<= 1 %',
        },
        {
          metric: 'idle CPU in preview mode',
          value: preview
            ? `${fmtPct(preview.taskFraction)} (script ${fmtPct(preview.scriptFraction)})`
            : 'n/a',
          target: '<= 1 %',
        },
        {
          metric: 'layouts / style recalcs in the idle window (live, preview)',
          value: `${live.layoutCount}/${live.recalcStyleCount}, ${preview ? `${preview.layoutCount}/${preview.recalcStyleCount}` : 'n/a'}`,
        },
      ],
      notes: [
        `idle: CDP Performance.getMetrics TaskDuration delta / wall time over ${durationMs / 1000} s, as a fraction of one core.${previewNote ? ` ${previewNote}.` : ''}`,
      ],
    };
  },
};
