/** Who may call the room server's tracker API: the wall on this computer, by its own address. */
import { describe, expect, it } from 'vitest';
import { isLoopbackPeer, refusal } from '../../../server/trackers/api';

const request = (remoteAddress: string, headers: Record<string, string>, method = 'POST') =>
  ({
    socket: { remoteAddress },
    headers: { 'content-type': 'application/json', ...headers },
    method,
  }) as never;

describe('the tracker API’s caller check', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.3.4.5', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.168.1.20', false],
    ['::ffff:192.168.1.20', false],
    ['fe80::1', false],
    [undefined, false],
  ])('a peer at %s is this computer: %s', (address, loopback) => {
    expect(isLoopbackPeer(address)).toBe(loopback);
  });

  it('lets the wall’s own page through by 127.0.0.1, localhost or [::1]', () => {
    for (const host of ['127.0.0.1:5173', 'localhost:5173', '[::1]:5173']) {
      expect(refusal(request('127.0.0.1', { host, origin: `http://${host}` }), 5173)).toBeNull();
    }
  });

  it('refuses a phone on the LAN even when it names the server’s loopback address', () => {
    const own = '127.0.0.1:5173';
    expect(refusal(request('192.168.1.20', { host: own, origin: `http://${own}` }), 5173)).toMatch(
      /only for the wall on this computer/,
    );
  });

  it('refuses an Origin that differs from the Host in anything, even the scheme', () => {
    const host = '127.0.0.1:5173';
    for (const origin of [
      'https://127.0.0.1:5173',
      'http://localhost:5173',
      'null',
      'http://127.0.0.1:5173/',
    ]) {
      expect(refusal(request('127.0.0.1', { host, origin }), 5173)).toMatch(/own pages/);
    }
  });
});
