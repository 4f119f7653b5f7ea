/**
 * The wall's blocked participants (docs/product.md, Block): kept in session storage
 * (`blockedClients`) in the order blocked, so a reload keeps them and a new browser
 * session starts with none.
 */
import { computedStruct, makeObservable, observableRef, action } from 'mobx';
import { withoutParticipant } from '../../domain/participants';
import { isParticipantList, parseStoredJson } from '../../domain/storage';
import { STORAGE_KEYS } from '../../domain/storage-keys';
import type { ParticipantRecord } from '../../domain/types';
import type { AppDeps } from '../common/deps';

/** The blocked list of this wall. */
export class BlockListStore {
  /** Blocked participants, in the order blocked. */
  blocked: ParticipantRecord[];

  readonly #storage: AppDeps['sessionStorage'];

  constructor(storage: AppDeps['sessionStorage']) {
    this.#storage = storage;
    this.blocked = parseStoredJson(
      storage.getItem(STORAGE_KEYS.blockedClients),
      isParticipantList,
      [],
    );
    makeObservable(this, {
      blocked: observableRef,
      blockedIds: computedStruct,
      add: action,
      remove: action,
    });
  }

  /** The blocked userIds. */
  get blockedIds(): ReadonlySet<string> {
    return new Set(this.blocked.map((r) => r.userId));
  }

  /** Blocks the participant of `record`; false when already blocked. */
  add(record: ParticipantRecord): boolean {
    if (this.blockedIds.has(record.userId)) return false;
    this.blocked = [...this.blocked, record];
    this.save();
    return true;
  }

  /** Unblocks `userId`; false when not blocked. */
  remove(userId: string): boolean {
    if (!this.blockedIds.has(userId)) return false;
    this.blocked = withoutParticipant(this.blocked, userId);
    this.save();
    return true;
  }

  private save(): void {
    this.#storage.setItem(STORAGE_KEYS.blockedClients, JSON.stringify(this.blocked));
  }
}
