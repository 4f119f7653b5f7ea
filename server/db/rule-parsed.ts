/**
 * targaryen's parsed rule, as the compiler (rule-compile.ts) reads it: the statement
 * nodes its parser builds from a rule's expression (`targaryen/lib/parser/statement/`),
 * each with the part of the rule it stands for and its children, and the error it throws
 * when an evaluation goes wrong. Types only, and that error, made by targaryen's own class.
 */
import base from 'targaryen/lib/parser/statement/base.js';

/** A rule's state: `root`, `auth`, `now`, `data`, `newData` and the path's `$` variables. */
export type RuleState = Record<string, unknown>;

/** A rule expression, compiled: its value in a state, or the error targaryen throws. */
export type Compiled = (state: RuleState) => unknown;

/** One of targaryen's statement nodes (`Node` in its `statement/base.js`). */
export interface ParsedNode {
  /** The esprima node it was parsed from: its `type`, `operator`, `computed`, `range`. */
  astNode: { type: string; operator?: string; computed?: boolean };
  /** The rule's text it stands for, which its errors start with. */
  original: string;
  evaluate(state: RuleState): unknown;
  /** The children, by kind of node (ExpressionStatement, Binary, Call...). */
  expression?: ParsedNode;
  left?: ParsedNode;
  right?: ParsedNode;
  argument?: ParsedNode;
  test?: ParsedNode;
  consequent?: ParsedNode;
  alternate?: ParsedNode;
  callee?: ParsedNode;
  arguments?: ParsedNode[];
  elements?: ParsedNode[];
  object?: ParsedNode;
  property?: ParsedNode;
  /** A literal's value (a regular expression already made by targaryen's own rules). */
  value?: unknown;
  /** An identifier's name (also a member's property name). */
  name?: string;
}

/** targaryen's error of an evaluation: the node's text, then what went wrong. */
export function ruleError(node: ParsedNode, message: string): Error {
  return new base.ParseError(node, message);
}
