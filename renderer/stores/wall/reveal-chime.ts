/**
 * 'Sound at reveal' (docs/product.md, Sound at reveal): a short chime from the wall's own
 * speakers when the cards flip, made in the page with Web Audio (two soft bell tones, no
 * file to fetch). Per device and on the wall only: a phone never creates it.
 */
import { reaction } from 'mobx';
import type { AppDeps, AudioOutput } from '../common/deps';

/** The chime's tones: a rising fifth, the second a little after the first. */
export const CHIME_TONES: readonly { hz: number; at: number }[] = [
  { hz: 880, at: 0 },
  { hz: 1318.51, at: 0.12 },
];
/** How long each tone rings out, in seconds. */
export const TONE_SECONDS = 1.1;
/** The tones' loudest point: soft, for a meeting room. */
export const CHIME_GAIN = 0.2;
/**
 * A browser that has not let the page make sound may let it later (after a touch): a
 * chime later than this after its flip is not played, it would belong to nothing.
 */
export const CHIME_LATE_MS = 1000;

/** What the chime follows. */
export interface ChimeParts {
  /** The round is revealed; null until the room is known (a wall that opens revealed is silent). */
  revealed: () => boolean | null;
  /** 'Sound at reveal' is on for this device. */
  enabled: () => boolean;
}

/** Rings the chime on `output` now. */
function ring(output: AudioOutput): void {
  const start = output.currentTime;
  for (const tone of CHIME_TONES) {
    const at = start + tone.at;
    const oscillator = output.createOscillator();
    const gain = output.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(tone.hz, at);
    // A bell: a quick rise, then a long fall (exponential ramps cannot start at 0).
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(CHIME_GAIN, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + TONE_SECONDS);
    oscillator.connect(gain);
    gain.connect(output.destination);
    oscillator.start(at);
    oscillator.stop(at + TONE_SECONDS);
  }
}

/** The wall's chime at each flip. Call {@link RevealChime.dispose} at the end. */
export class RevealChime {
  readonly #parts: ChimeParts;
  readonly #deps: Pick<AppDeps, 'audio' | 'clock'>;
  #output: AudioOutput | null = null;
  #stop: (() => void) | null = null;

  constructor(parts: ChimeParts, deps: Pick<AppDeps, 'audio' | 'clock'>) {
    this.#parts = parts;
    this.#deps = deps;
  }

  /** Follows the reveal; again after {@link RevealChime.dispose}, as if new. */
  start(): void {
    this.#stop ??= reaction(
      () => this.#parts.revealed(),
      (revealed, before) => {
        if (revealed === true && before === false && this.#parts.enabled()) this.play();
      },
    );
  }

  /**
   * Plays the chime, once the browser lets the page make sound: the output is made at
   * the first chime (a browser refuses it, and says so, before anyone touched the page,
   * so the factory gives none then and the flip stays silent).
   */
  play(): void {
    this.#output ??= this.#deps.audio?.() ?? null;
    const output = this.#output;
    if (!output) return;
    if (output.state === 'running') {
      ring(output);
      return;
    }
    const asked = this.#deps.clock.now();
    output.resume().then(
      () => {
        if (output.state === 'running' && this.#deps.clock.now() - asked < CHIME_LATE_MS)
          ring(output);
      },
      // Still not allowed: this flip is silent, the next one asks again.
      () => undefined,
    );
  }

  /** Stops following the reveal. */
  dispose(): void {
    this.#stop?.();
    this.#stop = null;
  }
}
