/**
 * A rule's expression compiled into closures, once, from the statement nodes targaryen's
 * parser made of it (its checks at parse time already passed). targaryen evaluates a rule
 * by walking those nodes on every evaluation, each through its `evaluate` and
 * `evaluateWith`, binding every method it reads (`newData.child` is a bound function
 * before it is called); by the profiles the walk was most of a vote's rules
 * (bench/README.md, `rooms`, the rules compiled). Each closure here does what its node's
 * `evaluate` does, in the same order (a call's arguments before its callee, a binary's
 * left before its right), with the same values and the same errors (targaryen's own
 * class and messages), so a rule's outcome and its explanation are targaryen's. A member
 * called at once (`newData.child('x')`) is called without binding it, as the bound one
 * would be.
 *
 * What our rules (database.rules.json) do not use is compiled too where it is as plain
 * (computed members, `query`, calls on something other than a member); only a node kind
 * or an operator unknown here (none that targaryen's parser accepts today) is left to
 * targaryen's own `evaluate` ({@link interpreted}).
 */
import types from 'targaryen/lib/parser/types.js';
import stringMethods from 'targaryen/lib/parser/string-methods.js';
import { binary, unary } from './rule-operators';
import { ruleError, type Compiled, type ParsedNode } from './rule-parsed';

/** A node left to targaryen's interpreter. */
function interpreted(node: ParsedNode): Compiled {
  return (state) => node.evaluate(state);
}

/** Compiles one of targaryen's statement nodes (a rule's `root` is an ExpressionStatement). */
export function compileNode(node: ParsedNode): Compiled {
  const at = (child: ParsedNode | undefined) => compileNode(child as ParsedNode);
  switch (node.astNode.type) {
    case 'ExpressionStatement':
      return at(node.expression);
    case 'Literal': {
      const value = node.value;
      return () => value;
    }
    case 'Identifier':
      return identifier(node);
    case 'ArrayExpression':
      return array(node);
    case 'MemberExpression':
      return node.astNode.computed ? computedMember(node) : member(node);
    case 'CallExpression':
      return call(node);
    case 'LogicalExpression':
      return logical(node, at(node.left), at(node.right)) ?? interpreted(node);
    case 'ConditionalExpression': {
      const [test, consequent, alternate] = [
        at(node.test),
        at(node.consequent),
        at(node.alternate),
      ];
      return (state) => (test(state) === true ? consequent(state) : alternate(state));
    }
    case 'UnaryExpression':
      return unary(node, at(node.argument)) ?? interpreted(node);
    case 'BinaryExpression':
      return binary(node, at(node.left), at(node.right)) ?? interpreted(node);
    default:
      return interpreted(node);
  }
}

/** A variable of the state: only its own ones (targaryen's `IdentifierNode`). */
function identifier(node: ParsedNode): Compiled {
  const name = node.name as string;
  const unknown = 'unknown variable ' + name;
  return (state) => {
    if (!Object.hasOwn(state, name)) throw ruleError(node, unknown);
    return state[name];
  };
}

/**
 * An array (`hasChildren([...])`'s names): a new one at each evaluation, as targaryen's,
 * unless all its elements are literals, when it is the same frozen array each time (the
 * rules only read it).
 */
function array(node: ParsedNode): Compiled {
  const elements = (node.elements as ParsedNode[]).map(compileNode);
  if ((node.elements as ParsedNode[]).every((e) => e.astNode.type === 'Literal')) {
    const constant = Object.freeze(elements.map((e) => e({})));
    return () => constant;
  }
  return (state) => elements.map((e) => e(state));
}

/** `a && b`, `a || b`: JavaScript's, as targaryen's `LogicalNode`. */
function logical(node: ParsedNode, left: Compiled, right: Compiled): Compiled | undefined {
  switch (node.astNode.operator) {
    case '&&':
      return (state) => left(state) && right(state);
    case '||':
      return (state) => left(state) || right(state);
    default:
      return undefined;
  }
}

/**
 * Whether a member names one of targaryen's own string methods (`contains`, `matches`...)
 * rather than the object's member: the object's type is a string (targaryen's
 * `types.from`, always taken, as in its `MemberNode#evaluateWith`) and the method exists.
 */
function patches(object: unknown, patched: unknown): boolean {
  return types.from(object) === 'string' && Boolean(patched);
}

/** The object's own member, null on a null object (targaryen's lookup when not patched). */
function memberOf(object: unknown, key: string): unknown {
  return object == null ? null : (object as Record<string, unknown>)[key];
}

/** A member's value as targaryen gives it: null when missing, a function bound to its object. */
function valueOf(object: unknown, key: string, patched: unknown): unknown {
  const own = patches(object, patched);
  const found = own ? patched : memberOf(object, key);
  if (found === undefined) return null;
  if (typeof found !== 'function') return found;
  return own ? found.bind(null, object) : found.bind(object);
}

/** `object.name`, its string method found once. */
function member(node: ParsedNode): Compiled {
  const object = compileNode(node.object as ParsedNode);
  const key = (node.property as ParsedNode).name as string;
  const patched = stringMethods[key];
  return (state) => valueOf(object(state), key, patched);
}

/** `object[expression]`: the object evaluated first, then the key. */
function computedMember(node: ParsedNode): Compiled {
  const object = compileNode(node.object as ParsedNode);
  const property = compileNode(node.property as ParsedNode);
  return (state) => {
    const o = object(state);
    const key = property(state) as string;
    return valueOf(o, key, stringMethods[key]);
  };
}

/**
 * A call (targaryen's `CallNode`): its arguments evaluated, then its callee; a callee
 * that is no function is targaryen's error. A method named on an object (`a.b(...)`) is
 * called on it directly, without the bound function targaryen makes and calls at once.
 */
function call(node: ParsedNode): Compiled {
  const args = (node.arguments as ParsedNode[]).map(compileNode);
  const callee = node.callee as ParsedNode;
  const notAFunction = (method: unknown) =>
    ruleError(node, `"${method}" is not a function or method`);
  const values = (state: Parameters<Compiled>[0]) => args.map((a) => a(state));
  if (callee.astNode.type !== 'MemberExpression' || callee.astNode.computed) {
    const method = compileNode(callee);
    return (state) => {
      const argValues = values(state);
      const m = method(state);
      if (typeof m !== 'function') throw notAFunction(m);
      return (m as (...a: unknown[]) => unknown).call(null, ...argValues);
    };
  }
  const object = compileNode(callee.object as ParsedNode);
  const key = (callee.property as ParsedNode).name as string;
  const patched = stringMethods[key];
  const [first] = args;
  const method = (o: unknown, own: boolean) => {
    const found = own ? patched : memberOf(o, key);
    if (typeof found !== 'function') throw notAFunction(found === undefined ? null : found);
    return found as (...a: unknown[]) => unknown;
  };
  // Most of our rules' calls take one argument or none: no array made for them.
  if (args.length === 0) {
    return (state) => {
      const o = object(state);
      const own = patches(o, patched);
      return own ? method(o, own).call(null, o) : method(o, own).call(o);
    };
  }
  if (args.length === 1 && first !== undefined) {
    return (state) => {
      const arg = first(state);
      const o = object(state);
      const own = patches(o, patched);
      return own ? method(o, own).call(null, o, arg) : method(o, own).call(o, arg);
    };
  }
  return (state) => {
    const argValues = values(state);
    const o = object(state);
    const own = patches(o, patched);
    return own ? method(o, own).call(null, o, ...argValues) : method(o, own).apply(o, argValues);
  };
}
