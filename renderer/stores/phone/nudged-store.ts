/**
 * A nudge reaching this phone (docs/product.md, Nudge): when someone nudges the room and
 * this phone's card is in the round but not ready, it vibrates where it can, flashes its
 * Ready button and says 'The room is waiting for you' for a few seconds.
 */
import { action, makeObservable, observable } from 'mobx';
import { NUDGE_SHOW_MS, NUDGE_VIBRATION, nudgeReaches, type NudgedPhone } from '../../domain/nudge';
import type { AppDeps } from '../common/deps';
import type { NudgeStore } from '../common/nudge-store';
import { Lifecycle } from '../common/lifecycle';

/** Whether this phone is being nudged now. Call {@link NudgedStore.dispose} at the end. */
export class NudgedStore {
  /** The phone shows the nudge now. */
  nudged = false;

  readonly #deps: Pick<AppDeps, 'gateway' | 'clock' | 'vibrate'>;
  readonly #nudge: Pick<NudgeStore, 'onNudge'>;
  readonly #phone: () => NudgedPhone;
  readonly #life = new Lifecycle();
  #end: unknown = null;

  /** @param phone - where this phone stands now (read when a nudge arrives) */
  constructor(
    nudge: Pick<NudgeStore, 'onNudge'>,
    deps: Pick<AppDeps, 'gateway' | 'clock' | 'vibrate'>,
    phone: () => NudgedPhone,
  ) {
    this.#deps = deps;
    this.#nudge = nudge;
    this.#phone = phone;
    makeObservable<NudgedStore, 'show' | 'hide'>(this, {
      nudged: observable,
      show: action,
      hide: action,
    });
  }

  /** Starts hearing nudges; again after {@link NudgedStore.dispose}. */
  start(): void {
    this.#life.start(() => [
      this.#nudge.onNudge((at) => {
        if (nudgeReaches(at, this.#deps.gateway.serverNow(), this.#phone())) this.show();
      }),
    ]);
  }

  dispose(): void {
    this.#life.dispose();
    this.#deps.clock.clearTimeout(this.#end);
    this.hide();
  }

  private show(): void {
    this.nudged = true;
    this.#deps.vibrate?.(NUDGE_VIBRATION);
    const { clock } = this.#deps;
    clock.clearTimeout(this.#end);
    this.#end = clock.setTimeout(() => this.hide(), NUDGE_SHOW_MS);
  }

  private hide(): void {
    this.nudged = false;
  }
}
