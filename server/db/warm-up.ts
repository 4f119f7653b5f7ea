/**
 * Warms the rules' check up before the clients' large writes arrive.
 *
 * targaryen checks a write by interpreting each rule's syntax tree. Until V8 has compiled
 * that interpreter and the data tree's code for nodes of hundreds of children, a check
 * costs several times what it costs later: the first backlog import of a fresh process
 * took 76-116 ms to check, a later one 20-30 ms, and after the warm-up the first one
 * 33-37 ms (bench/README.md, `hostile`). So once the server listens it writes a meeting's
 * shapes (warm-up-writes.json; docs/data-contract.md) into a scratch store under the same
 * rules, never into its own data, one small write per turn of the event loop: a client's
 * request waits behind one of them at most.
 */
import { DataStore } from './store';
import round from './warm-up-writes.json' with { type: 'json' };

/**
 * Meetings of the warm-up: enough checks for V8 to have compiled what a check runs, nodes
 * of hundreds of children included (bench/README.md, `hostile`).
 */
export const WARM_UP_MEETINGS = 4;

/** Rounds of a meeting: its room grows by ten records and ten stories a round. */
export const ROUNDS_PER_MEETING = 49;

/** The round in the writes of a round (backlog slots `$r0` to `$r9`: 10 to 499). */
const ROUND = '$r';
/** The writes of a round as text, so that each round's are made by replacing its number. */
const WRITES = JSON.stringify(round.writes);

/** A multi-path update: where, and what (server values resolved by the store). */
type Write = [string, Record<string, unknown>];

/** What a warm-up wrote: the rules accept the product's writes, so `refused` stays 0. */
export interface WarmUpResult {
  written: number;
  refused: number;
}

/** A warm-up under way: `done` settles once it ran all its rounds or was stopped. */
export interface WarmUp {
  readonly done: Promise<WarmUpResult>;
  stop(): void;
}

/**
 * Starts warming the check of `rules` up: `meetings` of {@link ROUNDS_PER_MEETING} rounds
 * of the product's writes, one write per turn of the event loop, each meeting in a scratch
 * store of its own (dropped after it, with all it holds).
 */
export function warmUpRules(rules: object, meetings = WARM_UP_MEETINGS): WarmUp {
  let stopped = false;
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const result: WarmUpResult = { written: 0, refused: 0 };
  const run = async () => {
    for (let m = 0; m < meetings; m++) {
      const scratch = new DataStore(null, rules);
      for (let r = 1; r <= ROUNDS_PER_MEETING; r++) {
        for (const [path, patch] of JSON.parse(WRITES.replaceAll(ROUND, String(r))) as Write[]) {
          await turn();
          if (stopped) return result;
          const outcome = scratch.update(path, patch, null);
          result[outcome.ok ? 'written' : 'refused'] += 1;
        }
      }
    }
    return result;
  };
  return {
    done: run(),
    stop() {
      stopped = true;
    },
  };
}
