/**
 * Whole-string regular-expression matching that cannot be made to hang.
 *
 * Screen configs are written by anyone, and the browser's backtracking engine can take
 * exponential time on patterns as short as `(?:||)(?:||)...x` even against a 1-character
 * input. So rule patterns are parsed here and matched by a small set-based engine: for
 * every node it computes which end positions are reachable from which start positions.
 * Each node is evaluated once per input and repetitions reach a fixed point within
 * input-length + 2 steps, so the work is polynomial in pattern and input size whatever
 * the pattern.
 *
 * Syntax and meaning are those of a JavaScript `RegExp` without flags (validity is decided
 * by `RegExp` itself; single characters, escapes and classes are tested with `RegExp` on one
 * character, which is constant time). Not supported, and reported as such: backreferences,
 * lookaround, word boundaries (`\b`, `\B`) and inline modifiers. Those need backtracking;
 * card values never need them.
 */

/** Longest input matched, in UTF-16 code units (positions fit in a 32-bit mask). */
export const SAFE_REGEX_MAX_INPUT = 16;

/** A compiled pattern: `test` is true when the pattern matches the whole input. */
export interface SafePattern {
  test(input: string): boolean;
}

/** Result of {@link compileSafePattern}. */
export type SafePatternResult = { ok: true; pattern: SafePattern } | { ok: false; reason: string };

type Node =
  | { t: 'char'; pred: (c: string) => boolean }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'rep'; body: Node; min: number; max: number }
  | { t: 'bol' }
  | { t: 'eol' };

class Unsupported extends Error {}

const LINE_TERMINATORS = '\n\r\u2028\u2029';
// {min}, {min,} or {min,max}: the comma group is '' for {min}.
const QUANTIFIER = /^\{(\d+)(,?)(\d*)\}/;

/**
 * Compiles `source` for whole-string matching (as `^(?:source)$`). Fails, as a result,
 * when `RegExp` rejects the pattern or it uses an unsupported construct.
 */
export function compileSafePattern(source: string): SafePatternResult {
  try {
    // Validity exactly as the browser sees it; compiling does not run the pattern.
    new RegExp(source);
  } catch (error) {
    return { ok: false, reason: `invalid regular expression: ${String(error)}` };
  }
  let root: Node;
  try {
    root = new Parser(source).parse();
  } catch (error) {
    return { ok: false, reason: `unsupported regular expression: ${(error as Error).message}` };
  }
  return {
    ok: true,
    pattern: {
      test(input: string): boolean {
        if (input.length > SAFE_REGEX_MAX_INPUT) return false;
        const rel = relation(root, input);
        return (((rel[0] ?? 0) >>> input.length) & 1) === 1;
      },
    },
  };
}

class Parser {
  private pos = 0;

  constructor(private readonly src: string) {}

  parse(): Node {
    // The whole source is read: only an unmatched ')' could stop the top-level
    // alternation early, and RegExp has already rejected that.
    return this.alternation();
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.src[this.pos] === '|') {
      this.pos += 1;
      options.push(this.sequence());
    }
    return { t: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.pos < this.src.length && this.src[this.pos] !== '|' && this.src[this.pos] !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return { t: 'seq', items };
  }

  private quantified(body: Node): Node {
    const ch = this.src[this.pos];
    let min: number;
    let max: number;
    if (ch === '*' || ch === '+' || ch === '?') {
      this.pos += 1;
      [min, max] = ch === '*' ? [0, Infinity] : ch === '+' ? [1, Infinity] : [0, 1];
    } else {
      const m = QUANTIFIER.exec(this.src.slice(this.pos));
      if (!m) return body;
      this.pos += m[0].length;
      min = Number(m[1]);
      max = m[2] === '' ? min : m[3] === '' ? Infinity : Number(m[3]);
    }
    if (this.src[this.pos] === '?') this.pos += 1; // lazy: same set of matches
    return { t: 'rep', body, min, max };
  }

  private atom(): Node {
    const src = this.src;
    const ch = src[this.pos] as string;
    if (ch === '(') return this.group();
    if (ch === '^' || ch === '$') {
      this.pos += 1;
      return { t: ch === '^' ? 'bol' : 'eol' };
    }
    if (ch === '.') {
      this.pos += 1;
      return { t: 'char', pred: (c) => !LINE_TERMINATORS.includes(c) };
    }
    if (ch === '[') return this.nativeChar(this.classEnd());
    if (ch === '\\') return this.nativeChar(this.escapeEnd());
    this.pos += 1;
    return { t: 'char', pred: (c) => c === ch };
  }

  private group(): Node {
    const rest = this.src.slice(this.pos);
    if (rest.startsWith('(?:')) this.pos += 3;
    else if (/^\(\?<[A-Za-z_$][\w$]*>/.test(rest)) this.pos = this.src.indexOf('>', this.pos) + 1;
    else if (rest.startsWith('(?')) throw new Unsupported('lookaround or modifier group');
    else this.pos += 1;
    const inner = this.alternation();
    this.pos += 1; // the ')': RegExp has already rejected an unclosed group
    return inner;
  }

  /**
   * End (exclusive) of the class starting at pos: its first ']' not escaped by a
   * backslash (in JS `[]` is empty and `[^]` any). RegExp has already accepted the
   * pattern, so the class is closed.
   */
  private classEnd(): number {
    const m = /^\[(?:[^\]\\]|\\[^])*\]/.exec(this.src.slice(this.pos)) as RegExpExecArray;
    return this.pos + m[0].length;
  }

  /** End (exclusive) of the escape starting at pos. */
  private escapeEnd(): number {
    // RegExp has already rejected a trailing backslash, so there is a next character.
    const next = this.src.charAt(this.pos + 1);
    if (/[1-9kbB]/.test(next)) throw new Unsupported(`\\${next}`);
    if (next === '0' && /[0-9]/.test(this.src.charAt(this.pos + 2))) {
      throw new Unsupported('octal escape');
    }
    const rest = this.src.slice(this.pos);
    const long = /^\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|c[A-Za-z])/.exec(rest);
    return this.pos + (long ? long[0].length : 2);
  }

  /** A one-character atom whose meaning `RegExp` itself decides. */
  private nativeChar(end: number): Node {
    const token = this.src.slice(this.pos, end);
    this.pos = end;
    const re = new RegExp(`^${token}$`);
    return { t: 'char', pred: (c) => re.test(c) };
  }
}

/** rel[i] = bitmask of end positions reachable from start position i. */
type Relation = number[];

function identity(n: number): Relation {
  return Array.from({ length: n + 1 }, (_, i) => 1 << i);
}

function compose(a: Relation, b: Relation): Relation {
  return a.map((ends) => {
    let out = 0;
    for (let j = 0; ends >>> j !== 0; j += 1) if ((ends >>> j) & 1) out |= b[j] ?? 0;
    return out;
  });
}

function union(a: Relation, b: Relation): Relation {
  return a.map((v, i) => v | (b[i] ?? 0));
}

function same(a: Relation, b: Relation): boolean {
  return a.every((v, i) => v === b[i]);
}

function relation(node: Node, input: string): Relation {
  const n = input.length;
  switch (node.t) {
    case 'char':
      // From each character's position to the next; from the end (position n) nowhere.
      // UTF-16 units, not code points: an emoji is two positions, as for RegExp without flags.
      return [
        ...Array.from({ length: n }, (_, i) => (node.pred(input[i] as string) ? 1 << (i + 1) : 0)),
        0,
      ];
    case 'bol':
      return identity(n).map((bit, i) => (i === 0 ? bit : 0));
    case 'eol':
      return identity(n).map((bit, i) => (i === n ? bit : 0));
    case 'seq':
      return node.items.reduce((acc, item) => compose(acc, relation(item, input)), identity(n));
    case 'alt':
      return node.options
        .map((o) => relation(o, input))
        .reduce(
          (acc, r) => union(acc, r),
          identity(n).map(() => 0),
        );
    case 'rep': {
      const body = relation(node.body, input);
      // body^min: positions only move forward, so the powers are constant after n+1
      // steps; stop as soon as two agree.
      let power = identity(n);
      for (let k = 0; k < node.min; k += 1) {
        const next = compose(power, body);
        if (same(next, power)) break;
        power = next;
      }
      // Union of body^min .. body^max: R <- power ∪ R;body until it stops growing.
      let result = power;
      for (let k = node.min; k < node.max; k += 1) {
        const next = union(power, compose(result, body));
        if (same(next, result)) break;
        result = next;
      }
      return result;
    }
  }
}
