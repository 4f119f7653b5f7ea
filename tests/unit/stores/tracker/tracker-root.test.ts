import { describe, expect, it } from 'vitest';
import { TRACKER_KEYS } from '../../../../renderer/domain/tracker-storage-keys';
import { BacklogStore } from '../../../../renderer/stores/session/backlog-store';
import { TrackerRoot } from '../../../../renderer/stores/tracker/tracker-root';
import { FakeGateway } from '../../../support/fake-gateway';
import { FakeTracker } from '../../../support/fake-tracker';
import { memoryStorage, testDeps } from '../../../support/test-deps';
import { CODE, settle } from './tracker-harness';

function root(storage = memoryStorage(), offered = true) {
  let opened = 0;
  const deps = testDeps(new FakeGateway(), {
    localStorage: storage,
    ...(offered
      ? {
          trackerService: () => {
            opened += 1;
            return Promise.resolve(new FakeTracker());
          },
        }
      : {}),
  });
  const tracker = new TrackerRoot(CODE, deps, new BacklogStore(CODE, deps));
  return { tracker, deps, opened: () => opened };
}

describe('TrackerRoot: the tracker loads when the wall needs it', () => {
  it('a wall that never used a tracker loads nothing at start', async () => {
    const { tracker, opened } = root();
    tracker.start();
    await settle();
    expect(tracker.stores).toBeNull();
    expect(opened()).toBe(0);
  });

  it('loads its stores when asked (Options), started with the wall, once', async () => {
    const { tracker } = root();
    tracker.start();
    const [a, b] = await Promise.all([tracker.load(), tracker.load()]);
    expect(a).toBe(b);
    expect(tracker.stores).toBe(a);
    // Started: a connection check can be made and answers.
    a?.connection.check();
    await settle();
    expect(a?.connection.phase).toBe('disconnected');
  });

  it('a wall with estimates kept for its code loads and checks its connection at start', async () => {
    const storage = memoryStorage();
    storage.setItem(TRACKER_KEYS.queue(CODE), '[]');
    const { tracker, opened } = root(storage);
    tracker.start();
    await settle();
    expect(tracker.stores).not.toBeNull();
    storage.setItem(
      TRACKER_KEYS.own(CODE),
      JSON.stringify([{ slot: 0, key: 'A-1', url: '', fieldId: 'f', decimals: true, was: null }]),
    );
    const again = root(storage);
    again.tracker.start();
    await settle();
    expect(again.opened()).toBe(1);
    expect(opened()).toBe(0); // '[]' alone is nothing to send: no connector asked
  });

  it('offers nothing where no connector is (a phone)', async () => {
    const { tracker } = root(memoryStorage(), false);
    expect(tracker.offered).toBe(false);
    expect(await tracker.load()).toBeNull();
  });

  it('disposed, its stores stop', async () => {
    const { tracker, deps } = root();
    tracker.start();
    await tracker.load();
    tracker.dispose();
    expect(deps.clock.pending).toBe(0);
  });
});
