/**
 * targaryen's check of a write, in parts. targaryen checks a write in one call: the
 * `.write` and `.validate` rules on the way down to the written path, then `.validate`
 * on every node written below it. A backlog import (2,000 values) took 20 to 40 ms so,
 * all in one turn. The check here is targaryen's own, step for step (the same rules in the
 * same order, with the same state, into targaryen's result, so the same verdict and the
 * same explanation), but it pauses after every {@link NODES_PER_PART} nodes, so that its
 * caller can serve other clients between the parts (docs/threat-model.md, "Fair time").
 */
import results from 'targaryen/lib/database/results.js';
import paths from 'targaryen/lib/paths.js';
import type { Node as DataTreeNode } from './data-node';
import type { DataNode, RulesDatabase, RulesResult } from './rules-database';
import { childKeys } from './wide-node';

/**
 * Nodes checked in one part: a few milliseconds of rules. A backlog import is checked in
 * about ten parts, a one-field write in one.
 */
export const NODES_PER_PART = 256;

/** A check in parts: each `next()` runs one part; the last one returns the result. */
export type Checking<T> = Generator<void, T, void>;

/** Runs a check in parts to its end, all at once: for writes too small to pause. */
export function finish<T>(checking: Checking<T>): T {
  for (;;) {
    const step = checking.next();
    if (step.done) return step.value;
  }
}

/** A location of a database, as targaryen's rules read it. */
interface Snapshot {
  exists(): boolean;
  /** Its path. */
  toString(): string;
}

/** The rules for a location, and the `$` variables the way to it named. */
interface RulesAt {
  rules: RulesNode;
  wildchildren: Record<string, string>;
}

interface RulesNode {
  $child(path: string): RulesAt | undefined;
  $traverse(
    path: string,
    cb: (path: string, rules: RulesNode, wildchildren: Record<string, string>) => boolean,
  ): void;
}

/** targaryen's ruleset, and its one function that evaluates a rule into a result. */
interface Ruleset {
  root: RulesNode;
  constructor: { evaluate(options: object): void };
}

/** One parsed rule of targaryen's. */
interface Rule {
  evaluate(state: object): unknown;
}

/** targaryen's result of a write, filled as its rules are evaluated. */
interface WriteResult extends RulesResult {
  permitted: boolean;
  validated: boolean;
  logs: unknown[];
  newData: Snapshot;
  add(path: string, kind: string, rule: Rule, outcome: Outcome): void;
}

/** The parts of targaryen's database the check reads. */
interface CheckedDatabase extends RulesDatabase {
  rules: Ruleset & object;
  auth: unknown;
  debug?: boolean;
  snapshot(path: string): Snapshot;
}

type Node = DataNode & Record<string, DataNode>;

/** Counts the nodes checked, and pauses the check once a part's worth is done. */
class Parts {
  private nodes = 0;

  *counted(nodes: number): Checking<void> {
    const before = Math.floor(this.nodes / NODES_PER_PART);
    this.nodes += nodes;
    if (Math.floor(this.nodes / NODES_PER_PART) > before) yield;
  }
}

/** The rules' verdict on writing `value` at `path` of `db` (targaryen's `Database#write`). */
export function* checkingSet(
  db: RulesDatabase,
  path: string,
  value: unknown,
  now: number,
): Checking<RulesResult> {
  const next = db.with({ data: db.root.$set(path, value, undefined, now), now });
  return yield* checkingPath(
    new Parts(),
    db as CheckedDatabase,
    path,
    next as CheckedDatabase,
    value,
  );
}

/** The rules' verdict on a multi-path update of `db` at `path` (targaryen's `Database#update`). */
export function* checkingUpdate(
  db: RulesDatabase,
  path: string,
  patch: Record<string, unknown>,
  now: number,
): Checking<RulesResult> {
  const next = db.with({ data: db.root.$merge(path, patch, now), now }) as CheckedDatabase;
  const parts = new Parts();
  const written: WriteResult[] = [];
  const outcomes: Outcomes = new Map();
  for (const endPath of Object.keys(patch)) {
    const at = paths.join(path, endPath);
    written.push(yield* checkingPath(parts, db as CheckedDatabase, at, next, patch, outcomes));
  }
  // targaryen's own gathering (update-results.ts installs the one it calls).
  return results.update(path, db, patch, written) as unknown as RulesResult;
}

/** A rule's outcome as targaryen logs it: its value, or the error it threw. */
type Outcome = { value: unknown } | { error: unknown };

/**
 * The outcomes of the rules evaluated for one update, by kind and path. An update's
 * paths are checked one after the other from the root, so a vote's two fields
 * (`selected`, `lastUpdate`) evaluated the record's `.write` and `.validate`, the
 * costliest rules, twice. A rule's outcome depends only on what its state holds: the
 * data before and after (the same for every path of an update), `auth`, `now`, and the
 * `$` variables its path names (targaryen's parser refuses a rule naming others). So
 * the same rule at the same path has the same outcome, logged again as targaryen would.
 */
type Outcomes = Map<string, Outcome>;

/** targaryen's `Ruleset#tryWrite`, pausing between parts. */
function* checkingPath(
  parts: Parts,
  data: CheckedDatabase,
  path: string,
  newData: CheckedDatabase,
  newValue: unknown,
  outcomes?: Outcomes,
): Checking<WriteResult> {
  const { root } = data.rules;
  const evaluate = (rules: RulesNode, kind: string, at: string) => {
    const rule = (rules as unknown as Record<string, Rule | null>)[`$${kind}`];
    if (!outcomes || newData.debug || !rule) {
      data.rules.constructor.evaluate({
        rules,
        kind,
        path: at,
        state,
        result,
        debug: newData.debug,
      });
      return;
    }
    const key = `${kind} ${at}`;
    let outcome = outcomes.get(key);
    if (outcome === undefined) {
      // targaryen's `Ruleset.evaluate`, its outcome kept.
      try {
        outcome = { value: rule.evaluate(state) };
      } catch (error) {
        outcome = { error };
      }
      outcomes.set(key, outcome);
    }
    result.add(at, kind, rule, outcome);
  };
  const result = results.write(path, data, newData, newValue) as WriteResult;
  let state: Record<string, unknown> = {
    root: data.snapshot('/'),
    auth: data.auth || null,
    now: newData.timestamp,
  };

  // The way down to the path: who may write it, and whether each level stays valid.
  let levels = 0;
  root.$traverse(path, (at, rules, wildchildren) => {
    levels += 1;
    state = { ...state, ...wildchildren, data: data.snapshot(at), newData: newData.snapshot(at) };
    if (!result.permitted) evaluate(rules, 'write', at);
    // Below a level the write removes, nothing is written: only `.write` rules are asked.
    if ((state.newData as Snapshot).exists()) evaluate(rules, 'validate', at);
    return false;
  });
  yield* parts.counted(levels);

  // Every node written below it, depth first as targaryen walks them: `.validate` (none
  // when the write removes the path).
  const below: [string, Node][] = [];
  const pushChildren = (at: string, node: Node) => {
    for (const key of childKeys(node as unknown as DataTreeNode).reverse())
      below.push([paths.join(at, key), node[key] as Node]);
  };
  pushChildren(path, newData.root.$child(path) as Node);
  for (let item = below.pop(); item !== undefined; item = below.pop()) {
    const [nodePath, node] = item;
    const snap = newData.snapshot(nodePath);
    const at = snap.toString();
    const child = root.$child(at);
    if (child && snap.exists()) {
      state = { ...state, ...child.wildchildren, data: data.snapshot(at), newData: snap };
      evaluate(child.rules, 'validate', at);
      pushChildren(nodePath, node);
    }
    yield* parts.counted(1);
  }
  return result;
}
