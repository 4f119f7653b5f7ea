/**
 * 'Next story' on the real local database through the product's gateway: a wall and
 * three phones pressing at the same moment move the room on by exactly one story, the
 * estimate is stored once, and none of them shows a failure.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryRound } from '../../../../renderer/domain/history';
import { BacklogStore } from '../../../../renderer/stores/session/backlog-store';
import { NextStoryControl } from '../../../../renderer/stores/session/next-story-control';
import { RoundNumberStore } from '../../../../renderer/stores/common/round-number-store';
import { eventually } from '../../../support/local-db';
import { useLiveDatabase } from '../../../support/live-database';
import { testDeps } from '../../../support/test-deps';

const live = useLiveDatabase('next-story');

const revealed: HistoryRound = {
  story: 'PAY-1 Pay by card',
  votes: [
    { name: 'Ann', value: '5' },
    { name: 'Bob', value: '8' },
  ],
  average: 6.5,
  closest: '8',
};

/** One device: its own connection, backlog and round number, and a count of its New rounds. */
function device(code: string) {
  const gateway = live.gateway();
  const deps = testDeps(gateway);
  const backlog = new BacklogStore(code, deps);
  backlog.start();
  const roundNumber = new RoundNumberStore(code, deps);
  roundNumber.start();
  let movedOn = 0;
  const control = new NextStoryControl(code, deps, {
    place: () => backlog.place,
    stories: () => backlog.stories,
    revealed: () => revealed,
    roundNumber,
    movedOn: () => (movedOn += 1),
    rule: () => 'closest',
    deck: () => undefined,
  });
  return { deps, backlog, roundNumber, control, movedOn: () => movedOn };
}

describe('Next story pressed on four devices at once', () => {
  it('moves on by exactly one story, stores the estimate once and shows no failure', async () => {
    const code = live.session.code();
    live.target.local!.setData(`sessions/${code}`, {
      round: 3,
      currentStory: '0',
      backlog: {
        0: { key: 'PAY-1', title: 'Pay by card' },
        1: { key: 'PAY-2', title: 'Refunds' },
        2: { key: 'PAY-3', title: 'Receipts' },
      },
    });
    const devices = [0, 1, 2, 3].map(() => device(code));
    await eventually(() => {
      for (const d of devices) {
        expect(d.backlog.place?.current.slot).toBe(0);
        expect(d.roundNumber.value).toBe(3);
      }
    });

    const results = await Promise.all(devices.map((d) => d.control.next('8')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(devices.reduce((sum, d) => sum + d.movedOn(), 0)).toBe(1);
    expect(live.target.local!.getData(`sessions/${code}/round`)).toBe(4);
    expect(live.target.local!.getData(`sessions/${code}/currentStory`)).toBe('1');
    expect(live.target.local!.getData(`sessions/${code}/backlog/0`)).toMatchObject({
      estimate: '8',
      votes: 'Ann: 5; Bob: 8',
    });
    expect(live.target.local!.getData(`sessions/${code}/backlog/1/estimate`)).toBeNull();
    for (const d of devices) {
      expect(d.control.error).toBeNull();
      expect(d.deps.log.warnings).toEqual([]);
    }
    await eventually(() => {
      for (const d of devices) expect(d.backlog.place?.current.title).toBe('Refunds');
    });
    for (const d of devices) {
      d.backlog.dispose();
      d.roundNumber.dispose();
    }
  });
});
