/**
 * One client connection of the local database (server/db/connection.ts), driven
 * in-process through a fake socket: what a client is sent (handshake, answers,
 * frames), what it is refused and why, its limits, its onDisconnect writes, and
 * what the operator's log says about it. Every check is one a client (or the
 * operator reading the log) would notice.
 */
import { describe, expect, it } from 'vitest';
import { ClientConnection } from '../../server/db/connection';
import { WRITE_TOO_LARGE, type ConnectionLimits } from '../../server/db/validate';
import { connectionContext, fakeSocket, type FakeSocket } from '../support/fake-socket';
import { DataStore } from '../../server/db/store';
import { nextTurn } from '../../server/db/turns';

interface OpenOptions {
  seed?: unknown;
  rules?: object | false;
  limits?: Partial<ConnectionLimits>;
  trustTokenClaims?: boolean;
}

/** A connection on a store of its own, with the socket and log to watch it by. */
function open({
  seed = null,
  rules = false,
  limits = {},
  trustTokenClaims = false,
}: OpenOptions = {}) {
  const store = new DataStore(seed, rules);
  const socket = fakeSocket();
  const ctx = connectionContext(store, limits, trustTokenClaims);
  const connection = new ClientConnection(socket.ws, ctx);
  const answer = (r: number, a: string, b: object) => {
    socket.request(r, a, b);
    return socket.responses(r).at(-1);
  };
  /** The answer to a message longer than one frame, given two turns later (turns.ts). */
  const answerLarge = async (r: number, a: string, b: object) => {
    socket.request(r, a, b);
    expect(socket.responses(r)).toEqual([]);
    await largeDone();
    return socket.responses(r).at(-1);
  };
  return { store, socket, logged: ctx.logged, connection, answer, answerLarge };
}

const terminated = (log: string[]) => log.includes('terminate');

/** Waits for the turns a message longer than one frame takes: checked, written, delivered. */
const largeDone = async () => {
  for (let i = 0; i < 3; i += 1) await nextTurn();
};

describe('the handshake', () => {
  it('names protocol version 5, the host to reach, the server time and a session id', () => {
    const before = Date.now();
    const { socket } = open();
    const [hello] = socket.messages();
    expect(hello).toEqual({
      t: 'c',
      d: {
        t: 'h',
        d: {
          ts: expect.any(Number),
          v: '5',
          h: '127.0.0.1:1',
          s: expect.stringMatching(/^[0-9a-f]{16}$/),
        },
      },
    });
    const ts = (hello!.d as { d: { ts: number } }).d.ts;
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(Date.now());
  });
});

describe('frames sent to the client', () => {
  /** The length of an answer to request 1 carrying the string `d`. */
  const answerLength = (d: string) =>
    JSON.stringify({ t: 'd', d: { r: 1, b: { s: 'ok', d } } }).length;
  const overhead = answerLength('');

  function framesOfAnswer(total: number) {
    const value = 'x'.repeat(total - overhead);
    const { socket, answer } = open({ seed: { v: value } });
    socket.sent.length = 0;
    expect(answer(1, 'g', { p: 'v', q: {} })).toEqual({ s: 'ok', d: value });
    return socket.sent.map((f) => String(f.data));
  }

  it('a message of 16,384 characters goes in one frame, as the SDK frames its own', () => {
    const frames = framesOfAnswer(16_384);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveLength(16_384);
  });

  it('a longer message is announced by its frame count and sent in exactly that many frames', () => {
    expect(framesOfAnswer(16_385).map((f) => f.length)).toEqual([1, 16_384, 1]);
    expect(framesOfAnswer(2 * 16_384).map((f) => f.length)).toEqual([1, 16_384, 16_384]);
    expect(framesOfAnswer(2 * 16_384)[0]).toBe('2');
  });

  it('a socket that is closing is sent nothing, while the write itself is kept', () => {
    const { socket, store } = open();
    socket.sent.length = 0;
    socket.ws.readyState = 2; // CLOSING: ws would throw on send
    socket.request(1, 'p', { p: 'a', d: 1 });
    expect(socket.sent).toEqual([]);
    expect(store.read('a')).toBe(1);
  });
});

describe('requests and their answers', () => {
  it('a request without a number is carried out but not answered', () => {
    const { socket, store } = open();
    socket.sent.length = 0;
    socket.request(undefined, 'p', { p: 'a', d: 1 });
    expect(store.read('a')).toBe(1);
    expect(socket.sent).toEqual([]);
  });

  it('ping is answered with pong; other control messages get no answer', () => {
    const { socket } = open();
    socket.sent.length = 0;
    socket.frame(JSON.stringify({ t: 'c', d: { t: 'x', d: {} } }));
    expect(socket.sent).toEqual([]);
    socket.frame(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
    expect(socket.messages()).toEqual([{ t: 'c', d: { t: 'o', d: {} } }]);
  });

  it('a message of an unknown type is ignored, even shaped like a write', () => {
    const { socket, store } = open();
    socket.sent.length = 0;
    socket.frame(JSON.stringify({ t: 'x', d: { r: 1, a: 'p', b: { p: 'a', d: 1 } } }));
    expect(store.read('a')).toBeNull();
    expect(socket.sent).toEqual([]);
  });

  it('unlisten, unauth and requests needing nothing from the server (stats) are answered ok', () => {
    const { answer } = open();
    expect(answer(1, 'unauth', {})).toEqual({ s: 'ok', d: {} });
    expect(answer(2, 'n', { p: 'a', q: {} })).toEqual({ s: 'ok', d: {} });
    expect(answer(3, 's', { c: { 'sdk.js.12-0-0': 1 } })).toEqual({ s: 'ok', d: {} });
  });

  it('a get without a path reads the whole database', () => {
    const { answer } = open({ seed: { a: 1, b: { c: 2 } } });
    expect(answer(1, 'g', { q: {} })).toEqual({ s: 'ok', d: { a: 1, b: { c: 2 } } });
  });

  it('a transaction on stale data gets the current value, then "datastale"', () => {
    const { socket, answer } = open({ seed: { n: 5 } });
    socket.sent.length = 0;
    expect(answer(1, 'p', { p: 'n', d: 6, h: 'not-the-hash' })).toEqual({
      s: 'datastale',
      d: 'Transaction hash does not match',
    });
    expect(socket.messages()[0]).toEqual({ t: 'd', d: { a: 'd', b: { p: 'n', d: 5 } } });
  });

  it.each([
    ['a path with "#"', 'p', { p: 'a/#', d: 1 }, 'invalid_path'],
    ['a listen with a negative limit', 'q', { p: 'a', q: { l: -1 }, t: 1 }, 'invalid_query'],
    ['a listen with a string tag', 'q', { p: 'a', q: {}, t: 'x' }, 'invalid_query'],
    ['a write with a key containing "."', 'p', { p: 'a', d: { 'a.b': 1 } }, 'invalid_data'],
    ['an update that is not an object', 'm', { p: 'a', d: 'x' }, 'invalid_data'],
    ['an onDisconnect write with a "/" in a key', 'o', { p: 'a', d: { 'x/y': 1 } }, 'invalid_data'],
  ])(
    '%s is refused as %s with its reason, logged; the connection stays usable',
    (_n, a, b, status) => {
      const { answer, logged, store } = open();
      const refused = answer(1, a, b);
      expect(refused?.s).toBe(status);
      expect(refused?.d).toEqual(expect.any(String));
      expect(logged).toEqual([`local-db: request ${a} refused: ${String(refused?.d)}`]);
      expect(answer(2, 'p', { p: 'ok', d: 1 })?.s).toBe('ok');
      expect(store.read('ok')).toBe(1);
    },
  );

  it('a request the database fails on is answered "internal_error"; the connection stays usable', () => {
    const { answer, logged, store } = open();
    const commit = store.commitAllowed.bind(store);
    store.commitAllowed = () => {
      throw new Error('disk on fire');
    };
    expect(answer(1, 'p', { p: 'a', d: 1 })).toEqual({
      s: 'internal_error',
      d: 'The request failed',
    });
    expect(logged).toEqual(['local-db: request p failed: Error: disk on fire']);
    store.commitAllowed = commit;
    expect(answer(2, 'p', { p: 'a', d: 2 })?.s).toBe('ok');
  });

  it('a socket that fails while sending ends that client only; its onDisconnect writes run', () => {
    const { socket, answer, logged, store } = open({ seed: { presence: { me: true } } });
    expect(answer(1, 'o', { p: 'presence/me', d: null })?.s).toBe('ok');
    socket.ws.send = () => {
      throw new Error('socket gone');
    };
    socket.request(2, 'a-very-long-action-name-indeed', {});
    expect(logged).toEqual([
      'local-db: request a-very-long-action-n failed: Error: socket gone',
      'local-db: client disconnected: unexpected error: Error: socket gone',
    ]);
    expect(terminated(socket.log)).toBe(true);
    expect(store.read('presence/me')).toBeNull();
  });
});

describe('what a client sends that is not a request', () => {
  it('unreadable and bodiless messages are dropped, quoted (at most 200 characters) in the log', () => {
    const { socket, logged, answer } = open();
    const junk = 'j'.repeat(300);
    const bodiless = JSON.stringify(['b'.repeat(300)]);
    for (const frame of ['x12', '12x', junk, '[1,2]', bodiless]) socket.frame(frame);
    expect(logged).toEqual([
      'local-db: unreadable message dropped: x12',
      'local-db: unreadable message dropped: 12x',
      `local-db: unreadable message dropped: ${junk.slice(0, 200)}`,
      'local-db: message without a body dropped: [1,2]',
      `local-db: message without a body dropped: ${bodiless.slice(0, 200)}`,
    ]);
    expect(answer(1, 'g', { p: 'a', q: {} })?.s).toBe('ok');
  });

  it("a client's problems are logged ten times, then once that further ones are not", () => {
    const { socket, logged } = open();
    for (let i = 0; i < 15; i += 1) socket.frame(`junk ${i}`);
    expect(logged).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `local-db: unreadable message dropped: junk ${i}`),
      'local-db: further problems of this client not logged',
    ]);
  });

  it('a message with more values than a write may hold: a request is refused, anything else ends the connection, naming the limit', () => {
    const { socket, logged, store } = open({ limits: { maxWriteValues: 5 } });
    const members = Array.from({ length: 60 }, (_, i) => `"k${i}":{}`).join(',');
    socket.frame(`{"t":"d","d":{"r":1,"a":"m","b":{"p":"a","d":{${members}}}}}`);
    expect(socket.responses(1)).toEqual([{ s: 'invalid_data', d: WRITE_TOO_LARGE }]);
    expect(terminated(socket.log)).toBe(false);
    socket.frame(`{"d":{"b":{"p":"a","d":{${members}}},"a":"m","r":2},"t":"d"}`);
    expect(socket.responses(2)).toEqual([]);
    expect(terminated(socket.log)).toBe(true);
    expect(store.read('a')).toBeNull();
    expect(logged).toEqual([
      `local-db: request m refused: ${WRITE_TOO_LARGE}`,
      'local-db: client disconnected: a message with more than 5 values',
    ]);
  });
});

describe('messages in several frames', () => {
  const write = (d: string) => JSON.stringify({ t: 'd', d: { r: 1, a: 'p', b: { p: 'a', d } } });
  const split = (text: string, n: number) => {
    const size = Math.ceil(text.length / n);
    return Array.from({ length: n }, (_, i) => text.slice(i * size, (i + 1) * size));
  };

  it('a message in 12 frames, exactly as long as the limit, is read', () => {
    const text = write('y'.repeat(500));
    const { socket, store, logged } = open({ limits: { maxMessageBytes: text.length } });
    socket.frame('12');
    for (const part of split(text, 12)) socket.frame(part);
    expect(store.read('a')).toBe('y'.repeat(500));
    expect(logged).toEqual([]);
  });

  it('frames adding up to more than the limit disconnect the client', () => {
    const text = write('y'.repeat(500));
    const { socket, store, logged } = open({ limits: { maxMessageBytes: text.length - 1 } });
    socket.frame('2');
    for (const part of split(text, 2)) socket.frame(part);
    expect(store.read('a')).toBeNull();
    expect(logged).toEqual([
      `local-db: client disconnected: message longer than ${text.length - 1} characters`,
    ]);
    expect(terminated(socket.log)).toBe(true);
  });

  it('one frame exactly as long as the limit is read; a longer one disconnects the client', () => {
    const text = write('y'.repeat(500));
    const fits = open({ limits: { maxMessageBytes: text.length } });
    fits.socket.frame(text);
    expect(fits.store.read('a')).toBe('y'.repeat(500));
    expect(terminated(fits.socket.log)).toBe(false);

    const over = open({ limits: { maxMessageBytes: text.length - 1 } });
    over.socket.frame(text);
    expect(over.store.read('a')).toBeNull();
    expect(over.logged).toEqual([
      `local-db: client disconnected: message longer than ${text.length - 1} characters`,
    ]);
    expect(terminated(over.socket.log)).toBe(true);
  });

  it('a message announced in as many frames as allowed is read; one more disconnects', () => {
    const text = write('z');
    const { socket, store, logged } = open({ limits: { maxFramesPerMessage: 3 } });
    socket.frame('3');
    for (const part of split(text, 3)) socket.frame(part);
    expect(store.read('a')).toBe('z');
    expect(logged).toEqual([]);
    socket.frame('4');
    expect(logged).toEqual([
      'local-db: client disconnected: message announced in 4 frames (at most 3)',
    ]);
    expect(terminated(socket.log)).toBe(true);
  });
});

describe('a message longer than one frame (a backlog import)', () => {
  const big = 'y'.repeat(20_000);

  it('is carried out a turn later, and what the client sends after it waits behind it', async () => {
    const { socket, store } = open();
    socket.request(1, 'p', { p: 'a', d: big });
    socket.request(2, 'p', { p: 'a', d: 'after' });
    expect(store.read('a')).toBeNull();
    expect(socket.responses(1)).toEqual([]);
    await largeDone();
    expect(store.read('a')).toBe('after');
    const answered = socket.log.filter((entry) => entry.startsWith('send '));
    expect(answered.slice(-2)).toEqual(['send 1', 'send 2']);
  });

  it("is told to the room's listens before its writer's answer, once, with the value written", async () => {
    const { socket, store } = open({ seed: { room: { story: 'S-0' } } });
    const phone = fakeSocket();
    new ClientConnection(phone.ws, connectionContext(store, {}, false));
    phone.request(1, 'q', { p: '/room', h: '' });
    socket.request(1, 'q', { p: '/room', h: '' });
    const pushes = (s: FakeSocket) =>
      s.messages().filter((m) => m.t === 'd' && (m.d as { a?: string }).a === 'd');
    const before = { phone: pushes(phone).length, writer: pushes(socket).length };
    socket.request(2, 'm', { p: 'room', d: { backlog: big, story: 'S-1' } });
    await nextTurn();
    // Checked against the rules, not yet written: the writing is the next turn's.
    expect(store.read('room/story')).toBe('S-0');
    expect(socket.responses(2)).toEqual([]);
    await nextTurn();
    // Written, not yet told: the deliveries and the answer are the next turn's.
    expect(store.read('room/story')).toBe('S-1');
    expect(pushes(phone)).toHaveLength(before.phone);
    expect(socket.responses(2)).toEqual([]);
    await nextTurn();
    const told = pushes(phone).slice(before.phone);
    expect(told).toHaveLength(1);
    expect((told[0]!.d as { b: { d: unknown } }).b.d).toEqual({ backlog: big, story: 'S-1' });
    // The writer hears of its write as a listener first, then gets its answer.
    const order = socket.messages().slice(-2);
    expect((order[0]!.d as { a?: string }).a).toBe('d');
    expect((order[1]!.d as { r?: number }).r).toBe(2);
  });

  it('keeps what another client wrote between its check and its writing', async () => {
    const { socket, store } = open({ seed: { room: { story: 'S-0' } } });
    const phone = fakeSocket();
    new ClientConnection(phone.ws, connectionContext(store, {}, false));
    socket.request(2, 'm', { p: 'room', d: { backlog: big, story: 'S-1' } });
    await nextTurn();
    phone.request(1, 'p', { p: 'room/state', d: 'voting' });
    expect(phone.responses(1).at(-1)?.s).toBe('ok');
    await largeDone();
    expect(socket.responses(2).at(-1)?.s).toBe('ok');
    expect(store.read('room')).toEqual({ backlog: big, story: 'S-1', state: 'voting' });
  });

  it('sent just before the client leaves, is carried out before its onDisconnect writes', async () => {
    const { socket, answer, store } = open({ seed: { room: { state: 'here' } } });
    expect(answer(1, 'o', { p: 'room/state', d: 'left' })?.s).toBe('ok');
    socket.request(2, 'm', { p: 'room', d: { state: big, story: 'S-1' } });
    socket.close();
    expect(store.read('room')).toEqual({ state: 'here' });
    await largeDone();
    expect(store.read('room')).toEqual({ state: 'left', story: 'S-1' });
  });

  it('more than a largest message waiting behind one disconnects the client; none of it is carried out', async () => {
    const length = (r: number, p: string, d: string) =>
      JSON.stringify({ t: 'd', d: { r, a: 'p', b: { p, d } } }).length;
    // What waits behind the first: all but the last character of the three that follow it.
    const limit = length(2, 'b', big) + length(3, 'c', 'small') + length(4, 'd', big) - 1;
    const { socket, store, logged } = open({ limits: { maxMessageBytes: limit } });
    socket.request(1, 'p', { p: 'a', d: big });
    socket.request(2, 'p', { p: 'b', d: big });
    socket.request(3, 'p', { p: 'c', d: 'small' });
    expect(terminated(socket.log)).toBe(false);
    socket.request(4, 'p', { p: 'd', d: big });
    expect(logged).toEqual([
      `local-db: client disconnected: more than ${limit} characters of messages waiting behind a large one`,
    ]);
    expect(terminated(socket.log)).toBe(true);
    await largeDone();
    expect(store.read('')).toBeNull();
  });

  it('whose answer the socket fails to send ends that client, saying why; its onDisconnect writes run', async () => {
    const { socket, answer, logged, store } = open({ seed: { presence: { me: true } } });
    expect(answer(1, 'o', { p: 'presence/me', d: null })?.s).toBe('ok');
    socket.ws.send = () => {
      throw new Error('socket gone');
    };
    socket.request(2, 'p', { p: 'a', d: big });
    await largeDone();
    expect(store.read('a')).toBe(big);
    expect(logged).toEqual(['local-db: client disconnected: unexpected error: Error: socket gone']);
    expect(terminated(socket.log)).toBe(true);
    expect(store.read('presence/me')).toBeNull();
  });

  it('carried out after its client left and past a limit, is refused without logging a disconnection; the queued writes run', async () => {
    const { socket, answer, logged, store } = open({
      seed: { a: 1, b: 1 },
      limits: { maxOnDisconnect: 1 },
    });
    expect(answer(1, 'o', { p: 'a', d: null })?.s).toBe('ok');
    socket.request(2, 'o', { p: 'b', d: big });
    socket.close();
    await largeDone();
    expect(store.read('')).toEqual({ b: 1 });
    expect(logged).toEqual([]);
  });
});

describe('a client that does not read what it is sent', () => {
  it('is disconnected once more than the limit is queued, its onDisconnect writes run, and nothing more it sends counts', () => {
    const { socket, answer, logged, store } = open({
      seed: { presence: { me: true } },
      limits: { maxQueuedBytes: 1000 },
    });
    expect(answer(1, 'o', { p: 'presence/me', d: null })?.s).toBe('ok');
    socket.ws.bufferedAmount = 1000;
    expect(answer(2, 'g', { p: 'presence', q: {} })?.s).toBe('ok');
    expect(terminated(socket.log)).toBe(false);
    expect(store.read('presence/me')).toBe(true);

    socket.ws.bufferedAmount = 1001;
    socket.request(3, 'g', { p: 'presence', q: {} });
    expect(terminated(socket.log)).toBe(true);
    expect(logged).toEqual([
      'local-db: client disconnected: more than 1000 bytes queued that it does not read',
    ]);
    expect(store.read('presence/me')).toBeNull();

    socket.request(4, 'p', { p: 'late', d: 1 });
    expect(store.read('late')).toBeNull();
  });

  it('a listen whose first value overflows the queue leaves nothing registered', () => {
    const { socket, connection } = open({ seed: { a: 1 }, limits: { maxQueuedBytes: 10 } });
    socket.ws.bufferedAmount = 11;
    socket.request(1, 'q', { p: 'a', q: {}, t: 1 });
    expect(terminated(socket.log)).toBe(true);
    expect(connection.listenCount).toBe(0);
  });
});

describe('listens', () => {
  const pushes = (socket: ReturnType<typeof fakeSocket>) =>
    socket
      .messages()
      .map((m) => m.d as { a?: string; b: unknown })
      .filter((d) => d.a === 'd')
      .map((d) => d.b);

  it('two tagged queries at one path each get their own data and both stay', () => {
    const { socket, store, connection, answer } = open({ seed: { r: { a: 1, b: 2, c: 3 } } });
    socket.sent.length = 0;
    expect(answer(1, 'q', { p: 'r', q: { l: 1, vf: 'l' }, t: 1 })?.s).toBe('ok');
    expect(answer(2, 'q', { p: 'r', q: { l: 1, vf: 'r' }, t: 2 })?.s).toBe('ok');
    expect(connection.listenCount).toBe(2);
    expect(pushes(socket)).toEqual([
      { p: 'r', d: { a: 1 }, t: 1 },
      { p: 'r', d: { c: 3 }, t: 2 },
    ]);
    socket.sent.length = 0;
    store.set('r/d', 4, 'admin');
    expect(pushes(socket)).toEqual([{ p: 'r', d: { d: 4 }, t: 2 }]);

    expect(answer(3, 'n', { p: 'r', q: { l: 1, vf: 'r' }, t: 2 })?.s).toBe('ok');
    expect(connection.listenCount).toBe(1);
    socket.sent.length = 0;
    store.set('r/0', 0, 'admin');
    expect(pushes(socket)).toEqual([{ p: 'r', d: { '0': 0 }, t: 1 }]);
  });

  it('equal values at two paths are each pushed with their own path', () => {
    const { socket, store, answer } = open();
    expect(answer(1, 'q', { p: 'a', q: {} })?.s).toBe('ok');
    expect(answer(2, 'q', { p: 'b', q: {} })?.s).toBe('ok');
    socket.sent.length = 0;
    store.update('', { a: 'same', b: 'same' }, 'admin');
    expect(pushes(socket)).toEqual([
      { p: 'a', d: 'same' },
      { p: 'b', d: 'same' },
    ]);
  });

  it("a large value's frames are encoded once for every connection that listens to it", () => {
    const { socket, store, answer } = open();
    const phone = fakeSocket();
    new ClientConnection(phone.ws, connectionContext(store, {}, false));
    expect(answer(1, 'q', { p: 'big', q: {} })?.s).toBe('ok');
    phone.request(1, 'q', { p: 'big', q: {} });
    socket.sent.length = 0;
    phone.sent.length = 0;
    store.set('big', 'x'.repeat(40_000), 'admin');
    expect(socket.sent).toHaveLength(4);
    // The very same bytes (one Buffer each), sent as text frames: not encoded again for the second client.
    expect(socket.sent.every((frame) => Buffer.isBuffer(frame.data))).toBe(true);
    socket.sent.forEach((frame, i) => expect(phone.sent[i]?.data).toBe(frame.data));
    expect(socket.sent.every((frame) => frame.binary !== true)).toBe(true);
    expect(pushes(phone)).toEqual([{ p: 'big', d: 'x'.repeat(40_000) }]);
  });

  it('a value longer than one frame is pushed announced and in frames of 16,384 characters', () => {
    const { socket, store, answer } = open();
    expect(answer(1, 'q', { p: 'big', q: {} })?.s).toBe('ok');
    socket.sent.length = 0;
    store.set('big', 'x'.repeat(20_000), 'admin');
    const frames = socket.sent.map((f) => String(f.data));
    expect(frames[0]).toBe('2');
    expect(frames.slice(1).map((f) => f.length)).toEqual([16_384, frames.join('').length - 16_385]);
    expect(pushes(socket)).toEqual([{ p: 'big', d: 'x'.repeat(20_000) }]);
  });

  it('tagged listens at different paths are kept apart', () => {
    const { connection, answer } = open();
    expect(answer(1, 'q', { p: 'a', q: { l: 1, vf: 'l' }, t: 1 })?.s).toBe('ok');
    expect(answer(2, 'q', { p: 'b', q: { l: 1, vf: 'l' }, t: 2 })?.s).toBe('ok');
    expect(connection.listenCount).toBe(2);
  });

  it('as many listens as allowed are kept (listening again counts once); one more disconnects', () => {
    const { socket, connection, answer, logged } = open({ limits: { maxListens: 2 } });
    expect(answer(1, 'q', { p: 'a', q: {} })?.s).toBe('ok');
    expect(answer(2, 'q', { p: 'b', q: {} })?.s).toBe('ok');
    expect(answer(3, 'q', { p: 'b', q: {} })?.s).toBe('ok');
    expect(connection.listenCount).toBe(2);
    expect(terminated(socket.log)).toBe(false);
    socket.request(4, 'q', { p: 'c', q: {} });
    expect(terminated(socket.log)).toBe(true);
    expect(logged).toEqual(['local-db: client disconnected: more than 2 listens']);
  });
});

describe('rules', () => {
  const rules = {
    rules: {
      '.read': false,
      '.write': false,
      open: { '.read': true, '.write': true },
      once: { $k: { '.write': '!data.exists()', '.validate': 'newData.isNumber()' } },
    },
  };

  it('a refused read, listen, write, update and onDisconnect write are answered "permission_denied" and logged with the failing rule', () => {
    const { answer, logged, connection } = open({ rules });
    for (const [r, a, b] of [
      [1, 'g', { p: 'closed', q: {} }],
      [2, 'q', { p: 'closed', q: {} }],
      [3, 'p', { p: 'closed', d: 1 }],
      [4, 'm', { p: 'closed', d: { x: 1 } }],
      [5, 'o', { p: 'closed', d: 1 }],
    ] as const) {
      expect(answer(r, a, b)).toEqual({ s: 'permission_denied', d: 'Permission denied' });
    }
    expect(connection.listenCount).toBe(0);
    const rule = '/: write "false"  => false';
    expect(logged).toEqual([
      'local-db: read denied at /closed',
      'local-db: read denied at /closed',
      `local-db: write denied at /closed: ${rule}`,
      expect.stringMatching(/^local-db: update denied at \/closed: .*=> false$/),
      `local-db: onDisconnect write denied at /closed: ${rule}`,
    ]);
  });

  it('a refused write is logged with every rule that failed, not those that passed', () => {
    const { answer, logged, store } = open({ rules, seed: { once: { a: 5 } } });
    expect(answer(1, 'p', { p: 'once/a', d: 1 })?.s).toBe('permission_denied');
    expect(store.read('once/a')).toBe(5);
    expect(logged).toEqual([
      'local-db: write denied at /once/a: /: write "false"  => false; /once/a: write "!data.exists()"  => false',
    ]);
  });

  it('an onDisconnect write the rules refuse by the time the client goes is logged, the others are not', () => {
    const { socket, answer, logged, store } = open({ rules });
    expect(answer(1, 'o', { p: 'once/a', d: 1 })?.s).toBe('ok');
    expect(answer(2, 'o', { p: 'once/b', d: 2 })?.s).toBe('ok');
    store.set('once/a', 5, 'admin');
    socket.close();
    expect(store.read('once')).toEqual({ a: 5, b: 2 });
    expect(logged).toEqual(['local-db: onDisconnect write at /once/a denied']);
  });

  it('an onDisconnect write that fails is logged and the others still run', () => {
    const { socket, answer, logged, store } = open();
    expect(answer(1, 'o', { p: 'a', d: 1 })?.s).toBe('ok');
    expect(answer(2, 'om', { p: 'b', d: { c: 2 } })?.s).toBe('ok');
    const set = store.set.bind(store);
    store.set = () => {
      throw new Error('disk on fire');
    };
    socket.close();
    store.set = set;
    expect(logged).toEqual(['local-db: onDisconnect write at /a failed: Error: disk on fire']);
    expect(store.read('b')).toEqual({ c: 2 });
  });
});

describe('onDisconnect writes', () => {
  it('run when the client goes', () => {
    const { socket, answer, store } = open({ seed: { room: { me: 1, you: 1 } } });
    expect(answer(1, 'o', { p: 'room/me', d: null })?.s).toBe('ok');
    expect(answer(2, 'om', { p: 'room', d: { you: 2 } })?.s).toBe('ok');
    expect(store.read('room')).toEqual({ me: 1, you: 1 });
    socket.close();
    expect(store.read('room')).toEqual({ you: 2 });
  });

  it('cancelled at a path: the writes at and below it go, those beside it stay', () => {
    const seed = { r: { a: { x: 1, y: 1 }, ab: 1 }, other: 1 };
    const { socket, answer, store } = open({ seed });
    for (const [i, p] of ['r/a', 'r/a/x', 'r/ab', 'other'].entries()) {
      expect(answer(i + 1, 'o', { p, d: null })?.s).toBe('ok');
    }
    expect(answer(9, 'oc', { p: 'r/a' })).toEqual({ s: 'ok', d: {} });
    socket.close();
    expect(store.read('')).toEqual({ r: { a: { x: 1, y: 1 } } });
  });

  it('cancelled without a path: none of them runs', () => {
    const seed = { r: { a: 1 }, other: 1 };
    const { socket, answer, store } = open({ seed });
    expect(answer(1, 'o', { p: 'r/a', d: null })?.s).toBe('ok');
    expect(answer(2, 'om', { p: 'other', d: { x: 1 } })?.s).toBe('ok');
    expect(answer(3, 'oc', {})?.s).toBe('ok');
    socket.close();
    expect(store.read('')).toEqual(seed);
  });

  it('as many as allowed are queued; one more disconnects the client, and the queued ones run', () => {
    const seed = { a: 1, b: 1, c: 1 };
    const { socket, answer, store, logged } = open({ seed, limits: { maxOnDisconnect: 2 } });
    expect(answer(1, 'o', { p: 'a', d: null })?.s).toBe('ok');
    expect(answer(2, 'o', { p: 'b', d: null })?.s).toBe('ok');
    expect(terminated(socket.log)).toBe(false);
    socket.request(3, 'o', { p: 'c', d: null });
    expect(terminated(socket.log)).toBe(true);
    expect(logged).toEqual(['local-db: client disconnected: more than 2 onDisconnect writes']);
    expect(store.read('')).toEqual({ c: 1 });
  });
});

describe('server values', () => {
  it('an increment deep inside a write adds to the number stored at its own place', () => {
    const { answer, store } = open({ seed: { c: { x: { n: 5 }, y: 1 } } });
    const increment = { '.sv': { increment: 2 } };
    expect(answer(1, 'p', { p: 'c', d: { x: { n: increment }, y: increment } })?.s).toBe('ok');
    expect(store.read('c')).toEqual({ x: { n: 7 }, y: 3 });
  });

  it('a server timestamp becomes the time of the write', () => {
    const { answer, store } = open();
    const before = Date.now();
    expect(answer(1, 'p', { p: 'at', d: { when: { '.sv': 'timestamp' } } })?.s).toBe('ok');
    const when = store.read('at/when') as number;
    expect(when).toBeGreaterThanOrEqual(before);
    expect(when).toBeLessThanOrEqual(Date.now());
  });
});

describe('tokens (with trustTokenClaims)', () => {
  const jwt = (claims: object, pad = '') =>
    `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${pad}`;

  it('"gauth" gives the same identity as "auth", echoed with the provider', () => {
    const rules = { rules: { mine: { '.write': "auth.uid === 'alice'" } } };
    const { answer, store } = open({ rules, trustTokenClaims: true });
    const claims = { sub: 'alice' };
    expect(answer(1, 'gauth', { cred: jwt(claims) })).toEqual({
      s: 'ok',
      d: { auth: { uid: 'alice', provider: 'custom', token: claims } },
    });
    expect(answer(2, 'p', { p: 'mine', d: 1 })?.s).toBe('ok');
    expect(store.read('mine')).toBe(1);
  });

  it("keeps a token's own provider", () => {
    const { answer } = open({ trustTokenClaims: true });
    const claims = { user_id: 'bob', provider_id: 'password' };
    expect(answer(1, 'auth', { cred: jwt(claims) })?.d).toEqual({
      auth: { uid: 'bob', provider: 'password', token: claims },
    });
  });

  it('refuses what is not a three-part token of at most 16,384 characters, saying why', async () => {
    const { answer, answerLarge } = open({ trustTokenClaims: true });
    const good = jwt({ sub: 'alice' });
    const [head, body] = good.split('.');
    const refused = { s: 'invalid_token', d: 'This database accepts no auth tokens.' };
    expect(answer(1, 'auth', { cred: `${head}.${body}` })).toEqual(refused);
    expect(answer(2, 'auth', { cred: `${good}.x` })).toEqual(refused);
    expect(
      (
        await answerLarge(3, 'auth', {
          cred: jwt({ sub: 'alice' }, 'p'.repeat(16_384 - good.length)),
        })
      )?.s,
    ).toBe('ok');
    expect(
      await answerLarge(4, 'auth', {
        cred: jwt({ sub: 'alice' }, 'p'.repeat(16_385 - good.length)),
      }),
    ).toEqual(refused);
  });
});
