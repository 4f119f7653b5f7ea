/**
 * The backlog of one screen code (docs/data-contract.md, "The backlog"): its stories
 * and the current one as every device sees them, an import prepared as a preview
 * and then its stories written whole in one update (or not at all) with their links and
 * 'Was' after them, moving between stories, and
 * the exports. Refusals and failures are kinds: the page says them in its language. The rules live in renderer/domain/backlog*.ts.
 */
import { action, actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import type { Unsubscribe } from '../../data/gateway';
import {
  importPatch,
  nextUnestimated,
  parseBacklog,
  parseCurrentSlot,
  storyPlace,
  type BacklogItem,
  type BacklogStory,
  type StoryPlace,
} from '../../domain/backlog';
import type { BacklogExportWords } from '../../domain/backlog-export';
import type {
  Checked,
  ImportFormat,
  ImportMode,
  ImportPreview,
  ImportRefusal,
} from '../../domain/backlog-import';
import type { TrackerStory } from '../../../shared/trackers/contract';
import type { TimeFormatter } from '../../domain/history';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';

// Reading an import and writing an export load their code when first used: a phone
// that only shows the backlog, and a wall that never imports, do not carry it.
const importCode = () => import('../../domain/backlog-import');
const exportCode = () => import('../../domain/backlog-export');

/** Why an import did not happen: refused as read, or its update failed (nothing was stored). */
export type ImportProblem = ImportRefusal | { kind: 'saveFailed' };

/** What an import stored: its stories, from which slot, and whether they replaced the backlog. */
export interface StoredImport {
  format: ImportFormat;
  items: readonly BacklogItem[];
  start: number;
  replace: boolean;
}

/** The backlog of one screen code. */
export class BacklogStore {
  readonly code: string;
  stories: BacklogStory[] = [];
  /** `currentStory` as stored, unvalidated. */
  currentRaw: unknown = null;
  /** The import waiting for the user's confirmation. */
  draft: ImportPreview | null = null;
  /** Why the last import was refused or failed; null when none was. */
  importError: ImportProblem | null = null;
  /** The last move to another story failed (the connection); false once one works. */
  moveFailed = false;
  busy = false;

  readonly #deps: AppDeps;
  readonly #life = new Lifecycle();
  readonly #imported = new Set<(stored: StoredImport) => void>();

  constructor(code: string, deps: AppDeps) {
    this.code = code;
    this.#deps = deps;
    makeObservable(this, {
      stories: observableRef,
      currentRaw: observable,
      draft: observableRef,
      importError: observableRef,
      moveFailed: observable,
      busy: observable,
      currentSlot: computed,
      place: computed,
      prepareText: actionBound,
      prepareFile: actionBound,
      prepareTracker: actionBound,
      cancelImport: actionBound,
      confirmImport: actionBound,
      goTo: actionBound,
      skip: actionBound,
      back: actionBound,
    });
  }

  /** Follows the stored backlog and its current story. */
  start(): void {
    const { gateway } = this.#deps;
    this.#life.start(() => [
      gateway.onBacklog(
        this.code,
        action((raw: unknown) => (this.stories = parseBacklog(raw))),
      ),
      gateway.onCurrentStory(
        this.code,
        action((raw: unknown) => (this.currentRaw = raw)),
      ),
    ]);
  }

  /** The slot of the current story, null when there is none. */
  get currentSlot(): number | null {
    return parseCurrentSlot(this.currentRaw, this.stories);
  }

  /** The current story, its place ("3 of 12") and the next one; null without one. */
  get place(): StoryPlace | null {
    return storyPlace(this.stories, this.currentSlot);
  }

  /**
   * Loads the import and export code ahead of use, when the panel offering them is
   * shown: an action taken later then needs no network (a phone that lost it meanwhile).
   */
  loadCode(): Promise<
    [typeof import('../../domain/backlog-import'), typeof import('../../domain/backlog-export')]
  > {
    return Promise.all([importCode(), exportCode()]);
  }

  /** Prepares pasted text as an import preview (or says why it cannot be imported). */
  async prepareText(text: string): Promise<void> {
    const code = await importCode();
    this.#prepare(code.checkImportText(text), code.readBacklogImport);
  }

  /** Prepares an uploaded file's bytes as an import preview. */
  async prepareFile(bytes: Uint8Array): Promise<void> {
    const code = await importCode();
    this.#prepare(code.decodeImportFile(bytes), code.readBacklogImport);
  }

  /** Prepares the stories a tracker returned (docs/tracker-wall.md, Import by query) as a preview. */
  async prepareTracker(stories: readonly TrackerStory[]): Promise<void> {
    const code = await importCode();
    this.#prepare({ ok: true, value: '' }, () => ({
      ok: true,
      value: code.trackerPreview(stories),
    }));
  }

  /** Calls `listener` with each import this page stored; answers how to stop. */
  onImported(listener: (stored: StoredImport) => void): Unsubscribe {
    this.#imported.add(listener);
    return () => void this.#imported.delete(listener);
  }

  #prepare(text: Checked<string>, read: (text: string) => Checked<ImportPreview>): void {
    const result = text.ok ? read(text.value) : text;
    action(() => {
      this.draft = result.ok ? result.value : null;
      this.importError = result.ok ? null : result.refusal;
    })();
  }

  /** Drops the prepared import. */
  cancelImport(): void {
    this.draft = null;
    this.importError = null;
  }

  /** Stores the prepared import, appended or replacing the backlog: all of it or nothing. */
  async confirmImport(mode: ImportMode): Promise<boolean> {
    // Loaded before the checks, so nothing can change between them and `busy`.
    const { importStart, importDetailPatches } = await importCode();
    const draft = this.draft;
    if (!draft || this.busy) return false;
    const items = draft.items;
    const start = importStart(
      this.stories.map((s) => s.slot),
      items.length,
      mode,
    );
    if (!start.ok) {
      action(() => (this.importError = start.refusal))();
      return false;
    }
    const patch = importPatch(items, start.value, mode === 'replace', this.currentSlot);
    action(() => (this.busy = true))();
    try {
      await this.#deps.gateway.updateSession(this.code, patch);
    } catch (e) {
      this.#deps.log.error('Could not import the backlog:', e);
      this.#settle(() => (this.importError = { kind: 'saveFailed' }));
      return false;
    }
    action(() => (this.draft = null))();
    const stored = { format: draft.format, items, start: start.value, replace: mode === 'replace' };
    for (const listener of this.#imported) listener(stored);
    await this.#writeDetails(importDetailPatches(items, start.value));
    this.#settle(() => undefined);
    return true;
  }

  /**
   * The imported stories' links and 'Was', after the stories (they would take one write
   * past its budget). Still busy meanwhile, so no other import of this page comes between.
   * The connection going does not fail them (the database sends them once back); a
   * refusal does, when the backlog was replaced meanwhile, and then they belong to no
   * story here: the stories stay, and the wall keeps each one's link and 'Was' on its own
   * side for its write-back (tracker-own.ts).
   */
  async #writeDetails(patches: readonly Record<string, unknown>[]): Promise<void> {
    try {
      for (const patch of patches) await this.#deps.gateway.updateSession(this.code, patch);
    } catch (e) {
      this.#deps.log.warn('Could not store the links and Was of the imported stories:', e);
    }
  }

  /** Makes the story in `slot` current (going back, or to re-estimate it). */
  async goTo(slot: number): Promise<void> {
    this.moveFailed = false;
    try {
      await this.#deps.gateway.updateSession(this.code, { currentStory: String(slot) });
    } catch (e) {
      this.#deps.log.error('Could not change the story:', e);
      this.#settle(() => (this.moveFailed = true));
    }
  }

  /** Leaves the current story without an estimate: the next one not estimated. */
  skip(): Promise<void> {
    const next = nextUnestimated(this.stories, this.currentSlot);
    return next ? this.goTo(next.slot) : Promise.resolve();
  }

  /** The story before the current one. */
  back(): Promise<void> {
    const place = this.place;
    const previous = place ? this.stories[place.position - 2] : undefined;
    return previous ? this.goTo(previous.slot) : Promise.resolve();
  }

  /** The backlog as the CSV a tracker takes back. */
  async csv(formatTime: TimeFormatter, notEstimated: string): Promise<string> {
    const stories = this.stories;
    const { backlogCsv } = await exportCode();
    return backlogCsv(stories, formatTime, notEstimated);
  }

  /** The backlog as a Markdown table. */
  async markdown(formatTime: TimeFormatter, words: BacklogExportWords): Promise<string> {
    const stories = this.stories;
    const { backlogMarkdown } = await exportCode();
    return backlogMarkdown(stories, formatTime, words);
  }

  /** Stops following the database; {@link start} follows it again. */
  dispose(): void {
    this.#life.dispose();
  }

  #settle(change: () => void): void {
    action(() => {
      this.busy = false;
      change();
    })();
  }
}
