/**
 * The connection as both pages show it: the wall's 'connecting' / 'online' / 'offline'
 * beside the product label, the phone's banner after the start-up grace.
 */
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ConnectionStore } from '../../../../renderer/stores/common/connection-store';
import { FakeClock } from '../../../support/fake-clock';
import { FakeGateway } from '../../../support/fake-gateway';

/** A page started while the database is out of reach, with the given grace (or none). */
function neverConnected(graceMs?: number) {
  const gateway = new FakeGateway();
  gateway.connected = false;
  const clock = new FakeClock();
  const connection = new ConnectionStore({ gateway, clock }, graceMs);
  connection.start();
  return { gateway, clock, connection };
}

describe('the connection state', () => {
  it('stays connecting until the first connection, then follows it', () => {
    const gateway = new FakeGateway();
    gateway.connected = false;
    const connection = new ConnectionStore({ gateway, clock: new FakeClock() });
    connection.start();
    expect(connection.state).toBe('connecting');
    expect(connection.offline).toBe(false);
    gateway.setConnected(true);
    expect(connection.state).toBe('online');
    gateway.setConnected(false);
    expect(connection.state).toBe('offline');
    expect(connection.offline).toBe(true);
    connection.dispose();
    gateway.setConnected(true);
    expect(connection.state).toBe('offline');
    expect(gateway.listenerCount).toBe(0);
  });

  it('a view follows the state and the banner', () => {
    const gateway = new FakeGateway();
    gateway.connected = false;
    const clock = new FakeClock();
    const connection = new ConnectionStore({ gateway, clock }, 4000);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${connection.state}:${connection.offline}`));
    connection.start();
    clock.advance(4000);
    gateway.setConnected(true);
    gateway.setConnected(false);
    stop();
    connection.dispose();
    expect(seen).toEqual(['connecting:false', 'connecting:true', 'online:false', 'offline:true']);
  });

  it('calls a page that never connected offline once the grace is over, not a moment before', () => {
    const { gateway, clock, connection } = neverConnected(4000);
    clock.advance(3999);
    expect([connection.graceOver, connection.offline]).toEqual([false, false]);
    clock.advance(1);
    expect([connection.graceOver, connection.offline]).toEqual([true, true]);
    gateway.setConnected(true);
    expect(connection.offline).toBe(false);
    connection.dispose();
  });

  it('without a grace, a page that never connected stays connecting', () => {
    const { connection, clock } = neverConnected();
    clock.advance(60_000);
    expect([connection.graceOver, connection.offline]).toEqual([false, false]);
    connection.dispose();
  });

  it('a grace stopped early never ends; a restart starts it from the beginning', () => {
    const { gateway, clock, connection } = neverConnected(4000);
    clock.advance(4000);
    expect(connection.graceOver).toBe(true);
    connection.dispose();
    connection.start();
    expect(connection.graceOver).toBe(false);
    connection.dispose();
    clock.advance(10_000);
    expect(connection.graceOver).toBe(false);
    expect(gateway.listenerCount).toBe(0);
  });

  it('a second start while following changes nothing: the grace over stays over, one listener', () => {
    const { gateway, clock, connection } = neverConnected(4000);
    clock.advance(4000);
    connection.start();
    expect([connection.graceOver, connection.offline]).toEqual([true, true]);
    expect(gateway.listenerCount).toBe(1);
    expect(clock.pending).toBe(0);
    connection.dispose();
  });
});
