/**
 * Who the local database lets in, at the edges: the connection caps give a closed
 * connection's place back (in all and for its address) and forget an address once all
 * of its connections closed; a connection past a cap is not looked at any further; a
 * Host header that is more than a name is not one of this server's names.
 */
import { EventEmitter } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ConnectionCaps } from '../../server/db/connection-caps';
import { HostCheck, hostnameOf } from '../../server/db/host-check';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';

/** The database of the test under way and the connections it opened, closed after it. */
let db: LocalDatabase | null = null;
const opened: Socket[] = [];

afterEach(async () => {
  opened.splice(0).forEach((socket) => socket.destroy());
  await db?.stop();
  db = null;
});

/** A connection as the caps see it: its remote address, its events and its end. */
type CapsSocket = Socket & { end: Mock };

function netSocket(remoteAddress: string): CapsSocket {
  return Object.assign(new EventEmitter(), {
    remoteAddress,
    end: vi.fn(),
  }) as unknown as CapsSocket;
}

/** Admits a connection from `address`; returns it, or the refusal it was answered with. */
function open(caps: ConnectionCaps, address: string): CapsSocket | string {
  const socket = netSocket(address);
  return caps.admit(socket) ? socket : String(socket.end.mock.calls[0]?.[0]).split('\r\n')[0]!;
}

function close(socket: CapsSocket | string): void {
  if (typeof socket === 'string') throw new Error(`refused: ${socket}`);
  socket.emit('close');
}

describe('the connection caps, as connections close', () => {
  it('a closed connection gives its place in all back: one client more gets in, two do not', () => {
    const caps = new ConnectionCaps({ maxConnections: 2, maxConnectionsPerAddress: 10 });
    const first = open(caps, '192.0.2.1');
    open(caps, '192.0.2.2');
    expect(open(caps, '192.0.2.3')).toBe('HTTP/1.1 503 Service Unavailable');
    close(first);
    expect(caps.size).toBe(1);
    expect(open(caps, '192.0.2.3')).toEqual(expect.any(EventEmitter));
    expect(open(caps, '192.0.2.4')).toBe('HTTP/1.1 503 Service Unavailable');
  });

  it('a closed connection gives one place back to its address, and only one', () => {
    const caps = new ConnectionCaps({ maxConnections: 10, maxConnectionsPerAddress: 2 });
    const first = open(caps, '192.0.2.1');
    open(caps, '192.0.2.1');
    close(first);
    expect(open(caps, '192.0.2.1')).toEqual(expect.any(EventEmitter));
    expect(open(caps, '192.0.2.1')).toBe('HTTP/1.1 429 Too Many Requests');
  });

  it('an address is forgotten once all its connections closed: the addresses of the past take no memory', () => {
    const caps = new ConnectionCaps({ maxConnections: 1000, maxConnectionsPerAddress: 2 });
    const held = open(caps, '192.0.2.1');
    for (let i = 2; i <= 200; i += 1) {
      const address = `192.0.2.${i}`;
      const pair = [open(caps, address), open(caps, address)];
      expect(caps.addresses).toBe(2);
      pair.forEach(close);
    }
    expect(caps.addresses).toBe(1);
    close(held);
    expect([caps.size, caps.addresses]).toEqual([0, 0]);
  });
});

describe('a connection past a cap', () => {
  it('is not looked at any further: the host name of the upgrade it sends next is not logged', async () => {
    const reported: string[] = [];
    db = await startLocalDatabase({
      port: 0,
      quiet: true,
      seed: null,
      rules: false,
      limits: { maxConnections: 1 },
      report: (message) => reported.push(message),
    });
    const first = await tcp(db.port, false);
    // Its own side stays open after the answer, as a client's that does not read it.
    const refused = await tcp(db.port, true);
    let answer = '';
    refused.on('data', (d: Buffer) => (answer += d.toString()));
    await new Promise((r) => refused.once('end', r));
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    refused.write(upgrade('refused.attacker.example'));
    // Once the server closed its socket, what is sent next is answered with a reset.
    for (let i = 0; i < 250 && !refused.destroyed; i += 1) {
      refused.write('\r\n');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(refused.destroyed).toBe(true);
    expect(reported).toEqual([]);

    // The same upgrade on the connection admitted is looked at, refused and logged.
    let text = '';
    first.on('data', (d: Buffer) => (text += d.toString()));
    first.write(upgrade('admitted.attacker.example'));
    await new Promise((r) => first.once('close', r));
    expect(text).toMatch(/^HTTP\/1\.1 403/);
    expect(reported).toEqual([expect.stringContaining('host name admitted.attacker.example:')]);
  });
});

describe('the Host header', () => {
  it('a name followed by a path is not a name of this server, even a loopback one', () => {
    const check = new HostCheck(
      () => ['room-pc.example'],
      () => undefined,
    );
    expect(hostnameOf('localhost/x')).toBeNull();
    expect(check.refusal('127.0.0.1:9000/screens')).toBe(
      'This database is not served as 127.0.0.1:9000/screens',
    );
    expect(check.refusal('room-pc.example')).toBeNull();
  });
});

/** A websocket upgrade naming `host`. */
function upgrade(host: string): string {
  return (
    `GET /.ws?v=5 HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n'
  );
}

/** Opens a TCP connection and waits until it is accepted. */
async function tcp(port: number, allowHalfOpen: boolean): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen });
  opened.push(socket);
  socket.on('error', () => undefined); // the reset of a socket the server dropped
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}
