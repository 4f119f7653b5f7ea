/**
 * Who is present and New rounds started elsewhere, as the wall and the phone hear them:
 * never the first round number read after a reload, never the same one twice.
 */
import { autorun } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { PresenceStore } from '../../../../renderer/stores/common/presence-store';
import { RoundNumberStore } from '../../../../renderer/stores/common/round-number-store';
import { FakeGateway } from '../../../support/fake-gateway';

const CODE = 'team-a';
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((s) => s()));

describe('presence and rounds started elsewhere', () => {
  /** A presence store whose round-number events the test delivers, as a slow connection would. */
  function presence() {
    const gateway = new FakeGateway();
    let deliver: (raw: unknown) => void = () => undefined;
    gateway.onRoundNumber = (_code, cb) => {
      deliver = cb;
      return () => undefined;
    };
    const round = new RoundNumberStore(CODE, { gateway });
    const store = new PresenceStore(CODE, { gateway }, round);
    round.start();
    store.start();
    stops.push(
      () => store.dispose(),
      () => round.dispose(),
    );
    return { gateway, store, deliver: (raw: unknown) => deliver(raw) };
  }

  it('the round number read after a reload is history, not a New round', () => {
    const { store, deliver } = presence();
    const started: number[] = [];
    store.onRoundStarted((n) => started.push(n));
    deliver(3);
    expect(store.roundNumber).toBe(3);
    expect(started).toEqual([]);
    deliver(4);
    expect(started).toEqual([4]);
  });

  it('the same round number sent again (a reconnect) is not another New round', () => {
    const { store, deliver } = presence();
    const started: number[] = [];
    store.onRoundStarted((n) => started.push(n));
    deliver(3);
    deliver(4);
    deliver(4);
    expect(started).toEqual([4]);
  });

  it('a listener that stopped hears no more rounds', () => {
    const { store, deliver } = presence();
    const started: number[] = [];
    const stop = store.onRoundStarted((n) => started.push(n));
    deliver(1);
    stop();
    deliver(2);
    expect(started).toEqual([]);
  });

  it('who is present and the round number are followed by reactive views', () => {
    const { gateway, store, deliver } = presence();
    const seen: [boolean, number | null][] = [];
    stops.push(autorun(() => seen.push([store.present?.has('ann') ?? false, store.roundNumber])));
    gateway.setPresence(CODE, 'ann', { connectedAt: 1 });
    deliver(2);
    expect(seen.at(-1)).toEqual([true, 2]);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  it('a second start listens once: after dispose, who comes and goes changes nothing', () => {
    const { gateway, store } = presence();
    store.start();
    gateway.setPresence(CODE, 'ann', { connectedAt: 1 });
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
    gateway.setPresence(CODE, 'bob', { connectedAt: 2 });
    expect([...(store.present ?? [])]).toEqual(['ann']);
  });
});
