/**
 * 'New round' from a phone (docs/product.md, New round): offered once the cards are
 * revealed, it makes the wall's writes (present people's votes cleared, Away people
 * leave) and clears this phone and the others.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneRoot } from '../../../../renderer/stores/phone/phone-root';
import { FakeGateway } from '../../../support/fake-gateway';
import { CODE, disposePhones, joinAs, other, startPhone } from '../../../support/phone-harness';

afterEach(disposePhones);

/** A started phone, joined as `name`. */
function joinedPhone(gateway: FakeGateway, name: string): PhoneRoot {
  const store = startPhone(gateway);
  joinAs(store, name);
  return store;
}

describe('New round from a phone', () => {
  it('is refused until the cards are revealed', async () => {
    const gateway = new FakeGateway();
    const ann = joinedPhone(gateway, 'Ann');
    ann.participation.selectCard('3');
    ann.newRound();
    await Promise.resolve();
    expect(gateway.writes.filter((w) => w.op === 'newRound')).toEqual([]);
  });

  it('once revealed: present votes go with the round, Away people leave, every phone starts over', async () => {
    const gateway = new FakeGateway();
    const ann = joinedPhone(gateway, 'Ann');
    const bob = joinedPhone(gateway, 'Bob');
    other(gateway, 'cy', '8', true, false);
    ann.participation.selectCard('3');
    ann.participation.setReady(true);
    bob.participation.selectCard('5');
    bob.participation.setReady(true);
    expect(bob.participation.phase).toBe('revealed');

    // The button hands the action over as a bare callback.
    const { newRound } = bob;
    newRound();
    await settled(bob);
    const write = gateway.writes.find((w) => w.op === 'newRound');
    expect(write).toMatchObject({
      op: 'newRound',
      remove: ['cy'],
    });
    expect(ann.participation.value).toBe('');
    expect(ann.participation.phase).toBe('choosing');
    expect(bob.participation.value).toBe('');
    expect(bob.participation.phase).toBe('choosing');
    expect(gateway.screens.get(CODE)?.has('cy')).toBe(false);
    expect(bob.newRoundControl.error).toBeNull();
  });

  it("after Next story from a phone: New round's writes follow, the round counted once", async () => {
    const gateway = new FakeGateway();
    gateway.setSession(CODE, 'backlog', {
      0: { key: 'PAY-1', title: 'Pay by card' },
      1: { key: 'PAY-2', title: 'Refunds' },
    });
    gateway.setSession(CODE, 'currentStory', '0');
    const ann = joinedPhone(gateway, 'Ann');
    const bob = joinedPhone(gateway, 'Bob');
    ann.participation.selectCard('5');
    ann.participation.setReady(true);
    bob.participation.selectCard('5');
    bob.participation.setReady(true);
    expect(await bob.session.nextStoryControl.next('5')).toBe(true);
    await settled(bob);
    expect(gateway.writes.filter((w) => w.op === 'newRound')).toEqual([
      expect.objectContaining({ remove: [], counted: true }),
    ]);
    expect(gateway.roundOf(CODE)).toBe(1);
    expect(bob.session.backlog.place?.current.title).toBe('Refunds');
    for (const phone of [ann, bob]) {
      expect([phone.participation.phase, phone.participation.value]).toEqual(['choosing', '']);
    }
  });
});

/** Lets the gateway's per-record writes settle. */
async function settled(store: PhoneRoot): Promise<void> {
  for (let i = 0; i < 20 && store.newRoundControl.busy; i += 1)
    await new Promise((r) => setTimeout(r, 0));
}
