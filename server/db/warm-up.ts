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

/** Rounds of writes: enough checks for V8 to have compiled what a check runs (bench, `hostile`). */
export const WARM_UP_ROUNDS = 100;

/** Records, stories and presence entries per write: a few milliseconds of checks, even cold. */
const BATCH = 20;

/** The writes of one round, in a room of its own: those a meeting makes, small. */
function roundWrites(code: string, now: number): [string, Record<string, unknown>][] {
  const ids = Array.from({ length: BATCH }, (_, i) => `u${i}`);
  const each = (value: (id: string) => unknown) =>
    Object.fromEntries(ids.map((id) => [id, value(id)]));
  const slots = (value: (i: number) => unknown) =>
    Object.fromEntries(ids.map((_, i) => [String(i), value(i)]));
  return [
    [
      `/screens/${code}`,
      each((id) => ({
        userId: id,
        userName: `Name ${id}`,
        selected: '-',
        showCard: false,
        lastUpdate: now,
        round: 0,
      })),
    ],
    [`/presence/${code}`, each(() => ({ connectedAt: now, role: 'voter' }))],
    [
      `/screens/${code}`,
      Object.fromEntries(
        ids.flatMap((id, i) => [
          [`${id}/selected`, `-${i}`],
          [`${id}/showCard`, true],
          [`${id}/lastUpdate`, now],
        ]),
      ),
    ],
    [
      `/sessions/${code}`,
      {
        backlog: slots((i) => ({
          key: `WARM-${i}`,
          title: `Story ${i}`,
          description: `What story ${i} is about`,
        })),
        currentStory: '0',
        round: 1,
        story: 'Story 0',
      },
    ],
    // Removed again (a delete is checked too), so that the scratch store stays small.
    ['/screens', { [code]: null }],
    ['/sessions', { [code]: null }],
    [`/presence/${code}`, each(() => null)],
  ];
}

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
    for (let round = 0; round < rounds && !stopped; round++) {
      const code = `warm-up-${round}`;
      for (const [path, patch] of roundWrites(code, Date.now())) {
        await turn();
        if (stopped) break;
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
