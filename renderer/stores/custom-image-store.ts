/**
 * Value-specific images on the cards' front faces (docs/product.md, Custom images):
 * the rules of the effective config (the saved one, or the previewed theme's) compiled
 * once per change, and one random pick per participant and value, so a card keeps its
 * image across renders and snapshots and picks again only when its value or the rules
 * change.
 */
import { computed, makeObservable, reaction, type IReactionDisposer } from 'mobx';
import { parseImageRules } from '../domain/image-rule-list';
import { compileImageRules, pickFromCompiled, type CompiledImageRule } from '../domain/image-rules';
import type { ScreenConfig } from '../domain/types';
import type { AppDeps } from './deps';

/** What the picker needs of the config store. */
export interface EffectiveConfigSource {
  readonly effective: ScreenConfig;
}

/** Picks and remembers the custom foreground image of each card. */
export class CustomImageStore {
  readonly #config: EffectiveConfigSource;
  readonly #deps: AppDeps;
  /** Picks for the current rules; replaced when the rules change. */
  #picks = new Map<string, string | null>();
  #picksFor: readonly CompiledImageRule[] | null = null;
  readonly #keepAlive: IReactionDisposer;

  readonly #host: string;

  /**
   * @param host - the host the screen was loaded from (`location.host`): `{host}` in a
   *   rule's image URL stands for it
   */
  // Stryker disable next-line StringLiteral: any default that is not a plain host is 'unknown' to imageUrls, like ''
  constructor(config: EffectiveConfigSource, deps: AppDeps, host = '') {
    this.#config = config;
    this.#deps = deps;
    this.#host = host;
    makeObservable<CustomImageStore, 'source'>(this, { source: computed, rules: computed });
    // Compiled as soon as the rules arrive, so a bad rule is logged even before any card
    // is revealed, and kept compiled, so it is logged once per change and not again each
    // time a card starts or stops reading the rules.
    this.#keepAlive = reaction(
      () => this.rules,
      () => undefined,
      // A reaction reads its expression (compiles the rules) at creation either way.
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: the effect does nothing, only the read counts
      { fireImmediately: true },
    );
  }

  /** Stops keeping the rules compiled. */
  dispose(): void {
    this.#keepAlive();
  }

  /** The rules text; a computed string, so colour edits do not disturb the cards. */
  private get source(): string {
    return this.#config.effective.customImages;
  }

  /** The compiled rules; bad ones are logged once per change of the rules. */
  get rules(): readonly CompiledImageRule[] {
    const log = (...args: unknown[]) => this.#deps.log.warn(...args);
    return compileImageRules(parseImageRules(this.source, log), log, this.#host);
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
    const pickKey = `${key}\u0000${value}`;
    let pick = this.#picks.get(pickKey);
    if (pick === undefined) {
      pick = pickFromCompiled(rules, value, userName, this.#deps.random);
      this.#picks.set(pickKey, pick);
    }
    return pick;
  }
}
