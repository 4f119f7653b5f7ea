/**
 * The roster as a phone follows it (`screens/{code}`): one listener however often it is
 * started, and nothing heard once disposed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneRosterStore } from '../../../../renderer/stores/phone/roster-store';
import { STANDARD_DECK } from '../../../../renderer/domain/deck';
import { FakeGateway } from '../../../support/fake-gateway';
import { CODE, other } from '../../../support/phone-harness';
import { testDeps } from '../../../support/test-deps';

const stores: PhoneRosterStore[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.dispose()));

function started() {
  const gateway = new FakeGateway();
  const room = new PhoneRosterStore(CODE, testDeps(gateway), {
    presence: () => null,
    deck: () => STANDARD_DECK,
    round: () => 0,
    departed: () => [],
    revealedEarly: () => false,
    countingDown: () => false,
  });
  stores.push(room);
  room.start();
  return { gateway, room };
}

describe('the room on a phone', () => {
  it('a second start listens once: after dispose, a card joining elsewhere changes nothing', () => {
    const { gateway, room } = started();
    room.start();
    other(gateway, 'bob', '8', false);
    expect(room.records.map((r) => r.userId)).toEqual(['bob']);
    room.dispose();
    expect(gateway.listenerCount).toBe(0);
    other(gateway, 'cy', '5', false);
    expect([room.loaded, room.records.map((r) => r.userId)]).toEqual([false, ['bob']]);
  });
});
