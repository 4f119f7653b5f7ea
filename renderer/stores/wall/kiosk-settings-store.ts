/**
 * What Options offers only in the kiosk (docs/product.md, Settings menu): 'Start at
 * login' and Quit. In a browser the platform has neither, and both stay hidden.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppDeps } from '../common/deps';

/** The kiosk's start-at-login switch and Quit. */
export class KioskSettingsStore {
  /** The kiosk's start-at-login setting; null in a browser or until it is known. */
  startAtLogin: boolean | null = null;

  readonly #deps: AppDeps;

  constructor(deps: AppDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Reads the start-at-login setting (kiosk only). */
  start(): void {
    const login = this.#deps.platform.startAtLogin;
    if (!login) return;
    login
      .get()
      .then((on) => runInAction(() => (this.startAtLogin = on)))
      .catch((error: unknown) => this.#deps.log.warn('Start at login: could not read', error));
  }

  /** Switches start-at-login (kiosk only); reverts the switch when the kiosk refuses. */
  setStartAtLogin(on: boolean): void {
    const login = this.#deps.platform.startAtLogin;
    if (!login) return;
    const before = this.startAtLogin;
    this.startAtLogin = on;
    login.set(on).catch((error: unknown) => {
      this.#deps.log.error('Start at login: could not change', error);
      runInAction(() => (this.startAtLogin = before));
    });
  }

  /** Quits the kiosk app (no-op in a browser). */
  quit(): void {
    void this.#deps.platform.quit?.();
  }
}
