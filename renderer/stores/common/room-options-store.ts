/**
 * The options the whole room shares (docs/product.md, Room options): 'Reveal with a
 * countdown', 'Hide names' and 'Suggested card', at `sessions/{code}/options`, read by
 * every wall and phone of the code and set from the wall's Options. What is stored is
 * read through parseRoomOptions, so a bad field keeps its default.
 */
import { action, actionBound, makeObservable, observableRef } from 'mobx';
import {
  DEFAULT_ROOM_OPTIONS,
  parseRoomOptions,
  type RoomOptions,
} from '../../domain/room-options';
import { roomOptionsText } from '../../i18n/en/room-options';
import { message, type Message } from '../../i18n/translate';
import type { AppDeps } from './deps';
import { Lifecycle } from './lifecycle';

/** The room's options of one screen code. Call {@link RoomOptionsStore.dispose} at the end. */
export class RoomOptionsStore {
  /** The options as stored; the defaults until the first read and after a bad one. */
  options: RoomOptions = DEFAULT_ROOM_OPTIONS;
  /** Why the last change was not saved; null when it was (or none was made). */
  error: Message | null = null;

  readonly #code: string;
  readonly #deps: Pick<AppDeps, 'gateway' | 'log'>;
  readonly #life = new Lifecycle();

  constructor(code: string, deps: Pick<AppDeps, 'gateway' | 'log'>) {
    this.#code = code;
    this.#deps = deps;
    makeObservable<RoomOptionsStore, 'receive' | 'failed'>(this, {
      options: observableRef,
      error: observableRef,
      set: actionBound,
      receive: action,
      failed: action,
    });
  }

  /** Starts listening; again after {@link RoomOptionsStore.dispose}, as if new. */
  start(): void {
    this.#life.start(() => [
      this.#deps.gateway.onSessionPart(this.#code, 'options', (raw) => this.receive(raw)),
    ]);
  }

  /**
   * Changes one option for the whole room. Only that field is written, so two walls
   * changing different options at once keep both; the change shows once the database
   * has it. A refused write is said and changes nothing.
   */
  set<K extends keyof RoomOptions>(key: K, value: RoomOptions[K]): void {
    this.error = null;
    this.#deps.gateway.updateSession(this.#code, { [`options/${key}`]: value }).catch((e) => {
      this.#deps.log.warn('Room option not saved:', e);
      this.failed();
    });
  }

  /** Stops listening; the options read so far stay. */
  dispose(): void {
    this.#life.dispose();
  }

  private receive(raw: unknown): void {
    this.options = parseRoomOptions(raw);
  }

  private failed(): void {
    this.error = message(roomOptionsText, 'saveFailed');
  }
}
