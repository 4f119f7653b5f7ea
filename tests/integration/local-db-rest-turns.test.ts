/**
 * A REST write is read, checked against the rules, made and answered in turns of the
 * event loop of their own (server/db/rest.ts), so that other rooms are served between
 * them; a body that misses its deadline is answered 408 and let go, so nothing that
 * arrives of it later is kept. Driven in-process, with the turns counted and the request
 * and answer stood in for.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, expect, it } from 'vitest';
import { EventStreams } from '../../server/db/event-stream';
import { pushIdGenerator } from '../../server/db/push-id';
import { handleRest, type RestContext } from '../../server/db/rest';
import { RestClients } from '../../server/db/rest-clients';
import { NODES_PER_PART } from '../../server/db/rule-check';
import { DataStore } from '../../server/db/store';
import { DEFAULT_LIMITS, type ConnectionLimits } from '../../server/db/validate';

/** Turns of the event loop since the test began: one per pass of its check phase. */
let turn = 0;
let counting = false;
const count = () => {
  turn += 1;
  if (counting) setImmediate(count);
};

afterEach(() => {
  counting = false;
});

/** A request of `body.length` bytes to the store, and its answer, as the server would see them. */
function exchange(method: string, url: string, body: string, limits: ConnectionLimits) {
  const store = new DataStore({}, false);
  const ctx: RestContext = {
    store,
    limits,
    trustTokenClaims: false,
    keepAliveMs: 60_000,
    maxQueuedBytes: limits.maxQueuedBytes,
    pushId: pushIdGenerator(),
    streams: new EventStreams(),
    clients: new RestClients(limits.maxQueuedBytes, 1),
  };
  const socket = Object.assign(new EventEmitter(), { remoteAddress: '10.0.0.1', destroyed: false });
  const req = Object.assign(new EventEmitter(), {
    url,
    method,
    headers: { 'content-length': String(body.length) },
    socket,
  });
  const answer = { status: 0, text: '', at: -1 };
  const res = Object.assign(new EventEmitter(), {
    req,
    headersSent: false,
    writableLength: 0,
    writeHead: (status: number) => void (answer.status = status),
    end: (text: string) => Object.assign(answer, { text, at: turn }),
  });
  const handled = handleRest(
    req as unknown as IncomingMessage,
    res as unknown as ServerResponse,
    ctx,
  );
  return { store, req, answer, handled };
}

/** A PATCH of `value` at `/room`, with the turns its body arrived, its check's parts ran, it was written and answered. */
async function patchInTurns(value: Record<string, unknown>) {
  const body = JSON.stringify(value);
  counting = true;
  setImmediate(count);
  const { store, req, answer, handled } = exchange('PATCH', '/room.json', body, DEFAULT_LIMITS);
  let writtenAt = -1;
  store.onChange = () => (writtenAt = turn);
  const checkedAt = checkTurns(store);
  req.emit('data', Buffer.from(body));
  req.emit('end');
  const arrivedAt = turn;
  await handled;
  return { store, answer, arrivedAt, checkedAt, writtenAt };
}

it('a PATCH is checked a turn after its body arrived, written a turn after its check, and answered a turn after that', async () => {
  const { store, answer, arrivedAt, checkedAt, writtenAt } = await patchInTurns({ a: 1, b: 2 });
  expect(JSON.parse(answer.text)).toEqual({ a: 1, b: 2 });
  expect(store.read('room')).toEqual({ a: 1, b: 2 });
  expect(checkedAt).toHaveLength(1);
  expect(checkedAt[0]).toBeGreaterThan(arrivedAt);
  expect(writtenAt).toBeGreaterThan(checkedAt[0] as number);
  expect(answer.at).toBeGreaterThan(writtenAt);
});

it('a large PATCH is checked in parts, each a turn after the one before, and written after the last', async () => {
  const room = Object.fromEntries(
    Array.from({ length: 300 }, (_, i) => [`u${i}`, { name: `Person ${i}`, selected: 'c5' }]),
  );
  const { store, answer, checkedAt, writtenAt } = await patchInTurns(room);
  expect(answer.status).toBe(200);
  expect(store.read('room/u299')).toEqual({ name: 'Person 299', selected: 'c5' });
  // Each path is a node of rules on the way (the root's, with the rules off) and two
  // values below it: 900 nodes, in parts of NODES_PER_PART.
  expect(checkedAt).toHaveLength(Math.ceil(900 / NODES_PER_PART));
  for (let i = 1; i < checkedAt.length; i += 1) {
    expect(checkedAt[i]).toBeGreaterThan(checkedAt[i - 1] as number);
  }
  expect(writtenAt).toBeGreaterThan(checkedAt.at(-1) as number);
});

/** The turns in which the parts of the store's checks of updates ran. */
function checkTurns(store: DataStore): number[] {
  const at: number[] = [];
  const checking = store.checkingUpdate.bind(store);
  store.checkingUpdate = function* (...args) {
    const parts = checking(...args);
    for (;;) {
      at.push(turn);
      const step = parts.next();
      if (step.done) return step.value;
      yield;
    }
  };
  return at;
}

it('what arrives of a body after its 408 is not kept', async () => {
  const limits = { ...DEFAULT_LIMITS, maxPartialMs: 20 };
  const { store, req, answer, handled } = exchange('PUT', '/late.json', '"x"'.repeat(100), limits);
  req.emit('data', Buffer.from('"x"'));
  await handled;
  expect(answer.status).toBe(408);
  // The rest of the body, less than its limit, comes after the answer: the test keeps no hold on it.
  const late = ((chunk: Buffer) => {
    req.emit('data', chunk);
    return new WeakRef(chunk);
  })(Buffer.alloc(64 * 1024));
  await new Promise((resolve) => setTimeout(resolve, 0));
  collectGarbage();
  expect(late.deref()).toBeUndefined();
  expect(store.read('late')).toBeNull();
});

/** A full garbage collection, which Node runs on demand only with --expose-gc (set here). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
