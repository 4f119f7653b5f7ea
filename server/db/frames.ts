/**
 * The wire protocol's framing: a message longer than one frame is sent as a
 * frame holding the count, then that many frames of text. Both directions are
 * here: {@link framesOf} splits what the server sends, {@link FrameReader}
 * joins what a client sends (within its limits), and {@link encodePush} encodes
 * a listen's data once for every connection that gets the same push.
 */
import type { ConnectionLimits } from './validate';
import { MessageType, PUSH_DATA } from './wire';

/** The largest frame the SDK accepts; longer messages are sent as numbered frames. */
export const MAX_FRAME = 16384;

/** The frames of one message: itself when it fits, otherwise the count and its parts. */
export function framesOf(text: string): string[] {
  if (text.length <= MAX_FRAME) return [text];
  const count = Math.ceil(text.length / MAX_FRAME);
  const frames = [String(count)];
  for (let i = 0; i < count; i += 1) frames.push(text.slice(i * MAX_FRAME, (i + 1) * MAX_FRAME));
  return frames;
}

/** What one frame from a client completed: a whole message, a refusal, or nothing yet. */
export type FrameOutcome = { message: string } | { refused: string } | null;

/** Joins the frames of a client's messages, refusing messages past its limits. */
export class FrameReader {
  /** The message being joined: the frames still to come and its text so far. */
  private pending: { left: number; text: string } | null = null;

  constructor(
    private readonly limits: Pick<ConnectionLimits, 'maxMessageBytes' | 'maxFramesPerMessage'>,
  ) {}

  /** Whether a message announced in frames is still incomplete. */
  get partial(): boolean {
    return this.pending !== null;
  }

  take(frame: string): FrameOutcome {
    const { maxMessageBytes, maxFramesPerMessage } = this.limits;
    const pending = this.pending;
    if (pending) {
      pending.text += frame;
      pending.left -= 1;
      if (pending.text.length > maxMessageBytes) {
        return { refused: `message longer than ${maxMessageBytes} characters` };
      }
      if (pending.left > 0) return null;
      // Done: its text is the message's, no longer held here.
      this.pending = null;
      return { message: pending.text };
    }
    // A short number announces that many frames; '0' is the SDK's keep-alive.
    if (frame.length <= 6 && /^\d+$/.test(frame)) {
      const count = Number(frame);
      if (count > maxFramesPerMessage) {
        return { refused: `message announced in ${count} frames (at most ${maxFramesPerMessage})` };
      }
      if (count > 0) this.pending = { left: count, text: '' };
      return null;
    }
    if (frame.length > maxMessageBytes) {
      return { refused: `message longer than ${maxMessageBytes} characters` };
    }
    return { message: frame };
  }
}

/**
 * The last data push encoded. The listens of one query get the same push one
 * after the other (the store evaluates a query once for all of them), so the
 * next connections send these bytes instead of encoding them again: a backlog
 * import of a megabyte reaches a room's 20 phones as one encoding, not twenty.
 */
let lastPush = { path: '', json: '', tag: undefined as unknown, frames: [] as readonly Buffer[] };

/**
 * A listen's data as the frames of one message, shared with the connections that
 * get the same push. `json` is the data already encoded (the store encodes a value
 * once for every listen that shares it), so it is spliced in, not re-encoded.
 */
export function encodePush(path: string, json: string, tag: unknown): readonly Buffer[] {
  const last = lastPush;
  if (last.json === json && last.path === path && last.tag === tag) return last.frames;
  const t = typeof tag === 'number' ? `,"t":${tag}` : '';
  const text = `{"t":"${MessageType.data}","d":{"a":"${PUSH_DATA}","b":{"p":${JSON.stringify(path)},"d":${json}${t}}}}`;
  // Framed as text first: the SDK counts frames in characters, not bytes.
  const frames = framesOf(text).map((frame) => Buffer.from(frame));
  lastPush = { path, json, tag, frames };
  return frames;
}
