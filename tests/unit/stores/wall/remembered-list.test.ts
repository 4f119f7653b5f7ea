/**
 * RememberedList (`lastClients`, docs/product.md, Browser storage): written lazily, once
 * per burst of changes, and never behind the back of the screen code the tab shows now.
 */
import { describe, expect, it } from 'vitest';
import type { ParticipantRecord } from '../../../../renderer/domain/types';
import {
  REMEMBER_WRITE_MS,
  RememberedList,
  readRemembered,
} from '../../../../renderer/stores/wall/remembered-list';
import { FakeClock } from '../../../support/fake-clock';
import { memoryStorage } from '../../../support/test-deps';

const rec = (userId: string): ParticipantRecord => ({
  userId,
  userName: userId,
  selected: '-',
  showCard: false,
  lastUpdate: 1_700_000_000_000,
});

function tab() {
  return { sessionStorage: memoryStorage(), clock: new FakeClock() };
}

describe('RememberedList', () => {
  it('a burst of changes is written once, after the delay', () => {
    const deps = tab();
    const list = new RememberedList('team-a', deps);
    list.replace([rec('ann')]);
    list.replace([rec('ann'), rec('bob')]);
    expect(deps.clock.pending).toBe(1);
    expect(readRemembered(deps.sessionStorage, 'team-a')).toEqual([]);
    deps.clock.advance(REMEMBER_WRITE_MS);
    expect(readRemembered(deps.sessionStorage, 'team-a')).toEqual([rec('ann'), rec('bob')]);
  });

  it("after a switch to another screen code, the old code's pending write never replaces the new list", () => {
    const deps = tab();
    const old = new RememberedList('team-a', deps);
    old.replace([rec('ann')]);
    old.replace([rec('ann'), rec('bob')]);
    old.flush();
    const next = new RememberedList('team-b', deps);
    next.replace([rec('cy')]);
    next.write();
    deps.clock.advance(REMEMBER_WRITE_MS * 3);
    expect(readRemembered(deps.sessionStorage, 'team-b')).toEqual([rec('cy')]);
  });

  it('a flush with nothing pending writes nothing (the new code keeps its list)', () => {
    const deps = tab();
    const old = new RememberedList('team-a', deps);
    const next = new RememberedList('team-b', deps);
    next.replace([rec('cy')]);
    next.write();
    old.flush();
    expect(readRemembered(deps.sessionStorage, 'team-b')).toEqual([rec('cy')]);
  });
});
