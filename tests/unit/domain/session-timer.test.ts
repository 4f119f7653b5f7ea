import { describe, expect, it } from 'vitest';
import {
  TIMER_PRESETS_MS,
  formatTimeLeft,
  msUntilNextTick,
  parseStoredPreset,
  parseTimer,
  presetLabel,
  timerView,
  type SessionTimer,
} from '../../../renderer/domain/session-timer';

const START = 1_800_000_000_000;
const oneMinute: SessionTimer = { startedAt: START, duration: 60_000 };

describe('timerView: what is left at a server time', () => {
  it.each<[string, SessionTimer, number, number, number, boolean]>([
    ['at the start', oneMinute, START, 60_000, 60, false],
    [
      'a start slightly ahead of this clock shows the full time',
      oneMinute,
      START - 300,
      60_000,
      60,
      false,
    ],
    ['0.3 s in, 60 is still shown (rounded up)', oneMinute, START + 300, 59_700, 60, false],
    ['exactly 1 s in', oneMinute, START + 1000, 59_000, 59, false],
    ['1 ms before the end shows 0:01', oneMinute, START + 59_999, 1, 1, false],
    ['at the end', oneMinute, START + 60_000, 0, 0, true],
    ['long after the end (a phone waking up)', oneMinute, START + 3_600_000, 0, 0, true],
    [
      '5 minutes, 2 min 30 s in',
      { startedAt: START, duration: 300_000 },
      START + 150_000,
      150_000,
      150,
      false,
    ],
  ])('%s', (_name, timer, now, remainingMs, seconds, finished) => {
    expect(timerView(timer, now)).toEqual({ remainingMs, remainingSeconds: seconds, finished });
  });

  it('devices whose clocks differ agree once each adds its server offset', () => {
    // A phone 7.2 s behind the server estimates server time as local + 7200.
    const wallLocal = START + 12_400;
    const phoneLocal = wallLocal - 7_200;
    const wall = timerView(oneMinute, wallLocal + 0);
    const phone = timerView(oneMinute, phoneLocal + 7_200);
    expect(phone).toEqual(wall);
    expect(wall.remainingSeconds).toBe(48);
  });

  it('restarting is a new start time: the full duration again', () => {
    const restarted: SessionTimer = { startedAt: START + 50_000, duration: 60_000 };
    expect(timerView(oneMinute, START + 50_000).remainingSeconds).toBe(10);
    expect(timerView(restarted, START + 50_000).remainingSeconds).toBe(60);
  });
});

describe('msUntilNextTick: when the shown seconds change', () => {
  it.each<[string, number, number | null]>([
    ['0.3 s into a second', START + 300, 700 + 5],
    ['right on a boundary: a whole second', START + 1000, 1000 + 5],
    ['the last ms', START + 59_999, 1 + 5],
    ['finished: no more ticks', START + 60_000, null],
  ])('%s', (_name, now, expected) => {
    expect(msUntilNextTick(timerView(oneMinute, now))).toBe(expected);
  });

  it('after waiting that long the shown value is one less', () => {
    const before = timerView(oneMinute, START + 12_345);
    const wait = msUntilNextTick(before, 0)!;
    expect(timerView(oneMinute, START + 12_345 + wait).remainingSeconds).toBe(
      before.remainingSeconds - 1,
    );
    expect(timerView(oneMinute, START + 12_345 + wait - 1).remainingSeconds).toBe(
      before.remainingSeconds,
    );
  });
});

describe('parseTimer: what another client wrote', () => {
  it.each<[string, unknown, SessionTimer | null]>([
    [
      'a valid timer',
      { startedAt: START, duration: 30_000 },
      { startedAt: START, duration: 30_000 },
    ],
    ...TIMER_PRESETS_MS.map((d): [string, unknown, SessionTimer | null] => [
      `preset ${d}`,
      { startedAt: 1, duration: d },
      { startedAt: 1, duration: d },
    ]),
    ['nothing', null, null],
    ['a duration that is not a preset', { startedAt: START, duration: 45_000 }, null],
    ['an hour', { startedAt: START, duration: 3_600_000 }, null],
    ['startedAt as text', { startedAt: String(START), duration: 60_000 }, null],
    ['negative startedAt', { startedAt: -1, duration: 60_000 }, null],
    ['NaN duration', { startedAt: START, duration: Number.NaN }, null],
    ['an array', [START, 60_000], null],
    ['a string', 'running', null],
  ])('%s', (_name, raw, expected) => {
    expect(parseTimer(raw)).toEqual(expected);
  });
});

describe('labels', () => {
  it.each<[number, string]>([
    [300, '5:00'],
    [60, '1:00'],
    [59, '0:59'],
    [30, '0:30'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('formatTimeLeft(%s) = %s', (s, text) => {
    expect(formatTimeLeft(s)).toBe(text);
  });

  it('the presets are 30 s, 1, 2, 3 and 5 minutes', () => {
    expect(TIMER_PRESETS_MS.map(presetLabel)).toEqual(['30 s', '1 min', '2 min', '3 min', '5 min']);
  });
});

describe('parseTimer: the start of time', () => {
  it('a timer started at time 0 is valid, one before it is not', () => {
    expect(parseTimer({ startedAt: 0, duration: 60_000 })).toEqual({
      startedAt: 0,
      duration: 60_000,
    });
    expect(parseTimer({ startedAt: -1, duration: 60_000 })).toBeNull();
  });
});

describe('parseStoredPreset: the timer length a device kept', () => {
  it('reads back every preset as it was stored', () => {
    for (const ms of TIMER_PRESETS_MS) expect(parseStoredPreset(String(ms))).toBe(ms);
  });

  it.each([null, '', '45000', ' 60000', '60000.0', '6e4', '1e3', 'NaN', '{"duration":60000}'])(
    'anything else (%j) is no preset',
    (raw) => expect(parseStoredPreset(raw)).toBeNull(),
  );
});
