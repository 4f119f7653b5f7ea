/**
 * The remembered list (`lastClients` in session storage, docs/product.md, Browser storage): the participants the
 * screen showed last, so that one missing from the next snapshot is marked Offline.
 * It belongs to one screen code: a tab that moves to another code carries nobody over
 * (the code it belongs to is kept beside it, under {@link LAST_CLIENTS_CODE_KEY}).
 */
import { sameParticipantLists } from '../../domain/participants';
import { isParticipantList, parseStoredJson } from '../../domain/storage';
import { LAST_CLIENTS_CODE_KEY, STORAGE_KEYS } from '../../domain/storage-keys';
import type { ParticipantRecord } from '../../domain/types';
import type { AppDeps } from '../common/deps';

/**
 * The remembered list is written to session storage at most this often (and at once
 * on the owner's own actions and on {@link RememberedList.flush}): it only matters
 * after a reload, and a busy room would otherwise write it on every vote.
 */
export const REMEMBER_WRITE_MS = 1_000;

/**
 * Reads the remembered list of `code`: empty when the stored list belongs to another
 * code (or to none: a list written before the code was kept beside it).
 */
export function readRemembered(
  storage: AppDeps['sessionStorage'],
  code: string,
): ParticipantRecord[] {
  if (storage.getItem(LAST_CLIENTS_CODE_KEY) !== code) return [];
  return parseStoredJson(storage.getItem(STORAGE_KEYS.lastClients), isParticipantList, []);
}

/** The remembered list of one screen code, written to session storage lazily. */
export class RememberedList {
  #records: ParticipantRecord[];
  #timer: unknown = null;
  readonly #code: string;
  readonly #deps: Pick<AppDeps, 'sessionStorage' | 'clock'>;

  constructor(code: string, deps: Pick<AppDeps, 'sessionStorage' | 'clock'>) {
    this.#code = code;
    this.#deps = deps;
    this.#records = readRemembered(deps.sessionStorage, code);
  }

  /** The remembered records, in screen order. */
  get records(): readonly ParticipantRecord[] {
    return this.#records;
  }

  /** Remembers `next`; written within {@link REMEMBER_WRITE_MS} when it differs. */
  replace(next: ParticipantRecord[]): void {
    // The periodic stale check mostly finds nothing new: then there is nothing to write.
    if (sameParticipantLists(next, this.#records)) return;
    this.#records = next;
    if (this.#timer !== null) return;
    this.#timer = this.#deps.clock.setTimeout(() => this.write(), REMEMBER_WRITE_MS);
  }

  /** Forgets the given participants and writes at once (the owner's own action). */
  forget(userIds: Iterable<string>): void {
    const gone = new Set(userIds);
    this.#records = this.#records.filter((r) => !gone.has(r.userId));
    this.write();
  }

  /** Writes now if a write is pending (page hidden or closing, disposal). */
  flush(): void {
    if (this.#timer !== null) this.write();
  }

  /** Writes the list now; a pending write is no longer needed. */
  write(): void {
    if (this.#timer !== null) this.#deps.clock.clearTimeout(this.#timer);
    this.#timer = null;
    const storage = this.#deps.sessionStorage;
    storage.setItem(LAST_CLIENTS_CODE_KEY, this.#code);
    storage.setItem(STORAGE_KEYS.lastClients, JSON.stringify(this.#records));
  }
}
