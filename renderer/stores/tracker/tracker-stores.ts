/**
 * The wall's tracker stores (docs/tracker-wall.md): its connection, the import by query,
 * the write-back queue, the team's sizes as numbers and 'Send all estimates', over the session's backlog. Made by
 * {@link TrackerRoot} once the wall needs them (a chunk of their own); nothing of them
 * listens before {@link TrackerStores.start}, and nothing of the connector loads before
 * the wall asks it something.
 */
import type { AppDeps } from '../common/deps';
import { Lifecycle, startInOrder } from '../common/lifecycle';
import type { BacklogStore } from '../session/backlog-store';
import { SendAllStore } from './send-all-store';
import { SizeNumbersStore } from './size-numbers-store';
import { TrackerConnectionStore } from './tracker-connection-store';
import { TrackerImportStore } from './tracker-import-store';
import { WriteBackStore } from './write-back-store';

export class TrackerStores {
  readonly connection: TrackerConnectionStore;
  readonly trackerImport: TrackerImportStore;
  readonly writeBack: WriteBackStore;
  readonly sendAll: SendAllStore;
  /** The team's T-shirt sizes as numbers, for the write-back. */
  readonly sizeNumbers: SizeNumbersStore;
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps, backlog: BacklogStore) {
    this.connection = new TrackerConnectionStore(deps, code);
    this.trackerImport = new TrackerImportStore(backlog, this.connection);
    this.sizeNumbers = new SizeNumbersStore(code, deps);
    this.writeBack = new WriteBackStore(
      code,
      deps,
      backlog,
      this.connection,
      () => this.trackerImport.field,
      this.sizeNumbers,
    );
    this.sendAll = new SendAllStore(backlog, this.connection, this.writeBack);
  }

  start(): void {
    this.#life.start(() => startInOrder([this.connection, this.writeBack]));
  }

  dispose(): void {
    this.#life.dispose();
  }
}
