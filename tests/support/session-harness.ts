/**
 * The session's stores on the in-memory gateway with a fake clock, as the store tests
 * drive them: each {@link makeSession} is started with its page's round number, and both
 * are disposed by {@link disposeSessions} after each test.
 */
import { RoundNumberStore } from '../../renderer/stores/common/round-number-store';
import { SessionRoot, type SessionOptions } from '../../renderer/stores/session/session-root';
import { FakeClock } from './fake-clock';
import { FakeGateway } from './fake-gateway';
import { testDeps, type TestDeps } from './test-deps';

/** The screen code of the session. */
export const CODE = 'team-a';

/** What ends after the test, last made first (a session before its round number). */
const disposals: (() => void)[] = [];

/** Disposes every session and round number made since the last call (for afterEach). */
export function disposeSessions(): void {
  for (const dispose of disposals.splice(0).reverse()) dispose();
}

/** Disposes `session` after the test (one made outside {@link makeSession}). */
export function trackSession(session: { dispose(): void }): void {
  disposals.push(() => session.dispose());
}

/** The round number a page's root owns and gives its session, started; disposed after the test. */
export function pageRound(deps: TestDeps): RoundNumberStore {
  const round = new RoundNumberStore(CODE, deps);
  round.start();
  trackSession(round);
  return round;
}

/** A session's options in the tests: the page's round number made here unless given. */
export type TestSessionOptions = Omit<SessionOptions, 'roundNumber'> & {
  roundNumber?: RoundNumberStore;
};

/** A gateway whose server clock is the fake clock plus `offset`. */
export function sessionSetup(offset = 0, gateway = new FakeGateway(), clock = new FakeClock()) {
  gateway.now = () => clock.now() + offset;
  return { gateway, clock, deps: testDeps(gateway, { clock }) };
}

/** The session of `CODE`, started, its times shown in UTC unless `options` say otherwise. */
export function makeSession(deps: TestDeps, options: TestSessionOptions = {}): SessionRoot {
  const roundNumber = options.roundNumber ?? pageRound(deps);
  const session = new SessionRoot(CODE, deps, { timeZoneOffset: () => 0, ...options, roundNumber });
  trackSession(session);
  session.start();
  return session;
}

/** A gateway that holds back the story and round-number events until the test delivers them. */
export function holding() {
  const gateway = new FakeGateway();
  const held: { story?: (raw: unknown) => void; round?: (raw: unknown) => void } = {};
  gateway.onStory = (_code, cb) => {
    held.story = cb;
    return () => undefined;
  };
  gateway.onRoundNumber = (_code, cb) => {
    held.round = cb;
    return () => undefined;
  };
  return { gateway, held };
}

/** How many rounds this gateway's keepRound calls actually kept. */
export const kept = (gateway: FakeGateway) =>
  gateway.writes.filter((w) => w.op === 'keepRound' && w.kept).length;
