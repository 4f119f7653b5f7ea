/**
 * The value-specific image rules of the screen's config (docs/product.md, Custom
 * images) as Options edits them: rows added and removed at once, typing written within
 * the config's write interval.
 */
import { makeAutoObservable } from 'mobx';
import { parseImageRules, serializeImageRules } from '../../domain/image-rule-list';
import { emptyImageRule } from '../../domain/theme-config';
import type { CustomImageRule } from '../../domain/types';
import type { ConfigWriterStore } from './config-writer-store';
import type { AppDeps } from '../common/deps';

/** The image rules of one screen code. */
export class ImageRulesStore {
  readonly #config: ConfigWriterStore;
  readonly #deps: AppDeps;

  constructor(config: ConfigWriterStore, deps: AppDeps) {
    this.#config = config;
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The value-specific image rules of the config. */
  get rules(): CustomImageRule[] {
    return parseImageRules(this.#config.current.customImages, (...args) =>
      this.#deps.log.warn(...args),
    );
  }

  /** Adds an empty rule row at the end (written at once). */
  add(): void {
    this.save([...this.rules, emptyImageRule()], true);
  }

  /** Changes fields of rule `index` (typing: written within the write interval). */
  update(index: number, patch: Partial<CustomImageRule>): void {
    const rules = this.rules;
    const rule = rules[index];
    if (!rule) return;
    rules[index] = { ...rule, ...patch };
    this.save(rules, false);
  }

  /** Removes rule `index` (written at once). */
  remove(index: number): void {
    const rules = this.rules;
    if (index < 0 || index >= rules.length) return;
    rules.splice(index, 1);
    this.save(rules, true);
  }

  private save(rules: CustomImageRule[], now: boolean): void {
    // No rules is the default '' rather than '[]', so the config can equal a theme again.
    this.#config.setImageRulesText(rules.length === 0 ? '' : serializeImageRules(rules), now);
  }
}
