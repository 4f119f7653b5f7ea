/**
 * What each REST client (one remote address) holds on the server: the answers
 * it has not taken yet and its event streams. The websocket side bounds one
 * connection (`maxQueuedBytes`, `maxListens`); a REST client spreads over as
 * many sockets as it likes, so its bounds are per address: without them one
 * client that asks and never reads piles up server memory, and one client can
 * take every event stream slot.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What one client holds on the server. */
interface Client {
  /**
   * Its answers not yet handed to the network, by socket. A socket stays here
   * until it closes: answers queued behind others on it hear nothing else then.
   */
  held: Map<Socket, Set<ServerResponse>>;
  /** Event streams open. */
  streams: number;
  /** Whether a check of its held answers is due. */
  checking: boolean;
}

/** Who a request comes from: its remote address (every local client is 127.0.0.1). */
export function clientOf(req: IncomingMessage): string {
  // The requests whose socket is gone (no address) are one client, 'undefined'.
  return String(req.socket.remoteAddress);
}

/** The REST clients of one server. */
export class RestClients {
  private readonly clients = new Map<string, Client>();

  /**
   * @param maxUnsentBytes - bytes of answers one client may leave unread
   * @param maxStreams - event streams one client may hold open
   */
  constructor(
    private readonly maxUnsentBytes: number,
    private readonly maxStreams: number,
  ) {}

  /** How many clients the server keeps something for. */
  get size(): number {
    return this.clients.size;
  }

  private get(address: string): Client {
    let client = this.clients.get(address);
    if (!client) {
      client = { held: new Map(), streams: 0, checking: false };
      this.clients.set(address, client);
    }
    return client;
  }

  /** Forgets a client that holds nothing, so addresses seen once do not add up over days. */
  private release(address: string, client: Client): void {
    if (client.held.size === 0 && client.streams === 0 && !client.checking) {
      this.clients.delete(address);
    }
  }

  /**
   * Whether the client is past its bound: several answers held whose unsent bytes
   * (queued behind each other on a socket, or waiting in the socket) add up to
   * more than it may leave unread. One answer alone may be larger: a client that
   * reads takes it, however slowly.
   */
  private over(client: Client): boolean {
    let answers = 0;
    let bytes = 0;
    for (const held of client.held.values()) {
      answers += held.size;
      // A queued answer holds its own bytes; the one being written also those in its socket.
      for (const res of held) bytes += res.writableLength;
    }
    return answers > 1 && bytes > this.maxUnsentBytes;
  }

  /** Drops the sockets that hold answers, and the memory they hold. */
  private drop(client: Client): void {
    for (const [socket, held] of [...client.held]) if (held.size > 0) socket.destroy();
  }

  /**
   * Called when a request arrives: a client past its bound does not read its
   * answers, and is not answered again; its sockets are dropped. Returns whether
   * the request may be answered.
   */
  mayAnswer(req: IncomingMessage): boolean {
    const client = this.clients.get(clientOf(req));
    if (!client || !this.over(client)) return true;
    this.drop(client);
    return !req.socket.destroyed;
  }

  /** Counts an answer until the network took it or its socket closed. */
  answered(res: ServerResponse): void {
    const socket = res.req.socket;
    // A closed socket holds nothing, and would never say so again.
    if (socket.destroyed) return;
    const address = clientOf(res.req);
    const client = this.get(address);
    let held = client.held.get(socket);
    if (!held) {
      held = new Set();
      client.held.set(socket, held);
      socket.once('close', () => {
        client.held.delete(socket);
        this.release(address, client);
      });
    }
    held.add(res);
    const answers = held;
    res.once('finish', () => answers.delete(res));
    // Checked once the sockets took what they can, after every request of this turn.
    // Stryker disable next-line ConditionalExpression: a second check in the same turn finds what the first found; one per turn only spares the work
    if (client.checking) return;
    client.checking = true;
    setImmediate(() => {
      client.checking = false;
      if (this.over(client)) this.drop(client);
      this.release(address, client);
    });
  }

  /** Whether the client may open another event stream. */
  mayStream(address: string): boolean {
    return (this.clients.get(address)?.streams ?? 0) < this.maxStreams;
  }

  /** Counts an event stream; returns what releases it (once) when it ends. */
  streamOpened(address: string): () => void {
    const client = this.get(address);
    client.streams += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      client.streams -= 1;
      this.release(address, client);
    };
  }
}
