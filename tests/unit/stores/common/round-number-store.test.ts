/**
 * The page's one round-number listener: presence and the session share it, only its
 * owner stops it, and garbage in the database reads as no round number.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { encodeSelected } from '../../../../renderer/domain/codec';
import { PresenceStore } from '../../../../renderer/stores/common/presence-store';
import { RoundNumberStore } from '../../../../renderer/stores/common/round-number-store';
import { SessionRoot } from '../../../../renderer/stores/session/session-root';
import { FakeGateway } from '../../../support/fake-gateway';
import { testDeps } from '../../../support/test-deps';

const CODE = 'team-a';
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((s) => s()));

describe('the round number: one listener per page', () => {
  it("presence and the session share the page's round number; only its owner stops it", () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    const round = new RoundNumberStore(CODE, deps);
    const presence = new PresenceStore(CODE, deps, round);
    round.start();
    presence.start();
    const session = new SessionRoot(CODE, deps, { roundNumber: round });
    session.start();
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

  it("a store given the page's round number does not start it: only its owner does", () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    gateway.setSession(CODE, 'round', 4);
    const round = new RoundNumberStore(CODE, deps);
    const presence = new PresenceStore(CODE, deps, round);
    presence.start();
    stops.push(() => presence.dispose());
    expect([presence.roundNumber, round.loaded]).toEqual([null, false]);
    expect(gateway.listenerCount).toBe(1);
  });

  it('the round is unknown (null, not round 0) until the first value arrives', () => {
    const gateway = new FakeGateway();
    const round = new RoundNumberStore(CODE, testDeps(gateway));
    expect([round.value, round.loaded, round.current]).toEqual([null, false, null]);
    round.start();
    stops.push(() => round.dispose());
    expect([round.value, round.loaded, round.current]).toEqual([null, true, 0]);
  });

  it('a second start listens once: after dispose, a New round elsewhere changes nothing', () => {
    const gateway = new FakeGateway();
    const round = new RoundNumberStore(CODE, testDeps(gateway));
    const started: number[] = [];
    round.onRoundStarted((n) => started.push(n));
    round.start();
    round.start();
    gateway.setSession(CODE, 'round', 1);
    round.dispose();
    expect(gateway.listenerCount).toBe(0);
    gateway.setSession(CODE, 'round', 2);
    expect([round.value, started]).toEqual([1, [1]]);
  });

  it('restarted (StrictMode), the first value read again is history, not a New round', () => {
    const gateway = new FakeGateway();
    const round = new RoundNumberStore(CODE, testDeps(gateway));
    const started: number[] = [];
    round.onRoundStarted((n) => started.push(n));
    gateway.setSession(CODE, 'round', 3);
    round.start();
    round.dispose();
    // Another page started a New round while this one was stopped.
    gateway.setSession(CODE, 'round', 5);
    round.start();
    stops.push(() => round.dispose());
    expect([round.value, started]).toEqual([5, []]);
    gateway.setSession(CODE, 'round', 6);
    expect(started).toEqual([6]);
  });

  it('garbage or no round number reads as none (the session counts from 0)', () => {
    const gateway = new FakeGateway();
    let deliver: (raw: unknown) => void = () => undefined;
    gateway.onRoundNumber = (_code, cb) => {
      deliver = cb;
      return () => undefined;
    };
    const round = new RoundNumberStore(CODE, testDeps(gateway));
    round.start();
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
    session.start();
    stops.push(() => session.dispose());
    deps.clock.advance(0);
    const kept = gateway.writes.find((w) => w.op === 'keepRound');
    expect(kept?.op === 'keepRound' && kept.fingerprint.startsWith('0-')).toBe(true);
  });
});
