/**
 * targaryen's operators as closures: the binary and unary expressions of a rule, with
 * targaryen's type checks at evaluation and its error for each. targaryen's own builds
 * its lists of allowed types (static getters that make a new array each time), two
 * closures and the message of every check it passes, on every operation a rule makes
 * (bench/README.md, `rooms`, the rules compiled). Here the lists and messages are made
 * once, when the rule is compiled (rule-compile.ts), and the checks are the same, in the
 * same order, with the same errors.
 */
import types from 'targaryen/lib/parser/types.js';
import { ruleError, type Compiled, type ParsedNode } from './rule-parsed';

/** The types each operator takes (targaryen's `BinaryNode` statics). */
const ADDITION = ['string', 'number'];
const ARITHMETIC = ['number'];
const EQUALITY = ['string', 'number', 'boolean', 'null', 'Object'];
const COMPARISON = ['string', 'number', 'null'];

/** The operation itself, once its operands' types are checked. */
type Operate = (left: any, right: any) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

const OPERATIONS: Record<string, [allowed: string[], sameType: boolean, operate: Operate]> = {
  '+': [ADDITION, false, (l, r) => l + r],
  '-': [ARITHMETIC, false, (l, r) => l - r],
  '/': [ARITHMETIC, false, (l, r) => (r === 0 ? NaN : l / r)],
  '*': [ARITHMETIC, false, (l, r) => l * r],
  '%': [ARITHMETIC, false, (l, r) => l % r],
  '!=': [EQUALITY, false, (l, r) => l !== r],
  '!==': [EQUALITY, false, (l, r) => l !== r],
  '==': [EQUALITY, false, (l, r) => l === r],
  '===': [EQUALITY, false, (l, r) => l === r],
  '>': [COMPARISON, true, (l, r) => l > r],
  '>=': [COMPARISON, true, (l, r) => l >= r],
  '<': [COMPARISON, true, (l, r) => l < r],
  '<=': [COMPARISON, true, (l, r) => l <= r],
};

/**
 * A binary expression (targaryen's `BinaryNode#evaluate`): both sides evaluated, left
 * first, their types taken (targaryen's `types.from`, which reads an object's constructor
 * name), then the left type checked, the right, the sameness of both for a comparison.
 * An operator targaryen's parser lets through but this does not know is left to it.
 */
export function binary(node: ParsedNode, left: Compiled, right: Compiled): Compiled | undefined {
  const operator = node.astNode.operator as string;
  const operation = Object.hasOwn(OPERATIONS, operator) ? OPERATIONS[operator] : undefined;
  if (operation === undefined) return undefined;
  const [allowed, sameType, operate] = operation;
  const accepted = new Set(allowed);
  const message = (side: string) =>
    `Invalid ${operator} expression: ${side} operand is not a ${allowed.join(' or ')}`;
  const leftWrong = message('Left');
  const rightWrong = message('Right');
  const different = `Invalid ${operator} expression: Left and right sides types are different.`;
  return (state) => {
    const l = left(state);
    const r = right(state);
    const lType = types.from(l);
    const rType = types.from(r);
    if (!accepted.has(lType)) throw ruleError(node, leftWrong);
    if (!accepted.has(rType)) throw ruleError(node, rightWrong);
    if (sameType && lType !== rType) throw ruleError(node, different);
    return operate(l, r);
  };
}

/** A unary expression (targaryen's `UnaryNode#evaluate`): `!` as JavaScript's, `-` on numbers only. */
export function unary(node: ParsedNode, argument: Compiled): Compiled | undefined {
  switch (node.astNode.operator) {
    case '!':
      return (state) => !argument(state);
    case '-':
      return (state) => {
        const value = argument(state);
        if (types.from(value) !== 'number') throw ruleError(node, '- only operate on number');
        return -(value as number);
      };
    default:
      return undefined;
  }
}
