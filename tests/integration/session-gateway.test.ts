/**
 * The Firebase gateway's session methods on the local database, through the official
 * SDK and the security rules: story, timer from server time, the round number, and a
 * round kept once even when several devices record it at the same moment.
 */
import { describe, expect, it } from 'vitest';
import { parseStoredDeck, presetDeck, storedDeck } from '../../renderer/domain/deck';
import {
  HISTORY_CAP,
  HISTORY_SEQ_LIMIT,
  parseHistory,
  roundFingerprint,
  type HistoryRound,
} from '../../renderer/domain/history';
import { parseBacklog } from '../../renderer/domain/backlog';
import { useLiveDatabase } from '../support/live-database';
import { historyEntryPath, historyPath, lastRoundPath, roundPath } from '../../shared/data-paths';

const live = useLiveDatabase('session-gw');
const gateway = () => live.gateway();

/** The next value `listen` delivers for which `ok` holds. */
function next<T>(listen: (cb: (v: T) => void) => () => void, ok: (v: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = listen((v) => {
      if (ok(v)) {
        queueMicrotask(() => stop());
        resolve(v);
      }
    });
  });
}

const round: HistoryRound = {
  story: 'PROJ-9',
  votes: [
    { name: 'Ann', value: '3' },
    { name: 'Bob', value: '5' },
  ],
  average: 4,
};

describe('session paths through the gateway', () => {
  it('an import written by one device reaches another in one update', async () => {
    const code = live.session.code();
    const [a, b] = [gateway(), gateway()];
    await a.updateSession(code, {
      backlog: { '0': { key: 'PAY-1', title: 'Pay' }, '1': { title: 'Refund' } },
      currentStory: '0',
      backlogReplacedAt: { '.sv': 'timestamp' },
    });
    const backlog = await next<unknown>(
      (cb) => b.onBacklog(code, cb),
      (v) => v !== null,
    );
    expect(parseBacklog(backlog).map((s) => s.title)).toEqual(['Pay', 'Refund']);
    expect(
      await next<unknown>(
        (cb) => b.onCurrentStory(code, cb),
        (v) => v !== null,
      ),
    ).toBe('0');
    await a.updateSession(code, {
      'backlog/0/estimate': '8',
      'backlog/0/estimatedAt': { '.sv': 'timestamp' },
      currentStory: '1',
    });
    const after = parseBacklog(
      await next<unknown>(
        (cb) => b.onBacklog(code, cb),
        (v) => parseBacklog(v)[0]?.estimate !== null,
      ),
    );
    expect(after[0]?.estimate?.value).toBe('8');
    await expect(a.updateSession(code, { currentStory: '7' })).rejects.toThrow();
  });

  it('story and timer written by one device reach another', async () => {
    const code = live.session.code();
    const [a, b] = [gateway(), gateway()];
    await a.setStory(code, '<b>PROJ-1</b> https://example.com');
    expect(
      await next<unknown>(
        (cb) => b.onStory(code, cb),
        (v) => v !== null,
      ),
    ).toBe('<b>PROJ-1</b> https://example.com');
    const before = Date.now();
    await a.startTimer(code, 60_000);
    const timer = (await next<unknown>(
      (cb) => b.onTimer(code, cb),
      (v) => v !== null,
    )) as {
      startedAt: number;
      duration: number;
    };
    expect(timer.duration).toBe(60_000);
    expect(timer.startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(timer.startedAt).toBeLessThanOrEqual(Date.now() + 1000);
    await a.stopTimer(code);
    expect(
      await next<unknown>(
        (cb) => b.onTimer(code, cb),
        (v) => v === null,
      ),
    ).toBeNull();
    await a.setStory(code, '');
    expect(
      await next<unknown>(
        (cb) => b.onStory(code, cb),
        (v) => v === null,
      ),
    ).toBeNull();
  });

  it('a deck written by one device reaches another; the standard deck removes it', async () => {
    const code = live.session.code();
    const [a, b] = [gateway(), gateway()];
    const fib = presetDeck('fibonacci', { question: true, coffee: false });
    await a.setDeck(code, storedDeck(fib));
    const seen = await next<unknown>(
      (cb) => b.onDeck(code, cb),
      (v) => v !== null,
    );
    expect(parseStoredDeck(seen)).toEqual({ deck: fib, problem: null });
    await a.setDeck(code, null);
    expect(
      await next<unknown>(
        (cb) => b.onDeck(code, cb),
        (v) => v === null,
      ),
    ).toBeNull();
  });

  it('the round number counts up by one per New round', async () => {
    const NONE = { remove: [] };
    const code = live.session.code();
    const g = gateway();
    await g.startNewRound(code, NONE);
    await Promise.all([g.startNewRound(code, NONE), gateway().startNewRound(code, NONE)]);
    expect(live.target.local!.getData(roundPath(code))).toBe(3);
  });

  it('four devices recording the same round at once keep it once', async () => {
    const code = live.session.code();
    const devices = [gateway(), gateway(), gateway(), gateway()];
    const results = await Promise.all(devices.map((d) => d.keepRound(code, '0-abc', round)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const stored = live.target.local!.getData(historyPath(code)) as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual(['0']);
    const entries = parseHistory(Object.entries(stored).map(([key, value]) => ({ key, value })));
    expect(entries).toEqual([expect.objectContaining({ seq: 0, ...round })]);
    // The next round goes to the next slot; deleting one leaves the other.
    expect(await devices[1]!.keepRound(code, '1-def', { ...round, story: 'Next' })).toBe(true);
    await devices[2]!.deleteHistoryEntry(code, '0');
    const children = await next<{ key: string }[]>(
      (cb) => devices[3]!.onHistory(code, cb),
      (c) => c.length === 1,
    );
    expect(children.map((c) => c.key)).toEqual(['1']);
  });

  it.each<[string, unknown]>([
    ['at the last number the rules accept', { seq: HISTORY_SEQ_LIMIT - 1, fingerprint: 'x' }],
    ['at a fraction (written before the rules refused one)', { seq: 2.5, fingerprint: 'x' }],
    ['behind the kept rounds', { seq: 1, fingerprint: 'x' }],
  ])('a head %s is repaired: the round is kept after the newest one', async (_name, head) => {
    const code = live.session.code();
    live.target.local!.setData(lastRoundPath(code), head);
    for (const seq of [4, 5])
      live.target.local!.setData(historyEntryPath(code, String(seq)), {
        seq,
        at: 1,
        story: `kept ${seq}`,
        votes: [{ name: 'A', value: '1' }],
        average: 1,
      });
    const g = gateway();
    expect(await g.keepRound(code, '1-abc', round)).toBe(true);
    expect(live.target.local!.getData(lastRoundPath(code))).toEqual({
      seq: 6,
      fingerprint: '1-abc',
    });
    expect(live.target.local!.getData(historyEntryPath(code, '6'))).toMatchObject({ seq: 6 });
    // And the history goes on from there.
    expect(await g.keepRound(code, '2-def', round)).toBe(true);
    expect(live.target.local!.getData(historyEntryPath(code, '7'))).toMatchObject({ seq: 7 });
  });

  it('two walls with different blocked lists keep one round once', async () => {
    const code = live.session.code();
    // The second wall blocked Bob: it sees other votes, so another fingerprint.
    const seenBySecond: HistoryRound = { ...round, votes: [round.votes[0]!], average: 3 };
    const [first, second] = [gateway(), gateway()];
    const kept = await Promise.all([
      first.keepRound(code, roundFingerprint(round.votes, 3), round),
      second.keepRound(code, roundFingerprint(seenBySecond.votes, 3), seenBySecond),
    ]);
    expect(kept.filter(Boolean)).toHaveLength(1);
    const stored = live.target.local!.getData(historyPath(code)) as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual(['0']);
    // The next round is kept again.
    expect(await second.keepRound(code, roundFingerprint(seenBySecond.votes, 4), round)).toBe(true);
  });

  it('the cap: round 200 overwrites the oldest slot', async () => {
    const code = live.session.code();
    live.target.local!.setData(lastRoundPath(code), {
      seq: HISTORY_CAP - 1,
      fingerprint: 'x',
    });
    live.target.local!.setData(historyEntryPath(code, '0'), {
      seq: 0,
      at: 1,
      story: 'oldest',
      votes: [{ name: 'A', value: '1' }],
      average: 1,
    });
    expect(await gateway().keepRound(code, 'new', round)).toBe(true);
    expect(live.target.local!.getData(historyEntryPath(code, '0'))).toMatchObject({
      seq: HISTORY_CAP,
      story: 'PROJ-9',
    });
  });
});
