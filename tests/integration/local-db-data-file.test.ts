/**
 * The local database's data file as an operator relies on it: private to the
 * user running the server, saved whatever goes wrong on the way (a snapshot
 * that cannot be made or written is reported and tried again, later and later,
 * and later changes are saved too), and no presence kept that no connection
 * vouches for after a restart.
 */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { onDisconnect, ref, remove, serverTimestamp, set } from 'firebase/database';
import {
  DATA_FILE_NAME,
  MAX_RETRY_MS,
  prepareDataDir,
  SnapshotWriter,
  tighten,
} from '../../server/db/persistence';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import { DEFAULT_LIMITS } from '../../server/db/validate';
import {
  connectTestClient,
  freshScreenCode,
  participantRecord,
  targetOf,
} from '../support/local-db';

const dirs: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'story-point-file-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const modeOf = (p: string) => statSync(p).mode & 0o777;

/** `{k: {k: ... 1}}`, `levels` keys deep. */
const nested = (levels: number): unknown => (levels === 0 ? 1 : { k: nested(levels - 1) });
/** A node of `n` children. */
const children = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i}`, 1]));

async function start(dataDir: string, report: (m: string) => void = () => undefined) {
  const db = await startLocalDatabase({ port: 0, quiet: true, dataDir, report });
  cleanups.push(() => db.stop());
  return db;
}

describe('who may read the data', () => {
  it('a new data folder is the user’s own (0700) and the data file too (0600)', async () => {
    const dir = path.join(tempDir(), 'new', 'local-db');
    const db = await start(dir);
    db.setData('screens/a/u', 1);
    await db.flush();
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, DATA_FILE_NAME))).toBe(0o600);
  });

  it('an existing folder and file readable by everyone are tightened at start', async () => {
    const dir = tempDir();
    chmodSync(dir, 0o755);
    const file = path.join(dir, DATA_FILE_NAME);
    writeFileSync(file, JSON.stringify({ screens: { a: { u: 1 } } }), { mode: 0o644 });
    const reports: string[] = [];
    const db = await start(dir, (m) => reports.push(m));
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(db.getData('screens/a/u')).toBe(1);
    expect(reports).toEqual([]);
  });

  it('where permissions cannot be changed, the operator is told so', () => {
    const reports: string[] = [];
    const missing = path.join(tempDir(), 'gone');
    tighten(missing, 0o600, (m) => reports.push(m));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(
      new RegExp(
        `^local-db: could not make ${missing} private to this user \\(mode 600\\): Error: ENOENT.*; ` +
          'other users of this computer may be able to read it\\.$',
      ),
    );
  });
});

describe('a snapshot that fails', () => {
  /** A writer whose snapshot cannot be made while `broken.now` is true. */
  function writer(delayMs: number) {
    const dir = tempDir();
    const reports: string[] = [];
    // Broken for now, or for the next `failures` snapshots.
    const broken = {
      now: true,
      failures: 0,
      data: { screens: { a: 1 } } as Record<string, unknown>,
    };
    const w = new SnapshotWriter(
      dir,
      () => {
        if (broken.failures > 0) {
          broken.failures -= 1;
          throw new RangeError('Invalid string length');
        }
        if (broken.now) throw new RangeError('Invalid string length');
        return broken.data;
      },
      new Set(),
      (m) => reports.push(m),
      delayMs,
    );
    const file = path.join(dir, DATA_FILE_NAME);
    const saved = () => JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return { w, reports, broken, file, saved };
  }

  it('is reported with each attempt and tried again, later each time, until it is saved', async () => {
    const { w, reports, broken, file, saved } = writer(10);
    // Two failures exactly, however slow the machine: retries come every 20-40 ms.
    broken.now = false;
    broken.failures = 2;
    w.changed();
    await expect.poll(() => reports.length).toBe(3);
    expect(reports).toEqual([
      `local-db: could not save ${file} (attempt 1): RangeError: Invalid string length; the data is kept in memory and saving is tried again in 0.02 s`,
      `local-db: could not save ${file} (attempt 2): RangeError: Invalid string length; the data is kept in memory and saving is tried again in 0.04 s`,
      `local-db: saved ${file} again after 2 failed attempts`,
    ]);
    expect(saved()).toEqual({ screens: { a: 1 } });
  });

  it('waits at most a minute between attempts, and later changes are saved once it works', async () => {
    const { w, reports, broken, saved } = writer(20_000);
    w.changed();
    for (let i = 0; i < 3; i += 1) await w.flush();
    expect(reports.map((m) => /tried again in (\d+) s$/.exec(m)?.[1])).toEqual([
      '40',
      String(MAX_RETRY_MS / 1000),
      '60',
    ]);
    broken.now = false;
    await w.flush();
    broken.data = { screens: { b: 2 } };
    w.changed();
    await w.flush();
    expect(saved()).toEqual({ screens: { b: 2 } });
    expect(reports.at(-1)).toMatch(/saved .* again after 3 failed attempts$/);
    expect(reports).toHaveLength(4);
    // Counted afresh after a save: the next failure is the first again.
    broken.now = true;
    w.changed();
    await w.flush();
    expect(reports.at(-1)).toMatch(/\(attempt 1\).* tried again in 40 s$/);
  });

  it('a file that cannot be written (its place taken) is saved as soon as the place is free', async () => {
    const { w, reports, broken, file, saved } = writer(10);
    broken.now = false;
    mkdirSync(path.join(file, 'in-the-way'), { recursive: true });
    w.changed();
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    expect(reports[0]).toContain(`could not save ${file} (attempt 1)`);
    rmSync(file, { recursive: true });
    await expect.poll(() => reports.at(-1)).toMatch(/again after \d+ failed attempts$/);
    expect(saved()).toEqual({ screens: { a: 1 } });
  });
});

describe('a folder and file others could tamper with', () => {
  it('a data folder of another user is refused, naming its owner; one’s own is kept private', () => {
    const dir = tempDir();
    const owner = statSync(dir).uid;
    expect(() => prepareDataDir(dir, () => undefined, owner + 1)).toThrow(
      `the data folder ${dir} belongs to another user (uid ${owner}, this is ${owner + 1}); ` +
        'choose a folder of your own (DB_DATA_DIR)',
    );
    chmodSync(dir, 0o755);
    prepareDataDir(dir, () => undefined, owner);
    expect(modeOf(dir)).toBe(0o700);
  });

  it('where the system has no user ids (Windows) the folder is taken and kept private', () => {
    const dir = tempDir();
    chmodSync(dir, 0o755);
    const { getuid } = process;
    process.getuid = undefined;
    try {
      prepareDataDir(dir, () => undefined);
    } finally {
      process.getuid = getuid;
    }
    expect(modeOf(dir)).toBe(0o700);
  });

  it('a link planted where the temporary file goes is replaced, its target left as it was', async () => {
    const dir = tempDir();
    const target = path.join(tempDir(), 'victim.txt');
    writeFileSync(target, 'keep me');
    symlinkSync(target, path.join(dir, `${DATA_FILE_NAME}.tmp-${process.pid}`));
    const db = await start(dir);
    db.setData('screens/a', { u: 1 });
    await db.flush();
    expect(readFileSync(target, 'utf8')).toBe('keep me');
    expect(JSON.parse(readFileSync(path.join(dir, DATA_FILE_NAME), 'utf8'))).toMatchObject({
      screens: { a: { u: 1 } },
    });
  });

  it.each([
    ['a key no write may hold', { screens: { 'a.b': 1 } }, 'contains . $ # [ ] /'],
    [
      'a JavaScript member name',
      { screens: { constructor: { u: 1 } } },
      'JavaScript object member',
    ],
    ['a priority', { configs: { a: { '.priority': 1, '.value': 'x' } } }, 'contains . $ # [ ] /'],
    [
      'a bad key after good data',
      { configs: { a: 1 }, screens: { 'a.b': 1 } },
      'contains . $ # [ ] /',
    ],
    [
      'data a level deeper than a write may go',
      { screens: nested(32) },
      'data deeper than 32 levels',
    ],
    [
      'a node with a child more than a node may hold',
      { screens: children(DEFAULT_LIMITS.maxChildren + 1) },
      `a node with more than ${DEFAULT_LIMITS.maxChildren} children`,
    ],
  ])('a data file holding %s is moved aside as a corrupt one is', async (_what, data, problem) => {
    const dir = tempDir();
    writeFileSync(path.join(dir, DATA_FILE_NAME), JSON.stringify({ ...data, '.lastWrite': {} }));
    const reports: string[] = [];
    const db = await start(dir, (m) => reports.push(m));
    expect(reports.join('\n')).toContain(problem);
    expect(reports.join('\n')).toContain('moved to');
    expect(db.getData('screens')).toBeNull();
  });

  it('a data file holding a number JSON reads as infinite is moved aside, as a write of one is refused', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, DATA_FILE_NAME), '{"screens":{"a":{"votes":1e999}}}');
    const reports: string[] = [];
    const db = await start(dir, (m) => reports.push(m));
    expect(reports.join('\n')).toContain('number is not finite');
    expect(reports.join('\n')).toContain('moved to');
    expect(db.getData('screens')).toBeNull();
  });

  it('a data file as deep and as wide as a write may make it loads, its nulls as nothing', async () => {
    const dir = tempDir();
    const wide = children(DEFAULT_LIMITS.maxChildren);
    const data = { screens: { deep: nested(30), wide, gone: null, kept: { n: 1, no: null } } };
    writeFileSync(path.join(dir, DATA_FILE_NAME), JSON.stringify(data));
    const reports: string[] = [];
    const db = await start(dir, (m) => reports.push(m));
    expect(reports).toEqual([]);
    expect(db.getData('screens')).toEqual({ deep: nested(30), wide, kept: { n: 1 } });
  });

  it('a data file with the retention record beside valid data loads', async () => {
    const dir = tempDir();
    const data = { screens: { a: { u: { name: 'A' } } }, '.lastWrite': { a: Date.now() } };
    writeFileSync(path.join(dir, DATA_FILE_NAME), JSON.stringify(data));
    const reports: string[] = [];
    const db = await start(dir, (m) => reports.push(m));
    expect(reports).toEqual([]);
    expect(db.getData('screens/a/u/name')).toBe('A');
  });
});

describe('presence after a restart', () => {
  it('a phone that never comes back is not counted as present by the restarted server', async () => {
    const dir = tempDir();
    const code = freshScreenCode('restart');
    const first: LocalDatabase = await start(dir);
    const phone = connectTestClient(targetOf(first), 'phone');
    const here = ref(phone.db, `presence/${code}/p1`);
    await set(ref(phone.db, `screens/${code}/p1`), participantRecord('p1'));
    await onDisconnect(here).remove();
    await set(here, { connectedAt: serverTimestamp() });
    // The server goes away first: the phone's onDisconnect never runs, and it never returns.
    await first.stop();
    await phone.close();
    const file = JSON.parse(readFileSync(first.dataFile!, 'utf8')) as {
      presence: Record<string, unknown>;
    };
    expect(Object.keys(file.presence)).toEqual([code]);

    const second = await start(dir);
    expect(second.getData(`presence/${code}`)).toBeNull();
    expect(second.getData(`screens/${code}/p1`)).toMatchObject({ userId: 'p1' });
    await second.flush();
    // A phone that does come back writes its presence again.
    const back = connectTestClient(targetOf(second), 'phone-again');
    cleanups.push(() => back.close());
    await set(ref(back.db, `presence/${code}/p1`), { connectedAt: serverTimestamp() });
    expect(second.getData(`presence/${code}/p1`)).toMatchObject({
      connectedAt: expect.any(Number),
    });
    await remove(ref(back.db, `presence/${code}/p1`));
  });
});
