/**
 * The phone page's root: one start and one dispose for all its stores, the page's one
 * round-number listener (shared with its session), and presence and the
 * round number appearing to views at start and going at dispose.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FakeGateway } from '../../../support/fake-gateway';
import {
  CODE,
  disposePhones,
  rejoiningDeps,
  setupPhone,
  stored,
} from '../../../support/phone-harness';

afterEach(disposePhones);

describe('the phone root', () => {
  it('has every store from its creation; start listens, dispose stops, a restart listens again', () => {
    const gateway = new FakeGateway();
    const { store } = setupPhone({ gateway, start: false });
    expect(gateway.listenerCount).toBe(0);
    store.start();
    const listening = gateway.listenerCount;
    gateway.setSession(CODE, 'round', 3);
    // Presence reads the root's one round number.
    expect([store.presence.roundNumber, store.roundNumber.value]).toEqual([3, 3]);
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
    store.start();
    expect(gateway.listenerCount).toBe(listening);
  });

  it('its session listens once the phone has joined: the backlog shows then, nothing after Leave or dispose', () => {
    const gateway = new FakeGateway();
    gateway.setSession(CODE, 'backlog', { 0: { key: 'PAY-1', title: 'Pay by card' } });
    const { store } = setupPhone({ gateway, start: false });
    const titles = () => store.session.backlog.stories.map((s) => s.title);
    store.start();
    // A phone that has just scanned the code reads no stories before it joins.
    expect(titles()).toEqual([]);
    store.identity.setNameDraft('Ann');
    store.participation.join();
    expect(titles()).toEqual(['Pay by card']);
    store.participation.leave();
    gateway.setSession(CODE, 'backlog', { 0: { title: 'Pay by card' }, 1: { title: 'Refund' } });
    expect(titles()).toEqual(['Pay by card']);
    store.participation.join();
    expect(titles()).toEqual(['Pay by card', 'Refund']);
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
    gateway.setSession(CODE, 'backlog', { 0: { title: 'Refund' } });
    expect(titles()).toEqual(['Pay by card', 'Refund']);
  });

  it('a reload that joins by itself reads its session at once', () => {
    const gateway = new FakeGateway();
    gateway.setSession(CODE, 'backlog', { 0: { key: 'PAY-1', title: 'Pay by card' } });
    const { store } = setupPhone({ gateway, deps: rejoiningDeps(gateway) });
    expect(store.participation.joined).toBe(true);
    expect(store.session.backlog.stories.map((s) => s.title)).toEqual(['Pay by card']);
  });

  it("its session shares the page's round number: one listener of it", () => {
    const gateway = new FakeGateway();
    const listen = gateway.onRoundNumber.bind(gateway);
    let listeners = 0;
    gateway.onRoundNumber = (code, cb) => {
      listeners += 1;
      return listen(code, cb);
    };
    const { store } = setupPhone({ gateway });
    expect(listeners).toBe(1);
    gateway.setSession(CODE, 'round', 7);
    expect(store.session.roundNumber.value).toBe(7);
    expect(store.presence.roundNumber).toBe(7);
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
