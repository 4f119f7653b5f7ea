/**
 * The phone page's root: one start and one dispose for all its stores, the page's one
 * round-number listener (shared with the joined view's session), and presence and the
 * round number appearing to views at start and going at dispose.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SessionRoot } from '../../../../renderer/stores/session/session-root';
import { FakeGateway } from '../../../support/fake-gateway';
import { CODE, disposePhones, setupPhone, stored } from '../../../support/phone-harness';

afterEach(disposePhones);

describe('the phone root', () => {
  it('has every store from its creation; start listens, dispose stops, a restart listens again', () => {
    const gateway = new FakeGateway();
    const { store } = setupPhone({ gateway, start: false });
    expect(store.presence.round).toBe(store.roundNumber);
    expect(gateway.listenerCount).toBe(0);
    store.start();
    const listening = gateway.listenerCount;
    gateway.setSession(CODE, 'round', 3);
    expect(store.presence.roundNumber).toBe(3);
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
    store.start();
    expect(gateway.listenerCount).toBe(listening);
  });

  it("the joined view's session shares the page's round number: one listener, kept by the root", () => {
    const gateway = new FakeGateway();
    const { store, deps } = setupPhone({ gateway });
    const { roundNumber } = store;
    const started = gateway.listenerCount;
    const shared = new SessionRoot(CODE, deps, { roundNumber });
    // Story, timer, backlog and current story only: the round number is the root's.
    expect(gateway.listenerCount).toBe(started + 4);
    gateway.setSession(CODE, 'round', 7);
    expect(shared.roundNumber.value).toBe(7);
    expect(store.presence.roundNumber).toBe(7);
    shared.dispose();
    expect(gateway.listenerCount).toBe(started);
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
  });

  it('a page that went joins nothing: a Join arriving after dispose writes no record', () => {
    const { store, gateway } = setupPhone();
    store.dispose();
    store.identity.setNameDraft('Ann');
    store.participation.join();
    expect(store.participation.joined).toBe(false);
    expect(stored(gateway, store.identity.userId)).toBeNull();
    expect(gateway.listenerCount).toBe(0);
  });
});
