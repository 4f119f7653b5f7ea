import { describe, expect, it } from 'vitest';
import { pageAudio } from '../../../renderer/app-deps';
import type { AudioOutput } from '../../../renderer/stores/common/deps';

/** A page whose AudioContext counts how often it was made. */
function page(opts: { audio?: boolean; touched?: boolean | undefined }) {
  const made: unknown[] = [];
  class Output {
    constructor() {
      made.push(this);
    }
  }
  return {
    made,
    page: {
      AudioContext: opts.audio === false ? undefined : (Output as unknown as new () => AudioOutput),
      navigator:
        opts.touched === undefined ? {} : { userActivation: { hasBeenActive: opts.touched } },
    },
  };
}

describe("pageAudio: the wall's sound output, made only where the page may play", () => {
  it('a browser page someone touched gets one', () => {
    const { page: p, made } = page({ touched: true });
    expect(pageAudio({ kind: 'browser' }, p)).toBe(made[0]);
  });

  it('a browser page nobody touched gets none (the browser would refuse it and say so)', () => {
    const { page: p, made } = page({ touched: false });
    expect(pageAudio({ kind: 'browser' }, p)).toBeNull();
    expect(made).toHaveLength(0);
  });

  it('the kiosk may play before anyone touched it', () => {
    const { page: p, made } = page({ touched: false });
    expect(pageAudio({ kind: 'kiosk' }, p)).toBe(made[0]);
  });

  it('a browser that cannot tell whether it was touched tries', () => {
    const { page: p, made } = page({ touched: undefined });
    expect(pageAudio({ kind: 'browser' }, p)).toBe(made[0]);
  });

  it('a page without Web Audio gets none', () => {
    const { page: p } = page({ audio: false, touched: true });
    expect(pageAudio({ kind: 'kiosk' }, p)).toBeNull();
  });
});
