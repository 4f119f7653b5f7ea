/**
 * targaryen's result of a multi-path update, gathered in one pass. Its own gathering
 * copies the log of every path checked so far once per path (one `concat` each), the
 * square of the paths an update writes: a fifth of the time 2,000 deletes took. The one
 * installed here keeps its result: the same log in the same order, the same verdicts.
 */
import results from 'targaryen/lib/database/results.js';

type Gather = typeof results.update;

// targaryen's database calls the function through its module's exports, so it finds this one.
const targaryenGather = results.update;

const fastGather: Gather = (path, data, patch, writeResults) => {
  // targaryen's result with nothing gathered yet: the verdicts start allowed, the log empty.
  const result = targaryenGather(path, data, patch, []);
  const logs: unknown[] = [];
  for (const r of writeResults) {
    result.newDatabase = r.newDatabase;
    for (const entry of r.logs) logs.push(entry);
    result.permitted = r.permitted && result.permitted;
    result.validated = r.validated && result.validated;
  }
  // The log lives under a symbol of targaryen's, found by its name as data-tree.ts does.
  const LOGS = Object.getOwnPropertySymbols(result).find((s) => s.description === 'raw log list');
  if (LOGS === undefined) throw new Error("targaryen's update result has no log");
  result[LOGS] = logs;
  return result;
};

/** Installs the one-pass gathering (the store does, as it loads). */
export function speedUpUpdateResults(): void {
  results.update = fastGather;
}
