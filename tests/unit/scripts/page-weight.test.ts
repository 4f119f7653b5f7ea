/**
 * The page budgets' check (scripts/page-weight.ts) over fabricated builds: what a page
 * loads follows its HTML and the manifest's static imports, and a build that grew, or
 * that brings the database's code into the phone's first load, fails with the page, the
 * path and the figures named.
 */
import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  DATABASE_CHUNK,
  measurePages,
  pageBudgets,
  pageLoads,
  type Build,
  type Manifest,
} from '../../../scripts/page-weight';

const KB = 1024;

/** The boot script's list of each route's chunks, as index.html and vote.html carry it. */
const PRELOAD =
  '<meta name="story-point-preload" data-screen="assets/wall.js assets/look.js" ' +
  'data-vote="assets/phone.js" data-vote-joined="assets/joined.js" />';

function fakeBuild(
  sizes: Record<string, number>,
  manifest: Manifest,
  html: Record<string, string> = {},
): Build {
  const page = (extra = '') =>
    `<html><head>${PRELOAD}<script>document.querySelector('meta[name="story-point-preload"]')</script>` +
    `<script type="module" crossorigin src="/assets/index.js"></script>${extra}</head></html>`;
  const files: Record<string, string> = {
    'index.html': page(),
    'vote.html': page(),
    'vote.de.html': page('<link rel="modulepreload" fetchpriority="low" href="/assets/de.js" />'),
    ...html,
  };
  return {
    manifest,
    html: (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`no ${file}`);
      return text;
    },
    gzip: (file) => {
      const size = sizes[file];
      if (size === undefined) throw new Error(`no size for ${file}`);
      return size;
    },
  };
}

/** A build like ours: entry, a start chunk both pages share, each page, the database. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  '_start.js': { file: 'assets/start.js', imports: ['index.html'] },
  'ui/wall/WallPage.tsx': { file: 'assets/wall.js', imports: ['index.html', '_start.js'] },
  'data/first-look.ts': { file: 'assets/look.js' },
  'ui/wall/qr-matrix.ts': { file: 'assets/qr.js' },
  'ui/phone/PhonePage.tsx': { file: 'assets/phone.js', imports: ['index.html', '_start.js'] },
  'ui/phone/PhoneJoined.tsx': { file: 'assets/joined.js', imports: ['ui/phone/PhonePage.tsx'] },
  [DATABASE_CHUNK]: { file: 'assets/db.js', imports: ['index.html', '_start.js'] },
  'i18n/catalogues/de/index.ts': { file: 'assets/de.js' },
};

const SIZES = {
  'assets/index.js': 66 * KB,
  'assets/start.js': 31 * KB,
  'assets/wall.js': 18 * KB,
  'assets/look.js': 1 * KB,
  'assets/qr.js': 2 * KB,
  'assets/phone.js': 9 * KB,
  'assets/joined.js': 8 * KB,
  'assets/db.js': 50 * KB,
  'assets/de.js': 6 * KB,
};

const PAGES = pageBudgets(['vote.html', 'vote.de.html']);
const [WALL, PHONE] = PAGES as [(typeof PAGES)[0], (typeof PAGES)[0]];

describe('what a page loads', () => {
  it("is its HTML's scripts and its route's chunks with their static imports, then what it fetches by itself", () => {
    const build = fakeBuild(SIZES, MANIFEST);
    const wall = pageLoads(build, WALL, WALL.paths[0] as (typeof WALL.paths)[0]);
    expect(wall.beforeUsable.files.sort()).toEqual(
      ['assets/index.js', 'assets/look.js', 'assets/start.js', 'assets/wall.js'].sort(),
    );
    expect(wall.beforeUsable.bytes).toBe((66 + 31 + 18 + 1) * KB);
    expect(wall.inAll.bytes).toBe((66 + 31 + 18 + 1 + 50 + 2) * KB);

    const german = PHONE.paths.find((p) => p.html === 'vote.de.html');
    const phone = pageLoads(build, PHONE, german as (typeof PHONE.paths)[0]);
    // The page's language preloaded by its HTML counts; the joined view and the
    // database's code come later.
    expect(phone.beforeUsable.bytes).toBe((66 + 6 + 9 + 31) * KB);
    expect(phone.inAll.bytes).toBe((66 + 6 + 9 + 31 + 8 + 50) * KB);
  });

  it('names every serving path of the phone and every stage', () => {
    const measured = measurePages(fakeBuild(SIZES, MANIFEST), [PHONE]);
    expect(measured.map((m) => `${m.path}: ${m.stage}`)).toEqual([
      "room server's vote.html: before usable",
      "room server's vote.html: in all",
      "room server's vote.de.html: before usable",
      "room server's vote.de.html: in all",
      "Firebase Hosting's vote.html: before usable",
      "Firebase Hosting's vote.html: in all",
      'index.html at /{code}/vote: before usable',
      'index.html at /{code}/vote: in all',
    ]);
  });
});

describe('the budgets', () => {
  it('pass a build within them', () => {
    expect(budgetFailures(fakeBuild(SIZES, MANIFEST), PAGES)).toEqual([]);
  });

  it('fail a heavier build, naming the page, the path, the stage and the figures', () => {
    // The wall's chunk grew by 3 KB: 171 KB in all.
    const heavier = fakeBuild({ ...SIZES, 'assets/wall.js': 21 * KB }, MANIFEST);
    const failures = budgetFailures(heavier, PAGES);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain(
      'wall (index.html at /{code}) in all: 171.0 KB gzip, over its 170.0 KB',
    );
    expect(failures[0]).toContain('assets/wall.js');
  });

  it('fail a phone whose first load grew past 120 KB, on each path that serves it', () => {
    const heavier = fakeBuild({ ...SIZES, 'assets/phone.js': 24 * KB }, MANIFEST);
    const failures = budgetFailures(heavier, PAGES);
    expect(failures.filter((f) => f.includes('before usable'))).toEqual([
      expect.stringContaining("phone (room server's vote.html) before usable: 121.0 KB"),
      expect.stringContaining("phone (room server's vote.de.html) before usable: 127.0 KB"),
      expect.stringContaining("phone (Firebase Hosting's vote.html) before usable: 121.0 KB"),
      expect.stringContaining('phone (index.html at /{code}/vote) before usable: 121.0 KB'),
    ]);
  });

  it("fail a phone page that needs the database's code before it is usable", () => {
    // Small enough for its bytes; the page imports the SDK's chunk statically.
    const manifest: Manifest = {
      ...MANIFEST,
      'ui/phone/PhonePage.tsx': {
        file: 'assets/phone.js',
        imports: ['index.html', '_start.js', DATABASE_CHUNK],
      },
    };
    const small = { ...SIZES, 'assets/db.js': 5 * KB };
    expect(budgetFailures(fakeBuild(small, manifest), PAGES)).toEqual([
      `phone (room server's vote.html) loads ${DATABASE_CHUNK} before it is usable`,
      `phone (room server's vote.de.html) loads ${DATABASE_CHUNK} before it is usable`,
      `phone (Firebase Hosting's vote.html) loads ${DATABASE_CHUNK} before it is usable`,
      `phone (index.html at /{code}/vote) loads ${DATABASE_CHUNK} before it is usable`,
    ]);
  });

  it('fail a build whose HTML has no preload list for a page, rather than count nothing', () => {
    const bare = fakeBuild(SIZES, MANIFEST, {
      'index.html': '<script type="module" src="/assets/index.js"></script>',
    });
    expect(() => budgetFailures(bare, PAGES)).toThrow("no preload list for route 'screen'");
  });
});
