/**
 * Writing the room's estimates back to the tracker (docs/tracker-wall.md, Write-back). When
 * the room saves an estimate (Next story, Re-estimate) of a story this wall may write,
 * the number is queued and sent, one write at a time; the queue and the wall's own list
 * live in its local storage per screen code, so a reload or a kiosk restart loses
 * nothing. Failures wait (429/503 for their Retry-After, no network with a back-off) or
 * ask for Retry; none of it holds up the meeting.
 */
import { action, computed, makeObservable, observableRef, reaction } from 'mobx';
import type { BacklogStory } from '../../domain/backlog';
import { readStoredJson } from '../../domain/stored-read';
import { TRACKER_KEYS } from '../../domain/tracker-storage-keys';
import { writtenEstimate } from '../../domain/size-numbers';
import {
  isOwnList,
  ownAfterConfirm,
  ownAfterImport,
  tracking,
  type OwnStory,
} from '../../domain/tracker-own';
import {
  afterFailure,
  afterSent,
  enqueue,
  forgetKeys,
  isQueue,
  nextDue,
  nextWake,
  retryAfterConnect,
  retryNow,
  type QueueEntry,
} from '../../domain/tracker-queue';
import { storyTrackerState, type StoryTrackerState } from '../../domain/tracker-state';
import type { EstimateField, TrackerResult } from '../../../shared/trackers/contract';
import type { AppDeps } from '../common/deps';
import { Lifecycle, type Stop } from '../common/lifecycle';
import type { BacklogStore, StoredImport } from '../session/backlog-store';
import type { SizeNumbersStore } from './size-numbers-store';
import type { TrackerConnectionStore } from './tracker-connection-store';

export class WriteBackStore {
  /** The stories this wall may write (imported or confirmed here). */
  own: readonly OwnStory[] = [];
  queue: readonly QueueEntry[] = [];
  /** Stored lists that could not be read were dropped (told once in the panel). */
  droppedStorage = false;

  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #backlog: BacklogStore;
  readonly #connection: TrackerConnectionStore;
  readonly #jqlField: () => EstimateField | null;
  /** The team's sizes as numbers: a size is written as its number. */
  readonly sizeNumbers: SizeNumbersStore;
  #timer: unknown = null;
  #sending = false;
  readonly #life = new Lifecycle();

  /** `jqlField` is the estimate field chosen for the import by query being stored. */
  constructor(
    code: string,
    deps: AppDeps,
    backlog: BacklogStore,
    connection: TrackerConnectionStore,
    jqlField: () => EstimateField | null,
    sizeNumbers: SizeNumbersStore,
  ) {
    this.#jqlField = jqlField;
    this.sizeNumbers = sizeNumbers;
    this.#code = code;
    this.#deps = deps;
    this.#backlog = backlog;
    this.#connection = connection;
    makeObservable<this>(this, {
      own: observableRef,
      queue: observableRef,
      droppedStorage: observableRef,
      states: computed,
      pending: computed,
    });
  }

  /** Reads the stored lists, follows the backlog's estimates and sends what waits. */
  start(): void {
    if (!this.#connection.offered) return;
    this.#life.start(() => this.#follow());
  }

  #follow(): Stop[] {
    action(() => {
      this.own = this.#read(TRACKER_KEYS.own(this.#code), isOwnList);
      this.queue = this.#read(TRACKER_KEYS.queue(this.#code), isQueue);
    })();
    // A wall that writes to the tracker connects at once; any other loads nothing.
    if (this.own.length > 0 || this.queue.length > 0) this.#connection.check();
    return [
      // A mapping saved (or changed) after the round writes the sizes already estimated.
      reaction(
        () => [this.#backlog.stories, this.sizeNumbers.numbers] as const,
        ([stories]) => this.#decided(stories),
        { fireImmediately: true },
      ),
      reaction(
        () => this.#connection.connected,
        (connected) => {
          if (!connected) return;
          this.#setQueue(retryAfterConnect(this.queue, this.#deps.clock.now()));
          this.#pump();
        },
        { fireImmediately: true },
      ),
      this.#backlog.onImported((stored) => this.#imported(stored)),
    ];
  }

  /** Each story's state, by slot. */
  get states(): ReadonlyMap<number, StoryTrackerState> {
    const connected = this.#connection.connected;
    return new Map(
      this.#backlog.stories.map((s) => [
        s.slot,
        storyTrackerState(s, this.own, this.queue, connected, this.sizeNumbers.numbers),
      ]),
    );
  }

  /** How many estimates wait to be sent (queued or failed). */
  get pending(): number {
    return this.queue.filter((e) => e.state !== 'sent').length;
  }

  /** The state of one story. */
  stateOf(story: BacklogStory): StoryTrackerState {
    return this.states.get(story.slot) ?? { kind: 'none' };
  }

  /** Retry for the story in the panel: its own issue's estimate, sent again now. */
  retryStory(story: Pick<BacklogStory, 'slot' | 'key'>): void {
    const t = tracking(story, this.own);
    if (t.kind === 'own') this.retry(t.own.key);
  }

  /** Retry: sends the story's estimate again now. */
  retry(key: string): void {
    this.#setQueue(retryNow(this.queue, key, this.#deps.clock.now()));
    this.#pump();
  }

  /** Keeps the stories the person confirmed in 'Send all estimates' as own, and sends them. */
  adoptConfirmed(confirmed: readonly OwnStory[]): void {
    this.#setOwn(ownAfterConfirm(this.own, confirmed));
    this.#decided(this.#backlog.stories);
  }

  /** Stops following and sending; {@link start} reads the stored lists again. */
  dispose(): void {
    this.#life.dispose();
    if (this.#timer !== null) this.#deps.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  /**
   * After an import: the stories of one from the tracker become the wall's own, to be
   * written to the field chosen for it; any import drops what was kept for its slots.
   */
  #imported(stored: StoredImport): void {
    const field = stored.format === 'jql' ? this.#jqlField() : null;
    const keys = new Set(stored.items.map((i) => i.key));
    this.#setOwn(ownAfterImport(this.own, stored.items, field, stored.start, stored.replace));
    // A fresh import of an issue starts afresh: its tracker may hold another value by now.
    if (field) this.#setQueue(forgetKeys(this.queue, keys));
  }

  /** Queues the estimate of every own story whose number is not yet queued or sent. */
  #decided(stories: readonly BacklogStory[]): void {
    const now = this.#deps.clock.now();
    let queue = this.queue;
    for (const story of stories) {
      const t = tracking(story, this.own);
      if (t.kind !== 'own' || !story.estimate) continue;
      const number = writtenEstimate(
        story.estimate.value,
        t.own.decimals,
        this.sizeNumbers.numbers,
        t.own.scale,
      );
      if (!number.ok) continue;
      queue = enqueue(
        queue,
        { key: t.own.key, slot: story.slot, fieldId: t.own.fieldId, value: number.value },
        now,
      );
    }
    if (queue !== this.queue) {
      this.#setQueue(queue);
      this.#pump();
    }
  }

  /** Sends the next due estimate, one at a time; sleeps until the next one falls due. */
  #pump(): void {
    if (this.#sending || !this.#life.started || !this.#connection.connected) return;
    if (this.#timer !== null) this.#deps.clock.clearTimeout(this.#timer);
    this.#timer = null;
    const now = this.#deps.clock.now();
    const entry = nextDue(this.queue, now);
    if (!entry) {
      const wake = nextWake(this.queue);
      if (wake !== null)
        this.#timer = this.#deps.clock.setTimeout(() => {
          this.#timer = null;
          this.#pump();
        }, wake - now);
      return;
    }
    this.#sending = true;
    void this.#send(entry).finally(() => {
      this.#sending = false;
      this.#pump();
    });
  }

  async #send(entry: QueueEntry): Promise<void> {
    const write = { key: entry.key, fieldId: entry.fieldId, value: entry.value };
    let result: TrackerResult<{ written: boolean }>;
    try {
      const service = await this.#connection.service();
      if (!service) return;
      result = await service.writeEstimate(write);
    } catch (e) {
      this.#deps.log.warn('Tracker: a write could not be made', e);
      result = { ok: false, failure: { kind: 'network', message: '' } };
    }
    if (!this.#life.started) return;
    const now = this.#deps.clock.now();
    this.#setQueue(
      result.ok
        ? afterSent(this.queue, entry)
        : afterFailure(this.queue, entry, result.failure, now),
    );
  }

  #read<T>(key: string, valid: (v: unknown) => v is T[]): T[] {
    const read = readStoredJson(this.#deps.localStorage.getItem(key), valid, []);
    if (read.corrupt) {
      // Reported and dropped: a bad list must not stop the wall, nor be trusted.
      this.#deps.log.warn(`Tracker: the stored list ${key} could not be read and was dropped`);
      this.#deps.localStorage.removeItem(key);
      this.droppedStorage = true;
    }
    return read.value;
  }

  #setOwn(own: OwnStory[]): void {
    action(() => (this.own = own))();
    this.#deps.localStorage.setItem(TRACKER_KEYS.own(this.#code), JSON.stringify(own));
  }

  #setQueue(queue: readonly QueueEntry[]): void {
    // Retries map the queue afresh: only a real change is stored.
    if (queue === this.queue || JSON.stringify(queue) === JSON.stringify(this.queue)) return;
    action(() => (this.queue = queue))();
    this.#deps.localStorage.setItem(TRACKER_KEYS.queue(this.#code), JSON.stringify(queue));
  }
}
