/**
 * What a write to the local database comes to: who makes it, allowed (and not yet made),
 * made, or refused and why. The store decides it (store.ts); the websocket connection
 * and REST answer it.
 */
import { InvalidServerValue } from './wire';
import type { RulesDatabase } from './rules-database';

/** Who performs an operation: `null` is an unauthenticated client, `'admin'` bypasses rules. */
export type Actor = 'admin' | Record<string, unknown> | null;

/**
 * Why a client's write was refused other than by the rules: the database would hold
 * more than its bytes cap (`full`), a node more than its children (`children`), or a
 * server value resolved to nothing the database keeps (`invalid`).
 */
export type Refusal = 'full' | 'children' | 'invalid';

/** Outcome of a client operation; without a `refusal`, a refused one was denied by the rules. */
export type Outcome = { ok: true } | Refused;

/** A refused client operation. */
export type Refused = { ok: false; reason: string; refusal?: Refusal };

/**
 * A write the rules allowed against the data as it was, not yet made: what
 * `DataStore.commitAllowed` makes, so that a large write's check and its commit
 * can be turns of their own (docs/threat-model.md, "Fair time").
 */
export interface AllowedWrite {
  readonly ok: true;
  /** The database the write was checked against. */
  readonly base: RulesDatabase;
  /** The database with the write made. */
  readonly next: RulesDatabase;
  /** The paths written (`/a/b`). */
  readonly changed: readonly string[];
  /** Whether the caps (bytes, children) apply: they do to every client but the server's own writes. */
  readonly capped: boolean;
  /** Checks and makes the write again, on the data as it is now. */
  readonly again: () => Outcome;
}

/** Runs a write's check, refusing one whose server value resolved to nothing the database keeps. */
export function refusingInvalid<T>(write: () => T): T | Refused {
  try {
    return write();
  } catch (error) {
    if (!(error instanceof InvalidServerValue)) throw error;
    return { ok: false, refusal: 'invalid', reason: error.message };
  }
}
