/**
 * targaryen's rules evaluated by their compiled closures (rule-compile.ts) instead of its
 * interpreter: every rule of the store's rules compiled once, as the store loads them
 * ({@link compileRules}), and targaryen's `Rule#evaluate` replaced by one that runs the
 * rule's closure (a rule met otherwise, a test's, is compiled at its first evaluation).
 * The debug evaluation (`Rule#debug`, which the store never asks for) stays targaryen's.
 * docs/architecture.md (Local database, Writes) and bench/README.md (`rooms`, the rules
 * compiled) say why.
 */
import parser from 'targaryen/lib/parser/index.js';
import { compileNode } from './rule-compile';
import type { Compiled, ParsedNode, RuleState } from './rule-parsed';

/** One of targaryen's parsed rules (its parser's `Rule`). */
interface Rule {
  root: ParsedNode;
  evaluate(state: RuleState): unknown;
}

const ruleProto = Object.getPrototypeOf(parser.parse('true', [], false)) as Rule;
const interpret = ruleProto.evaluate;

/** The rule's closure, kept on the rule (targaryen's rules are not frozen; its nodes are). */
const COMPILED = Symbol('compiled rule');
type Kept = Rule & { [COMPILED]?: Compiled };

function compiled(rule: Kept): Compiled {
  let run = rule[COMPILED];
  if (run === undefined) {
    run = compileNode(rule.root);
    rule[COMPILED] = run;
  }
  return run;
}

function evaluateCompiled(this: Kept, state: RuleState): unknown {
  return compiled(this)(state);
}

/** One of targaryen's rules nodes: its rules, its named children and its `$` child. */
type RulesNode = Record<string, unknown> & {
  $read: Rule | null;
  $write: Rule | null;
  $validate: Rule | null;
  $wildchild: RulesNode | null;
};

/** Compiles every rule of a ruleset (a targaryen database's `rules`), once. */
export function compileRules(ruleset: object): void {
  const nodes = [(ruleset as { root: RulesNode }).root];
  for (let node = nodes.pop(); node !== undefined; node = nodes.pop()) {
    for (const rule of [node.$read, node.$write, node.$validate]) if (rule) compiled(rule);
    // Its named children are its own enumerable members; its rules and `$` child are not named so.
    for (const key of Object.keys(node)) {
      if (!key.startsWith('$')) nodes.push(node[key] as RulesNode);
    }
    if (node.$wildchild) nodes.push(node.$wildchild);
  }
}

/** Installs the compiled evaluation (the store does, as it loads). */
export function speedUpRules(): void {
  ruleProto.evaluate = evaluateCompiled;
}

/** Runs `run` with targaryen's own interpreter: what the tests compare the compiled rules with. */
export function withInterpretedRules<T>(run: () => T): T {
  const before = ruleProto.evaluate;
  ruleProto.evaluate = interpret;
  try {
    return run();
  } finally {
    ruleProto.evaluate = before;
  }
}
