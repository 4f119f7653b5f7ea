/**
 * targaryen's check of a write, in parts. targaryen checks a write in one call: the
 * `.write` and `.validate` rules on the way down to the written path, then `.validate`
 * on every node written below it. A backlog import (2,000 values) took 20 to 40 ms so,
 * all in one turn. The check here is targaryen's own, step for step (the same rules in the
 * same order, on the same values, into targaryen's result, so the same verdict and the
 * same explanation), but it pauses after every {@link NODES_PER_PART} nodes, so that its
 * caller can serve other clients between the parts (docs/threat-model.md, "Fair time").
 * It walks down key by key where targaryen looks each level up from the root, and makes
 * a level's state only when a rule there is evaluated (docs/architecture.md, Writes).
 */
import results from 'targaryen/lib/database/results.js';
import paths from 'targaryen/lib/paths.js';
import type { Node as DataTreeNode } from './data-node';
import type { RulesDatabase, RulesResult } from './rules-database';
import { childNode, snapshotWithNode } from './rule-snapshots';
import { ruleChild, ruleOf, type RulesAt, type RulesNode } from './rule-tree';
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

/** targaryen's ruleset, and its one function that evaluates a rule into a result. */
interface Ruleset {
  root: RulesNode;
  constructor: { evaluate(options: object): void };
}

/** One parsed rule of targaryen's (its `evaluate` the compiled one: rule-compiled.ts). */
interface Rule {
  evaluate(state: object): unknown;
}

/** targaryen's result of a write, filled as its rules are evaluated. */
interface WriteResult extends RulesResult {
  permitted: boolean;
  validated: boolean;
  logs: unknown[];
  add(path: string, kind: string, rule: Rule, outcome: Outcome): void;
}

/** The parts of targaryen's database the check reads. */
interface CheckedDatabase extends RulesDatabase {
  rules: Ruleset & object;
  auth: unknown;
  debug?: boolean;
  snapshot(path: string): object;
}

type Node = DataTreeNode;

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
  const outcomes: Outcomes = { write: new Map(), validate: new Map() };
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
type Outcomes = Record<'write' | 'validate', Map<string, Outcome>>;

/** A location the check is at: its path, its rules, its nodes before and after the write. */
interface Level {
  path: string;
  rules: RulesAt;
  data: Node;
  newData: Node;
  /** The nodes of its parent, before and after (none at the root). */
  parentData?: Node;
  parentNewData?: Node;
}

/** One path's check: the databases before and after, its result, and where it is. */
interface PathCheck {
  readonly data: CheckedDatabase;
  readonly newData: CheckedDatabase;
  readonly result: WriteResult;
  readonly outcomes: Outcomes | undefined;
  /** The state's members at every location: `root`, `auth`, `now`. */
  readonly base: { readonly root: object; readonly auth: unknown; readonly now: number };
  level: Level;
  /** The rules' state at the level, made when a rule there is first evaluated. */
  state: Record<string, unknown> | undefined;
}

/**
 * The rules' state at the check's level: targaryen's has the same members, and more
 * (it adds each level's to the last level's): the `$` variables of the levels passed
 * before, which no rule reads (targaryen's parser refuses a rule naming a variable its
 * path does not name).
 */
function stateOf(check: PathCheck): Record<string, unknown> {
  if (check.state === undefined) {
    const { path, rules, data, newData, parentData, parentNewData } = check.level;
    const { base } = check;
    // Made member by member: a literal spread of two objects is a slow path of V8's.
    const state: Record<string, unknown> = {
      root: base.root,
      auth: base.auth,
      now: base.now,
      data: snapshotWithNode(check.data, path, data, parentData),
      newData: snapshotWithNode(check.newData, path, newData, parentNewData),
    };
    const named = rules.wildchildren;
    for (const name in named) state[name] = named[name];
    check.state = state;
  }
  return check.state;
}

/** Moves the check to `level` (its state is made when first needed). */
function enter(check: PathCheck, level: Level): void {
  check.level = level;
  check.state = undefined;
}

/**
 * targaryen's `Ruleset.evaluate` of the rule of `kind` (`$kind` its member) at the
 * check's level; in an update, its outcome reused at the same path.
 */
function evaluate(check: PathCheck, member: '$write' | '$validate'): void {
  const { outcomes, newData, result } = check;
  const rule = ruleOf<Rule>(check.level.rules.rules, member);
  // Nothing to evaluate: targaryen's `evaluate` returns at once.
  if (!rule) return;
  const kind = member === '$write' ? 'write' : 'validate';
  const at = check.level.path;
  if (!outcomes || newData.debug) {
    check.data.rules.constructor.evaluate({
      rules: check.level.rules.rules,
      kind,
      path: at,
      state: stateOf(check),
      result,
      debug: newData.debug,
    });
    return;
  }
  const kept = outcomes[kind];
  let outcome = kept.get(at);
  if (outcome === undefined) {
    // targaryen's `Ruleset.evaluate`, its outcome kept.
    try {
      outcome = { value: rule.evaluate(stateOf(check)) };
    } catch (error) {
      outcome = { error };
    }
    kept.set(at, outcome);
  }
  result.add(at, kind, rule, outcome);
}

/** A node written below the path: where it is, the data after and before, its rules. */
type Below = [path: string, node: Node, data: Node, rules: RulesAt | undefined];
/** One of them with its parent's nodes, after and before. */
type BelowIn = [...Below, parentNode: Node, parentData: Node];

function pushChildren(below: BelowIn[], [path, node, data, rules]: Below | BelowIn): void {
  for (const key of childKeys(node).reverse()) {
    below.push([
      path ? `${path}/${key}` : key,
      childNode(node, key),
      childNode(data, key),
      rules && ruleChild(rules, key),
      node,
      data,
    ]);
  }
}

/**
 * targaryen's `Ruleset#tryWrite`, pausing between parts. Its walks from the root (the
 * rules of each level, each snapshot's node) are made here key by key, the same steps
 * (rule-tree.ts, rule-snapshots.ts).
 */
function* checkingPath(
  parts: Parts,
  data: CheckedDatabase,
  path: string,
  newData: CheckedDatabase,
  newValue: unknown,
  outcomes?: Outcomes,
): Checking<WriteResult> {
  const result = results.write(path, data, newData, newValue) as WriteResult;
  const base = {
    root: snapshotWithNode(data, '/', data.root as unknown as Node),
    auth: data.auth || null,
    now: newData.timestamp,
  };
  let rules: RulesAt | undefined = { rules: data.rules.root, wildchildren: {} };
  let dataNode = data.root as unknown as Node;
  let newNode = newData.root as unknown as Node;
  const level: Level = { path: '', rules, data: dataNode, newData: newNode };
  const check: PathCheck = { data, newData, result, outcomes, base, level, state: undefined };

  // The way down to the path: who may write it, and whether each level stays valid.
  let parentData: Node | undefined;
  let parentNewData: Node | undefined;
  let at = '';
  let levels = 0;
  const segments = paths.split(path);
  for (const key of ['', ...segments]) {
    if (levels > 0) {
      rules = ruleChild(rules, key);
      if (rules === undefined) break;
      if (key !== '') {
        at = at ? `${at}/${key}` : key;
        [parentData, parentNewData] = [dataNode, newNode];
        dataNode = childNode(dataNode, key);
        newNode = childNode(newNode, key);
      }
    }
    levels += 1;
    enter(check, { path: at, rules, data: dataNode, newData: newNode, parentData, parentNewData });
    if (!result.permitted) evaluate(check, '$write');
    // Below a level the write removes, nothing is written: only `.write` rules are asked.
    if (!newNode.$isNull()) evaluate(check, '$validate');
  }
  yield* parts.counted(levels);

  // Every node written below it, depth first as targaryen walks them: `.validate` (none
  // when the write removes the path).
  const below: BelowIn[] = [];
  if (rules !== undefined && !segments.includes('')) {
    pushChildren(below, [at, newNode, dataNode, rules]);
  } else {
    // Rules that end above the path, or a path not normalized (the store's always are):
    // the nodes below it as targaryen finds them, from the root by the path as given.
    const { root } = newData as unknown as { root: Node };
    const before = (data.root as unknown as Node).$child(path);
    pushChildren(below, [paths.trim(path), root.$child(path), before, rules]);
  }
  for (let item = below.pop(); item !== undefined; item = below.pop()) {
    const [nodePath, node, before, nodeRules, parentNewNode, parentBefore] = item;
    if (nodeRules && !node.$isNull()) {
      enter(check, {
        path: nodePath,
        rules: nodeRules,
        data: before,
        newData: node,
        parentData: parentBefore,
        parentNewData: parentNewNode,
      });
      evaluate(check, '$validate');
      pushChildren(below, item);
    }
    yield* parts.counted(1);
  }
  return result;
}
