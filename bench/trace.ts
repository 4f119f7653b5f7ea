/**
 * The main thread's CPU time in a Chromium trace, up to a user timing mark: what the page
 * itself cost, apart from the time it waited for a core. On a shared or busy machine the
 * wall-clock figures move with the neighbours' load (the same build 330 ms one hour and
 * 560 ms the next); CPU time moves far less, so two builds compare by it when their
 * times cannot be told apart.
 */
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) duration, µs: what the thread ran, not what it waited. */
  tdur?: number;
  args?: { name?: string };
}

/** Starts a trace of the page's top-level tasks and user timing marks. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'blink.user_timing', '__metadata'] },
    transferMode: 'ReportEvents',
  });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/**
 * CPU milliseconds of the top-level tasks of the thread that recorded `mark`, from the
 * first of them to the mark; null when the mark is not in the trace.
 */
export function mainThreadCpuUntil(events: readonly TraceEvent[], mark: string): number | null {
  const at = events.find((e) => e.name === mark);
  if (!at) return null;
  const tasks = events
    .filter(
      (e) =>
        e.pid === at.pid &&
        e.tid === at.tid &&
        e.ph === 'X' &&
        e.ts < at.ts &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    )
    .sort((a, b) => a.ts - b.ts);
  let us = 0;
  let end = -Infinity;
  for (const task of tasks) {
    // A task run inside another (a nested run loop) is in the outer one's time already.
    if (task.ts < end) continue;
    us += task.tdur ?? 0;
    end = task.ts + (task.dur ?? 0);
  }
  return us / 1000;
}
