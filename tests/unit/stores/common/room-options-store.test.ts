/**
 * The room's options (docs/product.md, Room options) as the stores hold them: the
 * defaults until something readable is stored, bad data in the database costing only its
 * own field, a change written as that one field and seen by the wall and every phone of
 * the code, a refused write said and nothing changed, and no listener left after dispose.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ROOM_OPTIONS } from '../../../../renderer/domain/room-options';
import { RoomOptionsStore } from '../../../../renderer/stores/common/room-options-store';
import { FakeGateway } from '../../../support/fake-gateway';
import { CODE, disposePhones, startPhone } from '../../../support/phone-harness';
import { testDeps, type TestDeps } from '../../../support/test-deps';
import { startedWall } from '../../../support/wall-harness';

const stores: { dispose(): void }[] = [];
afterEach(() => {
  stores.splice(0).forEach((s) => s.dispose());
  disposePhones();
});

function started(gateway = new FakeGateway()): {
  gateway: FakeGateway;
  deps: TestDeps;
  store: RoomOptionsStore;
} {
  const deps = testDeps(gateway);
  const store = new RoomOptionsStore(CODE, deps);
  stores.push(store);
  store.start();
  return { gateway, deps, store };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('reading the room options', () => {
  it('has the defaults (the spec screen) until options are stored', () => {
    const { store } = started();
    expect(store.options).toEqual({
      revealCountdown: false,
      hideNames: false,
      suggestedCard: 'closest',
    });
    expect(store.error).toBeNull();
  });

  it('follows what is stored, and goes back to the defaults when it is removed', () => {
    const { gateway, store } = started();
    gateway.setSession(CODE, 'options', {
      revealCountdown: true,
      hideNames: true,
      suggestedCard: 'up',
    });
    expect(store.options).toEqual({ revealCountdown: true, hideNames: true, suggestedCard: 'up' });
    gateway.setSession(CODE, 'options', null);
    expect(store.options).toEqual(DEFAULT_ROOM_OPTIONS);
  });

  it.each<[string, unknown]>([
    ['a string', 'up'],
    ['a list', [true, true, 'up']],
    ['a number', 1],
    ['wrong kinds', { revealCountdown: 'true', hideNames: 1, suggestedCard: 'UP' }],
    ['an unknown rule', { suggestedCard: 'down' }],
  ])('keeps the defaults when the database holds %s', (_what, raw) => {
    const { gateway, store } = started();
    gateway.setSession(CODE, 'options', raw);
    expect(store.options).toEqual(DEFAULT_ROOM_OPTIONS);
  });

  it('a bad field costs only itself', () => {
    const { gateway, store } = started();
    gateway.setSession(CODE, 'options', { hideNames: 'yes', suggestedCard: 'up' });
    expect(store.options).toEqual({
      revealCountdown: false,
      hideNames: false,
      suggestedCard: 'up',
    });
  });

  it('reads what was stored before it started', () => {
    const gateway = new FakeGateway();
    gateway.setSession(CODE, 'options', { revealCountdown: true });
    const { store } = started(gateway);
    expect(store.options.revealCountdown).toBe(true);
  });
});

describe('changing a room option', () => {
  it('writes only that field, so other options set elsewhere stay', async () => {
    const { gateway, store } = started();
    gateway.setSession(CODE, 'options', { hideNames: true });
    store.set('suggestedCard', 'up');
    await settle();
    expect(gateway.writes.filter((w) => w.op === 'updateSession')).toEqual([
      { op: 'updateSession', code: CODE, patch: { 'options/suggestedCard': 'up' } },
    ]);
    expect(gateway.sessions.get(`${CODE}/options`)).toEqual({
      hideNames: true,
      suggestedCard: 'up',
    });
    expect(store.options).toEqual({ revealCountdown: false, hideNames: true, suggestedCard: 'up' });
    store.set('revealCountdown', true);
    store.set('hideNames', false);
    await settle();
    expect(store.options).toEqual({ revealCountdown: true, hideNames: false, suggestedCard: 'up' });
    expect(store.error).toBeNull();
  });

  it('a write the database refuses is said, changes nothing, and the next one clears it', async () => {
    const { gateway, deps, store } = started();
    gateway.failNextUpdate = new Error('PERMISSION_DENIED');
    store.set('hideNames', true);
    await settle();
    expect(store.error).toMatchObject({ part: { name: 'roomOptions' }, key: 'saveFailed' });
    expect(store.options.hideNames).toBe(false);
    expect(deps.log.warnings).toEqual([['Room option not saved:', expect.any(Error)]]);
    store.set('hideNames', true);
    expect(store.error).toBeNull();
    await settle();
    expect(store.options.hideNames).toBe(true);
    expect(store.error).toBeNull();
  });
});

describe('the room options on the wall and the phones', () => {
  it('an option set on the wall reaches every phone of the code', async () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    const wall = startedWall(CODE, deps);
    stores.push(wall);
    const phone = startPhone(gateway);
    wall.roomOptions.set('suggestedCard', 'up');
    await settle();
    expect(phone.roomOptions.options.suggestedCard).toBe('up');
    expect(wall.roomOptions.options.suggestedCard).toBe('up');
  });

  it('stops listening on dispose, keeps what it read, and listens again after a restart', () => {
    const { gateway, store } = started();
    gateway.setSession(CODE, 'options', { hideNames: true });
    const listening = gateway.listenerCount;
    store.start();
    expect(gateway.listenerCount).toBe(listening);
    store.dispose();
    expect(gateway.listenerCount).toBe(listening - 1);
    gateway.setSession(CODE, 'options', { hideNames: false });
    expect(store.options.hideNames).toBe(true);
    store.dispose();
    expect(gateway.listenerCount).toBe(listening - 1);
    store.start();
    expect(store.options.hideNames).toBe(false);
  });
});
