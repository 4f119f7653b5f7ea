/**
 * Turns of the event loop: how a large request is split so that other rooms are served
 * between its parts (docs/threat-model.md, "Fair time").
 */

/**
 * Resolves once the event loop went round: its timers and the I/O that waits ran. Twice
 * `setImmediate`, since a request arrives in the loop's I/O phase, whose immediates run
 * before the loop goes round.
 */
export const nextTurn = () =>
  new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/** A part of a large message's work; what it returns, if anything, is the next part. */
export type Part = () => Part | void;

/** The parts of a message's work. */
export interface MessageSteps<T> {
  /** Reads (counts, parses) a message; undefined when it is dropped. */
  read(text: string): T | undefined;
  /** Carries out a message read. */
  carryOut(message: T): void;
  /**
   * Carries out a large message read, a turn after its reading; what it returns, if
   * anything, goes on with it in a further turn, and so on (its write, its deliveries
   * and its answer).
   */
  carryOutLarge(message: T): Part | void;
  /** What an error of a part deferred to a later turn does (it has no caller to throw to). */
  failed(error: unknown): void;
}

/**
 * One connection's messages, carried out in the order they came. A message longer than
 * `largeChars` is read in one turn, and carried out in the next and as many more as its
 * parts need; the
 * messages that come meanwhile wait behind it, `maxWaitingChars` of them at most (past
 * that, `onFull` is called and they are dropped). A short message with none waiting is
 * carried out at once, as before: only a large one pays the turns.
 */
export class MessageTurns<T> {
  /** Messages waiting behind a large one; null when none is being carried out. */
  private waiting: string[] | null = null;
  private waitingChars = 0;
  private stopped = false;
  private idle: (() => void)[] = [];

  constructor(
    private readonly steps: MessageSteps<T>,
    private readonly largeChars: number,
    private readonly maxWaitingChars: number,
    private readonly onFull: () => void,
  ) {}

  /** Whether a large message is being carried out. */
  get busy(): boolean {
    return this.waiting !== null;
  }

  take(text: string): void {
    if (this.stopped) return;
    if (this.waiting === null) return this.start(text);
    if (this.waitingChars + text.length > this.maxWaitingChars) {
      this.stop();
      return this.onFull();
    }
    this.waiting.push(text);
    this.waitingChars += text.length;
  }

  /** Drops what waits and what is under way; what waits for idleness runs now. */
  stop(): void {
    this.stopped = true;
    this.waiting = null;
    this.waitingChars = 0;
    this.becameIdle();
  }

  /** Runs `fn` once no message is being carried out (now, if none is). */
  whenIdle(fn: () => void): void {
    if (this.waiting === null) fn();
    else this.idle.push(fn);
  }

  private start(text: string): void {
    const message = this.steps.read(text);
    if (message === undefined) return;
    if (text.length <= this.largeChars) return this.steps.carryOut(message);
    this.waiting = [];
    void nextTurn().then(() => this.resume(message));
  }

  private async resume(message: T): Promise<void> {
    if (this.stopped) return;
    let part: Part | void = () => this.steps.carryOutLarge(message);
    // Finished even when stopped meanwhile: a write checked goes in, and its listens
    // must hear of it.
    while (part) {
      try {
        part = part();
      } catch (error) {
        part = undefined;
        this.steps.failed(error);
      }
      if (part) await nextTurn();
    }
    // Null when stopped meanwhile: stop() dropped what waited and ran what waited for idleness.
    const waiting = this.waiting;
    if (waiting === null) return;
    this.waiting = null;
    this.waitingChars = 0;
    // Once one of them stops the queue, take() drops the rest.
    for (const text of waiting) {
      try {
        this.take(text);
      } catch (error) {
        this.steps.failed(error);
      }
    }
    if (this.waiting === null) this.becameIdle();
  }

  private becameIdle(): void {
    for (const fn of this.idle.splice(0)) fn();
  }
}
