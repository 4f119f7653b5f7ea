/**
 * The local database's data and what keeps it: the store (store.ts), the retention that
 * forgets idle screen codes (retention.ts), the writer that saves it to the data folder
 * (persistence.ts), and the REST event streams told of each change (event-stream.ts).
 */
import { EventStreams } from './event-stream';
import type { InitialData } from './initial-data';
import { SnapshotWriter } from './persistence';
import { ACTIVITY_KEY, DAY_MS, DEFAULT_RETENTION_DAYS, Retention } from './retention';
import { savedValue } from './save-view';
import { DataStore } from './store';
import type { ConnectionLimits } from './validate';

/** What decides how the data is kept. */
export interface KeepingOptions {
  /** Security rules (a rules file's content), or `false` for none. */
  rules: object | false;
  /** Where the data is saved; none keeps it in memory only. */
  dataDir?: string;
  retentionDays?: number;
  /** The retention's clock. */
  now?: () => number;
}

/** The data of a running local database and what keeps it. */
export interface KeptData {
  store: DataStore;
  /** Saves the data to the data folder; null without one. */
  writer: SnapshotWriter | null;
  streams: EventStreams;
  /** Forgets the screen codes idle for longer than the retention period now; returns them. */
  forgetIdle(): string[];
}

/** Opens the data `initial` holds, kept as `opts` say. */
export function keepData(
  initial: InitialData,
  opts: KeepingOptions,
  limits: ConnectionLimits,
  report: (message: string) => void,
): KeptData {
  const store = new DataStore(initial.data, opts.rules, limits.maxStoredBytes, limits.maxChildren);
  const retentionMs = (opts.retentionDays ?? DEFAULT_RETENTION_DAYS) * DAY_MS;
  const retention = new Retention(store, retentionMs, opts.now ?? Date.now, initial.lastWrites);
  store.reservedBytes = () => retention.bytes;
  // The tree of this moment, its rooms' values built as the save's parts come to them.
  const snapshot = () => ({
    ...(savedValue(store.tree) as object),
    [ACTIVITY_KEY]: retention.toJSON(),
  });
  const writer = opts.dataDir
    ? new SnapshotWriter(opts.dataDir, snapshot, new Set(initial.seeded), report)
    : null;
  const streams = new EventStreams();
  store.onChange = (changed) => {
    retention.written(changed);
    writer?.changed();
    streams.dataChanged();
  };
  const forgetIdle = () => {
    const forgotten = retention.forgetIdle();
    if (forgotten.length > 0) {
      report(
        `local-db: forgot ${forgotten.length} screen codes idle for ${retentionMs / DAY_MS} days`,
      );
    }
    return forgotten;
  };
  return { store, writer, streams, forgetIdle };
}
