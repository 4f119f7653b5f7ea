/**
 * Value-specific images on the cards' front faces (docs/product.md, Custom images):
 * the rules of the effective config (the saved one, or the previewed theme's) compiled
 * once per change, and one random pick per participant and value, so a card keeps its
 * image across renders and snapshots and picks again only when its value or the rules
 * change.
 *
 * The matcher (domain/image-rules.ts and its regular-expression engine) is loaded only
 * once the config has rules: a wall without them never carries it. Until it is in, no
 * card has an image (cards show their values, as with no rules); then they re-render
 * with theirs.
 */
import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { parseImageRules } from '../../domain/image-rule-list';
import type {
  CompiledImageRule,
  compileImageRules,
  pickFromCompiled,
} from '../../domain/image-rules';
import type { CustomImageRule, ScreenConfig } from '../../domain/types';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';

/** What the picker needs of the config store. */
export interface EffectiveConfigSource {
  readonly effective: ScreenConfig;
}

/** The part of domain/image-rules.ts the picker uses. */
export interface ImageRuleCode {
  compileImageRules: typeof compileImageRules;
  pickFromCompiled: typeof pickFromCompiled;
}

/** Gives the matcher code: the module itself, or a promise of it (a chunk to fetch). */
export type ImageRuleCodeLoader = () => ImageRuleCode | Promise<ImageRuleCode>;

const imageRuleCode: ImageRuleCodeLoader = () => import('../../domain/image-rules');

const NO_RULES: readonly CompiledImageRule[] = [];

/** Picks and remembers the custom foreground image of each card. */
export class CustomImagesStore {
  readonly #config: EffectiveConfigSource;
  readonly #deps: AppDeps;
  readonly #loadCode: ImageRuleCodeLoader;
  /** The matcher once loaded; observable, so the rules compile (and cards re-render) then. */
  // A reference: the module's functions are called, never observed one by one.
  readonly #code = observable.box<ImageRuleCode | null>(null, { deep: false });
  #loading = false;
  /** Picks for the current rules; replaced when the rules change. */
  #picks = new Map<string, string | null>();
  #picksFor: readonly CompiledImageRule[] | null = null;
  readonly #life = new Lifecycle();
  readonly #log = (...args: unknown[]): void => this.#deps.log.warn(...args);

  readonly #host: string;

  /**
   * @param host - the host the screen was loaded from (`location.host`): `{host}` in a
   *   rule's image URL stands for it
   * @param loadCode - the matcher (tests give it at once, or when they choose)
   */
  constructor(
    config: EffectiveConfigSource,
    deps: AppDeps,
    host = '',
    loadCode: ImageRuleCodeLoader = imageRuleCode,
  ) {
    this.#config = config;
    this.#deps = deps;
    this.#host = host;
    this.#loadCode = loadCode;
    makeObservable<CustomImagesStore, 'source' | 'parsed'>(this, {
      source: computed,
      parsed: computed,
      rules: computed,
    });
  }

  /** Keeps the rules compiled while started. */
  start(): void {
    // Compiled as soon as the rules arrive (and the matcher is in), so a bad rule is logged
    // even before any card is revealed, and kept compiled, so it is logged once per change
    // and not again each time a card starts or stops reading the rules. Each new set of
    // rules asks for the matcher until it is in. A browser that keeps a failed module
    // fetch for the page's life (Chromium today) answers such a retry with the same
    // failure: the cards then show their values until the page is reloaded.
    this.#life.start(() => [
      reaction(
        () => {
          void this.rules;
          return this.parsed.length > 0 ? this.parsed : null;
        },
        (parsed) => {
          if (parsed !== null) this.#load();
        },
        // A reaction reads its expression (compiles the rules) at creation either way; the
        // effect must run then too, to ask for the matcher for rules already there.
        { fireImmediately: true },
      ),
    ]);
  }

  /** Stops keeping the rules compiled; {@link start} keeps them again. */
  dispose(): void {
    this.#life.dispose();
  }

  /** The rules text; a computed string, so colour edits do not disturb the cards. */
  private get source(): string {
    return this.#config.effective.customImages;
  }

  /** The rules as read; a text that cannot be read is logged once per change. */
  private get parsed(): readonly CustomImageRule[] {
    return parseImageRules(this.source, this.#log);
  }

  /** The compiled rules (none until the matcher is in); bad ones are logged once per change. */
  get rules(): readonly CompiledImageRule[] {
    const code = this.#code.get();
    const parsed = this.parsed;
    if (code === null) return NO_RULES;
    return code.compileImageRules(parsed, this.#log, this.#host);
  }

  /**
   * The image for a participant's value, or null. Observable through {@link rules}: a
   * card reading it re-renders when the rules change, and only then is a new one picked.
   *
   * @param key - who shows the card (userId; the value for preview cards)
   */
  imageFor(key: string, userName: string, value: string): string | null {
    const rules = this.rules;
    if (rules !== this.#picksFor) {
      this.#picksFor = rules;
      this.#picks = new Map();
    }
    const code = this.#code.get();
    if (code === null) return null; // no rules compiled yet either
    const pickKey = `${key}\u0000${value}`;
    let pick = this.#picks.get(pickKey);
    if (pick === undefined) {
      pick = code.pickFromCompiled(rules, value, userName, this.#deps.random);
      this.#picks.set(pickKey, pick);
    }
    return pick;
  }

  /** Asks for the matcher unless it is in or on its way. */
  #load(): void {
    if (this.#loading || this.#code.get() !== null) return;
    const arrived = action((code: ImageRuleCode) => this.#code.set(code));
    const loaded = this.#loadCode();
    if (!(loaded instanceof Promise)) {
      arrived(loaded);
      return;
    }
    this.#loading = true;
    void loaded
      .then(arrived, (error: unknown) =>
        this.#deps.log.warn(
          'Custom images: the image rule code could not be loaded, cards show no custom images',
          error,
        ),
      )
      .finally(() => (this.#loading = false));
  }
}
