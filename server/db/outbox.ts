/**
 * What one client connection sends: its messages as text frames, batched into one
 * socket write per tick, answers to its requests and the data of its listens. A client
 * that stops reading what it is sent is disconnected (`overflow`).
 */
import { encodePush, framesOf } from './frames';
import { MessageType } from './wire';

/** The websocket members used here (a ws 7 socket). */
export interface ClientSocket {
  readyState: number;
  /** Bytes queued for the client and not yet taken by it. */
  bufferedAmount: number;
  /** Sends a text frame (`binary: false` makes bytes one too). */
  send(data: string | Buffer, options?: { binary: boolean }): void;
  terminate(): void;
  on(event: 'message', cb: (data: unknown) => void): void;
  on(event: 'close' | 'error', cb: () => void): void;
  /** The TCP socket under it (ws keeps it there): see {@link Outbox.batch}. */
  readonly _socket?: { cork(): void; uncork(): void };
}

/** A request's number (`r`): answers name it; a request without one gets no answer. */
export type RequestNumber = unknown;

/** The frames of the messages held for a client (see {@link Outbox.hold}). */
export type HeldFrames = (readonly (string | Buffer)[])[];

const OPEN = 1;
const TEXT = { binary: false };

/** The outboxes corked this tick, uncorked together once the tick's requests are handled. */
let corked: Outbox[] = [];

function uncorkAll(): void {
  const outboxes = corked;
  corked = [];
  for (const outbox of outboxes) outbox.uncork();
}

/** Sends one client's messages. */
export class Outbox {
  private corked = false;
  /** What this client is sent while a large message of its own is carried out (see {@link hold}). */
  private held: HeldFrames | null = null;

  /**
   * @param closed - whether the connection closed: it is sent nothing more
   * @param overflow - ends the connection of a client with more than `maxQueuedBytes` unread
   */
  constructor(
    private readonly ws: ClientSocket,
    private readonly maxQueuedBytes: number,
    private readonly closed: () => boolean,
    private readonly overflow: (reason: string) => void,
  ) {}

  /** Holds what this client is sent in `frames` from now on, until `null` sends again. */
  hold(frames: HeldFrames | null): void {
    this.held = frames;
  }

  send(message: unknown): void {
    this.sendFrames(framesOf(JSON.stringify(message)));
  }

  /** Sends the frames of one message as text frames. */
  sendFrames(frames: readonly (string | Buffer)[]): void {
    if (this.held) {
      this.held.push(frames);
      return;
    }
    if (this.closed() || this.ws.readyState !== OPEN) return;
    this.batch();
    for (const frame of frames) this.ws.send(frame, TEXT);
    // A client that stops reading would make us hold every update for it.
    if (this.ws.bufferedAmount > this.maxQueuedBytes) {
      this.overflow(`more than ${this.maxQueuedBytes} bytes queued that it does not read`);
    }
  }

  /**
   * Holds what this client is sent in the socket until the event loop has handled
   * every request that arrived with it, then sends it all in one write: one system
   * call per client and tick rather than one per message (with 50 rooms the writes,
   * one per message, took a third of the server's time). Messages keep their order.
   */
  private batch(): void {
    const socket = this.ws._socket;
    if (this.corked || !socket) return;
    this.corked = true;
    socket.cork();
    // One callback for every socket corked this tick, not one each: a vote corks 21.
    if (corked.length === 0) setImmediate(uncorkAll);
    corked.push(this);
  }

  /** Sends what {@link batch} held (called once per tick for every corked outbox). */
  uncork(): void {
    this.corked = false;
    try {
      this.ws._socket?.uncork();
    } catch {
      // One socket's failure must not leave the others holding what they were sent: its
      // connection ends with the socket's own error event.
    }
  }

  /** Answers request `r` (nothing when the client gave it no number). */
  respond(r: RequestNumber, status: string, data: unknown = {}): void {
    if (typeof r === 'number') {
      this.send({ t: MessageType.data, d: { r, b: { s: status, d: data } } });
    }
  }

  /** Sends a listen's data (`json`: the data already encoded). */
  push(path: string, json: string, tag: unknown): void {
    this.sendFrames(encodePush(path, json, tag));
  }
}
