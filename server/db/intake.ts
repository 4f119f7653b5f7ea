/**
 * What one client connection receives: its frames joined into messages (frames.ts),
 * within the deadline of a message announced in frames, and each message counted and
 * parsed before it is carried out. A message past a limit is refused here, before
 * what costs: its parsing.
 */
import { FrameReader } from './frames';
import { holdsMoreValues } from './json-count';
import type { Replies } from './replies';
import { WRITE_TOO_LARGE, type ConnectionLimits } from './validate';
import { isRecord, Status } from './wire';

/** Most values the members of a request's envelope (`t`, `d`, `r`, `a`, `b`, `p`, `q`...) count for. */
const ENVELOPE_VALUES = 32;

/** How the SDK opens a request: its number and its action (anchored: only the opening is read). */
const SDK_REQUEST_START = /^\{"t":"d","d":\{"r":(\d{1,15}),"a":"(\w{1,8})"/;

/** Where a connection's messages go and how it is ended. */
export interface IntakeHandlers {
  /** Takes a whole message's text, in the order the client sent them. */
  take(text: string): void;
  /** Closes the connection of a client past one of its limits. */
  disconnect(reason: string): void;
}

/** The messages of one connection, as they arrive. */
export class Intake {
  private readonly reader: FrameReader;
  /** Ends a message announced in frames that does not arrive in time. */
  private partialTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly limits: ConnectionLimits,
    private readonly replies: Replies,
    private readonly handlers: IntakeHandlers,
  ) {
    this.reader = new FrameReader(limits);
  }

  /** Takes one frame of the client's. */
  frame(data: unknown): void {
    try {
      this.takeFrame(typeof data === 'string' ? data : String(data));
    } catch (error) {
      // Nothing a client sends may reach the process: whatever slipped past the checks ends this client only.
      this.handlers.disconnect(`unexpected error: ${String(error)}`);
    }
  }

  private takeFrame(frame: string): void {
    const outcome = this.reader.take(frame);
    this.watchPartial();
    if (outcome === null) return;
    if ('refused' in outcome) return this.handlers.disconnect(outcome.refused);
    this.handlers.take(outcome.message);
  }

  /**
   * A message announced in frames must arrive within its deadline: its frames are held
   * in memory until then, and a client that sends only the start of one would hold them.
   */
  private watchPartial(): void {
    if (!this.reader.partial) {
      this.stop();
      return;
    }
    if (this.partialTimer !== undefined) return;
    const { maxPartialMs } = this.limits;
    this.partialTimer = setTimeout(
      () =>
        this.handlers.disconnect(
          `a message announced in frames not complete within ${maxPartialMs} ms`,
        ),
      maxPartialMs,
    );
  }

  /** Stops waiting for the rest of a message announced in frames. */
  stop(): void {
    clearTimeout(this.partialTimer);
    this.partialTimer = undefined;
  }

  /** A message parsed, or undefined when it is refused or dropped. */
  read(text: string): Record<string, unknown> | undefined {
    // Refused before it is parsed, which is what costs (json-count.ts); the envelope's
    // own members ride on top of the write's values.
    const { maxWriteValues } = this.limits;
    if (holdsMoreValues(text, maxWriteValues + ENVELOPE_VALUES)) {
      this.tooLarge(text);
      return undefined;
    }
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.replies.problem(`unreadable message dropped: ${text.slice(0, 200)}`);
      return undefined;
    }
    if (!isRecord(message) || !isRecord(message.d)) {
      this.replies.problem(`message without a body dropped: ${text.slice(0, 200)}`);
      return undefined;
    }
    return message;
  }

  /**
   * Refuses a message with more values than a write may hold: the SDK's request (its
   * number opens the message) is answered `invalid_data`; anything else ends the connection.
   */
  private tooLarge(text: string): void {
    const request = SDK_REQUEST_START.exec(text);
    if (request === null) {
      return this.handlers.disconnect(
        `a message with more than ${this.limits.maxWriteValues} values`,
      );
    }
    this.replies.invalid(Number(request[1]), Status.invalidData, request[2]!, WRITE_TOO_LARGE);
  }
}
