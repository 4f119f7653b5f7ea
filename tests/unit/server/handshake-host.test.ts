import { describe, expect, it } from 'vitest';
import { handshakeHost } from '../../../server/db/handshake-host';

const LISTENING = '127.0.0.1:7701';

describe('handshakeHost', () => {
  it.each([
    ['a LAN address, as a phone on the room network reaches the room PC', '192.0.2.10:7701'],
    ['a name, as a bot given the room PC by name reaches it', 'room-pc.example.com:7701'],
    ['a name without a port, as a TLS front on 443 passes it on', 'story.firebaseio.com'],
    ['an IPv6 address', '[2001:db8::10]:7701'],
    ['the listening address itself', LISTENING],
  ])('names the host the client reached: %s', (_how, host) => {
    expect(handshakeHost(host, LISTENING)).toBe(host);
  });

  it('names the listening address when the request has no Host header', () => {
    expect(handshakeHost(undefined, LISTENING)).toBe(LISTENING);
  });

  it.each([
    ['empty', ''],
    ['with a path', 'evil.example.com/x'],
    ['with credentials', 'user@192.0.2.10:7701'],
    ['with a space', '192.0.2.10 :7701'],
    ['with a scheme', 'ws://192.0.2.10:7701'],
    ['with a port that is not a number', '192.0.2.10:http'],
    ['an unbracketed IPv6 address', '2001:db8::10'],
  ])('names the listening address for a Host header that is not a plain host: %s', (_, host) => {
    expect(handshakeHost(host, LISTENING)).toBe(LISTENING);
  });
});
