/**
 * Edges of the local database's writes: an update that names no path, a node the
 * server's own writes took past the children bound, the bound reached at the root,
 * and the retention record of a code written again and again.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientConnection } from '../../server/db/connection';
import { DATA_FILE_NAME } from '../../server/db/persistence';
import { ACTIVITY_KEY, DAY_MS, Retention } from '../../server/db/retention';
import { startLocalDatabase } from '../../server/db/server';
import { DataStore } from '../../server/db/store';
import { connectionContext, fakeSocket } from '../support/fake-socket';

const dirs: string[] = [];

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A client connected to `store`, with the default limits. */
function client(store: DataStore) {
  const socket = fakeSocket();
  new ClientConnection(socket.ws, connectionContext(store, {}));
  const answer = (r: number, a: string, b: object) => {
    socket.request(r, a, b);
    return socket.responses(r).at(-1);
  };
  return { socket, answer };
}

describe('an update that names no path', () => {
  it('is answered ok, and a listen on the data is sent nothing', () => {
    const store = new DataStore({ room: { a: 1 } }, false);
    const { socket, answer } = client(store);
    expect(answer(1, 'q', { p: 'room', h: '' })?.s).toBe('ok');
    const sent = socket.messages().length;
    expect(answer(2, 'm', { p: 'room', d: {} })).toEqual({ s: 'ok', d: {} });
    // The answer to the update, and nothing else.
    expect(socket.messages().length).toBe(sent + 1);
    expect(store.read('room')).toEqual({ a: 1 });
  });

  it('made by the daily sweep that forgets no code, leaves the data file as it was', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'story-point-edges-'));
    dirs.push(dir);
    const file = path.join(dir, DATA_FILE_NAME);
    // Laid out as no snapshot is: a file saved again would read differently.
    const text = JSON.stringify(
      { configs: { abc: { textColor: '#123456' } }, [ACTIVITY_KEY]: { abc: Date.now() } },
      null,
      2,
    );
    writeFileSync(file, text);
    const db = await startLocalDatabase({
      port: 0,
      quiet: true,
      rules: false,
      seed: null,
      dataDir: dir,
    });
    expect(db.forgetIdle()).toEqual([]);
    await db.stop();
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});

describe('the children bound', () => {
  it("a node the server's own writes took past it keeps its children writable; a new one is refused", () => {
    const store = new DataStore({ room: { a: 1, b: 1, c: 1 } }, false, Infinity, 2);
    const { answer } = client(store);
    expect(answer(1, 'p', { p: 'room/a', d: 2 })).toEqual({ s: 'ok', d: {} });
    expect(answer(2, 'm', { p: 'room', d: { b: 3, c: null } })).toEqual({ s: 'ok', d: {} });
    expect(answer(3, 'p', { p: 'room/d', d: 4 })).toEqual({
      s: 'limit_exceeded',
      d: 'a node holds at most 2 children: /room is full',
    });
    expect(store.read('room')).toEqual({ a: 2, b: 3 });
  });

  it('reached at the root, the refusal names the root', () => {
    const store = new DataStore({ a: 1, b: 1 }, false, Infinity, 2);
    const { answer } = client(store);
    expect(answer(1, 'p', { p: 'c', d: 1 })).toEqual({
      s: 'limit_exceeded',
      d: 'a node holds at most 2 children: / is full',
    });
    expect(store.read('')).toEqual({ a: 1, b: 1 });
  });
});

describe('the retention record', () => {
  it('counts a code written again once toward the size cap', () => {
    const store = new DataStore(null, false, 100);
    const retention = new Retention(store, DAY_MS, () => 5, undefined);
    store.reservedBytes = () => retention.bytes;
    store.onChange = (paths) => retention.written(paths);
    for (const selected of ['-1', '-2', '-3']) store.set('screens/abc/u', selected, null);
    expect(retention.bytes).toBe('abc'.length + 17);
    // 100 bytes: the record's 20, the data's 18 ("/screens/abc/u" and "-3"), 62 free.
    const fits = 'x'.repeat(62 - '/screens/abc/v'.length - 2);
    expect(store.set('screens/abc/v', fits, null)).toEqual({ ok: true });
    expect(store.set('screens/abc/w', 1, null)).toMatchObject({ refusal: 'full' });
  });
});
