import { describe, expect, it } from 'vitest';
import { TRACKER_KEYS } from '../../../../renderer/domain/tracker-storage-keys';
import { FakeTracker, fakeIssue, STORY_POINTS } from '../../../support/fake-tracker';
import { memoryStorage } from '../../../support/test-deps';
import { CODE, connect, estimate, imported, settle, wall } from './tracker-harness';

describe('the write-back: an estimate the room saves goes to the tracker', () => {
  it('writes the number to the field found, once, and says In Jira', async () => {
    const h = wall();
    await imported(h);
    await estimate(h, 0, '5');
    expect(h.tracker.writes).toEqual([{ key: 'PAY-1', fieldId: STORY_POINTS.id, value: 5 }]);
    expect(h.tracker.issues.get('PAY-1')?.estimate).toBe(5);
    expect(h.root.writeBack.states.get(0)).toEqual({ kind: 'sent' });
    // The same value seen again (a reload of the backlog, another field changed): not written twice.
    await h.gateway.updateSession(CODE, { 'backlog/0/votes': 'Ann: 5; Bob: 5' });
    await settle();
    expect(h.tracker.writes).toHaveLength(1);
  });

  it('Re-estimate writes the new value', async () => {
    const h = wall();
    await imported(h);
    await estimate(h, 0, '5');
    await estimate(h, 0, '8');
    expect(h.tracker.landed).toEqual(['PAY-1=5', 'PAY-1=8']);
  });

  it("writes '½' as 0.5, and not '?' or a size, saying why", async () => {
    const h = wall();
    await imported(h);
    await estimate(h, 0, '½');
    await estimate(h, 1, '?');
    expect(h.tracker.landed).toEqual(['PAY-1=0.5']);
    expect(h.root.writeBack.states.get(1)).toEqual({
      kind: 'notWritten',
      reason: 'notNumber',
      card: '?',
    });
    await estimate(h, 1, 'XL');
    expect(h.tracker.writes).toHaveLength(1);
  });

  it('waits for Retry-After after a 429, then lands', async () => {
    const tracker = new FakeTracker([fakeIssue('PAY-1'), fakeIssue('PAY-2')]);
    tracker.failWrites.set('PAY-1', [
      { kind: 'rate-limited', message: 'Too Many Requests', retryAfterMs: 7000 },
    ]);
    const h = wall({ tracker });
    await imported(h);
    await estimate(h, 0, '5');
    expect(h.root.writeBack.states.get(0)).toMatchObject({
      kind: 'waiting',
      failure: { kind: 'rate-limited' },
    });
    // Another story's estimate is not held up behind the one waiting.
    await estimate(h, 1, '3');
    expect(tracker.issues.get('PAY-2')?.estimate).toBe(3);
    h.deps.clock.advance(6999);
    await settle();
    expect(tracker.landed).toEqual(['PAY-1=5', 'PAY-2=3']);
    h.deps.clock.advance(1);
    await settle();
    expect(tracker.landed).toEqual(['PAY-1=5', 'PAY-2=3', 'PAY-1=5']);
    expect(h.root.writeBack.states.get(0)).toEqual({ kind: 'sent' });
  });

  it('retries a lost network with a growing back-off', async () => {
    const tracker = new FakeTracker([fakeIssue('PAY-1')]);
    const network = { kind: 'network' as const, message: '' };
    tracker.failWrites.set('PAY-1', [network, network]);
    const h = wall({ tracker });
    await imported(h);
    await estimate(h, 0, '2');
    h.deps.clock.advance(2000);
    await settle();
    expect(tracker.writes).toHaveLength(2);
    h.deps.clock.advance(3999);
    await settle();
    expect(tracker.writes).toHaveLength(2);
    h.deps.clock.advance(1);
    await settle();
    expect(tracker.issues.get('PAY-1')?.estimate).toBe(2);
  });

  it('does not retry a 404 by itself; Retry sends it again', async () => {
    const tracker = new FakeTracker([fakeIssue('PAY-1')]);
    tracker.failWrites.set('PAY-1', [{ kind: 'not-found', message: 'Issue does not exist' }]);
    const h = wall({ tracker });
    await imported(h);
    await estimate(h, 0, '8');
    expect(h.root.writeBack.states.get(0)).toEqual({
      kind: 'failed',
      failure: { kind: 'not-found', message: 'Issue does not exist' },
    });
    h.deps.clock.advance(3_600_000);
    await settle();
    expect(tracker.writes).toHaveLength(1);
    h.root.writeBack.retry('PAY-1');
    await settle();
    expect(tracker.landed).toEqual(['PAY-1=8', 'PAY-1=8']);
    expect(h.root.writeBack.states.get(0)).toEqual({ kind: 'sent' });
  });

  it('after a 401, sends again once the wall connects anew', async () => {
    const tracker = new FakeTracker([fakeIssue('PAY-1')]);
    tracker.failWrites.set('PAY-1', [{ kind: 'credentials', message: 'Unauthorized' }]);
    const h = wall({ tracker });
    await imported(h);
    await estimate(h, 0, '3');
    expect(h.root.writeBack.states.get(0)).toMatchObject({
      kind: 'failed',
      failure: { kind: 'credentials' },
    });
    await h.root.connection.disconnect();
    await settle();
    await connect(h);
    expect(tracker.landed).toEqual(['PAY-1=3', 'PAY-1=3']);
  });

  it('does not write a story whose key a participant changed, and says which key it imported', async () => {
    const h = wall();
    await imported(h);
    await h.gateway.updateSession(CODE, { 'backlog/0/key': 'PAY-2' });
    await estimate(h, 0, '13');
    expect(h.tracker.writes).toEqual([]);
    expect(h.root.writeBack.states.get(0)).toEqual({ kind: 'keyChanged', key: 'PAY-1' });
  });

  it('a key written into a story the wall did not import is not written either', async () => {
    const h = wall();
    await connect(h);
    await h.backlog.prepareText('Issue key,Summary\nPAY-1,Pay');
    await h.backlog.confirmImport('append');
    await estimate(h, 0, '5');
    expect(h.tracker.writes).toEqual([]);
    expect(h.root.writeBack.states.get(0)).toEqual({ kind: 'none' });
  });

  it('keeps the queue across a reload and sends it once connected', async () => {
    const storage = memoryStorage();
    const tracker = new FakeTracker([fakeIssue('PAY-1')]);
    const first = wall({ tracker, storage });
    await imported(first);
    tracker.down = { kind: 'unavailable', message: 'Service Unavailable', retryAfterMs: 60_000 };
    await estimate(first, 0, '5');
    first.root.dispose();
    expect(first.deps.clock.pending).toBe(0);
    tracker.down = null;
    const second = wall({ tracker, storage, gateway: first.gateway });
    await settle();
    // A wall with estimates waiting checks its connection by itself, and sends them
    // once the wait the tracker asked for has passed.
    expect(second.opened()).toBe(1);
    expect(second.root.connection.connected).toBe(true);
    expect(second.root.writeBack.states.get(0)).toMatchObject({ kind: 'waiting' });
    second.deps.clock.advance(60_000);
    await settle();
    expect(tracker.issues.get('PAY-1')?.estimate).toBe(5);
    expect(second.root.writeBack.states.get(0)).toEqual({ kind: 'sent' });
  });

  it('drops a corrupt stored list, says so, and writes nothing from it', async () => {
    const storage = memoryStorage();
    storage.setItem(TRACKER_KEYS.own(CODE), '[{"slot":0,"key":"PAY-1"');
    storage.setItem(TRACKER_KEYS.queue(CODE), '[{"key":"PAY-1","value":"x"}]');
    const h = wall({ storage });
    await connect(h);
    expect(h.root.writeBack.droppedStorage).toBe(true);
    expect(storage.items.has(TRACKER_KEYS.own(CODE))).toBe(false);
    expect(storage.items.has(TRACKER_KEYS.queue(CODE))).toBe(false);
    expect(h.deps.log.warnings).toHaveLength(2);
    expect(h.tracker.writes).toEqual([]);
  });

  it('a wall that never used a tracker does not load the connector', async () => {
    const h = wall();
    await settle();
    expect(h.opened()).toBe(0);
    expect(h.root.connection.phase).toBe('unknown');
  });

  it('a write still on its way when the page goes changes nothing after', async () => {
    const h = wall();
    await imported(h);
    let release = () => undefined as void;
    h.tracker.hold = new Promise<void>((r) => (release = r));
    await estimate(h, 0, '5');
    h.root.dispose();
    release();
    await settle();
    expect(h.deps.clock.pending).toBe(0);
  });
});
