/**
 * Who left the current round with Leave (`sessions/{code}/left`), for the wall and the
 * phones alike: the records of the Offline cards those departures stand for
 * (docs/product.md, Offline; the rule is `roomCards` in renderer/domain/departures.ts).
 */
import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import type { RawChild } from '../../data/gateway';
import { departedRecords } from '../../domain/departures';
import type { ParticipantRecord } from '../../domain/types';
import type { AppDeps } from './deps';
import { Lifecycle } from './lifecycle';

/** Live departures of one screen code. Call {@link DeparturesStore.dispose} at the end. */
export class DeparturesStore {
  /** `sessions/{code}/left` as last received, unvalidated. */
  received: readonly RawChild[] = [];

  readonly #code: string;
  readonly #gateway: AppDeps['gateway'];
  readonly #round: () => number | null;
  readonly #life = new Lifecycle();

  /** `round`: the current round number (null until known: then nobody counts as gone). */
  constructor(code: string, deps: Pick<AppDeps, 'gateway'>, round: () => number | null) {
    this.#code = code;
    this.#gateway = deps.gateway;
    this.#round = round;
    makeObservable(this, { received: observableRef, records: computed });
  }

  /** Starts listening; again after {@link dispose}. */
  start(): void {
    this.#life.start(() => [
      this.#gateway.onDepartures(this.#code, (children) =>
        runInAction(() => {
          this.received = children;
        }),
      ),
    ]);
  }

  /** The Offline records of those who left the current round. */
  get records(): ParticipantRecord[] {
    return departedRecords(this.received, this.#round());
  }

  dispose(): void {
    this.#life.dispose();
  }
}
