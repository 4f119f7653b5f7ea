/** Refused writes are logged with what failed; a disposed session leaves nothing behind. */
import { afterEach, describe, expect, it } from 'vitest';
import { SessionRoot } from '../../../../renderer/stores/session/session-root';
import { FakeGateway } from '../../../support/fake-gateway';
import { roundVote } from '../../../support/records';
import {
  CODE,
  disposeSessions,
  makeSession,
  pageRound,
  sessionSetup,
} from '../../../support/session-harness';
import { settleMicrotasks } from '../../../support/settle';

afterEach(disposeSessions);

describe('refused writes are logged with what failed', () => {
  it.each<[string, (s: SessionRoot) => void, keyof FakeGateway, string]>([
    ['the story', (s) => s.story.set('PROJ-1'), 'setStory', 'Could not set the story:'],
    [
      'a timer start',
      (s) => s.sessionTimer.begin(60_000),
      'startTimer',
      'Could not start the timer:',
    ],
    ['a timer stop', (s) => s.sessionTimer.cancel(), 'stopTimer', 'Could not stop the timer:'],
    [
      'a deleted round',
      (s) => s.history.deleteRound('0'),
      'deleteHistoryEntry',
      'Could not delete the round:',
    ],
  ])('%s', async (_label, act, method, message) => {
    const { gateway, deps } = sessionSetup();
    (gateway as unknown as Record<string, unknown>)[method] = () =>
      Promise.reject(new Error('permission_denied'));
    const store = makeSession(deps);
    act(store);
    await settleMicrotasks();
    expect(deps.log.errors.map((e) => [e[0], String(e[1])])).toEqual([
      [message, 'Error: permission_denied'],
    ]);
  });

  it('a round that could not be kept is a warning', async () => {
    const { gateway, deps, clock } = sessionSetup();
    gateway.keepRound = () => Promise.reject(new Error('offline'));
    makeSession(deps, {
      round: () => ({ participants: [roundVote(CODE, 'ann', 'ANN', '3')], blockedIds: new Set() }),
    });
    clock.advance(0);
    await settleMicrotasks();
    expect(deps.log.warnings.map((w) => [w[0], String(w[1])])).toEqual([
      ['Could not keep the round:', 'Error: offline'],
    ]);
  });
});

describe('dispose', () => {
  it('leaves no listener and no timer behind', () => {
    const { gateway, clock, deps } = sessionSetup();
    const roundNumber = pageRound(deps);
    const store = makeSession(deps, {
      round: () => ({ participants: [roundVote(CODE, 'a', 'A', '1')], blockedIds: new Set() }),
      roundNumber,
    });
    store.sessionTimer.begin(60_000);
    store.history.watch();
    store.dispose();
    // The round number is its page root's, which disposes it after the session.
    expect(gateway.listenerCount).toBe(1);
    roundNumber.dispose();
    expect(gateway.listenerCount).toBe(0);
    expect(clock.pending).toBe(0);
  });
});
