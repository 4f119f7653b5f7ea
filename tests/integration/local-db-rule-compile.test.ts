/**
 * A rule compiled into closures (server/db/rule-compile.ts) evaluates as targaryen's
 * interpreter does: the same value or the same error, for every kind of expression a
 * rule may hold, on data that exists or not, of every type, and for random expressions
 * targaryen's parser accepts (fast-check) on random data. The interpreter here is
 * targaryen's own statement nodes (`rule.root.evaluate`), on the same snapshots.
 */
import fc from 'fast-check';
import targaryen from 'targaryen';
import parser from 'targaryen/lib/parser/index.js';
import { describe, expect, it } from 'vitest';
import { compileNode } from '../../server/db/rule-compile';
import type { ParsedNode, RuleState } from '../../server/db/rule-parsed';
// The store installs its faster tree and snapshots, as the server runs them.
import '../../server/db/store';

const NOW = 1_700_000_000_000;
const WILD = ['$code', '$k'];

interface Db {
  snapshot(path: string): object;
  with(updates: { data: unknown }): Db;
}

/** A rule's state as targaryen's write check makes it, at `path`. */
function stateAt(before: unknown, after: unknown, path: string, auth: unknown): RuleState {
  const db = targaryen.database({ rules: {} }, before, NOW) as Db;
  const next = targaryen.database({ rules: {} }, after, NOW) as Db;
  return {
    root: db.snapshot('/'),
    auth,
    now: NOW,
    $code: 'c-1',
    $k: 'a',
    data: db.snapshot(path),
    newData: next.snapshot(path),
  };
}

type Outcome = { value: unknown } | { error: string };

function outcome(run: () => unknown): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    return { error: String(error) };
  }
}

/**
 * The outcome of the rule, or of the part of it `part` picks, by targaryen's interpreter
 * and compiled; undefined if its parser refuses the rule.
 */
function both(
  rule: string,
  state: RuleState,
  part = (root: ParsedNode) => root,
): [Outcome, Outcome] | undefined {
  let node: ParsedNode;
  try {
    node = part((parser.parse(rule, WILD, true) as { root: ParsedNode }).root);
  } catch {
    return undefined;
  }
  return [outcome(() => node.evaluate(state)), outcome(() => compileNode(node)(state))];
}

const DATA = {
  a: { b: 'text', n: 5, t: true, o: { valueOf: 'v', toString: 1 }, empty: '' },
  x: { y: -2.5, s: 'Hello World', re: 'abc-123' },
};
const AFTER = { ...DATA, a: { ...DATA.a, b: 'changed', n: '5', new: 0 } };

/** Rules for each kind of expression, with the hostile cases (type errors, missing nodes). */
const RULES = [
  // Literals, variables, `now`, `auth`, `$` variables and an unknown one.
  'true',
  'false',
  'null === null',
  'now > 0',
  '$code === "c-1"',
  '$k.length === 1',
  'auth === null',
  'auth.uid === "u"',
  'auth.token.admin === true',
  'auth.uid.length > 1',
  'auth.uid.contains("u")',
  'query.limitToFirst === 1',
  // Snapshots: data / newData / root, children, parents, missing nodes.
  'data.exists()',
  'newData.exists()',
  'data.child("missing/deep").exists()',
  'root.child("a/b").val() === "text"',
  "root.child('x').child('y').val() < 0",
  'newData.parent().child("n").val() === "5"',
  'root.parent().exists()',
  'data.child("").exists()',
  'data.child("/").exists()',
  'data.hasChild("b")',
  'data.hasChild("")',
  'data.hasChild("b/c")',
  'data.hasChildren()',
  'newData.hasChildren(["b", "n"])',
  'newData.hasChildren(["b", "nope"])',
  'newData.hasChildren([$k])',
  'data.child("b").hasChildren()',
  'data.isNumber() || data.isString() || data.isBoolean()',
  'data.child("n").isNumber()',
  'newData.child("n").isString()',
  'data.child("t").isBoolean()',
  'data.getPriority() === null',
  'data.val() === null',
  'data.child("o").val().valueOf === "v"',
  'data.child("o").val() + 1 === 1',
  'data.child("o").val().toString === 1',
  'data.child("o").val().missing === null',
  // Strings and their methods, on values of any type.
  'data.child("b").val().length === 4',
  'data.child("b").val().contains("ex")',
  'data.child("n").val().contains("5")',
  'data.child("b").val().beginsWith("te")',
  'data.child("b").val().endsWith("xt")',
  'data.child("b").val().endsWith("longer than it")',
  'data.child("b").val().replace("t", "T") === "TexT"',
  'data.child("b").val().toUpperCase() === "TEXT"',
  'root.child("x/s").val().toLowerCase() === "hello world"',
  'root.child("x/re").val().matches(/^[a-z]+-[0-9]+$/)',
  'root.child("x/s").val().matches(/WORLD$/i)',
  'data.child("missing").val().matches(/x/)',
  'data.child("empty").val().length === 0',
  'data.child("n").val().length === null',
  // Binary operators and their type checks.
  'data.child("n").val() + 1 === 6',
  'data.child("b").val() + 1 === "text1"',
  'data.child("t").val() + 1 === 2',
  'data.child("missing").val() + 1 === 1',
  'data.child("n").val() - data.child("b").val() === 0',
  'data.child("n").val() * 2 === 10',
  'data.child("n").val() / 0 === 0',
  'data.child("n").val() % 2 === 1',
  'data.child("n").val() == 5',
  'data.child("n").val() != newData.child("n").val()',
  'data.child("n").val() !== 5',
  'data.val() === newData.val()',
  'data.child("n").val() > newData.child("n").val()',
  'data.child("n").val() >= 5',
  'data.child("b").val() < "u"',
  'data.child("missing").val() <= null',
  'data.child("t").val() > 0',
  'data.child("o").val() === null',
  // Unary, conditional and logical expressions.
  '!data.exists()',
  '-data.child("n").val() === -5',
  '-data.child("b").val() === 0',
  '(data.child("n").isNumber() ? data.child("n").val() : 0) === 5',
  '(newData.child("n").isNumber() ? newData.child("n").val() : 0) === 0',
  'data.exists() && data.child("n").val() > 100',
  'data.exists() || data.child("b").val() - 1',
  '!data.exists() && data.child("b").val() - 1 === 0',
  // Calls on what is not a method, string methods given what is not a string, computed members.
  'data.child("n").val().contains("5")',
  'data.child("b").val().contains(data.child("n").val())',
  'data.child("b").val().replace(data.child("n").val(), "x") === ""',
  'data["val"]() === null',
  'data["exists"]()',
];

const PATHS = ['a', 'x', 'missing', ''];

describe('a compiled rule', () => {
  it('gives each kind of expression targaryen’s value or error', () => {
    let compared = 0;
    for (const rule of RULES) {
      for (const path of PATHS) {
        for (const auth of [null, { uid: 'u', token: { admin: true } }]) {
          const outcomes = both(rule, stateAt(DATA, AFTER, path, auth));
          if (outcomes === undefined) continue;
          compared += 1;
          expect(outcomes[1], `${rule} at /${path}`).toEqual(outcomes[0]);
        }
      }
    }
    // Nearly all of them parse: the list is not silently skipped.
    expect(compared).toBeGreaterThan(RULES.length * PATHS.length * 2 * 0.9);
  });

  it('throws targaryen’s own errors, with their text', () => {
    const state = stateAt(DATA, AFTER, 'a', null);
    const errors = [
      ['data.child("b").val() - 1 === 0', 'Left operand is not a number'],
      ['data.child("n").val() < "u"', 'Left and right sides types are different'],
      ['-data.child("b").val() === 0', '- only operate on number'],
      ['auth.uid.contains("u")', '"null" is not a function or method'],
      ['data.child("b").val().contains(data.child("n").val())', '5 is not a string.'],
      ['query.limitToFirst === 1', 'unknown variable query'],
    ];
    for (const [rule, text] of errors) {
      const [own, compiled] = both(rule as string, state) ?? [];
      expect(compiled).toEqual(own);
      expect((compiled as { error: string }).error).toContain(text);
    }
  });
});

// Random expressions: values of every type, composed as targaryen's parser allows.
const snapshot = fc.constantFrom(
  'data',
  'newData',
  'root',
  'data.child("a")',
  'newData.child($k)',
  'root.child("x/s")',
  'newData.parent()',
  'data.child("a").parent()',
);
const literal = fc.constantFrom('0', '5', '-2.5', '"text"', '""', '"5"', 'true', 'false', 'null');
const leaf = fc.oneof(
  literal,
  fc.constantFrom('now', '$k', '$code', 'auth.uid', 'auth'),
  snapshot.map((s) => `${s}.val()`),
  snapshot.chain((s) =>
    fc
      .constantFrom('exists()', 'hasChildren()', 'isNumber()', 'isString()', 'isBoolean()')
      .map((m) => `${s}.${m}`),
  ),
  fc
    .tuple(snapshot, fc.constantFrom('"b"', '"n"', '"a/b"', '$k', '""'))
    .map(([s, k]) => `${s}.hasChild(${k})`),
  snapshot.map((s) => `${s}.hasChildren(["b", "n"])`),
);
const { expr } = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .tuple(
        tie('expr'),
        fc.constantFrom('+', '-', '*', '/', '%', '===', '!==', '==', '<', '<=', '>', '>='),
        tie('expr'),
      )
      .map(([l, op, r]) => `(${l} ${op} ${r})`),
    fc
      .tuple(tie('expr'), fc.constantFrom('&&', '||'), tie('expr'))
      .map(([l, op, r]) => `(${l} ${op} ${r})`),
    tie('expr').map((e) => `!(${e})`),
    tie('expr').map((e) => `-(${e})`),
    fc.tuple(tie('expr'), tie('expr'), tie('expr')).map(([t, c, a]) => `(${t} ? ${c} : ${a})`),
    fc
      .tuple(
        tie('expr'),
        fc.constantFrom('.length', '.contains("e")', '.beginsWith("t")', '.toUpperCase()'),
      )
      .map(([e, m]) => `(${e})${m}`),
    tie('expr').map((e) => `(${e}).matches(/^[a-z]*-?[0-9]+$/i)`),
    tie('expr').map((e) => `(${e}).replace("e", "E")`),
  ),
}));

const json: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, 0, 5, -2.5, '', 'text', '5', 'abc-123', true, false),
    fc.dictionary(fc.constantFrom('a', 'b', 'n', 'x', 's', 'length', 'toString'), tie('value'), {
      maxKeys: 4,
      noNullPrototype: true,
    }),
  ),
})).value;

describe('random expressions', () => {
  it('evaluate as targaryen’s interpreter does, on random data', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        expr,
        fc.record({ a: json, x: json }, { noNullPrototype: true }),
        fc.record({ a: json, x: json }, { noNullPrototype: true }),
        fc.constantFrom('a', 'x', 'a/b', ''),
        fc.constantFrom(null, { uid: 'abc-1' }, { uid: 5 }),
        (e, before, after, path, auth) => {
          // A rule must be boolean: the expression's own value is compared, in `(e) === 0`.
          const state = stateAt(before, after, path, auth);
          const left = (root: ParsedNode) => root.expression?.left as ParsedNode;
          const outcomes = both(`(${e}) === 0`, state, left) ?? both(`${e}`, state);
          fc.pre(outcomes !== undefined);
          const [own, compiled] = outcomes as [Outcome, Outcome];
          compared += 1;
          expect(compiled).toEqual(own);
        },
      ),
      { numRuns: 3000, seed: 4849 },
    );
    // Every run compares one that targaryen's parser accepts (the others are skipped).
    expect(compared).toBeGreaterThanOrEqual(3000);
  });
});
