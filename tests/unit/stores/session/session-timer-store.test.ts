/**
 * The session timer on every device: server time, redrawn exactly when the seconds change,
 * the same on a device whose clock is off, finished then stepping aside; only presets.
 */
import { autorun } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TOGGLE_DURATION_MS,
  TIMER_DONE_SHOWN_MS,
} from '../../../../renderer/stores/session/session-timer-store';
import { TIMER_PRESET_KEY } from '../../../../renderer/domain/storage-keys';
import { FakeClock } from '../../../support/fake-clock';
import { FakeGateway } from '../../../support/fake-gateway';
import { CODE, disposeSessions, makeSession, sessionSetup } from '../../../support/session-harness';
import { testDeps } from '../../../support/test-deps';

afterEach(disposeSessions);

describe('the session timer', () => {
  it('counts down from server time and redraws exactly when the seconds change', () => {
    const { clock, deps } = sessionSetup(2_500);
    const store = makeSession(deps);
    store.sessionTimer.begin(60_000);
    expect(store.sessionTimer.view).toMatchObject({ remainingSeconds: 60, finished: false });
    // Ticks land on the second boundaries (plus the 5 ms margin), nothing in between.
    expect(clock.dueIn).toEqual([1_005]);
    clock.advance(1_004);
    expect(store.sessionTimer.view?.remainingSeconds).toBe(60);
    clock.advance(1);
    expect(store.sessionTimer.view?.remainingSeconds).toBe(59);
    clock.advance(58_000);
    expect(store.sessionTimer.view?.remainingSeconds).toBe(1);
    clock.advance(1_000);
    expect(store.sessionTimer.view).toMatchObject({ remainingSeconds: 0, finished: true });
    expect(store.sessionTimer.shown).toBe(true);
  });

  it('a device that joins late, with its clock 7 s off, shows the same time as the starter', () => {
    const shared = new FakeGateway();
    const wall = sessionSetup(0, shared);
    const wallStore = makeSession(wall.deps);
    wallStore.sessionTimer.begin(120_000);
    wall.clock.advance(45_300);
    // The phone's own clock is 7 s behind; its server offset makes up for it.
    const phoneClock = new FakeClock(wall.clock.now() - 7_000);
    const phoneGateway = Object.create(shared) as FakeGateway;
    phoneGateway.now = () => phoneClock.now() + 7_000;
    const phoneStore = makeSession(testDeps(phoneGateway, { clock: phoneClock }));
    expect(phoneStore.sessionTimer.view?.remainingSeconds).toBe(
      wallStore.sessionTimer.view?.remainingSeconds,
    );
    expect(phoneStore.sessionTimer.view?.remainingSeconds).toBe(75);
    // Both redraw at the same server moment.
    const serverTickWall = wall.clock.now() + wall.clock.dueIn[0]!;
    const serverTickPhone = phoneClock.now() + 7_000 + phoneClock.dueIn[0]!;
    expect(serverTickPhone).toBe(serverTickWall);
  });

  it('a phone waking long after the end shows it finished, then steps aside', () => {
    const { gateway, clock, deps } = sessionSetup();
    gateway.setSession(CODE, 'timer', {
      startedAt: clock.now() - 30_000 - 10_000,
      duration: 30_000,
    });
    const store = makeSession(deps);
    expect(store.sessionTimer.view).toMatchObject({ remainingMs: 0, finished: true });
    expect(store.sessionTimer.shown).toBe(true);
    clock.advance(TIMER_DONE_SHOWN_MS - 10_000);
    expect(store.sessionTimer.shown).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it('restart begins the full duration again; stop clears it everywhere', () => {
    const { gateway, clock, deps } = sessionSetup();
    const store = makeSession(deps);
    store.sessionTimer.begin(30_000);
    clock.advance(20_010);
    expect(store.sessionTimer.view?.remainingSeconds).toBe(10);
    store.sessionTimer.runAgain();
    expect(store.sessionTimer.view?.remainingSeconds).toBe(30);
    store.sessionTimer.cancel();
    expect(store.sessionTimer.timer).toBeNull();
    expect(store.sessionTimer.shown).toBe(false);
    expect(gateway.sessions.has(`${CODE}/timer`)).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it('only the presets start a timer; garbage from others shows no timer', () => {
    const { gateway, deps } = sessionSetup();
    const store = makeSession(deps);
    store.sessionTimer.begin(45_000);
    expect(gateway.writes).toEqual([]);
    gateway.setSession(CODE, 'timer', { startedAt: 'soon', duration: 60_000 });
    expect(store.sessionTimer.view).toBeNull();
  });

  it("the wall's T key starts 1 min first, then stops a running sessionTimer, then starts the length last set", () => {
    const { gateway, clock, deps } = sessionSetup();
    const store = makeSession(deps);
    expect(DEFAULT_TOGGLE_DURATION_MS).toBe(60_000);
    store.sessionTimer.toggle();
    expect(store.sessionTimer.view).toMatchObject({ remainingSeconds: 60, finished: false });
    store.sessionTimer.toggle();
    expect(store.sessionTimer.timer).toBeNull();
    // A phone sets 3 min; the wall's next T starts 3 min again after it was stopped.
    store.sessionTimer.begin(180_000);
    store.sessionTimer.cancel();
    store.sessionTimer.toggle();
    expect(store.sessionTimer.view?.remainingSeconds).toBe(180);
    // A finished sessionTimer is started again, not stopped.
    clock.advance(180_005);
    expect(store.sessionTimer.view?.finished).toBe(true);
    store.sessionTimer.toggle();
    expect(store.sessionTimer.view).toMatchObject({ remainingSeconds: 180, finished: false });
    expect(gateway.sessions.has(`${CODE}/timer`)).toBe(true);
  });

  it("after a restart, the wall's T key starts the length last set on this device", () => {
    const { deps } = sessionSetup();
    makeSession(deps).sessionTimer.begin(300_000);
    disposeSessions();
    // The kiosk restarts: a fresh database with no sessionTimer, the same device storage.
    const restarted = sessionSetup(0, new FakeGateway(), new FakeClock());
    const store = makeSession({ ...restarted.deps, localStorage: deps.localStorage });
    store.sessionTimer.toggle();
    expect(store.sessionTimer.view?.remainingSeconds).toBe(300);
  });

  it('a device whose kept length is broken or no preset starts 1 min', () => {
    for (const kept of ['45000', 'garbage', '']) {
      const { deps } = sessionSetup();
      deps.localStorage.setItem(TIMER_PRESET_KEY, kept);
      const store = makeSession(deps);
      store.sessionTimer.toggle();
      expect(store.sessionTimer.view?.remainingSeconds).toBe(60);
      disposeSessions();
    }
  });
});

describe('the sessionTimer on screen', () => {
  it("a view redraws as the seconds change; the buttons' bare callbacks act on it", () => {
    const { clock, deps } = sessionSetup();
    const { sessionTimer } = makeSession(deps);
    const seen: (number | null)[] = [];
    const stop = autorun(() =>
      seen.push(sessionTimer.shown ? (sessionTimer.view?.remainingSeconds ?? null) : null),
    );
    // Buttons receive the actions themselves, not bound by the component.
    const { begin, runAgain, cancel } = sessionTimer;
    begin(60_000);
    clock.advance(2_005);
    runAgain();
    cancel();
    stop();
    expect(seen).toEqual([null, 60, 59, 58, 60, null]);
  });
});

describe('the sessionTimer between start() and dispose()', () => {
  it('a second start() listens once: after dispose() a sessionTimer set elsewhere no longer shows', () => {
    const { gateway, clock, deps } = sessionSetup();
    const { sessionTimer } = makeSession(deps);
    sessionTimer.start();
    sessionTimer.dispose();
    gateway.setSession(CODE, 'timer', { startedAt: clock.now(), duration: 60_000 });
    expect(sessionTimer.view).toBeNull();
    expect(clock.pending).toBe(0);
  });

  it('an event the database raises late, after dispose(), redraws nothing', () => {
    const { gateway, clock, deps } = sessionSetup();
    // The SDK may still raise an event it queued before the listener was removed.
    let late: (raw: unknown) => void = () => undefined;
    gateway.onTimer = (_code, cb) => {
      late = cb;
      return () => undefined;
    };
    const { sessionTimer } = makeSession(deps);
    const timer = { startedAt: clock.now(), duration: 60_000 };
    late(timer);
    expect(sessionTimer.view?.remainingSeconds).toBe(60);
    sessionTimer.dispose();
    clock.advance(10_000);
    late(timer);
    expect(sessionTimer.view?.remainingSeconds).toBe(60);
    expect(clock.pending).toBe(0);
  });
});
