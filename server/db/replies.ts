/**
 * What a client is told when a request of its own is refused, and what the server's
 * log says of it: a limit, invalid data, or the rules' denial. A hostile client cannot
 * flood the log: at most {@link MAX_LOGGED} problems are logged per connection.
 */
import type { Outbox, RequestNumber } from './outbox';
import { Status } from './wire';
import type { Outcome } from './write-outcome';

/** Problems logged per connection; a hostile client cannot flood the log beyond these. */
const MAX_LOGGED = 10;

/** The answers of one connection to what it refused, and its problems logged. */
export class Replies {
  private logged = 0;

  constructor(
    private readonly outbox: Outbox,
    private readonly log: (message: string) => void,
  ) {}

  /** Logs a problem of this client, at most {@link MAX_LOGGED} times per connection. */
  problem(message: string): void {
    this.logged += 1;
    if (this.logged <= MAX_LOGGED) this.log(`local-db: ${message}`);
    if (this.logged === MAX_LOGGED)
      this.log('local-db: further problems of this client not logged');
  }

  /** Answers a request the checks refused; the connection stays open. */
  invalid(r: RequestNumber, status: string, action: string, reason: string): void {
    this.problem(`request ${action} refused: ${reason}`);
    this.outbox.respond(r, status, reason);
  }

  /** Answers a write: ok, refused by a limit or as invalid (with its reason), or denied by the rules. */
  answer(r: RequestNumber, action: string, what: string, path: string, outcome: Outcome): void {
    if (outcome.ok) return this.outbox.respond(r, Status.ok);
    if (outcome.refusal === 'invalid') {
      return this.invalid(r, Status.invalidData, action, outcome.reason);
    }
    if (outcome.refusal) return this.invalid(r, Status.limitExceeded, action, outcome.reason);
    this.denied(r, what, path, outcome.reason);
  }

  denied(r: RequestNumber, what: string, path: string, reason?: string): void {
    // targaryen explains every rule it evaluated; the failing ones are what a reader needs.
    const failed = reason?.split('\n').filter((line) => line.includes('=> false')) ?? [];
    this.problem(`${what} denied at /${path}${failed.length ? `: ${failed.join('; ')}` : ''}`);
    this.outbox.respond(r, Status.permissionDenied, 'Permission denied');
  }
}
