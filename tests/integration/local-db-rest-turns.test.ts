/**
 * A REST write is read, checked and answered in turns of the event loop of their own
 * (server/db/rest.ts), so that other rooms are served between them: driven in-process,
 * with the turns counted and the request and answer stood in for.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { EventStreams } from '../../server/db/event-stream';
import { pushIdGenerator } from '../../server/db/push-id';
import { handleRest, type RestContext } from '../../server/db/rest';
import { RestClients } from '../../server/db/rest-clients';
import { DataStore } from '../../server/db/store';
import { DEFAULT_LIMITS } from '../../server/db/validate';

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

it('a PATCH is checked a turn after its body arrived, and answered a turn after it is written', async () => {
  const store = new DataStore({}, false);
  let writtenAt = -1;
  store.onChange = () => (writtenAt = turn);
  const ctx: RestContext = {
    store,
    limits: DEFAULT_LIMITS,
    trustTokenClaims: false,
    keepAliveMs: 60_000,
    maxQueuedBytes: DEFAULT_LIMITS.maxQueuedBytes,
    pushId: pushIdGenerator(),
    streams: new EventStreams(),
    clients: new RestClients(DEFAULT_LIMITS.maxQueuedBytes, 1),
  };
  const body = JSON.stringify({ a: 1, b: 2 });
  const socket = Object.assign(new EventEmitter(), { remoteAddress: '10.0.0.1', destroyed: false });
  const req = Object.assign(new EventEmitter(), {
    url: '/room.json',
    method: 'PATCH',
    headers: { 'content-length': String(body.length) },
    socket,
  });
  let answeredAt = -1;
  let answer = '';
  const res = Object.assign(new EventEmitter(), {
    req,
    headersSent: false,
    writableLength: 0,
    writeHead: () => undefined,
    end: (text: string) => {
      answeredAt = turn;
      answer = text;
    },
  });
  counting = true;
  setImmediate(count);
  const handled = handleRest(
    req as unknown as IncomingMessage,
    res as unknown as ServerResponse,
    ctx,
  );
  req.emit('data', Buffer.from(body));
  req.emit('end');
  const arrivedAt = turn;
  await handled;
  expect(JSON.parse(answer)).toEqual({ a: 1, b: 2 });
  expect(store.read('room')).toEqual({ a: 1, b: 2 });
  expect(writtenAt).toBeGreaterThan(arrivedAt);
  expect(answeredAt).toBeGreaterThan(writtenAt);
});
