/**
 * Warms the rules' check up before the clients' large writes arrive.
 *
 * targaryen checks a write by interpreting each rule's syntax tree. Until V8 has compiled
 * that interpreter and the data tree's code (after some thousands of checks), a check costs
 * two to five times what it costs later: the first backlog import of a fresh process held
 * the event loop about 200 ms, a warm one about 40 (bench/README.md, `hostile`). So once the
 * server listens it writes the product's shapes (docs/data-contract.md) into a scratch
 * store under the same rules, never into its own data, one small write per turn of the
 * event loop: a client's request waits behind one of them at most.
 */
import { DataStore } from './store';
import round from './warm-up-writes.json';

/** Rounds of writes: enough checks for V8 to have compiled what a check runs (bench, `hostile`). */
export const WARM_UP_ROUNDS = 200;

/** The room the writes of a round name, replaced by a room of the round's own. */
const ROOM = '$room';
/** The round's writes as text, so that a round's are made by replacing its room. */
const ROUND = JSON.stringify(round.writes);

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
 * Starts warming the check of `rules` up: {@link WARM_UP_ROUNDS} rounds of the product's
 * writes, one write per turn of the event loop, each room removed again after its round.
 */
export function warmUpRules(rules: object, rounds = WARM_UP_ROUNDS): WarmUp {
  let stopped = false;
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const result: WarmUpResult = { written: 0, refused: 0 };
  const write = (scratch: DataStore, path: string, patch: Record<string, unknown>) => {
    const outcome = scratch.update(path, patch, null);
    result[outcome.ok ? 'written' : 'refused'] += 1;
  };
  const run = async () => {
    const scratch = new DataStore(null, rules);
    for (let n = 0; n < rounds; n++) {
      const writes = JSON.parse(ROUND.replaceAll(ROOM, `warm-up-${n}`)) as Write[];
      for (const [path, patch] of writes) {
        await turn();
        if (stopped) return result;
        write(scratch, path, patch);
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
