/**
 * The reference board (docs/product.md, Reference board): the backlog's stories already
 * estimated, in columns by estimate, read live from the backlog the session already
 * follows (no listener of its own), and whether the wall shows it. The column rule is
 * renderer/domain/reference-board.ts.
 */
import { actionBound, computed, computedStruct, makeObservable, observable, reaction } from 'mobx';
import { estimatedCount, type BacklogStory } from '../../domain/backlog';
import { referenceColumns, type BoardColumn } from '../../domain/reference-board';
import { Lifecycle } from '../common/lifecycle';

/** What the board reads of the backlog. */
export interface ReferenceBoardSource {
  readonly stories: readonly BacklogStory[];
}

/** The stories sized so far, and the wall's board open or closed. */
export class ReferenceBoardStore {
  /** The wall shows the board (M). */
  open = false;

  readonly #backlog: ReferenceBoardSource;
  readonly #life = new Lifecycle();

  constructor(backlog: ReferenceBoardSource) {
    this.#backlog = backlog;
    makeObservable(this, {
      open: observable,
      offered: computed,
      columns: computedStruct,
      sizedCount: computed,
      toggle: actionBound,
      close: actionBound,
    });
  }

  /** There is a backlog to size: only then does M open the board. */
  get offered(): boolean {
    return this.#backlog.stories.length > 0;
  }

  /** One column per estimate, the smallest left; empty while nothing is sized. */
  get columns(): BoardColumn[] {
    return referenceColumns(this.#backlog.stories);
  }

  /** How many stories have an estimate. */
  get sizedCount(): number {
    return estimatedCount(this.#backlog.stories);
  }

  /** M: opens the board (with a backlog), or closes it. */
  toggle(): void {
    this.open = !this.open && this.offered;
  }

  /** Escape, or its close button. */
  close(): void {
    this.open = false;
  }

  /** Closes the board when the backlog goes (replaced by nothing, or removed). */
  start(): void {
    this.#life.start(() => [
      reaction(
        () => this.offered,
        (offered) => {
          if (!offered) this.close();
        },
      ),
    ]);
  }

  /** Stops watching the backlog. */
  dispose(): void {
    this.#life.dispose();
  }
}
