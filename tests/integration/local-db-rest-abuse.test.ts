/**
 * Hostile REST clients against the local database, in-process: the limits of
 * the websocket side (body size, depth, keys, values per write, unread data)
 * hold over HTTP too, and per client (address) across its connections: unread
 * answers and event streams. Each attack gets its answer and writes nothing,
 * and the server goes on serving honest requests.
 */
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import { eventually } from '../support/local-db';
import { openStream, rest } from '../support/rest-client';

let db: LocalDatabase;
const LIMITS = {
  maxMessageBytes: 64 * 1024,
  maxWriteValues: 50,
  maxUpdatePaths: 20,
  maxQueuedBytes: 256 * 1024,
  maxEventStreamsPerClient: 3,
};

beforeAll(async () => {
  db = await startLocalDatabase({
    port: 0,
    quiet: true,
    rules: false,
    seed: { honest: 1 },
    limits: LIMITS,
  });
});
afterAll(async () => {
  await db.stop();
});

/** The server still answers an honest read and write. */
async function expectServing(): Promise<void> {
  const written = await rest(db.port, '/honest.json', { method: 'PUT', body: 2 });
  expect(written.status).toBe(200);
  expect((await rest(db.port, '/honest.json')).json).toBe(2);
}

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { d: nested(depth - 1) });

describe('bodies', () => {
  it('a body over the size limit, announced by Content-Length, answers 413 and writes nothing', async () => {
    const answer = await rest(db.port, '/big.json', {
      method: 'PUT',
      raw: JSON.stringify('x'.repeat(LIMITS.maxMessageBytes)),
    });
    expect([answer.status, answer.json]).toEqual([
      413,
      { error: `Request body larger than ${LIMITS.maxMessageBytes} bytes` },
    ]);
    // The refused body was read and thrown away, so the answer arrives whole and the
    // connection is not reset under the client (which would lose the answer).
    expect(answer.headers.connection).not.toBe('close');
    expect(db.getData('big')).toBeNull();
    await expectServing();
  });

  it('a body with far more values than a write may hold is refused before it is parsed, whatever its end', async () => {
    const members = Array.from({ length: LIMITS.maxWriteValues + 1 }, (_, i) => `"k${i}":{}`);
    // Not JSON (never closed): parsed first, it would be refused as unreadable instead.
    const answer = await rest(db.port, '/hostile.json', {
      method: 'PATCH',
      raw: `{${members.join(',')}`,
    });
    expect([answer.status, answer.json]).toEqual([
      400,
      { error: 'Invalid data: write larger than its limit of values' },
    ]);
    expect(db.getData('hostile')).toBeNull();
    await expectServing();
  });

  it('a body over the size limit sent in chunks without a length is cut off with 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: db.port, path: '/chunked.json', method: 'PUT' },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('"');
      const chunk = 'y'.repeat(16 * 1024);
      // Keeps sending until the server answers; the answer ends the request.
      const pump = () => {
        if (req.destroyed || req.writableEnded) return;
        if (req.write(chunk)) setImmediate(pump);
        else req.once('drain', pump);
      };
      pump();
    });
    expect(status).toBe(413);
    expect(db.getData('chunked')).toBeNull();
    await expectServing();
  });

  it.each([
    ['data deeper than 32 levels', nested(33), 'Invalid data: data deeper than 32 levels'],
    [
      'more values than one write may hold',
      Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])),
      'Invalid data: write larger than its limit of values',
    ],
    [
      'a key longer than 768 bytes',
      { ['k'.repeat(769)]: 1 },
      'Invalid data: key longer than 768 bytes',
    ],
    [
      'a control character in a key',
      { 'a\u0001': 1 },
      'Invalid data: key "a\u0001" contains . $ # [ ] / or a control character',
    ],
  ])('%s answers 400 and writes nothing', async (_what, body, error) => {
    for (const method of ['PUT', 'POST', 'PATCH']) {
      const payload = method === 'PATCH' ? { x: body } : body;
      const answer = await rest(db.port, '/hostile.json', { method, body: payload });
      expect([answer.status, answer.json], method).toEqual([400, { error }]);
    }
    expect(db.getData('hostile')).toBeNull();
    await expectServing();
  });

  it('a PATCH of more paths than an update may write answers 400 and writes nothing', async () => {
    const paths = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`room${i}/name`, 'x']));
    const wide = await rest(db.port, '/wide.json', {
      method: 'PATCH',
      body: paths(LIMITS.maxUpdatePaths + 1),
    });
    expect([wide.status, wide.json]).toEqual([
      400,
      { error: 'Invalid data: update of more paths than its limit' },
    ]);
    expect(db.getData('wide')).toBeNull();
    const atLimit = await rest(db.port, '/wide.json', {
      method: 'PATCH',
      body: paths(LIMITS.maxUpdatePaths),
    });
    expect(atLimit.status).toBe(200);
    await expectServing();
  });

  it('thirty thousand nested brackets are refused without exhausting the stack', async () => {
    const text = '['.repeat(30_000) + ']'.repeat(30_000);
    const answer = await rest(db.port, '/deep.json', { method: 'PUT', raw: text });
    expect(answer.status).toBe(400);
    expect(db.getData('deep')).toBeNull();
    await expectServing();
  });
});

describe('paths and queries', () => {
  it.each([
    [
      'a path deeper than 32 levels',
      `/${Array.from({ length: 33 }, () => 'a').join('/')}.json`,
      'Invalid path: path deeper than 32 levels',
    ],
    [
      'a path longer than 768 bytes',
      `/${'p'.repeat(769)}.json`,
      'Invalid path: path longer than 768 bytes',
    ],
    [
      'a dot hidden by percent-encoding',
      '/a%2Eb.json',
      'Invalid path: key "a.b" contains . $ # [ ] / or a control character',
    ],
  ])('%s answers 400', async (_what, path, error) => {
    const answer = await rest(db.port, path, { method: 'PUT', body: 1 });
    expect([answer.status, answer.json]).toEqual([400, { error }]);
    await expectServing();
  });

  it('a request line the URL parser cannot read is told what is served, not crashed on', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(db.port, '127.0.0.1', () => {
        socket.end('GET http://[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      });
      let text = '';
      socket.on('data', (d: Buffer) => (text += d.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 404/);
    await expectServing();
  });
});

describe('event streams', () => {
  it('a first value larger than what a client may leave unread drops the stream at once', async () => {
    db.setData('huge', 'h'.repeat(4 * LIMITS.maxQueuedBytes));
    // The client hears the connection close (with the headers or before them), reading nothing.
    await new Promise<void>((resolve) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: db.port,
          path: '/huge.json',
          headers: { accept: 'text/event-stream' },
        },
        (res) => {
          res.pause();
          res.on('close', () => resolve());
        },
      );
      req.on('error', () => resolve());
      req.end();
    });
    expect(db.listenCount).toBe(0);
    expect(db.connectionCount).toBe(0);
    db.setData('huge', null);
    await expectServing();
  });

  it('a client that stops reading while changes pile up is dropped, its listen with it', async () => {
    const res = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: db.port,
          path: '/flood.json',
          headers: { accept: 'text/event-stream' },
        },
        resolve,
      );
      req.on('error', reject);
      req.end();
    });
    // Reads nothing from here on.
    res.pause();
    expect(db.listenCount).toBe(1);
    const value = 'z'.repeat(40 * 1024);
    for (let i = 0; i < 400 && db.listenCount > 0; i += 1) {
      db.setData('flood', `${i}${value}`);
      await new Promise((r) => setImmediate(r));
    }
    await eventually(() => expect(db.listenCount).toBe(0));
    res.destroy();
    await expectServing();
  });
});

describe('answers a client does not read', () => {
  it('pipelined GETs on sockets that do not read are dropped once their answers pass the bound', async () => {
    // 2 sockets ask for 300 answers of 64 KiB each (37.5 MiB in all) and read nothing:
    // far more than the network buffers take, and the bound is 256 KiB. The Host is one
    // the server serves, so the answers are the REST API's (an unknown one gets a small 403).
    db.setData('large', 'l'.repeat(64 * 1024));
    const asked = 300 * 64 * 1024;
    const sockets: Socket[] = [];
    for (let i = 0; i < 2; i += 1) {
      const socket = connect(db.port, '127.0.0.1');
      socket.pause();
      socket.write('GET /large.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(300));
      sockets.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const received = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            let text = '';
            socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
            socket.on('error', () => undefined);
            socket.on('close', () => resolve(text));
            socket.resume();
          }),
      ),
    );
    for (const text of received) {
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text.length).toBeLessThan(asked / 2);
    }
    db.setData('large', null);
    await expectServing();
  });

  it('one answer larger than the bound is served whole to a client that reads it', async () => {
    const size = 32 * LIMITS.maxQueuedBytes;
    db.setData('large', 'l'.repeat(size));
    const answer = await rest(db.port, '/large.json');
    expect([answer.status, answer.text.length]).toEqual([200, size + 2]);
    db.setData('large', null);
  });

  it('a client with an event stream open is served one large answer whole, and keeps its stream', async () => {
    const size = 32 * LIMITS.maxQueuedBytes;
    db.setData('large', 'l'.repeat(size));
    const stream = await openStream(db.port, '/honest.json');
    // Its stream is not an unread answer: the large one is alone, as a reading client's is.
    const answer = await rest(db.port, '/large.json');
    expect([answer.status, answer.text.length]).toEqual([200, size + 2]);
    expect(db.listenCount).toBe(1);
    stream.close();
    await eventually(() => expect(db.listenCount).toBe(0));
    db.setData('large', null);
  });

  it('a client that reads its answers is never dropped, however many it asks for', async () => {
    db.setData('large', 'l'.repeat(64 * 1024));
    for (let i = 0; i < 20; i += 1) {
      const answer = await rest(db.port, '/large.json');
      expect(answer.json).toHaveLength(64 * 1024);
    }
    db.setData('large', null);
  });
});

describe('event streams of one client', () => {
  it('one client holds at most its share of the streams; one more is refused with 429 until one ends', async () => {
    const streams = await Promise.all(
      Array.from({ length: LIMITS.maxEventStreamsPerClient }, () =>
        openStream(db.port, '/honest.json'),
      ),
    );
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await rest(db.port, '/honest.json', {
      headers: { accept: 'text/event-stream' },
    });
    expect([refused.status, refused.json]).toEqual([
      429,
      { error: `More than ${LIMITS.maxEventStreamsPerClient} event streams open from this client` },
    ]);
    // A stream that ends gives its slot back.
    streams[0]!.close();
    await eventually(() => expect(db.listenCount).toBe(2));
    const again = await openStream(db.port, '/honest.json');
    expect(again.status).toBe(200);
    for (const s of [...streams.slice(1), again]) s.close();
    await eventually(() => expect(db.listenCount).toBe(0));
    // Plain reads are not streams: they are served all along.
    await expectServing();
  });
});
