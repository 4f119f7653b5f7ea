/**
 * The app's root: one per tab, created by the app's entry (main.tsx) before React
 * starts. It owns the language (`LocaleStore`), which outlives a change of screen code so
 * the words stay shown, and the root of the code shown (`WallRoot`, `PhoneRoot`), which
 * the page creates once per code and hands it (docs/architecture.md, Stores); and the
 * reloads after a render error.
 */
import type { AppDeps } from '../common/deps';
import type { Stop } from '../common/lifecycle';
import type { LocaleStore } from '../common/locale-store';
import { RenderRecovery } from '../common/render-recovery';

/** The root of one screen code: the wall's or the phone's. */
export interface CodeRoot {
  start(): void;
  dispose(): void;
}

/** The language and the root of the code shown, from {@link start} to {@link dispose}. */
export class AppRoot {
  readonly deps: AppDeps;
  readonly locale: LocaleStore;
  /** The reloads after a render error (`RecoveringBoundary`, above every page). */
  readonly renderRecovery: RenderRecovery;
  #shown: CodeRoot | null = null;

  constructor(deps: AppDeps, locale: LocaleStore) {
    this.deps = deps;
    this.locale = locale;
    this.renderRecovery = new RenderRecovery({
      clock: deps.clock,
      sessionStorage: deps.sessionStorage,
      reload: () => window.location.reload(),
    });
  }

  /**
   * Shows the device's language, and starts the code's root again after a dispose. No
   * guard of its own: both parts guard a second start and dispose (their `Lifecycle`).
   */
  start(): void {
    this.locale.start();
    this.#shown?.start();
  }

  /** Disposes the code's root, then the language's following of the deployment. */
  dispose(): void {
    this.#shown?.dispose();
    this.locale.dispose();
  }

  /**
   * The page shows `root` for its code: started now (a phone's before its first paint),
   * disposed by the stop returned (the code changes, the page goes) or with this root.
   */
  show(root: CodeRoot): Stop {
    this.#shown = root;
    root.start();
    return () => {
      if (this.#shown === root) this.#shown = null;
      root.dispose();
    };
  }
}
