/**
 * Screen codes idle for longer than the retention period are forgotten, every
 * path of them, at start and every day after, on a clock the test moves; the
 * last write of each code survives restarts in the data file, and the file
 * stays bounded.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_KEY,
  DAY_MS,
  DEFAULT_RETENTION_DAYS,
  RETENTION_ENV,
  Retention,
  retentionDaysFrom,
} from '../../server/db/retention';
import { DATA_FILE_NAME } from '../../server/db/persistence';
import { startLocalDatabase, type LocalDatabaseOptions } from '../../server/db/server';
import { DataStore } from '../../server/db/store';

const dirs: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  vi.useRealTimers();
  for (const c of cleanups.splice(0).reverse()) await c();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'story-point-retention-'));
  dirs.push(dir);
  return dir;
}

/** Everything one screen code holds. */
function room(code: string) {
  return {
    [`screens/${code}/u1`]: { userId: 'u1' },
    [`presence/${code}/u1`]: { connectedAt: 1 },
    [`configs/${code}/textColor`]: '#123456',
    [`sessions/${code}/round`]: 3,
  };
}

/** The paths of `code` that still hold data. */
function kept(read: (p: string) => unknown, code: string): string[] {
  return ['screens', 'presence', 'configs', 'sessions'].filter(
    (top) => read(`${top}/${code}`) !== null,
  );
}

describe('forgetting idle screen codes', () => {
  it('a code idle for longer than the period loses every path; one written within it keeps all', () => {
    let now = 1_000 * DAY_MS;
    const store = new DataStore(null, false);
    const retention = new Retention(store, 90 * DAY_MS, () => now, undefined);
    store.onChange = (paths) => retention.written(paths);
    store.update('', { ...room('old'), ...room('busy'), themes: { t: 1 } }, 'admin');
    now += 60 * DAY_MS;
    store.set('configs/busy/textColor', '#000000', null);
    now += 30 * DAY_MS;
    expect(retention.forgetIdle()).toEqual([]);
    now += 1;
    expect(retention.forgetIdle()).toEqual(['old']);
    const read = (p: string) => store.read(p);
    expect(kept(read, 'old')).toEqual([]);
    expect(kept(read, 'busy')).toEqual(['screens', 'presence', 'configs', 'sessions']);
    expect(store.read('themes')).toEqual({ t: 1 });
    expect(retention.toJSON()).toEqual({ busy: 1_060 * DAY_MS });
  });

  it('codes found in the data take their saved last write, or the start when none (or a future one) was saved', () => {
    const store = new DataStore({ screens: { a: 1, b: 1, c: 1 }, sessions: { d: 1 } }, false);
    const saved = { a: 1, c: 9 * DAY_MS, d: 5 * DAY_MS, x: 2 };
    const retention = new Retention(store, DAY_MS, () => 5 * DAY_MS, saved);
    expect(retention.toJSON()).toEqual({ a: 1, b: 5 * DAY_MS, c: 5 * DAY_MS, d: 5 * DAY_MS });
    expect(new Retention(store, DAY_MS, () => 5 * DAY_MS, { b: '1' }).toJSON().b).toBe(5 * DAY_MS);
    expect(new Retention(store, DAY_MS, () => 7, 'garbage').toJSON()).toEqual({
      a: 7,
      b: 7,
      c: 7,
      d: 7,
    });
  });

  it('writes outside the per-code paths, or at a top-level path itself, belong to no code', () => {
    const store = new DataStore(null, false);
    const retention = new Retention(store, DAY_MS, () => 3, undefined);
    store.set('sessions/s1/round', 1, 'admin');
    retention.written(['/themes/0', '/screens', '/', '/sessions/s1/round']);
    expect(retention.toJSON()).toEqual({ s1: 3 });
  });
});

describe('the retention period', () => {
  it('is 90 days, or the positive number of days the environment names', () => {
    const report: string[] = [];
    expect(DEFAULT_RETENTION_DAYS).toBe(90);
    expect(retentionDaysFrom({}, (m) => report.push(m))).toBe(90);
    expect(retentionDaysFrom({ [RETENTION_ENV]: '' }, (m) => report.push(m))).toBe(90);
    expect(retentionDaysFrom({ [RETENTION_ENV]: '30' }, (m) => report.push(m))).toBe(30);
    expect(retentionDaysFrom({ [RETENTION_ENV]: '0.5' }, (m) => report.push(m))).toBe(0.5);
    expect(report).toEqual([]);
    for (const bad of ['0', '-3', 'soon', 'Infinity']) {
      expect(retentionDaysFrom({ [RETENTION_ENV]: bad }, (m) => report.push(m))).toBe(90);
    }
    expect(report).toEqual(
      ['0', '-3', 'soon', 'Infinity'].map(
        (bad) =>
          `${RETENTION_ENV}=${bad} is not a positive number of days; screen codes are kept 90 days`,
      ),
    );
  });
});

describe('a room server that runs for months', () => {
  const reports: string[] = [];

  async function start(dataDir: string, options: Partial<LocalDatabaseOptions>) {
    const db = await startLocalDatabase({
      port: 0,
      quiet: true,
      rules: false,
      seed: null,
      dataDir,
      report: (m) => reports.push(m),
      ...options,
    });
    cleanups.push(() => db.stop());
    return db;
  }

  it('checks at start, keeps each code’s last write across restarts, and forgets idle codes every day', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const dir = tempDir();
    const t0 = Date.now();
    const first = await start(dir, { retentionDays: 2 });
    for (const [p, v] of Object.entries({ ...room('a'), ...room('b') })) first.setData(p, v);
    await first.stop();
    const saved = JSON.parse(readFileSync(path.join(dir, DATA_FILE_NAME), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(saved[ACTIVITY_KEY]).toEqual({ a: t0, b: t0 });

    vi.setSystemTime(t0 + 1.5 * DAY_MS);
    const second = await start(dir, { retentionDays: 2 });
    second.setData('configs/b/textColor', '#ffffff');
    // Presence does not outlive a restart; the rest of code a is kept until the daily check.
    expect(kept((p) => second.getData(p), 'a')).toEqual(['screens', 'configs', 'sessions']);
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(kept((p) => second.getData(p), 'a')).toEqual([]);
    expect(reports.splice(0)).toEqual(['local-db: forgot 1 screen codes idle for 2 days']);
    expect(kept((p) => second.getData(p), 'b')).toEqual(['screens', 'configs', 'sessions']);
    await second.stop();

    vi.setSystemTime(t0 + 10 * DAY_MS);
    const third = await start(dir, { retentionDays: 2 });
    expect(third.getData('')).toBeNull();
    expect(reports.splice(0)).toEqual(['local-db: forgot 1 screen codes idle for 2 days']);
    await third.flush();
    expect(JSON.parse(readFileSync(path.join(dir, DATA_FILE_NAME), 'utf8'))).toEqual({
      [ACTIVITY_KEY]: {},
    });
  });

  it('checks every day again after an outage (pause and resume), and not while paused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const db = await start(tempDir(), { retentionDays: 1 });
    db.setData('configs/a/textColor', '#000000');
    await db.pause();
    await vi.advanceTimersByTimeAsync(3 * DAY_MS);
    expect(db.getData('configs/a')).not.toBeNull();
    await db.resume();
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(db.getData('configs/a')).toBeNull();
  });

  it('keeps a code 90 days when no period is configured', async () => {
    let now = 0;
    const db = await start(tempDir(), { now: () => now });
    db.setData('configs/a/textColor', '#000000');
    now = 90 * DAY_MS;
    expect(db.forgetIdle()).toEqual([]);
    now += 1;
    expect(db.forgetIdle()).toEqual(['a']);
    expect(db.storedBytes).toBe(0);
  });

  it('the data file stays bounded while rooms come and go', async () => {
    const dir = tempDir();
    let now = 0;
    const db = await start(dir, { retentionDays: 1, now: () => now });
    const sizes: number[] = [];
    for (let day = 0; day < 20; day += 1) {
      now = day * DAY_MS;
      for (const [p, v] of Object.entries(room(`room-day-${day}`))) db.setData(p, v);
      db.forgetIdle();
      await db.flush();
      sizes.push(statSync(path.join(dir, DATA_FILE_NAME)).size);
    }
    // Today's room and yesterday's stay, older ones go: the file holds two rooms, however long it runs.
    expect(Object.keys(db.getData('configs') as object)).toEqual(['room-day-18', 'room-day-19']);
    expect(sizes.at(-1)).toBeLessThan(sizes[2]! + 100);
  });
});
