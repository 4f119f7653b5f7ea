/**
 * Keeps the local database's data on disk, so a restart loses no screen's
 * colours, images or participants.
 *
 * One JSON file (`local-db.json`) in a data folder holds the whole tree except
 * the seeded paths (the themes), which always come from the seed and so stay
 * read-only whatever the file says. Writes are atomic: the snapshot goes to a
 * temporary file that is flushed and then renamed over the old one, so a crash
 * or a power cut leaves either the old or the new snapshot, never half of one.
 * Saving is throttled (at most one snapshot per {@link SAVE_DELAY_MS} while
 * writes arrive) and done once more when the server stops. A snapshot is encoded
 * and written a part at a time (json-parts.ts), other clients served between.
 *
 * A file that cannot be read as a snapshot is reported and moved aside
 * (`local-db.json.corrupt-<time>`), never silently overwritten. A snapshot that
 * cannot be made or written is reported and tried again, later and later (up to
 * {@link MAX_RETRY_MS}), until one is saved.
 *
 * The rooms' data is private to the user running the server: the folder is
 * 0700 and the file 0600 (existing ones are tightened, with a warning where
 * that is impossible). A folder that belongs to another user is refused: that
 * user could read the rooms or plant links in it. The temporary file is created
 * anew, never through a link planted in its place.
 */
import {
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
} from 'node:fs';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { jsonInParts } from './json-parts';
import { isRecord } from './wire';

/** The data file's name inside the data folder. */
export const DATA_FILE_NAME = 'local-db.json';

/** The environment variable naming the data folder of `npm run db` and `npm start`. */
export const DATA_DIR_ENV = 'DB_DATA_DIR';

/** How long after the first unsaved change the snapshot is written. */
export const SAVE_DELAY_MS = 1000;

/** The longest wait between two attempts to save after failures. */
export const MAX_RETRY_MS = 60_000;

/** Permissions of the data folder and of the data file: the user's own. */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Gives `target` the permissions `mode`; where that is impossible, `report`
 * says so (the data stays readable by others there).
 */
export function tighten(target: string, mode: number, report: (message: string) => void): void {
  try {
    chmodSync(target, mode);
  } catch (error) {
    report(
      `local-db: could not make ${target} private to this user (mode ${mode.toString(8)}): ` +
        `${String(error)}; other users of this computer may be able to read it.`,
    );
  }
}

/**
 * The data folder of `npm run db` and `npm start`: `$DB_DATA_DIR` when set,
 * otherwise `story-point/local-db` under the user's data folder
 * (`$XDG_DATA_HOME`, `~/.local/share`; `%APPDATA%` on Windows,
 * `~/Library/Application Support` on macOS).
 */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  const chosen = env[DATA_DIR_ENV];
  if (chosen) return path.resolve(chosen);
  let base: string;
  if (platform === 'win32') base = env.APPDATA || path.join(home, 'AppData', 'Roaming');
  else if (platform === 'darwin') base = path.join(home, 'Library', 'Application Support');
  else base = env.XDG_DATA_HOME || path.join(home, '.local', 'share');
  return path.join(base, 'story-point', 'local-db');
}

/**
 * Makes the data folder if it is missing and checks it is this user's own, private
 * (0700). Throws, naming the owner, when it belongs to another user (where the
 * system has user ids).
 */
export function prepareDataDir(
  dataDir: string,
  report: (message: string) => void,
  uid: number | undefined = process.getuid?.(),
): void {
  mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE });
  const owner = statSync(dataDir).uid;
  if (uid !== undefined && owner !== uid) {
    throw new Error(
      `the data folder ${dataDir} belongs to another user (uid ${owner}, this is ${uid}); ` +
        'choose a folder of your own (DB_DATA_DIR)',
    );
  }
  tighten(dataDir, FOLDER_MODE, report);
}

/** What {@link loadSnapshot} found. */
export interface LoadedSnapshot {
  /** The saved data without the seeded paths; null when there was none (or it was corrupt). */
  data: Record<string, unknown> | null;
  /** Where a corrupt file was moved, when it was. */
  movedAside?: string;
}

/**
 * Reads the snapshot in `dataDir`. A missing file is an empty database; a file
 * that is not a JSON object, or whose data `check` finds a problem in, is moved
 * aside and reported through `report`.
 */
export function loadSnapshot(
  dataDir: string,
  report: (message: string) => void,
  check: (data: Record<string, unknown>) => string | null = () => null,
): LoadedSnapshot {
  const file = path.join(dataDir, DATA_FILE_NAME);
  if (!existsSync(file)) return { data: null };
  tighten(file, FILE_MODE, report);
  let parsed: unknown;
  let problem: string | null = null;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed !== null && !isRecord(parsed)) problem = 'it is not a JSON object';
    else if (parsed !== null) problem = check(parsed);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (problem === null) return { data: (parsed as Record<string, unknown> | null) ?? null };
  const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(file, aside);
  report(
    `local-db: the data file ${file} could not be read (${problem}); ` +
      `it was moved to ${aside} and the database starts empty.`,
  );
  return { data: null, movedAside: aside };
}

/** The data to save: the whole tree minus the seeded top-level paths. */
function snapshotOf(root: unknown, seededKeys: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isRecord(root)) return out;
  for (const [key, value] of Object.entries(root)) if (!seededKeys.has(key)) out[key] = value;
  return out;
}

/** Writes all of `bytes` at the file's position (a write may take fewer than it is given). */
async function writeAll(handle: FileHandle, bytes: Buffer): Promise<void> {
  for (let rest = bytes; rest.length > 0;) {
    const { bytesWritten } = await handle.write(rest);
    rest = rest.subarray(bytesWritten);
  }
}

/** Creates a file that did not exist, failing on a link in its place (where the system has O_NOFOLLOW). */
const CREATE_NEW =
  constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

/** Writes `parts` in order into a new private (0600) file, then renames it over `file`. */
export async function writeAtomically(file: string, parts: Iterable<string>): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`;
  // A file or link left there (a crash, or planted) is removed, never written through.
  await rm(tmp, { force: true });
  const handle = await open(tmp, CREATE_NEW, FILE_MODE);
  try {
    // A part a turn: the next part is encoded once this one is written (json-parts.ts).
    for (const part of parts) await writeAll(handle, Buffer.from(part, 'utf8'));
    // On disk before the rename, so the rename never points at unwritten blocks.
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
}

/** Saves the database's data to `dataDir`; see the module comment. */
export class SnapshotWriter {
  private readonly file: string;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dirty = false;
  private writing: Promise<void> = Promise.resolve();
  /** Attempts that failed since the last snapshot saved. */
  private failures = 0;

  /**
   * @param read - the whole tree now
   * @param seededKeys - top-level keys that come from the seed and are not saved
   */
  constructor(
    dataDir: string,
    private readonly read: () => unknown,
    private readonly seededKeys: ReadonlySet<string>,
    private readonly report: (message: string) => void,
    private readonly delayMs = SAVE_DELAY_MS,
  ) {
    prepareDataDir(dataDir, report);
    this.file = path.join(dataDir, DATA_FILE_NAME);
  }

  /** Path of the data file. */
  get path(): string {
    return this.file;
  }

  /** Notes a change; the snapshot follows within the delay. */
  changed(): void {
    this.dirty = true;
    if (this.timer === undefined) this.saveIn(this.delayMs);
  }

  private cancelTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private saveIn(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ms);
    // A pending save never keeps a process alive on its own; stop() flushes.
    this.timer.unref();
  }

  /** Writes the snapshot now if anything changed; resolves once it is on disk. */
  flush(): Promise<void> {
    this.cancelTimer();
    // Chained, so two snapshots never race and the last one renamed is the newest.
    this.writing = this.writing.then(() => this.save());
    return this.writing;
  }

  /** Writes the snapshot if anything changed; never rejects, so later saves always run. */
  private async save(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    try {
      // The data is immutable: what is read now is written out whatever is written meanwhile.
      await writeAtomically(this.file, jsonInParts(snapshotOf(this.read(), this.seededKeys)));
    } catch (error) {
      this.dirty = true;
      this.failures += 1;
      const retryMs = Math.min(this.delayMs * 2 ** this.failures, MAX_RETRY_MS);
      this.report(
        `local-db: could not save ${this.file} (attempt ${this.failures}): ${String(error)}; ` +
          `the data is kept in memory and saving is tried again in ${retryMs / 1000} s`,
      );
      this.cancelTimer();
      this.saveIn(retryMs);
      return;
    }
    if (this.failures > 0) {
      this.report(`local-db: saved ${this.file} again after ${this.failures} failed attempts`);
    }
    this.failures = 0;
  }
}
