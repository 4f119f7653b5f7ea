/**
 * The local database's data file as its owner meets it: where it lives on Windows, an
 * empty (`null`) file, the name a corrupt file is moved aside under, saves that are
 * throttled, skipped when nothing changed, retried after a failure, and that leave no
 * file handle open on a kiosk that runs for weeks.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DATA_FILE_NAME,
  SnapshotWriter,
  defaultDataDir,
  loadSnapshot,
} from '../../server/db/persistence';

const dirs: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'story-point-snap-'));
  dirs.push(dir);
  return dir;
}

function writer(dir: string, data: () => unknown, reports: string[] = []) {
  return new SnapshotWriter(dir, data, new Set(['themes']), (m) => reports.push(m), 1000);
}

describe('defaultDataDir on Windows', () => {
  it('is under %APPDATA%, or AppData\\Roaming in the home folder without it', () => {
    expect(defaultDataDir({ APPDATA: '/appdata' }, 'win32', '/home/u')).toBe(
      path.join('/appdata', 'story-point', 'local-db'),
    );
    expect(defaultDataDir({}, 'win32', '/home/u')).toBe(
      path.join('/home/u', 'AppData', 'Roaming', 'story-point', 'local-db'),
    );
  });
});

describe('loadSnapshot', () => {
  it('a file holding null is an empty database, not a corrupt one', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, DATA_FILE_NAME), 'null');
    const reports: string[] = [];
    expect(loadSnapshot(dir, (m) => reports.push(m))).toEqual({ data: null });
    expect(reports).toEqual([]);
    expect(readdirSync(dir)).toEqual([DATA_FILE_NAME]);
  });

  it('a corrupt file is moved aside under a name with its time and no colon (valid on Windows)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, DATA_FILE_NAME), '{"screens": ');
    const loaded = loadSnapshot(dir, () => undefined);
    expect(path.basename(loaded.movedAside ?? '')).toMatch(
      /^local-db\.json\.corrupt-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/,
    );
    expect(readdirSync(dir)).toEqual([path.basename(loaded.movedAside!)]);
  });
});

describe('SnapshotWriter', () => {
  it('writes nothing while nothing changed, and nothing again after a save', async () => {
    const dir = tempDir();
    const w = writer(dir, () => ({ screens: { a: 1 } }));
    await w.flush();
    expect(existsSync(w.path)).toBe(false);
    w.changed();
    await w.flush();
    expect(JSON.parse(readFileSync(w.path, 'utf8'))).toEqual({ screens: { a: 1 } });
    rmSync(w.path);
    await w.flush();
    expect(existsSync(w.path)).toBe(false);
  });

  it('a burst of changes keeps one pending save, and a flush cancels it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const dir = tempDir();
    const w = writer(dir, () => ({ screens: { a: 1 } }));
    w.changed();
    w.changed();
    w.changed();
    expect(vi.getTimerCount()).toBe(1);
    await w.flush();
    expect(vi.getTimerCount()).toBe(0);
    expect(existsSync(w.path)).toBe(true);
  });

  it('a save that fails is reported and done at the next flush', async () => {
    const dir = tempDir();
    // A folder where the data file should be: the rename over it fails.
    mkdirSync(path.join(dir, DATA_FILE_NAME, 'in-the-way'), { recursive: true });
    const reports: string[] = [];
    const w = writer(dir, () => ({ screens: { a: 1 } }), reports);
    w.changed();
    await w.flush();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain(`local-db: could not save ${w.path} (attempt 1): `);
    rmSync(path.join(dir, DATA_FILE_NAME), { recursive: true });
    await w.flush();
    expect(JSON.parse(readFileSync(w.path, 'utf8'))).toEqual({ screens: { a: 1 } });
  });

  it.runIf(process.platform === 'linux')('saving leaves no file open', async () => {
    const dir = tempDir();
    const w = writer(dir, () => ({ screens: { a: 1 } }));
    for (let i = 0; i < 3; i += 1) {
      w.changed();
      await w.flush();
    }
    const open = readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir);
      } catch {
        return false;
      }
    });
    expect(open).toEqual([]);
  });
});
