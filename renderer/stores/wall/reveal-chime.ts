/**
 * 'Sound at reveal' (docs/product.md, Sound at reveal): a short chime from the wall's own
 * speakers when the cards flip. Per device and on the wall only: a phone never creates
 * it. This part follows the reveal; the sound itself (chime-sound.ts) loads once the
 * option is on, so it is in by the flip, and a wall without the option never loads it.
 */
import { reaction } from 'mobx';
import type { AppDeps } from '../common/deps';
import { Lifecycle } from '../common/lifecycle';
import type { ChimeSound } from './chime-sound';

/** What the chime follows. */
export interface ChimeParts {
  /** The round is revealed; null until the room is known (a wall that opens revealed is silent). */
  revealed: () => boolean | null;
  /** 'Sound at reveal' is on for this device. */
  enabled: () => boolean;
}

/** The wall's chime at each flip. Call {@link RevealChime.dispose} at the end. */
export class RevealChime {
  readonly #parts: ChimeParts;
  readonly #deps: Pick<AppDeps, 'audio' | 'clock'>;
  #sound: ChimeSound | null = null;
  #loading: Promise<ChimeSound | null> | null = null;
  readonly #life = new Lifecycle();

  constructor(parts: ChimeParts, deps: Pick<AppDeps, 'audio' | 'clock'>) {
    this.#parts = parts;
    this.#deps = deps;
  }

  /** Follows the reveal; again after {@link RevealChime.dispose}, as if new. */
  start(): void {
    this.#life.start(() => [
      reaction(
        () => this.#parts.enabled(),
        (on) => void (on && this.#load()),
        { fireImmediately: true },
      ),
      reaction(
        () => this.#parts.revealed(),
        (revealed, before) => {
          if (revealed === true && before === false && this.#parts.enabled()) this.play();
        },
      ),
    ]);
  }

  /** Plays the chime now, or as soon as its sound has loaded (if that is in time). */
  play(): void {
    const flipped = this.#deps.clock.now();
    if (this.#sound) this.#sound.play(flipped);
    else void this.#load().then((sound) => sound?.play(flipped));
  }

  /** Stops following the reveal. */
  dispose(): void {
    this.#life.dispose();
  }

  /** The sound, loaded once; a failed load leaves that flip silent and is tried again. */
  #load(): Promise<ChimeSound | null> {
    this.#loading ??= import('./chime-sound').then(
      (m) => (this.#sound = new m.ChimeSound(this.#deps)),
      () => (this.#loading = null),
    );
    return this.#loading;
  }
}
