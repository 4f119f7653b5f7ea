/**
 * The screen's shared look (spec §2 "Settings menu", §4 "Preview mode", §7
 * `configs/{code}` and `themes`): the live config, the themes, which theme is
 * selected, the colour and image-rule editor, preview mode, and the kiosk's
 * start-at-login switch. Every change is written to `configs/{code}`, so every
 * screen showing the code follows it live.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Unsubscribe } from '../data/gateway';
import { parseImageRules, serializeImageRules } from '../domain/image-rules';
import { LABELS } from '../domain/constants';
import {
  CONFIG_STRING_MAX_LENGTH,
  EMPTY_CONFIG,
  parseConfig,
  parseThemes,
} from '../domain/records';
import { emptyImageRule, isHexColor, matchingTheme, type ColorKey } from '../domain/theme-config';
import type { CustomImageRule, ScreenConfig, Theme } from '../domain/types';
import type { AppDeps } from './deps';

/**
 * Colour edits are written at most this often. Dragging a picker reports dozens of
 * values a second; writing each would flood the database and every screen. The last
 * value is always written (trailing edge), and live screens still follow the drag.
 */
export const CONFIG_WRITE_INTERVAL_MS = 150;

type ConfigKey = keyof ScreenConfig;

/** The name Options shows for each config field. */
const FIELD_LABELS: Record<ConfigKey, string> = {
  cardBackground: LABELS.cardBackground,
  cardBorder: LABELS.cardBorder,
  textColor: LABELS.textColor,
  screenBackground: LABELS.screenBackground,
  screenForeground: LABELS.screenForeground,
  customImages: LABELS.valueSpecificImages,
};

/** A change of the config that was not saved, and why (shown in Options). */
export interface SaveProblem {
  /** The fields not saved. */
  keys: ConfigKey[];
  /** What was not saved and why, in words for the screen owner. */
  message: string;
}

const count = (n: number) => n.toLocaleString('en-US');
const fieldNames = (keys: readonly ConfigKey[]) => keys.map((k) => FIELD_LABELS[k]).join(', ');

/** Live config, themes, editor and preview state of one screen code. */
export class ConfigStore {
  /** The config as stored at `configs/{code}` (validated; empty fields by default). */
  saved: ScreenConfig = { ...EMPTY_CONFIG };
  /** True once the first value of `configs/{code}` arrived. */
  configLoaded = false;
  /** The themes, read once. */
  themes: Theme[] = [];
  /** True once the themes were read (even when the list is empty). */
  themesLoaded = false;
  /** The theme shown in preview mode, or null when preview is off. */
  previewTheme: Theme | null = null;
  /** The menu shows the colour and image editor (the sliders icon). */
  editMode = false;
  /**
   * Values typed or picked but not yet confirmed by the database. Colours that are not
   * hex (half-typed) stay here, shown in their field, and are never written.
   */
  drafts: Partial<ScreenConfig> = {};
  /** The kiosk's start-at-login setting; null in a browser or until it is known. */
  startAtLogin: boolean | null = null;
  /**
   * The last change that was not saved (too long, or refused by the database), or
   * null. Its drafts stay, so what the owner typed is kept; a later save of those
   * fields clears it.
   */
  saveProblem: SaveProblem | null = null;

  readonly #code: string;
  readonly #deps: AppDeps;
  readonly #unsubscribe: Unsubscribe;
  /** Draft keys waiting to be written. */
  readonly #dirty = new Set<ConfigKey>();
  #timer: unknown = null;
  #themesLoading = false;
  #disposed = false;
  /** Writes sent so far, and which of them raised {@link saveProblem}. */
  #writes = 0;
  #problemWrite = 0;

  constructor(code: string, deps: AppDeps) {
    this.#code = code;
    this.#deps = deps;
    makeAutoObservable(
      this,
      // Reads with arguments stay plain functions, tracked where a view calls them.
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: the inferred autoAction is tracked inside a derivation too, so nothing a view sees changes
      { colorValue: false, isPreviewing: false },
      { autoBind: true },
    );
    this.#unsubscribe = deps.gateway.onConfig(code, (raw) => this.receiveConfig(raw));
    this.loadThemes();
    const login = deps.platform.startAtLogin;
    if (login) {
      login
        .get()
        .then((on) => runInAction(() => (this.startAtLogin = on)))
        .catch((error: unknown) => deps.log.warn('Start at login: could not read', error));
    }
  }

  /** The screen code this store edits. */
  get code(): string {
    return this.#code;
  }

  /** Saved config plus the edits on their way to the database (what this screen shows). */
  get current(): ScreenConfig {
    const config = { ...this.saved };
    for (const [key, value] of Object.entries(this.drafts) as [ConfigKey, string][]) {
      if (isWritable(key, value)) config[key] = value;
    }
    return config;
  }

  /** Preview mode is on. */
  get previewMode(): boolean {
    return this.previewTheme !== null;
  }

  /** What the screen shows: the previewed theme while preview is on, else the config. */
  get effective(): ScreenConfig {
    return this.previewTheme ? { ...this.previewTheme.values } : this.current;
  }

  /** The theme the config equals, or null (the menu shows 'Custom'). */
  get selectedTheme(): Theme | null {
    return matchingTheme(this.themes, this.current);
  }

  /** The value a colour field shows (a half-typed draft included). */
  colorValue(key: ColorKey): string {
    return this.drafts[key] ?? this.saved[key];
  }

  /** The value-specific image rules of the config. */
  get imageRules(): CustomImageRule[] {
    return parseImageRules(this.current.customImages, (...args) => this.#deps.log.warn(...args));
  }

  // --- themes and preview ----------------------------------------------------

  /** Writes all six fields of the theme to the config and leaves edit mode. */
  selectTheme(theme: Theme): void {
    this.cancelTimer();
    this.#dirty.clear();
    this.drafts = { ...theme.values };
    this.editMode = false;
    this.write({ ...theme.values });
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

  /**
   * The sliders icon. Entering edit mode closes the preview: the edits apply to the
   * saved config, and the owner should see them on the screen while making them.
   */
  toggleEditMode(): void {
    this.editMode = !this.editMode;
    if (this.editMode) this.previewTheme = null;
  }

  /** Reads the themes again when the first read failed (e.g. the database was down). */
  ensureThemes(): void {
    if (!this.themesLoaded) this.loadThemes();
  }

  // --- colours -----------------------------------------------------------------

  /**
   * A colour from a picker or typed. A hex colour (or '' for the default) is written
   * within {@link CONFIG_WRITE_INTERVAL_MS}; anything else only stays in the field.
   */
  setColor(key: ColorKey, value: string): void {
    this.drafts[key] = value;
    if (isWritable(key, value)) {
      this.#dirty.add(key);
      this.schedule();
    } else {
      this.#dirty.delete(key);
    }
  }

  // --- value-specific images ---------------------------------------------------

  /** Adds an empty rule row at the end (written at once). */
  addImageRule(): void {
    this.setRules([...this.imageRules, emptyImageRule()], true);
  }

  /** Changes fields of rule `index` (typing: written within the write interval). */
  updateImageRule(index: number, patch: Partial<CustomImageRule>): void {
    const rules = this.imageRules;
    const rule = rules[index];
    if (!rule) return;
    rules[index] = { ...rule, ...patch };
    this.setRules(rules, false);
  }

  /** Removes rule `index` (written at once). */
  removeImageRule(index: number): void {
    const rules = this.imageRules;
    if (index < 0 || index >= rules.length) return;
    rules.splice(index, 1);
    this.setRules(rules, true);
  }

  // --- kiosk -------------------------------------------------------------------

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

  /** Writes what is still pending, then stops listening. */
  dispose(): void {
    // Stryker disable next-line ConditionalExpression: a second dispose finds nothing dirty and no timer, and unsubscribing twice is harmless
    if (this.#disposed) return;
    this.flush();
    this.#disposed = true;
    this.cancelTimer();
    this.#unsubscribe();
  }

  // --- internals -----------------------------------------------------------------

  private receiveConfig(raw: unknown): void {
    this.saved = parseConfig(raw);
    this.configLoaded = true;
  }

  private loadThemes(): void {
    if (this.#themesLoading) return;
    this.#themesLoading = true;
    this.#deps.gateway
      .readThemes()
      .then((raw) =>
        runInAction(() => {
          this.themes = parseThemes(raw);
          this.themesLoaded = true;
        }),
      )
      .catch((error: unknown) => this.#deps.log.warn('Themes: could not read', error))
      .finally(() => (this.#themesLoading = false));
  }

  private setRules(rules: CustomImageRule[], now: boolean): void {
    // No rules is the default '' rather than '[]', so the config can equal a theme again.
    this.drafts.customImages = rules.length === 0 ? '' : serializeImageRules(rules);
    this.#dirty.add('customImages');
    if (now) this.flush();
    else this.schedule();
  }

  private schedule(): void {
    if (this.#timer !== null || this.#disposed) return;
    this.#timer = this.#deps.clock.setTimeout(() => {
      this.#timer = null;
      this.flush();
    }, CONFIG_WRITE_INTERVAL_MS);
  }

  private cancelTimer(): void {
    // Stryker disable next-line ConditionalExpression: clearing a null handle does nothing
    if (this.#timer === null) return;
    this.#deps.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** Writes every dirty draft now. */
  private flush(): void {
    this.cancelTimer();
    if (this.#disposed || this.#dirty.size === 0) return;
    const patch: Partial<ScreenConfig> = {};
    for (const key of this.#dirty) {
      const value = this.drafts[key];
      // Stryker disable next-line ConditionalExpression: a dirty key always has its draft (drafts of dirty keys are never deleted)
      if (value !== undefined) patch[key] = value;
    }
    this.#dirty.clear();
    this.write(patch);
  }

  private write(patch: Partial<ScreenConfig>): void {
    if (this.#disposed) return;
    const write = ++this.#writes;
    // The database refuses a field longer than the shared limit: do not send it, say so.
    const tooLong = (Object.entries(patch) as [ConfigKey, string][]).filter(
      ([, value]) => value.length > CONFIG_STRING_MAX_LENGTH,
    );
    if (tooLong.length > 0) {
      const [key, value] = tooLong[0]!;
      this.saveProblem = {
        keys: tooLong.map(([k]) => k),
        message:
          `${FIELD_LABELS[key]} not saved: ${count(value.length)} characters in all, ` +
          `more than the ${count(CONFIG_STRING_MAX_LENGTH)} a screen's settings may hold. ` +
          'Shorten it to save it; the screens keep the saved version until then.',
      };
      this.#problemWrite = write;
      for (const [k] of tooLong) delete patch[k];
      if (Object.keys(patch).length === 0) return;
    }
    const keys = Object.keys(patch) as ConfigKey[];
    this.#deps.gateway.updateConfig(this.#code, patch).then(
      () =>
        runInAction(() => {
          // The database now holds these values (its own event has updated `saved`):
          // drop the drafts unless a newer edit replaced them meanwhile.
          for (const [key, value] of Object.entries(patch) as [ConfigKey, string][]) {
            if (this.drafts[key] === value && !this.#dirty.has(key)) delete this.drafts[key];
          }
          // A problem goes once its fields are saved, but not by an older write whose
          // confirmation arrives after the problem came up (that text is still unsaved).
          const problem = this.saveProblem;
          // Stryker disable next-line EqualityOperator: the write that raised a problem never confirms its fields (too long: not sent; refused: no confirmation)
          const older = this.#problemWrite < write;
          if (problem && older && problem.keys.every((k) => keys.includes(k))) {
            this.saveProblem = null;
          }
        }),
      (error: unknown) => {
        this.#deps.log.warn(`Config: could not write configs/${this.#code}`, error);
        // The drafts stay: the owner's text is kept, and the message says it is unsaved.
        runInAction(() => {
          this.#problemWrite = write;
          this.saveProblem = {
            keys,
            message:
              `${fieldNames(keys)} not saved: the database refused the change ` +
              `(${describeError(error)}). The screens keep the saved version.`,
          };
        });
      },
    );
  }
}

/** A refusal in a few words: the database's code (PERMISSION_DENIED ...) or message. */
function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code.replace(/_/g, ' ').toLowerCase();
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message.slice(0, 120);
  }
  return 'no reason given';
}

/** Values that may be written: hex colours or '' (default) for colours, any rules text. */
function isWritable(key: ConfigKey, value: string): boolean {
  return key === 'customImages' || value === '' || isHexColor(value);
}
