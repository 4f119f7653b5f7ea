/**
 * What the local database keeps per REST client (server/db/rest-clients.ts),
 * driven in-process with fake sockets whose unsent bytes a test sets: a
 * client's unread answers add up across its sockets and are bounded only once
 * past the bound, the sockets that hold nothing are spared, a socket already
 * gone counts for nothing, a request that finds its own socket dropped is not
 * carried out, each event stream slot comes back once, and a client that holds
 * nothing is forgotten.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { EventStreams } from '../../server/db/event-stream';
import { pushIdGenerator } from '../../server/db/push-id';
import { handleRest } from '../../server/db/rest';
import { RestClients } from '../../server/db/rest-clients';
import { DataStore } from '../../server/db/store';
import { DEFAULT_LIMITS } from '../../server/db/validate';

/** Bytes one client may leave unread, in these tests. */
const BOUND = 1000;
const MAX_STREAMS = 2;

/** A client's socket: closes once destroyed, a moment later as a real one does. */
class Socket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress = '10.0.0.1') {
    super();
  }
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    process.nextTick(() => this.emit('close'));
  }
}

/** An answer on `socket` with `bytes` not yet taken by the network. */
class Answer extends EventEmitter {
  readonly req: { socket: Socket };
  constructor(
    socket: Socket,
    public writableLength: number,
  ) {
    super();
    this.req = { socket };
  }
  /** The network took it all. */
  taken(): void {
    this.writableLength = 0;
    this.emit('finish');
  }
}

const requestOn = (socket: Socket) => ({ socket }) as unknown as IncomingMessage;

function setup() {
  const clients = new RestClients(BOUND, MAX_STREAMS);
  const answer = (socket: Socket, bytes: number) => {
    const res = new Answer(socket, bytes);
    clients.answered(res as unknown as ServerResponse);
    return res;
  };
  return { clients, answer };
}

/** Lets the check at the end of the turn run, and closes settle. */
const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('answers a client leaves unread', () => {
  it('up to the bound exactly, across its sockets, the client is still answered', async () => {
    const { clients, answer } = setup();
    const [a, b] = [new Socket(), new Socket()];
    answer(a, 400);
    answer(b, BOUND - 400);
    await endOfTurn();
    expect([a.destroyed, b.destroyed]).toEqual([false, false]);
    expect(clients.mayAnswer(requestOn(a))).toBe(true);
    expect(a.destroyed).toBe(false);
  });

  it('answers queued behind each other on one socket add up: past the bound it is dropped', async () => {
    const { answer } = setup();
    const a = new Socket();
    answer(a, 600);
    answer(a, 600);
    await endOfTurn();
    expect(a.destroyed).toBe(true);
  });

  it('past the bound, a request on a socket holding answers is refused and its sockets dropped; a socket holding none is spared', async () => {
    const { clients, answer } = setup();
    const [holding, other, reading, fresh] = [
      new Socket(),
      new Socket(),
      new Socket(),
      new Socket(),
    ];
    // `reading` took its answer and stays open (keep-alive), holding nothing.
    answer(reading, 300).taken();
    answer(holding, 600);
    answer(other, 600);
    // Before the end-of-turn check: the request itself finds the client past its bound.
    expect(clients.mayAnswer(requestOn(holding))).toBe(false);
    expect([holding.destroyed, other.destroyed, reading.destroyed]).toEqual([true, true, false]);
    // A new connection of the same client is answered: it holds nothing unread.
    expect(clients.mayAnswer(requestOn(fresh))).toBe(true);
    expect(fresh.destroyed).toBe(false);
  });

  it('a request that finds its client past the bound, on a socket holding answers, is not carried out', async () => {
    const { clients, answer } = setup();
    const store = new DataStore({ kept: 'yes' }, false);
    const ctx = {
      store,
      limits: DEFAULT_LIMITS,
      trustTokenClaims: false,
      keepAliveMs: 60_000,
      maxQueuedBytes: BOUND,
      pushId: pushIdGenerator(),
      streams: new EventStreams(),
      clients,
    };
    const socket = new Socket();
    answer(socket, 600);
    answer(socket, 600);
    // A DELETE pipelined behind them, read in the same turn (before the end-of-turn check).
    const req = Object.assign(new EventEmitter(), {
      url: '/kept.json',
      method: 'DELETE',
      headers: {},
      socket,
    });
    const res = Object.assign(new EventEmitter(), {
      req,
      headersSent: false,
      writableLength: 0,
      writeHead: () => undefined,
      end: () => undefined,
    });
    await handleRest(req as unknown as IncomingMessage, res as unknown as ServerResponse, ctx);
    expect(store.read('kept')).toBe('yes');
    expect(socket.destroyed).toBe(true);
  });

  it('answers the network took count no more: one large answer after them is served', async () => {
    const { answer } = setup();
    const a = new Socket();
    answer(a, 600).taken();
    answer(a, 600).taken();
    answer(a, 5 * BOUND);
    await endOfTurn();
    expect(a.destroyed).toBe(false);
  });

  it('an answer on a socket already gone is not counted', async () => {
    const { clients, answer } = setup();
    const gone = new Socket();
    gone.destroy();
    await endOfTurn();
    const live = new Socket();
    answer(gone, 5 * BOUND);
    answer(live, 600);
    await endOfTurn();
    expect(live.destroyed).toBe(false);
    live.destroy();
    await endOfTurn();
    expect(clients.size).toBe(0);
  });

  it('a client is remembered while a socket of it is open, and forgotten once they all closed', async () => {
    const { clients, answer } = setup();
    const [a, b] = [new Socket(), new Socket()];
    answer(a, 100).taken();
    answer(b, 100);
    await endOfTurn();
    expect(clients.size).toBe(1);
    a.destroy();
    await endOfTurn();
    expect(clients.size).toBe(1);
    b.destroy();
    await endOfTurn();
    expect(clients.size).toBe(0);
  });

  it('a stream that ends does not make the client forget the answers it holds', async () => {
    const { clients, answer } = setup();
    const [a, b] = [new Socket(), new Socket()];
    answer(a, 600);
    await endOfTurn();
    clients.streamOpened(a.remoteAddress)();
    // Together with what `a` still holds, this is past the bound.
    answer(b, 600);
    await endOfTurn();
    expect([a.destroyed, b.destroyed]).toEqual([true, true]);
  });
});

describe('event streams of a client', () => {
  it('a stream that ends gives back its slot, and only its own', () => {
    const { clients } = setup();
    const address = '10.0.0.2';
    const first = clients.streamOpened(address);
    clients.streamOpened(address);
    expect(clients.mayStream(address)).toBe(false);
    first();
    expect(clients.mayStream(address)).toBe(true);
    clients.streamOpened(address);
    expect(clients.mayStream(address)).toBe(false);
  });

  it('a stream that ends twice (cancelled, then its socket closes) gives back one slot', () => {
    const { clients } = setup();
    const address = '10.0.0.2';
    const first = clients.streamOpened(address);
    clients.streamOpened(address);
    first();
    first();
    clients.streamOpened(address);
    expect(clients.mayStream(address)).toBe(false);
  });

  it('a client whose streams all ended is forgotten; another client is not', () => {
    const { clients } = setup();
    const ended = clients.streamOpened('10.0.0.2');
    const open = clients.streamOpened('10.0.0.3');
    expect(clients.size).toBe(2);
    ended();
    expect(clients.size).toBe(1);
    open();
    expect(clients.size).toBe(0);
  });
});
