/**
 * The wall's connection to its tracker (docs/tracker-wall.md, Connecting): whether one is set
 * up and whose account it is, connecting with what the person entered, disconnecting,
 * and the last failure. The connector is loaded when first needed (Options showing its
 * section, or a wall with estimates to send), never with the wall's first page. The
 * credential passes through `connect` once and is kept nowhere here.
 */
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type {
  TrackerFailure,
  TrackerKind,
  TrackerResult,
  TrackerService,
  TrackerSetup,
  TrackerStatus,
} from '../../../shared/trackers/contract';
import { DEFAULT_TRACKER_KIND, isTrackerKind, trackerName } from '../../domain/tracker-kinds';
import { TRACKER_KEYS } from '../../domain/tracker-storage-keys';
import type { AppDeps, WallTrackerService } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';

/** 'unknown' until the connector has answered whether a connection is set up. */
export type ConnectionPhase = 'unknown' | 'checking' | 'connected' | 'disconnected';

/** The wait before asking again after a check that got no answer and named no wait. */
export const RECHECK_MS = 5000;

/** The failure told when the connector itself could not be loaded. */
const NOT_LOADED: TrackerFailure = { kind: 'network', message: '' };

export class TrackerConnectionStore {
  phase: ConnectionPhase = 'unknown';
  /** The connection set up (site and account, never the credential); null when none. */
  status: TrackerStatus | null = null;
  /** Why the last check, connect or disconnect failed; null after one that worked. */
  failure: TrackerFailure | null = null;
  /** A connect or disconnect is on its way. */
  busy = false;
  /** The calls run in this browser (a browser wall): Options offers 'Remember on this device'. */
  inBrowser = false;
  /**
   * The tracker last connected or being connected, kept per screen code, so a wall with
   * estimates waiting names it while disconnected.
   */
  lastKind: TrackerKind;

  readonly #open: (() => Promise<WallTrackerService>) | undefined;
  readonly #log: AppDeps['log'];
  readonly #clock: AppDeps['clock'] | undefined;
  readonly #storage: AppDeps['localStorage'] | undefined;
  readonly #code: string;
  #recheck: unknown = null;
  #service: Promise<TrackerService> | null = null;
  readonly #life = new Lifecycle();

  constructor(
    deps: Pick<AppDeps, 'trackerService' | 'log'> &
      Partial<Pick<AppDeps, 'clock' | 'localStorage'>>,
    code = '',
  ) {
    this.#open = deps.trackerService;
    this.#log = deps.log;
    this.#clock = deps.clock;
    this.#storage = deps.localStorage;
    this.#code = code;
    const kept = this.#storage?.getItem(TRACKER_KEYS.kind(code));
    this.lastKind = isTrackerKind(kept) ? kept : DEFAULT_TRACKER_KIND;
    makeObservable(this, {
      phase: observable,
      status: observableRef,
      failure: observableRef,
      busy: observable,
      inBrowser: observable,
      lastKind: observable,
      kind: computed,
      trackerName: computed,
      choose: action,
    });
  }

  /** The tracker picked in Options' form: the wall's words follow it until one connects. */
  choose(kind: TrackerKind): void {
    this.lastKind = kind;
  }

  /** The tracker the wall speaks of: the one connected, else the last one tried. */
  get kind(): TrackerKind {
    return this.status?.kind ?? this.lastKind;
  }

  /** Its name in the wall's sentences ('Azure DevOps'). */
  get trackerName(): string {
    return trackerName(this.kind);
  }

  /** Whether this page offers a tracker at all. */
  get offered(): boolean {
    return this.#open !== undefined;
  }

  get connected(): boolean {
    return this.phase === 'connected';
  }

  /**
   * The connector, loaded once; null where none is offered. A failed load is not kept,
   * so a later call tries again (the network may be back).
   */
  service(): Promise<TrackerService> | null {
    if (!this.#open) return null;
    this.#service ??= this.#open().then(
      (service) => {
        runInAction(() => (this.inBrowser = service.inBrowser === true));
        return service;
      },
      (e: unknown) => {
        this.#service = null;
        throw e;
      },
    );
    return this.#service;
  }

  /**
   * Asks the connector whether a connection is set up (once; later calls do nothing).
   * When it could not be asked (no network, the room server restarting) it asks again
   * after the wait the failure names, so a wall with estimates waiting gets them out.
   */
  check(): void {
    if (this.phase !== 'unknown' || !this.offered) return;
    this.phase = 'checking';
    void this.#call((s) => s.status()).then((result) =>
      this.#settle(() => {
        if (result.ok) return this.#show(result.value);
        this.phase = 'unknown';
        this.failure = result.failure;
        const { kind, retryAfterMs } = result.failure;
        if (this.#clock && (kind === 'network' || kind === 'unavailable'))
          this.#recheck = this.#clock.setTimeout(() => {
            this.#recheck = null;
            this.check();
          }, retryAfterMs ?? RECHECK_MS);
      }),
    );
  }

  /** Checks the credential with the tracker and keeps it; true when connected. */
  async connect(setup: TrackerSetup): Promise<boolean> {
    if (this.busy) return false;
    runInAction(() => {
      this.busy = true;
      this.failure = null;
      this.lastKind = setup.kind;
    });
    const result = await this.#call((s) => s.connect(setup));
    this.#settle(() => {
      this.busy = false;
      if (result.ok) this.#show(result.value);
      else this.failure = result.failure;
    });
    return result.ok;
  }

  /** Forgets the credential. */
  async disconnect(): Promise<void> {
    if (this.busy) return;
    runInAction(() => (this.busy = true));
    const result = await this.#call((s) => s.disconnect());
    this.#settle(() => {
      this.busy = false;
      if (result.ok) this.#show(null);
      else this.failure = result.failure;
    });
  }

  /** Takes answers again after {@link dispose} (nothing listens: nothing to start). */
  start(): void {
    this.#life.start(() => []);
  }

  /** Late answers change nothing once the page is gone. */
  dispose(): void {
    this.#life.dispose();
    if (this.#recheck !== null) this.#clock?.clearTimeout(this.#recheck);
    this.#recheck = null;
  }

  #show(status: TrackerStatus | null): void {
    this.status = status;
    this.phase = status ? 'connected' : 'disconnected';
    this.failure = null;
    if (!status) return;
    this.lastKind = status.kind;
    this.#storage?.setItem(TRACKER_KEYS.kind(this.#code), status.kind);
  }

  async #call<T>(
    call: (s: TrackerService) => Promise<TrackerResult<T>>,
  ): Promise<TrackerResult<T>> {
    try {
      const service = this.service();
      if (!service) return { ok: false, failure: NOT_LOADED };
      return await call(await service);
    } catch (e) {
      // A transport that threw instead of answering a failure (its chunk did not load).
      this.#log.warn('Tracker: the connector could not be reached', e);
      return { ok: false, failure: NOT_LOADED };
    }
  }

  #settle(change: () => void): void {
    if (!this.#life.disposed) action(change)();
  }
}
