/**
 * The chime's sound (docs/product.md, Sound at reveal): two soft bell tones made in the
 * page with Web Audio, no file to fetch. A chunk of its own, loaded once 'Sound at
 * reveal' is on (reveal-chime.ts): a wall without the option never fetches it.
 */
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
 * A browser that has not let the page make sound may let it later (after a touch), and
 * this code may arrive after the flip: a chime later than this after its flip is not
 * played, it would belong to nothing.
 */
export const CHIME_LATE_MS = 1000;

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

/** The wall's sound output, made at the first chime, and the chime played on it. */
export class ChimeSound {
  readonly #deps: Pick<AppDeps, 'audio' | 'clock'>;
  #output: AudioOutput | null = null;

  constructor(deps: Pick<AppDeps, 'audio' | 'clock'>) {
    this.#deps = deps;
  }

  /**
   * Plays the chime of a flip at `flipped` (the clock's time), once the browser lets the
   * page make sound: the output is made at the first chime (a browser refuses it, and
   * says so, before anyone touched the page, so the factory gives none then and the flip
   * stays silent).
   */
  play(flipped: number): void {
    this.#output ??= this.#deps.audio?.() ?? null;
    const output = this.#output;
    if (!output) return;
    const inTime = () => this.#deps.clock.now() - flipped < CHIME_LATE_MS;
    if (output.state === 'running') {
      if (inTime()) ring(output);
      return;
    }
    output.resume().then(
      () => {
        if (output.state === 'running' && inTime()) ring(output);
      },
      // Still not allowed: this flip is silent, the next one asks again.
      () => undefined,
    );
  }
}
