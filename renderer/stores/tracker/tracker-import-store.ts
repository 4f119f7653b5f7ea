/**
 * 'From Jira' in the backlog's import (docs/tracker-wall.md, Import by query): runs the
 * person's JQL through the connector and fills the same preview, Append and Replace as a
 * CSV; the estimate field found is kept for the stories once they are stored, and when
 * none was found the person picks a number field from the ones the site returned (or,
 * where the tracker has none, as a GitLab without weights, the stories come without).
 */
import { action, actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import { BACKLOG_MAX_STORIES } from '../../domain/backlog';
import type {
  EstimateField,
  TrackerFailure,
  TrackerFieldProblem,
  TrackerImport,
} from '../../../shared/trackers/contract';
import type { BacklogStore } from '../session/backlog-store';
import type { TrackerConnectionStore } from './tracker-connection-store';

/** Every field of an answer once: the one found first, then the ones to pick from. */
export function fieldChoices(found: Pick<TrackerImport, 'field' | 'fields'>): EstimateField[] {
  const all = found.field ? [found.field, ...found.fields] : [...found.fields];
  return all.filter((f, i) => all.findIndex((g) => g.id === f.id) === i);
}

export class TrackerImportStore {
  busy = false;
  /** Why the last query failed; null after one that worked. */
  failure: TrackerFailure | null = null;
  /** The last answer; its stories are the preview's. */
  found: TrackerImport | null = null;
  /** The field chosen for the stories (the one found, or the person's pick). */
  fieldId: string | null = null;

  readonly #backlog: BacklogStore;
  readonly #connection: TrackerConnectionStore;

  constructor(backlog: BacklogStore, connection: TrackerConnectionStore) {
    this.#backlog = backlog;
    this.#connection = connection;
    makeObservable(this, {
      busy: observable,
      failure: observableRef,
      found: observableRef,
      fieldId: observable,
      field: computed,
      fields: computed,
      fieldProblem: computed,
      needsField: computed,
      chooseField: actionBound,
    });
  }

  /** The field the stories of the preview will be written to; null until one is chosen. */
  get field(): EstimateField | null {
    return this.fields.find((f) => f.id === this.fieldId) ?? null;
  }

  get fields(): EstimateField[] {
    return this.found ? fieldChoices(this.found) : [];
  }

  /**
   * Why the tracker has no field for the preview's stories (a GitLab without weights):
   * they are imported to be estimated, and nothing is written back.
   */
  get fieldProblem(): TrackerFieldProblem | null {
    return this.found?.fieldProblem ?? null;
  }

  /**
   * The preview is of this query's stories and no field is chosen: Import waits for one,
   * unless the tracker said there is none to choose.
   */
  get needsField(): boolean {
    return (
      this.#backlog.draft?.format === 'jql' && this.field === null && this.fieldProblem === null
    );
  }

  chooseField(id: string): void {
    if (this.fields.some((f) => f.id === id)) this.fieldId = id;
  }

  /** Runs `query` and prepares its stories as the import's preview. */
  async run(query: string): Promise<void> {
    const service = this.#connection.service();
    if (this.busy || !service || query.trim() === '') return;
    action(() => {
      this.busy = true;
      this.failure = null;
    })();
    let result: Awaited<ReturnType<Awaited<typeof service>['importByQuery']>>;
    try {
      result = await (await service).importByQuery(query.trim(), BACKLOG_MAX_STORIES);
    } catch {
      result = { ok: false, failure: { kind: 'network', message: '' } };
    }
    action(() => {
      this.busy = false;
      if (!result.ok) this.failure = result.failure;
      else {
        this.found = result.value;
        this.fieldId = result.value.field?.id ?? null;
      }
    })();
    if (result.ok) await this.#backlog.prepareTracker(result.value.stories);
  }
}
