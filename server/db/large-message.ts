/**
 * A large message (a backlog import) carried out over several turns of the event loop,
 * other rooms served between (docs/threat-model.md, "Fair time"): its writes are checked
 * against the rules a part a turn (rule-check.ts), then made with their deliveries to the
 * listens held, then delivered, and the writer's own answers sent last.
 */
import type { HeldFrames, Outbox } from './outbox';
import { finish, type Checking } from './rule-check';
import type { DataStore } from './store';
import type { Part } from './turns';
import type { AllowedWrite, Refused } from './write-outcome';

/** A write of a large message: its check, run a part a turn, then its making and answer. */
export interface HeldWrite {
  checking: Checking<AllowedWrite | Refused>;
  make: (allowed: AllowedWrite | Refused) => void;
}

/**
 * What one connection holds back while a large message of its own is carried out: the
 * answers it is sent (in the outbox) and the making of its writes.
 */
export class WriteHold {
  /** The making of the writes a large message's turn checked, for its next turn; null: made at once. */
  private writes: HeldWrite[] | null = null;

  constructor(private readonly outbox: Outbox) {}

  /** Runs `fn` with the client's answers held in `answers`, and its writes' making in `writes` (or made at once). */
  holding(answers: HeldFrames, writes: HeldWrite[] | null, fn: () => void): void {
    this.outbox.hold(answers);
    this.writes = writes;
    try {
      fn();
    } finally {
      this.outbox.hold(null);
      this.writes = null;
    }
  }

  /** Checks a write and makes it: at once, or in a large message's later turns. */
  write(checking: Checking<AllowedWrite | Refused>, make: HeldWrite['make']): void {
    if (this.writes) this.writes.push({ checking, make });
    else make(finish(checking));
  }

  /** Sends the frames of one message. */
  sendFrames(frames: readonly (string | Buffer)[]): void {
    this.outbox.sendFrames(frames);
  }
}

/**
 * Carries out a large message read a turn before, in three or more parts: `carryOut`
 * runs its requests with their writes and answers held; each later part checks a piece
 * of the writes; the last makes them and delivers. The listens hear of the write before
 * its writer's answer, as from the real service: an SDK that had its answer first would
 * show its listens the old value for a moment.
 */
export function carryOutInParts(
  carryOut: () => void,
  host: WriteHold,
  store: Pick<DataStore, 'holdingDeliveries'>,
): Part | void {
  const answers: HeldFrames = [];
  const writes: HeldWrite[] = [];
  host.holding(answers, writes, carryOut);
  const allowed: (AllowedWrite | Refused)[] = [];
  const checking = (function* () {
    for (const write of writes) allowed.push(yield* write.checking);
  })();
  const commit: Part = () => {
    let deliver = () => {};
    host.holding(answers, null, () => {
      deliver = store.holdingDeliveries(() =>
        writes.forEach((write, i) => write.make(allowed[i] as AllowedWrite | Refused)),
      );
    });
    return () => {
      deliver();
      for (const frames of answers) host.sendFrames(frames);
    };
  };
  const check: Part = () => (checking.next().done ? commit : check);
  return check();
}
