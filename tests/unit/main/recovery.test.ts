import { describe, expect, it } from 'vitest';
import { backoffDelay, setupRecovery } from '../../../main/recovery';
import { FakeWebContents, ManualScheduler, fakeEvent } from './fake-electron';

function watched() {
  const contents = new FakeWebContents();
  const scheduler = new ManualScheduler();
  const logs: string[] = [];
  const dispose = setupRecovery(contents as never, {
    scheduler,
    log: (m) => void logs.push(m),
  });
  const crash = () => contents.emit('render-process-gone', fakeEvent(), { reason: 'crashed' });
  return { contents, scheduler, logs, dispose, crash };
}

describe('backoffDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16_000],
    [5, 30_000],
    [20, 30_000],
  ])('attempt %i waits %i ms', (attempt, delay) => {
    expect(backoffDelay(attempt)).toBe(delay);
  });
});

describe('recovery: the wall keeps showing the app', () => {
  it('reloads a crashed renderer after a second', () => {
    const { contents, scheduler, crash, logs } = watched();
    crash();
    expect(contents.reloads).toBe(0);
    scheduler.advance(999);
    expect(contents.reloads).toBe(0);
    scheduler.advance(1);
    expect(contents.reloads).toBe(1);
    expect(logs[0]).toContain('crashed');
  });

  it('backs off when it keeps crashing, and starts over once a page stays up', () => {
    const { contents, scheduler, crash } = watched();
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      crash();
      const before = scheduler.now;
      while (contents.reloads === i) scheduler.advance(500);
      waits.push(scheduler.now - before);
      contents.emit('did-finish-load');
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    scheduler.advance(60_000); // stayed up a minute
    crash();
    scheduler.advance(1000);
    expect(contents.reloads).toBe(5);
  });

  it('one reload for a burst of failures', () => {
    const { contents, scheduler, crash } = watched();
    crash();
    crash();
    contents.emit('did-fail-load', fakeEvent(), -2, 'failed', 'app://story-point/a', true);
    scheduler.advance(10_000);
    expect(contents.reloads + contents.loads.length).toBe(1);
  });

  it('crashes a renderer hung for 10 s (the crash then reloads it)', () => {
    const { contents, scheduler } = watched();
    contents.emit('unresponsive');
    scheduler.advance(9_999);
    expect(contents.crashes).toBe(0);
    scheduler.advance(1);
    expect(contents.crashes).toBe(1);
  });

  it('leaves a renderer alone that becomes responsive again', () => {
    const { contents, scheduler } = watched();
    contents.emit('unresponsive');
    scheduler.advance(5_000);
    contents.emit('responsive');
    scheduler.advance(60_000);
    expect(contents.crashes).toBe(0);
    expect(contents.reloads).toBe(0);
  });

  it.each([
    ['app://story-point/team-a', 'app://story-point/team-a'],
    ['https://elsewhere.example/', 'app://story-point/'],
  ])('retries a failed load of %s by loading %s, never leaving an error page', (url, target) => {
    const { contents, scheduler } = watched();
    contents.emit('did-fail-load', fakeEvent(), -6, 'ERR_FILE_NOT_FOUND', url, true);
    scheduler.advance(1000);
    expect(contents.loads).toEqual([target]);
  });

  it.each([
    ['a subframe', -2, false],
    ['an aborted load (replaced by another)', -3, true],
  ])('ignores a failure of %s', (_what, code, isMainFrame) => {
    const { contents, scheduler } = watched();
    contents.emit('did-fail-load', fakeEvent(), code, 'x', 'app://story-point/', isMainFrame);
    scheduler.advance(60_000);
    expect(contents.loads).toEqual([]);
  });

  it('does nothing once the window is gone, and the disposer cancels pending retries', () => {
    const a = watched();
    a.crash();
    a.contents.destroyed = true;
    a.scheduler.advance(60_000);
    expect(a.contents.reloads).toBe(0);

    const b = watched();
    b.crash();
    b.dispose();
    b.scheduler.advance(60_000);
    expect(b.contents.reloads).toBe(0);
    expect(b.scheduler.pending).toBe(0);
  });
});
