/**
 * What the local database starts with: the seed (the themes) over the data saved in its
 * data folder, checked as a client's write is, without what only a live connection
 * vouches for, and the retention's record of each code's last write kept beside it.
 */
import { readFileSync } from 'node:fs';
import type { CodeRoot } from '../../shared/data-paths';
import { loadSnapshot, prepareDataDir } from './persistence';
import { ACTIVITY_KEY } from './retention';
import { checkStoredTree } from './validate';
import { isRecord } from './wire';

/**
 * Top-level paths whose entries only a live connection vouches for: none of
 * them is restored from the data file, since no connection holds them then.
 */
const CONNECTION_BOUND: readonly CodeRoot[] = ['presence'];

/** The repository's `database.rules.json`. */
export function loadDefaultRules(): object {
  return JSON.parse(
    readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
  ) as object;
}

/** The seeded themes list (`server/db/themes.json`). */
export function loadThemes(): unknown {
  return JSON.parse(readFileSync(new URL('./themes.json', import.meta.url), 'utf8')) as unknown;
}

/** The data to start with and what came with it. */
export interface InitialData {
  /** The data: the saved data with the seed over it, or the seed alone. */
  data: unknown;
  /** The seeded top-level keys (the themes): never saved, so they stay read-only. */
  seeded: readonly string[];
  /** What the data file kept of each code's last write (retention.ts). */
  lastWrites: unknown;
}

/**
 * The data to start with: `seed` (default: the themes) over what `dataDir` saved.
 *
 * @param maxChildren - the children a node may hold, as for a client's write
 */
export function loadInitialData(
  opts: { seed?: unknown; dataDir?: string },
  maxChildren: number,
  report: (message: string) => void,
): InitialData {
  const seed = opts.seed === undefined ? { themes: loadThemes() } : opts.seed;
  // The seeded paths (the themes) win over the saved data, so they stay read-only.
  const seeded = isRecord(seed) ? seed : {};
  if (opts.dataDir) prepareDataDir(opts.dataDir, report);
  // The file is checked as a write is: a crafted one could hold what no client may write.
  const checkSaved = (data: Record<string, unknown>) => {
    const tree = Object.entries(data).filter(([key]) => key !== ACTIVITY_KEY);
    return checkStoredTree(Object.fromEntries(tree), maxChildren);
  };
  const saved = opts.dataDir ? loadSnapshot(opts.dataDir, report, checkSaved).data : null;
  const lastWrites = saved?.[ACTIVITY_KEY];
  if (saved) for (const key of [ACTIVITY_KEY, ...CONNECTION_BOUND]) delete saved[key];
  return {
    data: saved ? { ...saved, ...seeded } : seed,
    seeded: Object.keys(seeded),
    lastWrites,
  };
}
