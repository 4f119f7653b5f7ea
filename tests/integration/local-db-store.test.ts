/**
 * The local database's data store as its clients meet it: server-side increments
 * wherever they sit in a set or an update, what an admin (the server itself) may read
 * and queue, onDisconnect updates checked as updates, listens with different queries on
 * one path, and listens that throw or see no change.
 */
import { describe, expect, it } from 'vitest';
import { DataStore, type Actor } from '../../server/db/store';

const inc = (n: number) => ({ '.sv': { increment: n } });

function open(rules: object | false = false, seed: unknown = null): DataStore {
  return new DataStore(seed, rules);
}

describe.each<[string, Actor]>([
  ['a client', null],
  ['the server (admin)', 'admin'],
])('increments written by %s', (_label, actor) => {
  it('count up inside a set value', () => {
    const store = open();
    store.set('counters/a', { n: inc(1) }, actor);
    store.set('counters/a', { n: inc(2) }, actor);
    expect(store.read('counters/a')).toEqual({ n: 3 });
  });

  it('count up at an update key that is a path, and inside an update value', () => {
    const store = open();
    for (let i = 0; i < 2; i += 1) {
      store.update('counters', { 'a/n': inc(1), b: { n: inc(5) } }, actor);
      store.update('', { 'counters/c': inc(10) }, actor);
    }
    expect(store.read('counters')).toEqual({ a: { n: 2 }, b: { n: 10 }, c: 20 });
  });
});

describe('rules', () => {
  const closed = { rules: { '.read': false, '.write': false } };
  const records = {
    rules: {
      rec: {
        $id: {
          '.read': true,
          '.write': true,
          '.validate': "newData.hasChildren(['a', 'b'])",
        },
      },
    },
  };

  it('the server (admin) may read and queue writes anywhere; a client may not', () => {
    const store = open(closed);
    expect(store.canRead('configs/x', 'admin')).toBe(true);
    expect(store.canRead('configs/x', null)).toBe(false);
    expect(store.canWrite('configs/x', { a: 1 }, 'admin', false)).toEqual({ ok: true });
    expect(store.canWrite('configs/x', { a: 1 }, null, false).ok).toBe(false);
  });

  it('under closed rules the server (admin) writes and updates; a client is refused', () => {
    const store = open(closed);
    expect(store.set('configs/x', { a: 1 }, 'admin')).toEqual({ ok: true });
    expect(store.update('configs', { 'x/b': 2 }, 'admin')).toEqual({ ok: true });
    expect(store.read('configs/x')).toEqual({ a: 1, b: 2 });
    expect(store.set('configs/x', { a: 9 }, null).ok).toBe(false);
    expect(store.update('configs', { 'x/b': 9 }, null).ok).toBe(false);
    expect(store.read('configs/x')).toEqual({ a: 1, b: 2 });
  });

  it('an onDisconnect update is checked as an update, an onDisconnect set as a set', () => {
    const store = open(records, { rec: { x: { a: 1, b: 2 } } });
    // Only b: fine merged into the record, refused as the whole record.
    expect(store.canWrite('rec/x', { b: 3 }, null, true)).toEqual({ ok: true });
    expect(store.canWrite('rec/x', { b: 3 }, null, false).ok).toBe(false);
  });
});

describe('listens', () => {
  const item = (lastUpdate: number) => ({ lastUpdate });

  it('listens with different queries on one path each get their own result', () => {
    const store = open();
    const last1: unknown[] = [];
    const last2: unknown[] = [];
    store.subscribe('room', { i: 'lastUpdate', l: 1, vf: 'r' }, (v) => last1.push(v));
    store.subscribe('room', { i: 'lastUpdate', l: 2, vf: 'r' }, (v) => last2.push(v));
    store.set('room', { a: item(1), b: item(2), c: item(3) }, null);
    expect(last1.at(-1)).toEqual({ c: item(3) });
    expect(last2.at(-1)).toEqual({ b: item(2), c: item(3) });
  });

  it('a write outside a query window tells that listen nothing', () => {
    const store = open(false, { room: { a: item(1), b: item(5) } });
    const seen: unknown[] = [];
    store.subscribe('room', { i: 'lastUpdate', l: 1, vf: 'r' }, (v) => seen.push(v));
    store.set('room/a/extra', 1, null);
    expect(seen).toEqual([{ b: item(5) }]);
  });

  it('a listen that throws at once is not kept: later writes skip it', () => {
    const store = open();
    let calls = 0;
    expect(() =>
      store.subscribe('room', undefined, () => {
        calls += 1;
        throw new Error('broken listener');
      }),
    ).toThrow('broken listener');
    expect(store.pathCount).toBe(0);
    store.set('room/a', 1, null);
    expect(calls).toBe(1);
  });

  it('a listen whose first value cannot be read keeps nothing, however often it is tried', () => {
    const store = open(false, { configs: { abc: { textColor: '#fff' } } });
    store.subscribe('configs/abc', undefined, () => undefined);
    const kept = store.pathCount;
    // Named like object members, which the data tree cannot read (the wire refuses them first).
    for (let i = 0; i < 20; i += 1) {
      for (const path of [
        'configs/abc/valueOf',
        'screens/abc/toString',
        'sessions/x/constructor',
      ]) {
        expect(() => store.subscribe(path, undefined, () => undefined)).toThrow();
      }
    }
    expect(store.pathCount).toBe(kept);
  });

  it('a listen that throws on a change is dropped; the write and the other listens go on', () => {
    const store = open();
    let broken = 0;
    const fine: unknown[] = [];
    store.subscribe('room', undefined, (v) => {
      if (v === null) return;
      broken += 1;
      throw new Error('broken listener');
    });
    store.subscribe('room', undefined, (v) => fine.push(v));
    expect(store.set('room/a', 1, null)).toEqual({ ok: true });
    store.set('room/b', 2, null);
    expect(broken).toBe(1);
    expect(fine).toEqual([null, { a: 1 }, { a: 1, b: 2 }]);
    expect(store.read('room')).toEqual({ a: 1, b: 2 });
  });
});

describe('deliveries held (a large websocket write)', () => {
  it('writes at once and tells the listens only when delivered, once each', () => {
    const store = open();
    const seen: unknown[] = [];
    const other: unknown[] = [];
    store.subscribe('room', undefined, (v) => seen.push(v));
    store.subscribe('elsewhere', undefined, (v) => other.push(v));
    const deliver = store.holdingDeliveries(() => {
      expect(store.update('room', { a: 1, b: 2 }, null)).toEqual({ ok: true });
    });
    expect(store.read('room')).toEqual({ a: 1, b: 2 });
    expect(seen).toEqual([null]);
    deliver();
    expect(seen).toEqual([null, { a: 1, b: 2 }]);
    expect(other).toEqual([null]);
    deliver();
    expect(seen).toHaveLength(2);
  });

  it('a write between the held one and its delivery is told at once, with both; nothing is told twice', () => {
    const store = open();
    const seen: unknown[] = [];
    store.subscribe('room', undefined, (v) => seen.push(v));
    const deliver = store.holdingDeliveries(() => store.set('room/a', 1, null));
    store.set('room/b', 2, null);
    expect(seen).toEqual([null, { a: 1, b: 2 }]);
    deliver();
    expect(seen).toEqual([null, { a: 1, b: 2 }]);
  });

  it('a listen stopped before the delivery is told nothing; writes after it are told at once', () => {
    const store = open();
    const seen: unknown[] = [];
    const stop = store.subscribe('room', undefined, (v) => seen.push(v));
    const deliver = store.holdingDeliveries(() => store.set('room/a', 1, null));
    stop();
    deliver();
    expect(seen).toEqual([null]);
    const later: unknown[] = [];
    store.subscribe('room', undefined, (v) => later.push(v));
    store.set('room/a', 2, null);
    expect(later).toEqual([{ a: 1 }, { a: 2 }]);
  });
});

describe('a write checked in one turn and made in the next (a large REST write)', () => {
  /** A name may be claimed once: the rules refuse a claim of a name already claimed. */
  const claims = {
    rules: {
      names: { $name: { '.read': true, '.write': '!data.exists()' } },
      notes: { '.read': true, '.write': true },
    },
  };

  it('is made as checked when nothing was written between', () => {
    const store = open(claims);
    const allowed = store.checkUpdate('names', { ann: 'phone 1' }, null);
    expect(allowed.ok).toBe(true);
    expect(store.read('names')).toBeNull();
    expect(store.commitAllowed(allowed)).toEqual({ ok: true });
    expect(store.read('names')).toEqual({ ann: 'phone 1' });
  });

  it('is checked again when a write came between, and refused if the rules now refuse it', () => {
    const store = open(claims);
    const late = store.checkSet('names/ann', 'phone 2', null);
    expect(late.ok).toBe(true);
    expect(store.set('names/ann', 'phone 1', null)).toEqual({ ok: true });
    expect(store.commitAllowed(late).ok).toBe(false);
    expect(store.read('names/ann')).toBe('phone 1');
  });

  it('keeps what was written between when it is made after it', () => {
    const store = open(claims);
    const first = store.checkUpdate('notes', { a: 1 }, null);
    expect(store.update('notes', { b: 2 }, null)).toEqual({ ok: true });
    expect(store.commitAllowed(first)).toEqual({ ok: true });
    expect(store.read('notes')).toEqual({ a: 1, b: 2 });
  });

  it('is held to the size cap on the data as it is when it is made', () => {
    const store = new DataStore(null, false, 60);
    const first = store.checkSet('notes/a', 'x'.repeat(30), null);
    expect(store.set('notes/b', 'y'.repeat(30), null)).toEqual({ ok: true });
    expect(store.commitAllowed(first)).toMatchObject({ ok: false, refusal: 'full' });
    expect(store.read('notes')).toEqual({ b: 'y'.repeat(30) });
  });

  it('a refusal of the check is the answer, and changes nothing', () => {
    const store = open(claims, { names: { ann: 'phone 1' } });
    const refused = store.checkSet('names/ann', 'phone 2', null);
    expect(refused.ok).toBe(false);
    expect(store.commitAllowed(refused)).toBe(refused);
    expect(store.read('names/ann')).toBe('phone 1');
  });

  it("the server's own write is not held to the caps", () => {
    const store = new DataStore(null, false, 10);
    const own = store.checkSet('notes/a', 'x'.repeat(30), 'admin');
    expect(store.commitAllowed(own)).toEqual({ ok: true });
    expect(store.read('notes/a')).toBe('x'.repeat(30));
  });
});
