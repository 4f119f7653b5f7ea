/**
 * The story being estimated (`sessions/{code}/story`, docs/product.md, Story), shared by
 * the wall and the phones of one screen code.
 */
import { action, actionBound, makeObservable, observable } from 'mobx';
import { normalizeStory, parseStory } from '../../domain/story';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';

/** The story of one screen code. Listens from {@link StoryStore.start} to {@link StoryStore.dispose}. */
export class StoryStore {
  /** The story ('' for none). */
  text = '';
  /** The story has arrived. */
  loaded = false;

  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps) {
    this.#code = code;
    this.#deps = deps;
    makeObservable<StoryStore, 'receive'>(this, {
      text: observable,
      loaded: observable,
      set: actionBound,
      receive: action,
    });
  }

  /** Follows the stored story. */
  start(): void {
    this.#life.start(() => [this.#deps.gateway.onStory(this.#code, (raw) => this.receive(raw))]);
  }

  /** Sets the story (one line, at most 200 characters); shown at once, then written. */
  set(text: string): void {
    const story = normalizeStory(text);
    if (story === this.text) return;
    this.text = story;
    this.#deps.gateway
      .setStory(this.#code, story)
      .catch((e: unknown) => this.#deps.log.error('Could not set the story:', e));
  }

  /** Stops following it; {@link start} follows it again. */
  dispose(): void {
    this.#life.dispose();
  }

  private receive(raw: unknown): void {
    this.text = parseStory(raw);
    this.loaded = true;
  }
}
