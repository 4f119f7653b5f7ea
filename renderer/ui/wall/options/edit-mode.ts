/**
 * Which view Options shows: the normal view or the edit view (the sliders icon; see
 * docs/product.md, Settings menu). Menu state only, kept while the wall page lives.
 */
import { makeAutoObservable } from 'mobx';
import type { Theme } from '../../../domain/types';

/** What the edit view needs of the theme catalogue. */
export interface ThemeChoice {
  selectTheme(theme: Theme): void;
  closePreview(): void;
}

/** The menu's edit view switch. */
export class EditMode {
  /** The menu shows the colour and image editor. */
  on = false;

  readonly #themes: ThemeChoice;

  constructor(themes: ThemeChoice) {
    this.#themes = themes;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * The sliders icon. Entering edit mode closes the preview: the edits apply to the
   * saved config, and the owner should see them on the screen while making them.
   */
  toggle(): void {
    this.on = !this.on;
    if (this.on) this.#themes.closePreview();
  }

  /** Selecting a theme writes it and leaves edit mode. */
  selectTheme(theme: Theme): void {
    this.#themes.selectTheme(theme);
    this.on = false;
  }
}
