import { describe, expect, it } from 'vitest';
import { websocketOnlyURL } from '../../../renderer/data/transport';

describe('websocketOnlyURL', () => {
  it("makes a Firebase project's https URL a secure websocket one on the same host", () => {
    expect(websocketOnlyURL('https://my-project-default-rtdb.firebaseio.com')).toBe(
      'wss://my-project-default-rtdb.firebaseio.com',
    );
    expect(
      websocketOnlyURL('https://my-project-default-rtdb.europe-west1.firebasedatabase.app/'),
    ).toBe('wss://my-project-default-rtdb.europe-west1.firebasedatabase.app/');
  });

  it('makes a plain http URL a plain websocket one (the local database)', () => {
    expect(websocketOnlyURL('http://story-point-local.firebaseio.com')).toBe(
      'ws://story-point-local.firebaseio.com',
    );
  });

  it('reads the scheme in any case and leaves the rest of the URL as it was', () => {
    expect(websocketOnlyURL('HTTPS://Room.firebaseio.com/?ns=https://x')).toBe(
      'wss://Room.firebaseio.com/?ns=https://x',
    );
  });

  it('leaves a URL that already names a websocket scheme alone', () => {
    expect(websocketOnlyURL('wss://a.firebaseio.com')).toBe('wss://a.firebaseio.com');
    expect(websocketOnlyURL('ws://a.firebaseio.com')).toBe('ws://a.firebaseio.com');
  });
});
