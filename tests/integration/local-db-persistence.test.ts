/**
 * The local database keeps its data on disk: a restart finds every screen's
 * config and participants again, the seeded themes stay read-only, a corrupt
 * data file is reported and moved aside, and `npm run db` saves on SIGTERM.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { get, ref, set, update } from 'firebase/database';
import { DATA_FILE_NAME, defaultDataDir } from '../../server/db/persistence';
import { loadThemes, startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import { startDbProcess } from '../support/db-process';
import {
  connectTestClient,
  participantRecord,
  targetOf,
  type DatabaseTarget,
} from '../support/local-db';

const dirs: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'story-point-db-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The themes as a database without a data folder holds them. */
async function seededThemes(): Promise<unknown> {
  const memory = await startLocalDatabase({ port: 0, quiet: true });
  const themes = memory.getData('themes');
  await memory.stop();
  expect(JSON.stringify(themes)).toContain((loadThemes() as { name: string }[])[0]!.name);
  return themes;
}

async function start(dataDir: string, report?: (m: string) => void): Promise<LocalDatabase> {
  const db = await startLocalDatabase({ port: 0, quiet: true, dataDir, report });
  cleanups.push(() => db.stop());
  return db;
}

/** A client of `target` that the test closes at the end. */
function client(target: DatabaseTarget) {
  const c = connectTestClient(target, 'persist');
  cleanups.push(() => c.close());
  return c;
}

async function writeScreen(target: DatabaseTarget, code: string): Promise<void> {
  const c = client(target);
  await set(ref(c.db, `screens/${code}/alice`), participantRecord('alice', { userName: 'Alice' }));
  await update(ref(c.db, `configs/${code}`), { textColor: '#123456', customImages: '[]' });
}

async function readScreen(target: DatabaseTarget, code: string) {
  const c = client(target);
  const [screen, config] = await Promise.all([
    get(ref(c.db, `screens/${code}`)),
    get(ref(c.db, `configs/${code}`)),
  ]);
  return { screen: screen.val() as unknown, config: config.val() as unknown };
}

describe('startLocalDatabase with a dataDir', () => {
  it('finds configs and participants again after a restart', async () => {
    const dir = tempDir();
    const first = await start(dir);
    await writeScreen(targetOf(first), 'room-1');
    await first.stop();

    const second = await start(dir);
    const { screen, config } = await readScreen(targetOf(second), 'room-1');
    expect(screen).toMatchObject({ alice: { userId: 'alice', userName: 'Alice' } });
    expect(config).toEqual({ textColor: '#123456', customImages: '[]' });
  });

  it('saves shortly after a write, without waiting for the stop, and leaves no temporary file', async () => {
    const dir = tempDir();
    const db = await start(dir);
    await writeScreen(targetOf(db), 'room-2');
    const file = path.join(dir, DATA_FILE_NAME);
    await expect
      .poll(
        () => {
          try {
            return readFileSync(file, 'utf8');
          } catch {
            return '';
          }
        },
        { timeout: 10_000 },
      )
      .toContain('"room-2"');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(saved.configs).toEqual({ 'room-2': { textColor: '#123456', customImages: '[]' } });
    // The themes come from the seed, not from the file.
    expect(saved).not.toHaveProperty('themes');
    expect(readdirSync(dir)).toEqual([DATA_FILE_NAME]);
  });

  it('keeps the seeded themes whatever the data file says', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, DATA_FILE_NAME),
      JSON.stringify({ themes: [{ name: 'Hijacked' }], configs: { a: { textColor: '#fff' } } }),
    );
    const db = await start(dir);
    expect(db.getData('themes')).toEqual(await seededThemes());
    expect(db.getData('configs/a/textColor')).toBe('#fff');
  });

  it('reports a corrupt data file, moves it aside with its content and starts empty', async () => {
    const dir = tempDir();
    const broken = '{"screens": {"room-3": ';
    writeFileSync(path.join(dir, DATA_FILE_NAME), broken);
    const reports: string[] = [];
    const db = await start(dir, (m) => reports.push(m));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/could not be read.*moved to/);
    const aside = readdirSync(dir).filter((f) => f.startsWith(`${DATA_FILE_NAME}.corrupt-`));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(dir, aside[0]!), 'utf8')).toBe(broken);
    expect(db.getData('screens')).toBeNull();
    expect(db.getData('themes')).toEqual(await seededThemes());
  });

  it('a file holding something other than an object is corrupt too', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, DATA_FILE_NAME), '[1, 2, 3]');
    const reports: string[] = [];
    await start(dir, (m) => reports.push(m));
    expect(reports.join('\n')).toContain('not a JSON object');
  });

  it('without a dataDir the data lives in memory only', async () => {
    const db = await startLocalDatabase({ port: 0, quiet: true });
    cleanups.push(() => db.stop());
    expect(db.dataFile).toBeNull();
  });
});

describe('defaultDataDir', () => {
  it('is DB_DATA_DIR when set', () => {
    expect(defaultDataDir({ DB_DATA_DIR: '/srv/sp' }, 'linux', '/home/u')).toBe('/srv/sp');
  });
  it('is under the user data folder otherwise', () => {
    expect(defaultDataDir({}, 'linux', '/home/u')).toBe(
      '/home/u/.local/share/story-point/local-db',
    );
    expect(defaultDataDir({ XDG_DATA_HOME: '/x' }, 'linux', '/home/u')).toBe(
      '/x/story-point/local-db',
    );
    expect(defaultDataDir({}, 'darwin', '/Users/u')).toBe(
      '/Users/u/Library/Application Support/story-point/local-db',
    );
  });
});

describe('npm run db', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'saves its data on %s and finds configs and participants again when started again',
    async (signal) => {
      const dir = tempDir();
      const first = await startDbProcess(dir);
      cleanups.push(() => first.stop('SIGKILL'));
      expect(first.output()).toContain(path.join(dir, DATA_FILE_NAME));
      await writeScreen(first.target, 'room-4');
      // Stopped at once: the throttled save has not happened yet, the signal must save.
      expect(await first.stop(signal)).toBe('clean');

      const second = await startDbProcess(dir);
      cleanups.push(() => second.stop('SIGKILL'));
      const { screen, config } = await readScreen(second.target, 'room-4');
      expect(screen).toMatchObject({ alice: { userId: 'alice', userName: 'Alice' } });
      expect(config).toMatchObject({ textColor: '#123456' });
    },
    60_000,
  );
});
