/**
 * Forgets screen codes nobody has used for a long time, so that a room server
 * that runs for months keeps a bounded data file: a code whose data no write
 * has touched for longer than the retention period (default
 * {@link DEFAULT_RETENTION_DAYS} days) loses all of it, under every top-level
 * path that holds data per code (`CODE_ROOTS`, shared/data-paths.ts). Checked at start and
 * every day after.
 *
 * When each code was last written is kept in the data file beside the data,
 * under {@link ACTIVITY_KEY}, a key no client can name. A code found without a
 * date (a data file from before) counts as used at start. Only codes that hold
 * data are kept there (a write of nothing to a made-up code leaves no trace),
 * and the record counts toward the database's size cap ({@link Retention.bytes}).
 */
import { CODE_ROOTS, codeRootPath } from '../../shared/data-paths';
import type { DataStore } from './store';
import { isRecord } from './wire';

/** Where the data file keeps the codes' last writes; '.' makes it a key no client can name. */
export const ACTIVITY_KEY = '.lastWrite';

/** The retention period when none is configured. */
export const DEFAULT_RETENTION_DAYS = 90;

/** The environment variable that sets the retention period of `npm run db` and `npm start`, in days. */
export const RETENTION_ENV = 'DB_RETENTION_DAYS';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `value` can be a retention period: a positive number of days. */
export function isRetentionDays(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The retention period in days from `env`: {@link RETENTION_ENV} when it is a
 * positive number, otherwise the default (and `report` says why, when it was set).
 */
export function retentionDaysFrom(
  env: NodeJS.ProcessEnv,
  report: (message: string) => void,
): number {
  const raw = env[RETENTION_ENV];
  if (raw === undefined || raw === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(raw);
  if (isRetentionDays(days)) return days;
  report(
    `${RETENTION_ENV}=${raw.slice(0, 40)} is not a positive number of days; ` +
      `screen codes are kept ${DEFAULT_RETENTION_DAYS} days`,
  );
  return DEFAULT_RETENTION_DAYS;
}

/** The screen code a write at `path` (`/screens/{code}/...`) belongs to, if any. */
function codeOf(path: string): string | null {
  const [top, code] = path.split('/').filter(Boolean);
  return code !== undefined && (CODE_ROOTS as readonly string[]).includes(top!) ? code : null;
}

/** Bytes one code's entry takes in the record: its key and its date as JSON. */
function entryBytes(code: string): number {
  // `"code":1767225600000,`: the quotes, colon, comma and 13 digits.
  return Buffer.byteLength(code) + 17;
}

/** The last write of each screen code, and the forgetting of idle ones. */
export class Retention {
  private readonly lastWrite = new Map<string, number>();
  private recordBytes = 0;

  /**
   * @param saved - what the data file kept under {@link ACTIVITY_KEY}
   * @param now - the clock (injected in tests and the soak bench)
   */
  constructor(
    private readonly store: DataStore,
    private readonly retentionMs: number,
    private readonly now: () => number,
    saved: unknown,
  ) {
    const dates = isRecord(saved) ? saved : {};
    const start = now();
    for (const top of CODE_ROOTS) {
      const codes = store.read(top);
      if (!isRecord(codes)) continue;
      for (const code of Object.keys(codes)) {
        const at = dates[code];
        // A date ahead of the clock (it was set back) counts as now.
        this.note(code, typeof at === 'number' ? Math.min(at, start) : start);
      }
    }
  }

  /** Bytes the record takes in the data file. */
  get bytes(): number {
    return this.recordBytes;
  }

  private note(code: string, at: number): void {
    if (!this.lastWrite.has(code)) this.recordBytes += entryBytes(code);
    this.lastWrite.set(code, at);
  }

  private forget(code: string): void {
    if (this.lastWrite.delete(code)) this.recordBytes -= entryBytes(code);
  }

  /** Whether any path of `code` holds data. */
  private holdsData(code: string): boolean {
    return CODE_ROOTS.some((top) => this.store.hasChild(top, code));
  }

  /** Notes the writes at `paths` (`/screens/{code}/...`): a code left with no data is forgotten. */
  written(paths: readonly string[]): void {
    const at = this.now();
    const codes = new Set<string>();
    for (const path of paths) {
      const code = codeOf(path);
      if (code !== null) codes.add(code);
    }
    for (const code of codes) {
      if (this.holdsData(code)) this.note(code, at);
      else this.forget(code);
    }
  }

  /** The last writes to keep in the data file. */
  toJSON(): Record<string, number> {
    return Object.fromEntries(this.lastWrite);
  }

  /** Forgets every code not written for longer than the retention period; returns them. */
  forgetIdle(): string[] {
    const idleSince = this.now() - this.retentionMs;
    const idle = [...this.lastWrite].filter(([, at]) => at < idleSince).map(([code]) => code);
    const removal: Record<string, null> = {};
    for (const code of idle) for (const top of CODE_ROOTS) removal[codeRootPath(top, code)] = null;
    this.store.update('', removal, 'admin');
    for (const code of idle) this.forget(code);
    return idle;
  }
}
