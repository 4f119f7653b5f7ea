/**
 * The session's lifecycle (docs/architecture.md, Stores): created by its page's root,
 * its stores listen from start() to dispose(), and a start() after dispose() listens
 * again (React's StrictMode restarts a page's effects). The round number is the page
 * root's: here the test's, listening throughout.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RoundNumberStore } from '../../../../renderer/stores/common/round-number-store';
import { SessionRoot } from '../../../../renderer/stores/session/session-root';
import { roundVote } from '../../../support/records';
import {
  CODE,
  disposeSessions,
  kept,
  pageRound,
  sessionSetup,
  trackSession,
} from '../../../support/session-harness';

afterEach(disposeSessions);

/** A session over a room where Ann's 3 is revealed, with a story, a backlog and a session timer stored. */
function stored() {
  const env = sessionSetup();
  const { gateway, clock, deps } = env;
  gateway.setSession(CODE, 'story', 'Pay by card');
  gateway.setSession(CODE, 'backlog', { 0: { key: 'PAY-1', title: 'Refund' } });
  gateway.setSession(CODE, 'timer', { startedAt: clock.now(), duration: 60_000 });
  gateway.setSession(CODE, 'round', 1);
  const roundNumber = pageRound(deps);
  const session = new SessionRoot(CODE, deps, {
    round: () => ({ participants: [roundVote(CODE, 'ann', 'Ann', '3')], blockedIds: new Set() }),
    roundNumber,
  });
  trackSession(session);
  // The page root's round number is heard throughout; the session's own listeners are the rest.
  const listening = () => gateway.listenerCount - 1;
  return { ...env, session, listening };
}

/** What the session shows of the stored story, backlog and session timer. */
const shown = (session: SessionRoot) => ({
  story: session.story.text,
  backlog: session.backlog.stories.map((s) => s.title),
  seconds: session.sessionTimer.view?.remainingSeconds ?? null,
});

const NOTHING = { story: '', backlog: [], seconds: null };

describe('the session before start()', () => {
  it('listens to nothing, keeps no round and sets no timer', () => {
    const { gateway, clock, session, listening } = stored();
    const release = session.history.watch();
    clock.advance(10_000);
    expect(listening()).toBe(0);
    expect(clock.pending).toBe(0);
    expect(shown(session)).toEqual(NOTHING);
    expect(session.history.loaded).toBe(false);
    expect(kept(gateway)).toBe(0);
    release();
  });

  it('shows what is stored once started, the history too for a view that watched first', () => {
    const { gateway, clock, session } = stored();
    const release = session.history.watch();
    session.start();
    expect(shown(session)).toEqual({ story: 'Pay by card', backlog: ['Refund'], seconds: 60 });
    expect(session.history.loaded).toBe(true);
    clock.advance(0);
    expect(kept(gateway)).toBe(1);
    release();
  });
});

describe('the session after dispose()', () => {
  it('hears nothing and redraws nothing, and a start() listens again', () => {
    const { gateway, clock, session, listening } = stored();
    const release = session.history.watch();
    session.start();
    const started = listening();
    session.dispose();
    expect(listening()).toBe(0);
    expect(clock.pending).toBe(0);
    gateway.setSession(CODE, 'story', 'Refund by card');
    expect(session.story.text).toBe('Pay by card');
    session.start();
    expect(listening()).toBe(started);
    expect(session.story.text).toBe('Refund by card');
    expect(session.history.loaded).toBe(true);
    clock.advance(1_005);
    expect(shown(session).seconds).toBe(59);
    release();
  });

  it('a second dispose() or start() changes nothing', () => {
    const { session, listening } = stored();
    session.start();
    session.start();
    const started = listening();
    session.dispose();
    session.dispose();
    session.start();
    expect(listening()).toBe(started);
  });
});

describe("a session given its page's round number", () => {
  it('neither starts nor stops it: the page does', () => {
    const { gateway, deps } = sessionSetup();
    gateway.setSession(CODE, 'round', 4);
    const roundNumber = new RoundNumberStore(CODE, deps);
    const session = new SessionRoot(CODE, deps, { roundNumber });
    trackSession(session);
    session.start();
    expect(roundNumber.loaded).toBe(false);
    session.dispose();
    expect(gateway.listenerCount).toBe(0);
    roundNumber.start();
    session.start();
    session.dispose();
    expect(roundNumber.value).toBe(4);
    expect(gateway.listenerCount).toBe(1);
    roundNumber.dispose();
  });
});
