/**
 * A bare websocket client over a TCP socket, for the abuse tests: it sends
 * exactly the frames a test writes (however malformed), can stop reading
 * altogether like a stalled phone, and speaks just enough of the Realtime
 * Database protocol (requests numbered `r`, responses, multi-frame messages)
 * to see what the server answers.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** A response body `{ s: status, d: data }` of the database protocol. */
export interface ResponseBody {
  s: string;
  d: unknown;
}

/** Encodes one masked client text frame (clients must mask, RFC 6455 5.3). */
function encodeFrame(text: string | Buffer, opcode = 0x1): Buffer {
  const payload = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const n = payload.length;
  const head = n < 126 ? Buffer.alloc(2) : n < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
  head[0] = 0x80 | opcode;
  if (n < 126) head[1] = 0x80 | n;
  else if (n < 65536) {
    head[1] = 0x80 | 126;
    head.writeUInt16BE(n, 2);
  } else {
    head[1] = 0x80 | 127;
    head.writeBigUInt64BE(BigInt(n), 2);
  }
  const mask = randomBytes(4);
  const body = Buffer.allocUnsafe(n);
  for (let i = 0; i < n; i += 1) body[i] = payload[i]! ^ mask[i & 3]!;
  return Buffer.concat([head, mask, body]);
}

/** A raw connection to the local database's websocket endpoint. */
export class RawClient {
  /** Every complete protocol message received, parsed. */
  readonly messages: Record<string, unknown>[] = [];
  /** Resolves when the TCP connection is closed (by either side). */
  readonly closed: Promise<void>;
  private pending = Buffer.alloc(0);
  private upgraded = false;
  private framesLeft = 0;
  private parts: string[] = [];
  private nextR = 1;
  private waiters: (() => void)[] = [];

  private constructor(private readonly socket: Socket) {
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', () => undefined);
  }

  /** Connects and completes the websocket upgrade; resolves after the server's handshake message. */
  static async open(port: number, host = '127.0.0.1'): Promise<RawClient> {
    const socket = connect(port, host);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('error', reject);
    });
    const client = new RawClient(socket);
    socket.write(
      'GET /.ws?v=5&ns=story-point-local HTTP/1.1\r\n' +
        `Host: ${host}:${port}\r\n` +
        'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
        'Sec-WebSocket-Version: 13\r\n\r\n',
    );
    await client.waitFor((m) => m.t === 'c', 10_000, 'the server handshake');
    return client;
  }

  /** Whether the connection is still open. */
  get open(): boolean {
    return !this.socket.destroyed && this.socket.readyState === 'open';
  }

  /** Sends one text frame as it is. */
  sendFrame(text: string | Buffer): boolean {
    if (this.socket.destroyed) return false;
    return this.socket.write(encodeFrame(text));
  }

  /** Sends a data request and resolves with the server's response body. */
  async request(action: string, body: unknown, timeoutMs = 10_000): Promise<ResponseBody> {
    const r = this.nextR;
    this.nextR += 1;
    this.sendFrame(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    const message = await this.waitFor(
      (m) => m.t === 'd' && (m.d as { r?: unknown }).r === r,
      timeoutMs,
      `the response to request ${r} (${action})`,
    );
    return (message.d as { b: ResponseBody }).b;
  }

  /** Sends a data request without waiting for its answer; returns its number. */
  requestNoWait(action: string, body: unknown): number {
    const r = this.nextR;
    this.nextR += 1;
    this.sendFrame(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    return r;
  }

  /** Stops reading: what the server sends piles up in the kernel, then in the server. */
  stopReading(): void {
    this.socket.pause();
  }

  /** Reads again (to find out whether the server closed the connection meanwhile). */
  resumeReading(): void {
    this.socket.resume();
  }

  /** Resolves with the first message (received so far or later) that matches. */
  waitFor(
    match: (m: Record<string, unknown>) => boolean,
    timeoutMs: number,
    what: string,
  ): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        const found = this.messages.find(match);
        if (!found) return false;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(found);
        return true;
      };
      const waiter = () => void check();
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`Timed out waiting for ${what}`));
      }, timeoutMs);
      if (!check()) this.waiters.push(waiter);
    });
  }

  /** Closes the connection at once. */
  destroy(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.pending = Buffer.concat([this.pending, chunk]);
    if (!this.upgraded) {
      const end = this.pending.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.pending.subarray(0, end).toString('latin1');
      if (!/^HTTP\/1\.1 101/.test(head)) {
        this.socket.destroy();
        return;
      }
      this.upgraded = true;
      this.pending = this.pending.subarray(end + 4);
    }
    for (;;) {
      if (this.pending.length < 2) return;
      const opcode = this.pending[0]! & 0x0f;
      let length = this.pending[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (this.pending.length < 4) return;
        length = this.pending.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (this.pending.length < 10) return;
        length = Number(this.pending.readBigUInt64BE(2));
        offset = 10;
      }
      if (this.pending.length < offset + length) return;
      const payload = this.pending.subarray(offset, offset + length);
      this.pending = this.pending.subarray(offset + length);
      if (opcode === 0x8) {
        this.socket.end();
        return;
      }
      if (opcode === 0x1) this.onText(payload.toString('utf8'));
    }
  }

  private onText(text: string): void {
    if (this.framesLeft > 0) {
      this.parts.push(text);
      this.framesLeft -= 1;
      if (this.framesLeft > 0) return;
      text = this.parts.join('');
      this.parts = [];
    } else if (/^\d{1,6}$/.test(text)) {
      this.framesLeft = Number(text);
      return;
    }
    try {
      this.messages.push(JSON.parse(text) as Record<string, unknown>);
    } catch {
      return;
    }
    for (const w of [...this.waiters]) w();
  }
}
