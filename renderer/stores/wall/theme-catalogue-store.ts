/**
 * The themes a wall can choose (docs/product.md, Screen config and themes, Preview
 * mode): the list read once, which theme the config equals, selecting one, and preview
 * mode, which shows a theme on this wall without saving it.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { parseThemes } from '../../domain/records';
import { matchingTheme } from '../../domain/theme-config';
import type { ScreenConfig, Theme } from '../../domain/types';
import type { ConfigWriterStore } from './config-writer-store';
import type { AppDeps } from '../common/deps';

/** The theme list, the selected theme and preview mode of one wall. */
export class ThemeCatalogueStore {
  /** The themes, read once. */
  themes: Theme[] = [];
  /** True once the themes were read (even when the list is empty). */
  themesLoaded = false;
  /** The theme shown in preview mode, or null when preview is off. */
  previewTheme: Theme | null = null;

  readonly #config: ConfigWriterStore;
  readonly #deps: AppDeps;
  #loading = false;

  constructor(config: ConfigWriterStore, deps: AppDeps) {
    this.#config = config;
    this.#deps = deps;
    makeAutoObservable(
      this,
      // A read with an argument stays a plain function, tracked where a view calls it.
      { isPreviewing: false },
      { autoBind: true },
    );
  }

  /** Reads the themes. */
  start(): void {
    this.load();
  }

  /** Preview mode is on. */
  get previewMode(): boolean {
    return this.previewTheme !== null;
  }

  /** What the screen shows: the previewed theme while preview is on, else the config. */
  get effective(): ScreenConfig {
    return this.previewTheme ? { ...this.previewTheme.values } : this.#config.current;
  }

  /** The theme the config equals, or null (the menu shows 'Custom'). */
  get selectedTheme(): Theme | null {
    return matchingTheme(this.themes, this.#config.current);
  }

  /** Writes all six fields of the theme to the config. */
  selectTheme(theme: Theme): void {
    this.#config.replaceAll(theme.values);
  }

  /** Preview on for this theme; the same theme again turns it off. */
  togglePreview(theme: Theme): void {
    this.previewTheme = this.isPreviewing(theme) ? null : theme;
  }

  /** True when preview mode shows this theme. */
  isPreviewing(theme: Theme): boolean {
    return this.previewTheme !== null && this.previewTheme.name === theme.name;
  }

  /** 'Close Preview'. */
  closePreview(): void {
    this.previewTheme = null;
  }

  /** Reads the themes again when the first read failed (e.g. the database was down). */
  ensureThemes(): void {
    if (!this.themesLoaded) this.load();
  }

  private load(): void {
    if (this.#loading) return;
    this.#loading = true;
    this.#deps.gateway
      .readThemes()
      .then((raw) =>
        runInAction(() => {
          this.themes = parseThemes(raw);
          this.themesLoaded = true;
        }),
      )
      .catch((error: unknown) => this.#deps.log.warn('Themes: could not read', error))
      .finally(() => (this.#loading = false));
  }
}
