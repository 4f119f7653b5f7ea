/**
 * The team's T-shirt sizes as numbers, kept per screen code in the wall's local storage
 * (docs/tracker-wall.md, The estimate written; rules in renderer/domain/size-numbers.ts).
 * Read when the tracker's stores are made; a stored value that cannot be read is
 * reported, removed and said once in Options, and leaves every size unmapped (nothing
 * else of the wall's is touched).
 */
import { action, makeObservable, observableRef } from 'mobx';
import { isSizeNumbers, type SizeNumbers } from '../../domain/size-numbers';
import { readStoredJson } from '../../domain/stored-read';
import { TRACKER_KEYS } from '../../domain/tracker-storage-keys';
import type { AppDeps } from '../common/deps';

export class SizeNumbersStore {
  /** The saved numbers; empty while nothing is mapped. */
  numbers: SizeNumbers = {};
  /** What was stored could not be read and was dropped. */
  droppedStorage = false;

  readonly #key: string;
  readonly #deps: AppDeps;

  constructor(code: string, deps: AppDeps) {
    this.#key = TRACKER_KEYS.sizes(code);
    this.#deps = deps;
    const read = readStoredJson(deps.localStorage.getItem(this.#key), isSizeNumbers, {});
    if (read.corrupt) {
      deps.log.warn(`Tracker: the stored sizes ${this.#key} could not be read and were dropped`);
      deps.localStorage.removeItem(this.#key);
    }
    this.numbers = read.value;
    this.droppedStorage = read.corrupt;
    makeObservable(this, {
      numbers: observableRef,
      droppedStorage: observableRef,
      save: action,
      clear: action,
    });
  }

  /** Whether any size is mapped. */
  get mapped(): boolean {
    return Object.keys(this.numbers).length > 0;
  }

  /** Keeps `numbers` (already checked by the form's rules) as the team's mapping. */
  save(numbers: SizeNumbers): void {
    if (Object.keys(numbers).length === 0) return this.clear();
    this.numbers = { ...numbers };
    this.droppedStorage = false;
    this.#deps.localStorage.setItem(this.#key, JSON.stringify(this.numbers));
  }

  /** No size mapped: sizes are not written again until a mapping is saved. */
  clear(): void {
    this.numbers = {};
    this.droppedStorage = false;
    this.#deps.localStorage.removeItem(this.#key);
  }
}
