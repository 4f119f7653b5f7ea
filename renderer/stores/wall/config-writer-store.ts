/**
 * The screen's config as stored at `configs/{code}` and the owner's edits on their way
 * there (docs/product.md, Screen config and themes, Settings menu). Every change is
 * written to `configs/{code}`, so every wall showing the code follows it live; colour
 * drags are written at most every {@link CONFIG_WRITE_INTERVAL_MS}.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { CONFIG_STRING_MAX_LENGTH, EMPTY_CONFIG, parseConfig } from '../../domain/records';
import { isHexColor, type ColorKey } from '../../domain/theme-config';
import type { ScreenConfig } from '../../domain/types';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';
import { refusalOf, type Refusal } from './refusal';

/**
 * Colour edits are written at most this often. Dragging a picker reports dozens of
 * values a second; writing each would flood the database and every screen. The last
 * value is always written (trailing edge), and live screens still follow the drag.
 */
export const CONFIG_WRITE_INTERVAL_MS = 150;

/** A field of a screen's config. */
export type ConfigKey = keyof ScreenConfig;

/**
 * A change of the config that was not saved, and why (Options words it in the language
 * shown): longer in all than a screen's settings may hold, or refused by the database
 * (with the cause it gave, see {@link refusalOf}).
 */
export type SaveProblem =
  | { keys: ConfigKey[]; reason: 'tooLong'; characters: number }
  | ({ keys: ConfigKey[]; reason: 'refused' } & Refusal);

/** The stored config of one screen code and the writes of its edits. */
export class ConfigWriterStore {
  /** The config as stored at `configs/{code}` (validated; empty fields by default). */
  saved: ScreenConfig = { ...EMPTY_CONFIG };
  /** True once the first value of `configs/{code}` arrived. */
  configLoaded = false;
  /**
   * Values typed or picked but not yet confirmed by the database. Colours that are not
   * hex (half-typed) stay here, shown in their field, and are never written.
   */
  drafts: Partial<ScreenConfig> = {};
  /**
   * The last change that was not saved (too long, or refused by the database), or
   * null. Its drafts stay, so what the owner typed is kept; a later save of those
   * fields clears it.
   */
  saveProblem: SaveProblem | null = null;

  readonly #code: string;
  readonly #deps: AppDeps;
  /** Draft keys waiting to be written. */
  readonly #dirty = new Set<ConfigKey>();
  #timer: unknown = null;
  readonly #life = new Lifecycle();
  /** Writes sent so far, and which of them raised {@link saveProblem}. */
  #writes = 0;
  #problemWrite = 0;

  constructor(code: string, deps: AppDeps) {
    this.#code = code;
    this.#deps = deps;
    makeAutoObservable(
      this,
      // A read with an argument stays a plain function, tracked where a view calls it.
      { colorValue: false },
      { autoBind: true },
    );
  }

  /** Follows `configs/{code}`. */
  start(): void {
    this.#life.start(() => [
      this.#deps.gateway.onConfig(this.#code, (raw) => this.receiveConfig(raw)),
    ]);
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

  /** The value a colour field shows (a half-typed draft included). */
  colorValue(key: ColorKey): string {
    return this.drafts[key] ?? this.saved[key];
  }

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

  /** The image rules' text: written at once (`now`) or within the write interval. */
  setImageRulesText(text: string, now: boolean): void {
    this.drafts.customImages = text;
    this.#dirty.add('customImages');
    if (now) this.flush();
    else this.schedule();
  }

  /** Writes all six fields at once (a theme), replacing every pending edit. */
  replaceAll(values: ScreenConfig): void {
    this.cancelTimer();
    this.#dirty.clear();
    this.drafts = { ...values };
    this.write({ ...values });
  }

  /** Writes what is still pending, then stops listening. */
  dispose(): void {
    if (!this.#life.started) return;
    this.flush();
    this.#life.dispose();
    this.cancelTimer();
  }

  // --- internals -----------------------------------------------------------------

  private receiveConfig(raw: unknown): void {
    this.saved = parseConfig(raw);
    this.configLoaded = true;
  }

  private schedule(): void {
    if (this.#timer !== null || !this.#life.started) return;
    this.#timer = this.#deps.clock.setTimeout(() => {
      this.#timer = null;
      this.flush();
    }, CONFIG_WRITE_INTERVAL_MS);
  }

  private cancelTimer(): void {
    if (this.#timer === null) return;
    this.#deps.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** Writes every dirty draft now. */
  private flush(): void {
    this.cancelTimer();
    if (!this.#life.started || this.#dirty.size === 0) return;
    const patch: Partial<ScreenConfig> = {};
    for (const key of this.#dirty) {
      const value = this.drafts[key];
      if (value !== undefined) patch[key] = value;
    }
    this.#dirty.clear();
    this.write(patch);
  }
  private write(patch: Partial<ScreenConfig>): void {
    if (!this.#life.started) return;
    const write = ++this.#writes;
    // The database refuses a field longer than the shared limit: do not send it, say so.
    const tooLong = (Object.entries(patch) as [ConfigKey, string][]).filter(
      ([, value]) => value.length > CONFIG_STRING_MAX_LENGTH,
    );
    if (tooLong.length > 0) {
      this.saveProblem = {
        keys: tooLong.map(([k]) => k),
        reason: 'tooLong',
        characters: tooLong[0]![1].length,
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
          this.saveProblem = { keys, reason: 'refused', ...refusalOf(error) };
        });
      },
    );
  }
}

/** Values that may be written: hex colours or '' (default) for colours, any rules text. */
function isWritable(key: ConfigKey, value: string): boolean {
  return key === 'customImages' || value === '' || isHexColor(value);
}
