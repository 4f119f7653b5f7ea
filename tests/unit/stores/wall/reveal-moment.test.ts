/**
 * The reveal moment on the wall (docs/product.md, Reveal with a countdown, Sound at
 * reveal, Hide names): the 3-2-1 that holds the cards and what stops it, the chime at the
 * flip on this device alone, and the cards of an anonymous round.
 */
import { autorun, observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AudioOutput } from '../../../../renderer/stores/common/deps';
import { SOUND_AT_REVEAL_KEY } from '../../../../renderer/domain/storage-keys';
import { CHIME_LATE_MS, CHIME_TONES } from '../../../../renderer/stores/wall/chime-sound';
import { RevealChime } from '../../../../renderer/stores/wall/reveal-chime';
import { FakeClock } from '../../../support/fake-clock';
import { HARNESS_CODE, wallHarness, type WallHarness } from '../../../support/wall-harness';
import type { FakeGateway } from '../../../support/fake-gateway';
import type { TestDeps } from '../../../support/test-deps';

const walls: WallHarness[] = [];
afterEach(() => walls.splice(0).forEach((h) => h.wall.dispose()));

function wall(prepare?: (deps: TestDeps, gateway: FakeGateway) => void): WallHarness {
  const h = wallHarness(prepare);
  walls.push(h);
  return h;
}

function setOptions(h: WallHarness, options: Record<string, unknown>): void {
  h.gateway.setSession(HARNESS_CODE, 'options', options);
}

/** A wall with the countdown on, Ann ready with 3 and Bob choosing 8. */
function counting(): WallHarness {
  const h = wall();
  setOptions(h, { revealCountdown: true });
  h.join('ann', '3', true);
  h.join('bob', '8', false);
  return h;
}

const history = (h: WallHarness) => h.gateway.writes.filter((w) => w.op === 'keepRound');

describe('Reveal with a countdown', () => {
  it('counts 3-2-1 from the last Ready, then flips every card at once', () => {
    const h = counting();
    h.deps.clock.advance(500);
    h.join('bob', '8', true);
    const { revealCountdown: countdown } = h.wall.revealMoment;
    expect(countdown.digit).toBe(3);
    expect(h.wall.roster.revealed).toBe(false);
    expect(h.averageText()).toBe('0.00');
    h.deps.clock.advance(999);
    expect(countdown.digit).toBe(3);
    h.deps.clock.advance(1);
    expect(countdown.digit).toBe(2);
    h.deps.clock.advance(1000);
    expect(countdown.digit).toBe(1);
    expect(h.wall.roster.revealed).toBe(false);
    expect(history(h)).toHaveLength(0);
    h.deps.clock.advance(999);
    expect(h.wall.roster.revealed).toBe(false);
    h.deps.clock.advance(1);
    expect(countdown.digit).toBeNull();
    expect(h.wall.roster.revealed).toBe(true);
    expect(h.averageText()).toBe('5.50');
    // The history keeps the round once it is shown, not before.
    h.deps.clock.advance(0);
    expect(history(h)).toHaveLength(1);
    expect(h.deps.clock.pending).toBe(1); // the roster's stale check only
  });

  it('a Ready withdrawn during the count stops it: the cards stay hidden', () => {
    const h = counting();
    h.join('bob', '8', true);
    h.deps.clock.advance(2000);
    h.join('ann', '3', false);
    expect(h.wall.revealMoment.revealCountdown.digit).toBeNull();
    h.deps.clock.advance(5000);
    expect(h.wall.roster.revealed).toBe(false);
    expect(h.averageText()).toBe('0.00');
    // Ready again: a whole new count.
    h.join('ann', '3', true);
    expect(h.wall.revealMoment.revealCountdown.digit).toBe(3);
    h.deps.clock.advance(2999);
    expect(h.wall.roster.revealed).toBe(false);
    h.deps.clock.advance(1);
    expect(h.wall.roster.revealed).toBe(true);
  });

  it('a vote changed during the count starts it again from the change', () => {
    const h = counting();
    h.join('bob', '8', true);
    h.deps.clock.advance(2500);
    h.join('bob', '13', true);
    expect(h.wall.revealMoment.revealCountdown.digit).toBe(3);
    h.deps.clock.advance(2999);
    expect(h.wall.roster.revealed).toBe(false);
    h.deps.clock.advance(1);
    expect(h.wall.roster.revealed).toBe(true);
    expect(h.averageText()).toBe('8.00');
  });

  it('stays revealed when a heartbeat writes a record after the flip', () => {
    const h = counting();
    h.join('bob', '8', true);
    h.deps.clock.advance(3000);
    expect(h.wall.roster.revealed).toBe(true);
    h.deps.clock.advance(60_000);
    h.join('ann', '3', true);
    expect(h.wall.revealMoment.revealCountdown.digit).toBeNull();
    expect(h.wall.roster.revealed).toBe(true);
  });

  it('a wall that opens later counts only what is left, and one that opens after shows the cards', () => {
    const early = wall((deps, gateway) => {
      gateway.setSession(HARNESS_CODE, 'options', { revealCountdown: true });
      const at = deps.clock.now() - 2000;
      for (const id of ['ann', 'bob'])
        gateway.setRecord(HARNESS_CODE, id, {
          userId: id,
          userName: id,
          selected: '',
          showCard: true,
          lastUpdate: at,
          round: 0,
        });
    });
    expect(early.wall.revealMoment.revealCountdown.digit).toBe(1);
    early.deps.clock.advance(1000);
    expect(early.wall.roster.revealed).toBe(true);

    const late = wall((deps, gateway) => {
      gateway.setSession(HARNESS_CODE, 'options', { revealCountdown: true });
      gateway.setRecord(HARNESS_CODE, 'ann', {
        userId: 'ann',
        userName: 'ann',
        selected: '',
        showCard: true,
        lastUpdate: deps.clock.now() - 3000,
        round: 0,
      });
    });
    expect(late.wall.revealMoment.revealCountdown.digit).toBeNull();
    expect(late.wall.roster.revealed).toBe(true);
  });

  it('without the option, the reveal is the spec’s: at once', () => {
    const h = wall();
    h.join('ann', '3', true);
    expect(h.wall.revealMoment.revealCountdown.digit).toBeNull();
    expect(h.wall.roster.revealed).toBe(true);
  });

  it("'Reveal now' is never counted, nor held when the last card turns ready after it", () => {
    const h = counting();
    h.wall.earlyReveal.reveal();
    expect(h.wall.revealMoment.revealCountdown.digit).toBeNull();
    expect(h.wall.roster.revealed).toBe(true);
    h.join('bob', '8', true);
    expect(h.wall.revealMoment.revealCountdown.digit).toBeNull();
    expect(h.wall.roster.revealed).toBe(true);
  });

  it('the option switched off during the count reveals at once', () => {
    const h = counting();
    h.join('bob', '8', true);
    expect(h.wall.roster.revealed).toBe(false);
    setOptions(h, { revealCountdown: false });
    expect(h.wall.roster.revealed).toBe(true);
  });

  it('a blocked card does not hold the count', () => {
    const h = counting();
    h.wall.block('bob');
    expect(h.wall.revealMoment.revealCountdown.digit).toBe(3);
    h.deps.clock.advance(3000);
    expect(h.wall.roster.revealed).toBe(true);
  });

  it('leaves no timer after dispose', () => {
    const h = counting();
    h.join('bob', '8', true);
    h.wall.dispose();
    expect(h.deps.clock.pending).toBe(0);
  });
});

/**
 * A fake Web Audio output that records the tones it was asked to play and, in `schedule`,
 * what each tone does when (seconds on the output's clock, which stands at `currentTime`).
 */
function fakeAudio(state: 'running' | 'suspended' = 'running', currentTime = 0) {
  const tones: number[] = [];
  const schedule: string[] = [];
  let resumed: (() => void) | null = null;
  const param = (name: string, record?: (v: number) => void) => ({
    setValueAtTime: (v: number, at: number) => {
      record?.(v);
      schedule.push(`${name} ${v} at ${at.toFixed(2)}`);
    },
    exponentialRampToValueAtTime: (v: number, at: number) =>
      schedule.push(`${name} ramps to ${v} at ${at.toFixed(2)}`),
  });
  const output = {
    state,
    currentTime,
    destination: {},
    resume: () =>
      new Promise<void>((resolve) => {
        resumed = () => {
          output.state = 'running';
          resolve();
        };
      }),
    createOscillator: () => ({
      type: 'sine',
      frequency: param('frequency', (hz) => tones.push(hz)),
      connect: () => undefined,
      start: (at: number) => schedule.push(`starts at ${at.toFixed(2)}`),
      stop: (at: number) => schedule.push(`stops at ${at.toFixed(2)}`),
    }),
    createGain: () => ({ gain: param('gain'), connect: () => undefined }),
  };
  return {
    output: output as unknown as AudioOutput,
    tones,
    schedule,
    allow: () => resumed?.(),
  };
}

describe('Sound at reveal', () => {
  /** A wall with Ann choosing, 'Sound at reveal' as `on` says, its sound's code loaded if on. */
  async function sounding(audio: ReturnType<typeof fakeAudio> | null, on = true) {
    let made = 0;
    const h = wall((deps) => {
      deps.localStorage.setItem(SOUND_AT_REVEAL_KEY, String(on));
      deps.audio = () => {
        made += 1;
        return audio?.output ?? null;
      };
    });
    h.join('ann', '3', false);
    await vi.dynamicImportSettled();
    return { h, made: () => made };
  }
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it('chimes once at the flip, with the sound made at the first chime', async () => {
    const audio = fakeAudio();
    const { h, made } = await sounding(audio);
    expect(made()).toBe(0);
    h.join('ann', '3', true);
    expect(audio.tones).toEqual(CHIME_TONES.map((t) => t.hz));
    h.wall.newRound();
    h.join('ann', '5', true);
    expect(audio.tones).toHaveLength(2 * CHIME_TONES.length);
    expect(made()).toBe(1);
  });

  it('chimes at the end of the count, not when the last card turns ready', async () => {
    const audio = fakeAudio();
    const { h } = await sounding(audio);
    setOptions(h, { revealCountdown: true });
    h.join('ann', '3', true);
    expect(audio.tones).toEqual([]);
    h.deps.clock.advance(3000);
    expect(audio.tones).toHaveLength(CHIME_TONES.length);
  });

  it('is silent when switched off, and on a wall that opens on a revealed round', async () => {
    const off = fakeAudio();
    const { h } = await sounding(off, false);
    h.join('ann', '3', true);
    expect(off.tones).toEqual([]);

    const audio = fakeAudio();
    const opened = wall((deps, gateway) => {
      deps.localStorage.setItem(SOUND_AT_REVEAL_KEY, 'true');
      deps.audio = () => audio.output;
      gateway.setRecord(HARNESS_CODE, 'ann', {
        userId: 'ann',
        userName: 'ann',
        selected: '',
        showCard: true,
        lastUpdate: deps.clock.now(),
        round: 0,
      });
    });
    expect(opened.wall.roster.revealed).toBe(true);
    expect(audio.tones).toEqual([]);
  });

  it('where the page may not make sound yet, the flip is silent and the next one asks again', async () => {
    const { h, made } = await sounding(null);
    h.join('ann', '3', true);
    expect(made()).toBe(1);
    h.wall.newRound();
    h.join('ann', '5', true);
    expect(made()).toBe(2);
  });

  it('a suspended output chimes once the browser lets it, unless that comes too late', async () => {
    const audio = fakeAudio('suspended');
    const { h } = await sounding(audio);
    h.join('ann', '3', true);
    expect(audio.tones).toEqual([]);
    audio.allow();
    await settle();
    expect(audio.tones).toHaveLength(CHIME_TONES.length);

    const late = fakeAudio('suspended');
    const second = await sounding(late);
    second.h.join('ann', '3', true);
    second.h.deps.clock.advance(CHIME_LATE_MS);
    late.allow();
    await settle();
    expect(late.tones).toEqual([]);
  });

  it('a browser that keeps refusing costs nothing: no error, no chime', async () => {
    const audio = fakeAudio('suspended');
    (audio.output as { resume: () => Promise<void> }).resume = () =>
      Promise.reject(new Error('not allowed'));
    const { h } = await sounding(audio);
    h.join('ann', '3', true);
    await settle();
    expect(audio.tones).toEqual([]);
    expect(h.deps.log.errors).toEqual([]);
  });

  it("loads its sound when 'Sound at reveal' is turned on; a flip before it is in chimes on its arrival", async () => {
    const audio = fakeAudio();
    const { h } = await sounding(audio, false);
    h.wall.wallPreferences.setSoundAtReveal(true);
    h.join('ann', '3', true);
    expect(audio.tones).toEqual([]);
    await vi.dynamicImportSettled();
    expect(audio.tones).toEqual(CHIME_TONES.map((t) => t.hz));
  });

  it('a sound that arrives too long after its flip stays silent', async () => {
    const audio = fakeAudio();
    const { h } = await sounding(audio, false);
    h.wall.wallPreferences.setSoundAtReveal(true);
    h.join('ann', '3', true);
    h.deps.clock.advance(CHIME_LATE_MS);
    await vi.dynamicImportSettled();
    expect(audio.tones).toEqual([]);
  });
});

describe('the chime', () => {
  /** A chime started on a reveal this test sets, 'Sound at reveal' on. */
  async function following(audio: ReturnType<typeof fakeAudio>) {
    const revealed = observable.box<boolean | null>(null);
    const chime = new RevealChime(
      { revealed: () => revealed.get(), enabled: () => true },
      { audio: () => audio.output, clock: new FakeClock() },
    );
    chime.start();
    await vi.dynamicImportSettled();
    const reveal = (value: boolean | null) => runInAction(() => revealed.set(value));
    return { chime, reveal };
  }

  it('rings two tones, the second 0.12 s later, each rising in 20 ms and fading over 1.1 s', async () => {
    const audio = fakeAudio('running', 10);
    const { chime, reveal } = await following(audio);
    reveal(false);
    reveal(true);
    chime.dispose();
    expect(audio.schedule).toEqual([
      'frequency 880 at 10.00',
      'gain 0.0001 at 10.00',
      'gain ramps to 0.2 at 10.02',
      'gain ramps to 0.0001 at 11.10',
      'starts at 10.00',
      'stops at 11.10',
      'frequency 1318.51 at 10.12',
      'gain 0.0001 at 10.12',
      'gain ramps to 0.2 at 10.14',
      'gain ramps to 0.0001 at 11.22',
      'starts at 10.12',
      'stops at 11.22',
    ]);
  });

  it('rings at the flip only: not when the room turns out revealed, nor when it is lost', async () => {
    const audio = fakeAudio();
    const { chime, reveal } = await following(audio);
    reveal(true);
    reveal(null);
    reveal(false);
    reveal(null);
    expect(audio.tones).toEqual([]);
    reveal(false);
    reveal(true);
    expect(audio.tones).toEqual(CHIME_TONES.map((t) => t.hz));
    reveal(false);
    expect(audio.tones).toHaveLength(CHIME_TONES.length);
    chime.dispose();
  });

  it('an output that resumes yet is not running (interrupted) stays silent', async () => {
    const audio = fakeAudio('suspended');
    (audio.output as { resume: () => Promise<void> }).resume = () => Promise.resolve();
    const { chime, reveal } = await following(audio);
    reveal(false);
    reveal(true);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(audio.tones).toEqual([]);
    chime.dispose();
  });

  it('after dispose() a flip is silent; start() follows the reveal again', async () => {
    const audio = fakeAudio();
    const { chime, reveal } = await following(audio);
    reveal(false);
    chime.dispose();
    reveal(true);
    expect(audio.tones).toEqual([]);
    reveal(false);
    chime.start();
    reveal(true);
    expect(audio.tones).toHaveLength(CHIME_TONES.length);
    chime.dispose();
  });
});

describe('Hide names', () => {
  function anonymous(): WallHarness {
    const h = wall();
    setOptions(h, { hideNames: true });
    h.join('ann', '8', true);
    h.join('bob', '2', true);
    h.join('cy', '5', false);
    return h;
  }
  const values = (h: WallHarness) => h.wall.revealMoment.anonymousCards.cards.map((v) => v.value);

  it('before the reveal the cards keep their places and names', () => {
    const h = anonymous();
    expect(h.wall.revealMoment.anonymousCards.active).toBe(false);
    expect(h.cards()).toEqual(['ann', 'bob', 'cy']);
  });

  it('once revealed the cards go by value, and the history keeps no name', () => {
    const h = anonymous();
    h.join('cy', '5', true);
    expect(h.wall.revealMoment.anonymousCards.active).toBe(true);
    expect(values(h)).toEqual(['2', '5', '8']);
    h.deps.clock.advance(0);
    const kept = h.gateway.sessions.get(`${HARNESS_CODE}/history`) as Record<string, unknown>;
    expect(JSON.stringify(kept)).not.toMatch(/ANN|BOB|CY/);
    expect(Object.values(kept)[0]).toMatchObject({
      votes: [
        { name: '', value: '2' },
        { name: '', value: '5' },
        { name: '', value: '8' },
      ],
    });
  });

  it("a round revealed early puts 'No vote' last", () => {
    const h = anonymous();
    h.wall.earlyReveal.reveal();
    expect(h.wall.revealMoment.anonymousCards.cards.map((v) => [v.value, v.showCard])).toEqual([
      ['2', true],
      ['8', true],
      ['5', false],
    ]);
  });

  it('the cards redraw as the round turns anonymous, not when another option changes', () => {
    const h = anonymous();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(h.wall.revealMoment.anonymousCards.active));
    setOptions(h, { hideNames: true, revealCountdown: true });
    setOptions(h, { hideNames: true, suggestedCard: 'up' });
    h.join('cy', '5', true);
    stop();
    expect(seen).toEqual([false, true]);
  });

  it('without the option, a revealed round is not anonymous', () => {
    const h = anonymous();
    setOptions(h, { hideNames: false });
    h.join('cy', '5', true);
    expect(h.wall.revealMoment.anonymousCards.active).toBe(false);
  });
});
