/**
 * targaryen's rules tree walked one key at a time. targaryen finds the rules of each
 * level on the way to a written path, and of each node written below it, from the root
 * (`RulesetNode#$child`), splitting the path again and copying the `$` variables met at
 * every level; the rules' check (rule-check.ts) walks down node by node, so here each
 * level's rules are found from its parent's by the one key, by the same step
 * (bench/README.md, `rooms`, the rules compiled).
 */

/** One of targaryen's rules nodes: its rules by kind, its named children, its `$` child. */
export interface RulesNode {
  readonly $name?: string;
  readonly $wildchild?: RulesNode | null;
}

/** The rules for a location, and the `$` variables the way to it named. */
export interface RulesAt {
  readonly rules: RulesNode;
  readonly wildchildren: Readonly<Record<string, string>>;
}

/**
 * The rules of the child `key` of `at` (targaryen's `$child(key, wildchildren)` for a key
 * without slashes): a named child wins (any member targaryen's node has by that name,
 * as its `rules[key]` finds it), else the `$` child, naming `key`; none, undefined. An
 * empty key (from a path's doubled or trailing slash) names the same node, as there.
 */
export function ruleChild(at: RulesAt, key: string): RulesAt | undefined {
  if (key === '') return at;
  const named = (at.rules as Record<string, unknown>)[key] as RulesNode | undefined;
  if (named) return { rules: named, wildchildren: at.wildchildren };
  const wild = at.rules.$wildchild;
  if (!wild) return undefined;
  // Copied member by member: a literal spread with a computed key is a slow path of V8's.
  const wildchildren: Record<string, string> = {};
  for (const name in at.wildchildren) wildchildren[name] = at.wildchildren[name] as string;
  wildchildren[wild.$name as string] = key;
  return { rules: wild, wildchildren };
}

/** The rule a rules node holds as `member` (`$write`, `$validate`), or none. */
export function ruleOf<R>(rules: RulesNode, member: string): R | null | undefined {
  return (rules as Record<string, R | null | undefined>)[member];
}
