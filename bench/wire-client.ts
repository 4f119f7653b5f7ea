/**
 * A raw wire-protocol client for the `rooms` benchmark: the SDK's frames over a `ws`
 * websocket, without an SDK instance per client (thousands share one process).
 */
import { createRequire } from 'node:module';
import { MAX_PARTICIPANTS } from '../renderer/domain/constants';

/** The members of a `ws` 7 client used here (the local database's websocket package). */
interface Socket {
  readyState: number;
  send(data: string): void;
  close(): void;
  on(event: 'open' | 'close', cb: () => void): void;
  on(event: 'message', cb: (data: unknown) => void): void;
  on(event: 'error', cb: (e: Error) => void): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => Socket;

/** One wire-protocol client: listens, writes, and reports each push's raw text. */
export class WireClient {
  private ws: Socket;
  private next = 1;
  private tag = 1;
  private framesLeft = 0;
  private buffer = '';
  /** Bytes this client received (every frame, control frames too). */
  received = 0;
  readonly opened: Promise<void>;
  onPush: (text: string) => void = () => undefined;
  /** Requests whose answer someone waits for (see {@link answered}), by number. */
  private readonly waiting = new Map<number, () => void>();

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.opened = new Promise((resolve, reject) => {
      this.ws.on('open', () => resolve());
      this.ws.on('error', reject);
    });
    this.ws.on('message', (data) => {
      const frame = String(data);
      this.received += Buffer.byteLength(frame);
      this.onFrame(frame);
    });
  }

  private onFrame(frame: string): void {
    if (this.framesLeft > 0) {
      this.buffer += frame;
      this.framesLeft -= 1;
      if (this.framesLeft === 0) this.onMessage(this.buffer);
      return;
    }
    if (frame.length <= 6 && /^\d+$/.test(frame)) {
      this.framesLeft = Number(frame);
      this.buffer = '';
      return;
    }
    this.onMessage(frame);
  }

  private onMessage(text: string): void {
    // Data pushes ({"t":"d","d":{"a":"d",...}}), and the answers someone waits for.
    if (text.includes('"a":"d"')) this.onPush(text);
    else if (this.waiting.size > 0 && text.includes('"r":')) {
      const r = (JSON.parse(text) as { d?: { r?: unknown } }).d?.r;
      if (typeof r === 'number') this.waiting.get(r)?.();
      this.waiting.delete(r as number);
    }
  }

  /** Sends a request; returns its number. */
  private request(action: string, body: object): number {
    const r = this.next++;
    this.ws.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    return r;
  }

  /** Resolves when the server answered request `r`. */
  answered(r: number): Promise<void> {
    return new Promise((resolve) => this.waiting.set(r, resolve));
  }

  /** The room query the app uses: by lastUpdate, the last 20. */
  listenRoom(code: string): void {
    this.request('q', {
      p: `/screens/${code}`,
      q: { i: 'lastUpdate', l: MAX_PARTICIPANTS, vf: 'r' },
      t: this.tag++,
      h: '',
    });
  }

  listenValue(p: string): void {
    this.request('q', { p, h: '' });
  }

  /** Writes `d` at `p`; returns the request's number (see {@link answered}). */
  set(p: string, d: unknown): number {
    return this.request('p', { p, d });
  }

  update(p: string, d: Record<string, unknown>): void {
    this.request('m', { p, d });
  }

  close(): void {
    this.ws.close();
  }
}
