/**
 * The onDisconnect writes one connection has queued: set or merge operations
 * the server carries out when the client goes away, each checked against the
 * rules again then, since the data may have changed since it was queued.
 */
import type { Actor, DataStore } from './store';
import { isRecord } from './wire';

/** One queued onDisconnect write. */
export interface DisconnectOp {
  merge: boolean;
  path: string;
  data: unknown;
}

/** Bytes one queued write holds: its path and its value as JSON. */
export function bytesOf(op: DisconnectOp): number {
  return Buffer.byteLength(op.path) + Buffer.byteLength(JSON.stringify(op.data));
}

/** The onDisconnect writes of one connection, in the order they were queued. */
export class DisconnectQueue {
  private readonly ops: DisconnectOp[] = [];
  private queuedBytes = 0;

  /** Number of writes queued. */
  get size(): number {
    return this.ops.length;
  }

  /** Bytes of the writes queued: their paths and their values as JSON. */
  get bytes(): number {
    return this.queuedBytes;
  }

  add(op: DisconnectOp): void {
    this.ops.push(op);
    this.queuedBytes += bytesOf(op);
  }

  /** Cancels the writes at `path` and below it (`''`: every write). */
  cancel(path: string): void {
    const inside = (p: string) => path === '' || p === path || p.startsWith(path + '/');
    for (let i = this.ops.length - 1; i >= 0; i -= 1) {
      if (inside(this.ops[i]!.path)) this.queuedBytes -= bytesOf(this.ops.splice(i, 1)[0]!);
    }
  }

  /** Carries out and empties the queue as `actor`; `problem` hears of each write refused or failed. */
  run(store: DataStore, actor: Actor, problem: (message: string) => void): void {
    this.queuedBytes = 0;
    for (const op of this.ops.splice(0)) {
      try {
        const outcome =
          op.merge && isRecord(op.data)
            ? store.update(op.path, op.data, actor)
            : store.set(op.path, op.data, actor);
        if (outcome.ok) continue;
        problem(
          `onDisconnect write at /${op.path} ${outcome.refusal ? `refused: ${outcome.reason}` : 'denied'}`,
        );
      } catch (error) {
        problem(`onDisconnect write at /${op.path} failed: ${String(error)}`);
      }
    }
  }
}
