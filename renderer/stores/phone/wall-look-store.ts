/**
 * The screen's colours as a phone sees them (`configs/{code}`, read only), so that what
 * the phone shows of the wall, the result summary (docs/product.md, Result summary),
 * looks like the wall.
 */
import { action, makeObservable, observableRef } from 'mobx';
import { EMPTY_CONFIG, parseConfig } from '../../domain/records';
import type { ScreenConfig } from '../../domain/types';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';

/** The live config of one screen code, for display only. */
export class WallLookStore {
  /** The config as stored (validated; empty fields by default). */
  config: ScreenConfig = { ...EMPTY_CONFIG };

  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #life = new Lifecycle();

  constructor(code: string, deps: AppDeps) {
    this.#code = code;
    this.#deps = deps;
    makeObservable<WallLookStore, 'receive'>(this, {
      config: observableRef,
      receive: action,
    });
  }

  /** Starts following the config; restartable (React's StrictMode runs effects twice). */
  start(): void {
    this.#life.start(() => [this.#deps.gateway.onConfig(this.#code, (raw) => this.receive(raw))]);
  }

  /** Stops following the config. */
  dispose(): void {
    this.#life.dispose();
  }

  private receive(raw: unknown): void {
    this.config = parseConfig(raw);
  }
}
