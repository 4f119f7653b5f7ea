import { describe, expect, it } from 'vitest';
import { TRACKER_KEYS } from '../../../../renderer/domain/tracker-storage-keys';
import { STORY_POINTS } from '../../../support/fake-tracker';
import { memoryStorage } from '../../../support/test-deps';
import {
  CODE,
  connect,
  estimate,
  estimatedCsv,
  imported,
  sendAllRows,
  settle,
  wall,
} from './tracker-harness';

const MAPPED = { XS: 1, S: 2, M: 3, L: 5, XL: 8, XXL: 13 };

describe("the team's sizes as numbers, on the wall", () => {
  it('writes nothing for a size until a mapping is saved, then writes its number', async () => {
    const h = wall();
    await imported(h);
    await estimate(h, 0, 'L');
    expect(h.tracker.writes).toEqual([]);
    expect(h.root.writeBack.states.get(0)).toEqual({
      kind: 'notWritten',
      reason: 'sizeNotMapped',
      card: 'L',
    });
    // Saved after the round: the size already estimated is written as its number.
    h.root.sizeNumbers.save(MAPPED);
    await settle();
    expect(h.tracker.writes).toEqual([{ key: 'PAY-1', fieldId: STORY_POINTS.id, value: 5 }]);
    expect(h.root.writeBack.states.get(0)).toEqual({ kind: 'sent' });
    await estimate(h, 1, 'XL');
    expect(h.tracker.landed).toEqual(['PAY-1=5', 'PAY-2=8']);
  });

  it('a size left out of the mapping, or after Clear, is not written', async () => {
    const h = wall();
    await imported(h);
    h.root.sizeNumbers.save({ S: 2, M: 3 });
    await estimate(h, 0, 'L');
    expect(h.root.writeBack.states.get(0)).toMatchObject({ reason: 'sizeNotMapped' });
    h.root.sizeNumbers.clear();
    await estimate(h, 1, 'M');
    expect(h.tracker.writes).toEqual([]);
    expect(h.root.sizeNumbers.mapped).toBe(false);
    expect(h.deps.localStorage.getItem(TRACKER_KEYS.sizes(CODE))).toBeNull();
  });

  it('is kept per screen code across a reload', async () => {
    const storage = memoryStorage();
    wall({ storage }).root.sizeNumbers.save(MAPPED);
    expect(wall({ storage }).root.sizeNumbers.numbers).toEqual(MAPPED);
    storage.setItem(TRACKER_KEYS.sizes('Team-B'), JSON.stringify({ L: 20 }));
    expect(wall({ storage }).root.sizeNumbers.numbers.L).toBe(5);
  });

  it("Send all lists a size with the team's number", async () => {
    const h = wall();
    await connect(h);
    h.root.sizeNumbers.save(MAPPED);
    await estimatedCsv(h, 'Issue key,Summary\nPAY-1,Pay\nPAY-2,Refund', ['M', 'XXL']);
    await h.root.sendAll.prepare();
    await settle();
    expect(sendAllRows(h)).toEqual([
      ['PAY-1', 3, null],
      ['PAY-2', 13, null],
    ]);
  });

  it.each([
    ['text that is no JSON', '{"L":5'],
    ['a value that is no mapping', '{"L":"five"}'],
  ])('drops %s, says so, and keeps the queue and list of the wall', async (_, stored) => {
    const storage = memoryStorage();
    const first = wall({ storage });
    await imported(first);
    first.tracker.failWrites.set('PAY-1', [{ kind: 'network', message: '' }]);
    await estimate(first, 0, '5');
    const queue = storage.getItem(TRACKER_KEYS.queue(CODE));
    const own = storage.getItem(TRACKER_KEYS.own(CODE));
    storage.setItem(TRACKER_KEYS.sizes(CODE), stored);

    const h = wall({ storage });
    expect(h.root.sizeNumbers.numbers).toEqual({});
    expect(h.root.sizeNumbers.droppedStorage).toBe(true);
    expect(storage.items.has(TRACKER_KEYS.sizes(CODE))).toBe(false);
    expect(h.deps.log.warnings).toHaveLength(1);
    expect(storage.getItem(TRACKER_KEYS.queue(CODE))).toBe(queue);
    expect(storage.getItem(TRACKER_KEYS.own(CODE))).toBe(own);
    expect(h.root.writeBack.droppedStorage).toBe(false);
    // Saved again, the warning goes.
    h.root.sizeNumbers.save(MAPPED);
    expect(h.root.sizeNumbers.droppedStorage).toBe(false);
  });
});
