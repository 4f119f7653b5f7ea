/**
 * The history of revealed rounds (`sessions/{code}/history`, docs/product.md, History),
 * followed only while someone looks at it (the wall's Options, the phone's history
 * view), with its exports.
 */
import { action, actionBound, makeObservable, observable, observableRef } from 'mobx';
import type { Unsubscribe } from '../../data/gateway';
import { formatHistoryTime, parseHistory, type HistoryEntry } from '../../domain/history';
import type { ExportColumns } from '../../domain/history-export';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';

// The exports' code loads when one is asked for: most pages never export.
const exportCode = () => import('../../domain/history-export');

/** Options of {@link HistoryStore}. */
export interface HistoryOptions {
  /** Minutes east of UTC at a given time, for the export's time column. */
  timeZoneOffset?: (ms: number) => number;
}

/** The kept rounds of one screen code, followed between {@link HistoryStore.start} and {@link HistoryStore.dispose} while watched. */
export class HistoryStore {
  /** The kept rounds, most recent first (while {@link watch} is on). */
  entries: HistoryEntry[] = [];
  /** The history arrived at least once since it was watched. */
  loaded = false;

  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #options: HistoryOptions;
  #unlisten: Unsubscribe | null = null;
  #watchers = 0;
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps, options: HistoryOptions = {}) {
    this.#code = code;
    this.#deps = deps;
    this.#options = options;
    makeObservable<HistoryStore, 'close'>(this, {
      entries: observableRef,
      loaded: observable,
      deleteRound: actionBound,
      close: action,
    });
  }

  /**
   * The history as CSV (UTF-8 with a byte order mark, header first), with the column
   * headers of the language shown (English when not given).
   */
  async csv(columns?: ExportColumns): Promise<string> {
    const entries = this.entries;
    const { historyCsv } = await exportCode();
    return historyCsv(entries, (ms) => this.formatTime(ms), columns);
  }

  /** Loads the exports' code ahead of use, when the history is shown (see BacklogStore.loadCode). */
  loadExportCode(): Promise<typeof import('../../domain/history-export')> {
    return exportCode();
  }

  /** The history as a Markdown table, headed like {@link csv}. */
  async markdown(columns?: ExportColumns): Promise<string> {
    const entries = this.entries;
    const { historyMarkdown } = await exportCode();
    return historyMarkdown(entries, (ms) => this.formatTime(ms), columns);
  }

  /** A kept round's time as the history and the export show it. */
  formatTime(ms: number): string {
    const offset =
      this.#options.timeZoneOffset ?? ((t: number) => -new Date(t).getTimezoneOffset());
    return formatHistoryTime(ms, offset(ms));
  }

  /**
   * Follows the history while the returned function is not called (the wall's Options
   * or the phone's history view), once the store is started. Several watchers share one
   * subscription.
   */
  watch(): () => void {
    this.#watchers += 1;
    this.#open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#watchers -= 1;
      if (this.#watchers === 0) this.close();
    };
  }

  /** Deletes one kept round on every device. */
  deleteRound(id: string): void {
    this.entries = this.entries.filter((e) => e.id !== id);
    this.#deps.gateway
      .deleteHistoryEntry(this.#code, id)
      .catch((e: unknown) => this.#deps.log.error('Could not delete the round:', e));
  }

  /** Follows the history for its watchers (a view may start watching first: React runs a child's effects before its page's). */
  start(): void {
    this.#life.start(() => {
      this.#open();
      return [() => this.close()];
    });
  }

  /** Stops following the history; {@link start} follows it again for the watchers there are. */
  dispose(): void {
    this.#life.dispose();
  }

  #open(): void {
    if (!this.#life.started || this.#watchers === 0 || this.#unlisten) return;
    this.#unlisten = this.#deps.gateway.onHistory(
      this.#code,
      action((children) => {
        this.entries = parseHistory(children);
        this.loaded = true;
      }),
    );
  }

  private close(): void {
    this.#unlisten?.();
    this.#unlisten = null;
    this.loaded = false;
  }
}
