/**
 * Names of children added by a REST POST, made as the SDK's `push()` makes them:
 * 8 characters of the time in ms, then 12 random ones, from an alphabet in
 * ascending ASCII order, so names sort by creation time. Within one millisecond
 * the random part counts up by one, so later names still sort after earlier ones.
 */
import { randomInt } from 'node:crypto';

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/** Makes push names; one generator per database keeps its names in order. */
export function pushIdGenerator(clock: () => number = Date.now): () => string {
  let lastTime = -1;
  let lastRandom: number[] = [];
  return () => {
    let now = clock();
    const sameTime = now === lastTime;
    lastTime = now;
    const timeChars: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      timeChars.unshift(PUSH_CHARS.charAt(now % 64));
      now = Math.floor(now / 64);
    }
    if (sameTime) {
      // Count up the random part, carrying to the left like an odometer.
      let i = 11;
      while (i >= 0 && lastRandom[i] === 63) {
        lastRandom[i] = 0;
        i -= 1;
      }
      if (i >= 0) lastRandom[i] = lastRandom[i]! + 1;
    } else {
      lastRandom = Array.from({ length: 12 }, () => randomInt(64));
    }
    return timeChars.join('') + lastRandom.map((n) => PUSH_CHARS.charAt(n)).join('');
  };
}
