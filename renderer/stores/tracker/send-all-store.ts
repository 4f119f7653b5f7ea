/**
 * 'Send all estimates' (docs/tracker-wall.md): for stories the wall did not import (a CSV
 * backlog), it looks their keys up at the tracker, lists every key and value it would
 * write, and writes only once the person at the wall confirms that list; those keys
 * are then the wall's own.
 */
import { action, actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import type {
  EstimateField,
  TrackerFailure,
  TrackerFieldProblem,
  TrackerStory,
} from '../../../shared/trackers/contract';
import { ownField, type OwnStory } from '../../domain/tracker-own';
import { keyLookup } from '../../domain/tracker-kinds';
import { lookUpKeys } from '../../domain/tracker-key-split';
import { sendCandidates, sendRows, type SendRow } from '../../domain/tracker-send-all';
import type { BacklogStore } from '../session/backlog-store';
import type { TrackerConnectionStore } from './tracker-connection-store';
import { fieldChoices } from './tracker-import-store';
import type { WriteBackStore } from './write-back-store';

export class SendAllStore {
  busy = false;
  failure: TrackerFailure | null = null;
  /** The issues found for the list; null when no list is shown. */
  found: TrackerStory[] | null = null;
  fields: EstimateField[] = [];
  fieldId: string | null = null;
  /**
   * Why the issues found have no field to write (a GitLab without weights, a Linear team
   * without estimates).
   */
  fieldProblem: TrackerFieldProblem | null = null;
  /** How many the last confirmed list handed to the queue. */
  confirmed: number | null = null;

  readonly #backlog: BacklogStore;
  readonly #connection: TrackerConnectionStore;
  readonly #writeBack: WriteBackStore;

  constructor(
    backlog: BacklogStore,
    connection: TrackerConnectionStore,
    writeBack: WriteBackStore,
  ) {
    this.#backlog = backlog;
    this.#connection = connection;
    this.#writeBack = writeBack;
    makeObservable(this, {
      busy: observable,
      failure: observableRef,
      found: observableRef,
      fields: observableRef,
      fieldId: observable,
      fieldProblem: observable,
      confirmed: observable,
      candidates: computed,
      field: computed,
      rows: computed,
      chooseField: actionBound,
      cancel: actionBound,
      confirm: actionBound,
    });
  }

  /** The estimated stories with a key of the tracker's form the wall does not write yet. */
  get candidates() {
    return sendCandidates(
      this.#backlog.stories,
      this.#writeBack.own,
      keyLookup(this.#connection.kind),
    );
  }

  get field(): EstimateField | null {
    return this.fields.find((f) => f.id === this.fieldId) ?? null;
  }

  /** The list to confirm: each key, its card and the number written (or why not). */
  get rows(): SendRow[] | null {
    const field = this.field;
    if (!this.found) return null;
    if (field)
      return sendRows(
        this.candidates,
        this.found,
        field,
        keyLookup(this.#connection.kind),
        this.#writeBack.sizeNumbers.numbers,
      );
    // No key found, so no field to pick: each row says its key was not found.
    return this.found.length === 0 ? sendRows(this.candidates, [], null) : [];
  }

  chooseField(id: string): void {
    if (this.fields.some((f) => f.id === id)) this.fieldId = id;
  }

  /**
   * Looks the candidates' keys up and shows the list. A key of no issue makes Jira refuse
   * the whole query, so a refused lookup is asked again in halves: the list then shows
   * such keys as not found and the others with their values.
   */
  async prepare(): Promise<void> {
    const service = this.#connection.service();
    const keys = this.candidates.map((s) => s.key);
    const lookup = keyLookup(this.#connection.kind);
    if (this.busy || !service || keys.length === 0) return;
    action(() => {
      this.busy = true;
      this.failure = null;
      this.fieldProblem = null;
      this.confirmed = null;
    })();
    // Each tracker's own query for its keys: JQL's key in (…), WIQL's [System.Id] IN (…),
    // GitHub's and GitLab's references.
    const result = await lookUpKeys(keys, async (group) =>
      (await service).importByQuery(lookup.query(group), group.length),
    );
    action(() => {
      this.busy = false;
      if (!result.ok) this.failure = result.failure;
      else {
        this.found = result.value.stories;
        this.fields = fieldChoices(result.value);
        this.fieldId = result.value.field?.id ?? null;
        this.fieldProblem = result.value.fieldProblem ?? null;
      }
    })();
  }

  /** The person confirmed the list: its writable rows become own and are sent. */
  confirm(): void {
    const field = this.field;
    const rows = this.rows;
    if (!field || !rows) return;
    const own = rows.flatMap((r): OwnStory[] =>
      r.value === null || !r.found
        ? []
        : [
            {
              slot: r.slot,
              key: r.key,
              url: r.found.url,
              ...ownField(field),
              was: r.found.estimate,
            },
          ],
    );
    this.#writeBack.adoptConfirmed(own);
    this.found = null;
    this.confirmed = own.length;
  }

  cancel(): void {
    this.found = null;
    this.failure = null;
    this.fieldProblem = null;
  }
}
