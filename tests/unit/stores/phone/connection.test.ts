/**
 * The offline banner on the phone: none while first connecting, shown after the grace or
 * at once when a connection is lost, the vote kept meanwhile; storage that refuses
 * everything does not stop voting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { decodeSelected } from '../../../../renderer/domain/codec';
import { safeStorage } from '../../../../renderer/app-deps';
import { CONNECT_GRACE_MS } from '../../../../renderer/stores/phone/phone-root';
import { FakeGateway } from '../../../support/fake-gateway';
import { CODE, disposePhones, joinAs, setupPhone, stored } from '../../../support/phone-harness';
import { testDeps } from '../../../support/test-deps';

afterEach(disposePhones);

describe('offline', () => {
  it('no banner while first connecting; the banner after the grace period', () => {
    const gateway = new FakeGateway();
    gateway.connected = false;
    const { store, deps } = setupPhone({ gateway });
    expect(store.connection.offline).toBe(false);
    deps.clock.advance(CONNECT_GRACE_MS);
    expect(store.connection.offline).toBe(true);
    gateway.setConnected(true);
    expect(store.connection.offline).toBe(false);
  });

  it('a lost connection shows at once; the vote is kept and handed to the presence handle', () => {
    const { store, gateway } = setupPhone();
    joinAs(store);
    gateway.setConnected(false);
    expect(store.connection.offline).toBe(true);
    store.participation.selectCard('8');
    store.participation.setReady(true);
    expect(store.participation.value).toBe('8');
    const last = gateway.presenceWrites.at(-1);
    expect(last?.op).toBe('change');
    if (last?.op !== 'change') return;
    expect(decodeSelected(last.change.selected, CODE, store.identity.userId)).toEqual({
      ok: true,
      value: '8',
    });
    expect(last.change.showCard).toBe(true);
    gateway.setConnected(true);
    expect(store.connection.offline).toBe(false);
    expect(store.participation.value).toBe('8');
  });

  it('storage that refuses everything does not stop voting (the app wraps it in safeStorage)', () => {
    const refuse = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const gateway = new FakeGateway();
    const deps = testDeps(gateway, {
      localStorage: safeStorage(() => refuse),
      sessionStorage: safeStorage(() => {
        throw new Error('storage disabled');
      }),
    });
    const { store } = setupPhone({ gateway, deps });
    joinAs(store);
    store.participation.selectCard('5');
    expect(stored(gateway, store.identity.userId)).toMatchObject({ value: '5' });
  });
});
