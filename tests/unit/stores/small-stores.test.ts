/**
 * The small stores behind the wall and the phone, through what their users see:
 * presence and New rounds started elsewhere (never the first round number read after
 * a reload), the phone's copy of the wall's colours, the Lowest/Highest marks with
 * no numeric vote, and the render recovery's backoff at its edges.
 */
import { autorun } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { PresenceStore } from '../../../renderer/stores/presence-store';
import { encodeSelected } from '../../../renderer/domain/codec';
import { STANDARD_DECK } from '../../../renderer/domain/deck';
import { RoundNumberStore } from '../../../renderer/stores/round-number-store';
import { SessionRoot } from '../../../renderer/stores/session-root';
import {
  HEALTHY_AFTER_MS,
  MAX_RELOAD_DELAY_MS,
  RenderRecovery,
} from '../../../renderer/stores/render-recovery';
import { ResultStore } from '../../../renderer/stores/result-store';
import { ScreenLookStore } from '../../../renderer/stores/screen-look-store';
import { FakeClock } from '../../support/fake-clock';
import { FakeGateway } from '../../support/fake-gateway';
import { testDeps } from '../../support/test-deps';
import { RECOVERY_KEY } from '../../../renderer/domain/storage-keys';

const CODE = 'team-a';
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((s) => s()));

describe('presence and rounds started elsewhere', () => {
  /** A presence store whose round-number events the test delivers, as a slow connection would. */
  function presence() {
    const gateway = new FakeGateway();
    let deliver: (raw: unknown) => void = () => undefined;
    gateway.onRoundNumber = (_code, cb) => {
      deliver = cb;
      return () => undefined;
    };
    const store = new PresenceStore(CODE, { gateway });
    stops.push(() => store.dispose());
    return { gateway, store, deliver: (raw: unknown) => deliver(raw) };
  }

  it('the round number read after a reload is history, not a New round', () => {
    const { store, deliver } = presence();
    const started: number[] = [];
    store.onRoundStarted((n) => started.push(n));
    deliver(3);
    expect(store.roundNumber).toBe(3);
    expect(started).toEqual([]);
    deliver(4);
    expect(started).toEqual([4]);
  });

  it('the same round number sent again (a reconnect) is not another New round', () => {
    const { store, deliver } = presence();
    const started: number[] = [];
    store.onRoundStarted((n) => started.push(n));
    deliver(3);
    deliver(4);
    deliver(4);
    expect(started).toEqual([4]);
  });

  it('a listener that stopped hears no more rounds', () => {
    const { store, deliver } = presence();
    const started: number[] = [];
    const stop = store.onRoundStarted((n) => started.push(n));
    deliver(1);
    stop();
    deliver(2);
    expect(started).toEqual([]);
  });

  it('who is present and the round number are followed by reactive views', () => {
    const { gateway, store, deliver } = presence();
    const seen: [boolean, number | null][] = [];
    stops.push(autorun(() => seen.push([store.present?.has('ann') ?? false, store.roundNumber])));
    gateway.setPresence(CODE, 'ann', { connectedAt: 1 });
    deliver(2);
    expect(seen.at(-1)).toEqual([true, 2]);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the round number: one listener per page', () => {
  it("presence and the session share the page's round number; only its owner stops it", () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    const round = new RoundNumberStore(CODE, deps);
    const presence = new PresenceStore(CODE, deps, round);
    const session = new SessionRoot(CODE, deps, { roundNumber: round });
    const alone = gateway.listenerCount;
    const started: number[] = [];
    presence.onRoundStarted((n) => started.push(n));
    gateway.setSession(CODE, 'round', 4);
    expect(session.roundNumber).toBe(round);
    expect([presence.roundNumber, round.value, round.loaded]).toEqual([4, 4, true]);
    gateway.setSession(CODE, 'round', 5);
    expect(started).toEqual([4, 5]);
    presence.dispose();
    session.dispose();
    // Presence (1), story + timer (2) and backlog + current story (2) stopped; the shared
    // round number is still heard.
    expect(gateway.listenerCount).toBe(alone - 5);
    round.dispose();
    expect(gateway.listenerCount).toBe(alone - 6);
  });

  it('a store given no round number listens itself and stops it on dispose', () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    const presence = new PresenceStore(CODE, deps);
    const session = new SessionRoot(CODE, deps);
    gateway.setSession(CODE, 'round', 2);
    expect([presence.roundNumber, session.roundNumber.value]).toEqual([2, 2]);
    expect(presence.round).not.toBe(session.roundNumber);
    presence.dispose();
    session.dispose();
    expect(gateway.listenerCount).toBe(0);
  });

  it('garbage or no round number reads as none (the session counts from 0)', () => {
    const gateway = new FakeGateway();
    let deliver: (raw: unknown) => void = () => undefined;
    gateway.onRoundNumber = (_code, cb) => {
      deliver = cb;
      return () => undefined;
    };
    const round = new RoundNumberStore(CODE, testDeps(gateway));
    stops.push(() => round.dispose());
    expect([round.value, round.loaded]).toEqual([null, false]);
    deliver(-3);
    expect([round.value, round.loaded]).toEqual([null, true]);
    // The session counts a garbage round number as round 0 in what it keeps.
    gateway.setSession(CODE, 'story', 'PROJ-1');
    const ann = { userId: 'ann', userName: 'Ann', selected: encodeSelected('3', CODE, 'ann') };
    const record = { ...ann, showCard: true, lastUpdate: 1 };
    const deps = testDeps(gateway);
    const session = new SessionRoot(CODE, deps, {
      roundNumber: round,
      round: () => ({ participants: [{ record, offline: false }], blockedIds: new Set() }),
    });
    stops.push(() => session.dispose());
    deps.clock.advance(0);
    const kept = gateway.writes.find((w) => w.op === 'recordRound');
    expect(kept?.op === 'recordRound' && kept.fingerprint.startsWith('0-')).toBe(true);
  });
});

describe("the phone's copy of the wall's colours", () => {
  const MIDNIGHT = {
    cardBackground: '#1f2937',
    cardBorder: '#6366f1',
    textColor: '#f9fafb',
    screenBackground: '#0b1020',
    screenForeground: '#e5e7eb',
    customImages: '',
  };

  it('follows configs/{code} once started, validated, and stops on dispose', () => {
    const gateway = new FakeGateway();
    gateway.setConfig(CODE, MIDNIGHT);
    const look = new ScreenLookStore(CODE, testDeps(gateway));
    expect(look.config.cardBackground).toBe(''); // not started: the defaults
    look.start();
    look.start(); // React StrictMode runs the effect twice: one subscription
    expect(gateway.listenerCount).toBe(1);
    expect(look.config).toEqual(MIDNIGHT);
    gateway.setConfig(CODE, { ...MIDNIGHT, textColor: 42 });
    expect(look.config).toEqual({ ...MIDNIGHT, textColor: '' });
    look.dispose();
    expect(gateway.listenerCount).toBe(0);
    gateway.setConfig(CODE, { ...MIDNIGHT, cardBorder: '#000000' });
    expect(look.config.cardBorder).toBe(MIDNIGHT.cardBorder);
    look.start(); // restartable
    expect(look.config.cardBorder).toBe('#000000');
    look.dispose();
  });
});

describe('Lowest and Highest marks', () => {
  it('no card carries a mark when no revealed vote is numeric', () => {
    const store = new ResultStore(() => ({
      cards: [
        { ready: true, value: '?' },
        { ready: true, value: 'C' },
      ],
      revealed: true,
      deck: STANDARD_DECK,
    }));
    expect(store.lowest).toBeNull();
    expect(store.highest).toBeNull();
    expect(store.markOf('?')).toBeNull();
    expect(store.markOf(null)).toBeNull();
  });
});

describe('render recovery at its edges', () => {
  function page(clock: FakeClock, storage: ReturnType<typeof testDeps>['sessionStorage']) {
    const reloads: number[] = [];
    const recovery = new RenderRecovery({
      clock,
      sessionStorage: storage,
      reload: () => reloads.push(clock.now()),
    });
    return { recovery, reloads };
  }

  it('a negative error count left in storage starts over at the first delay', () => {
    const clock = new FakeClock();
    const storage = testDeps(new FakeGateway()).sessionStorage;
    storage.setItem(RECOVERY_KEY, JSON.stringify({ attempts: -3, reloadAt: clock.now() }));
    expect(page(clock, storage).recovery.failed()).toBe(5_000);
  });

  it('an error exactly a minute after the reload still counts as in a row', () => {
    const clock = new FakeClock();
    const storage = testDeps(new FakeGateway()).sessionStorage;
    expect(page(clock, storage).recovery.failed()).toBe(5_000);
    clock.advance(5_000 + HEALTHY_AFTER_MS);
    expect(page(clock, storage).recovery.failed()).toBe(10_000);
  });

  it('after the longest wait, a page failing right after its reload keeps the longest wait', () => {
    const clock = new FakeClock();
    const storage = testDeps(new FakeGateway()).sessionStorage;
    storage.setItem(RECOVERY_KEY, JSON.stringify({ attempts: 10, reloadAt: clock.now() }));
    const first = page(clock, storage);
    expect(first.recovery.failed()).toBe(MAX_RELOAD_DELAY_MS);
    clock.advance(MAX_RELOAD_DELAY_MS);
    expect(first.reloads).toHaveLength(1);
    clock.advance(2_000);
    expect(page(clock, storage).recovery.failed()).toBe(MAX_RELOAD_DELAY_MS);
  });
});
