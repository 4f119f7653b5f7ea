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
  // The paths' results as one, which targaryen's gathering then takes with one copy of its log.
  const gathered = { newDatabase: data, logs: [] as unknown[], permitted: true, validated: true };
  for (const r of writeResults) {
    gathered.newDatabase = r.newDatabase;
    for (const entry of r.logs) gathered.logs.push(entry);
    gathered.permitted = r.permitted && gathered.permitted;
    gathered.validated = r.validated && gathered.validated;
  }
  return targaryenGather(path, data, patch, [gathered]);
};

/** Installs the one-pass gathering (the store does, as it loads). */
export function speedUpUpdateResults(): void {
  results.update = fastGather;
}
