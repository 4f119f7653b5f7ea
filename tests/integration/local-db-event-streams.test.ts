/**
 * The event streams of the local database in-process (server/db/event-stream.ts),
 * each written to a fake response that records every event, also one written
 * after the stream's end (which a real response would fail on): a stream whose
 * read the rules stop allowing hears `cancel` and nothing after it, the read of
 * every stream is checked once per turn however many writes it holds and again
 * in every later turn, streams of one location that last sent different values
 * each hear their own change, and stopping the server ends every stream.
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStream, EventStreams } from '../../server/db/event-stream';
import { DataStore } from '../../server/db/store';

/** One event a stream wrote; `late` when written after the stream's end. */
interface Written {
  event: string;
  data: unknown;
  late: boolean;
}

/** A response that records what a stream writes, and its end. */
class Response extends EventEmitter {
  readonly writableLength = 0;
  readonly written: Written[] = [];
  ended = false;
  writeHead(): this {
    return this;
  }
  write(chunk: string): boolean {
    const [, event = '', data = 'null'] = /^event: (.*)\ndata: (.*)\n\n$/.exec(chunk) ?? [];
    this.written.push({ event, data: JSON.parse(data) as unknown, late: this.ended });
    return true;
  }
  end(): this {
    this.ended = true;
    return this;
  }
  destroy(): this {
    this.emit('close');
    return this;
  }
}

const RULES = {
  rules: {
    '.write': true,
    gate: { '.read': "data.child('open').val() === true" },
    // Readable while the gate, elsewhere in the data, is open.
    hall: { '.read': "root.child('gate/open').val() === true" },
    room: { '.read': true },
  },
};

let streams = new EventStreams();
afterEach(() => streams.endAll());

function setup() {
  const store = new DataStore(
    { gate: { open: true, data: 'inside' }, hall: { news: 'Welcome' }, room: { round: 1 } },
    RULES,
  );
  streams = new EventStreams();
  // As the server wires them: every change of the data has the streams checked.
  store.onChange = () => streams.dataChanged();
  const ctx = { store, keepAliveMs: 60_000, maxQueuedBytes: 1024 * 1024 };
  const open = (path: string) => {
    const res = new Response();
    const onEnd = vi.fn(() => streams.delete(stream));
    const stream = new EventStream(
      res as unknown as ServerResponse,
      ctx,
      path,
      undefined,
      null,
      onEnd,
    );
    streams.add(stream);
    return { res, stream, onEnd };
  };
  const write = (path: string, value: unknown) =>
    expect(store.set(path, value, 'admin').ok).toBe(true);
  return { store, open, write };
}

const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));
const events = (res: Response) => res.written.map((w) => (w.late ? `late ${w.event}` : w.event));

describe('a stream the rules stop allowing', () => {
  it('hears cancel, and not the value it may no longer read', () => {
    const { open, write } = setup();
    const { res, stream } = open('gate');
    write('gate', { open: false, data: 'secret' });
    expect(events(res)).toEqual(['put', 'cancel']);
    expect(res.written[0]!.data).toEqual({ path: '/', data: { open: true, data: 'inside' } });
    expect(res.ended).toBe(true);
    expect(stream.open).toBe(false);
  });

  it('once ended, is no longer running when checked again, and sends nothing', () => {
    const { open, write } = setup();
    const { res, stream, onEnd } = open('hall');
    stream.end();
    write('gate/open', false);
    expect(stream.recheck()).toBe(false);
    expect(events(res)).toEqual(['put']);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('the read of every stream is checked again after the data changed', () => {
  it('once per turn, however many writes it holds', async () => {
    const { store, open, write } = setup();
    open('hall');
    open('room');
    const reads = vi.spyOn(store, 'canRead');
    for (let i = 2; i < 12; i += 1) write('room/round', i);
    await endOfTurn();
    // The room's own changes check its read as they are sent; the hall is checked once.
    expect(reads.mock.calls.filter(([path]) => path === 'hall')).toHaveLength(1);
  });

  it('in every later turn too: a rule that changes a turn after another write still cancels', async () => {
    const { open, write } = setup();
    const { res } = open('hall');
    write('room/round', 2);
    await endOfTurn();
    write('gate/open', false);
    await endOfTurn();
    expect(events(res)).toEqual(['put', 'cancel']);
    expect(res.ended).toBe(true);
  });
});

describe('streams of one location', () => {
  it('each hear the change from the value it last sent: one opened after a change first hears the whole value', () => {
    const { open, write } = setup();
    const first = open('room');
    write('room/round', 2);
    const second = open('room');
    write('room/round', 3);
    expect(first.res.written.map((w) => w.data)).toEqual([
      { path: '/', data: { round: 1 } },
      { path: '/round', data: 2 },
      { path: '/round', data: 3 },
    ]);
    expect(second.res.written.map((w) => w.data)).toEqual([
      { path: '/', data: { round: 2 } },
      { path: '/round', data: 3 },
    ]);
  });
});

describe('when the server stops', () => {
  it('every stream ends: its answer is ended and its slot given back', () => {
    const { open } = setup();
    const opened = [open('room'), open('hall')];
    streams.endAll();
    for (const { res, stream, onEnd } of opened) {
      expect([res.ended, stream.open]).toEqual([true, false]);
      expect(onEnd).toHaveBeenCalledTimes(1);
    }
    expect(streams.size).toBe(0);
  });
});
