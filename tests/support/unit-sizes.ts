/**
 * The length of every function and class of a source file, in lines, measured with the
 * TypeScript parser: from the line of its first token to the line of its last, so a
 * leading comment does not count and a nested function counts inside its outer one.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** One function (a component included) or class and its length. */
export interface UnitSize {
  kind: 'function' | 'class';
  /** `file:name`, the name as a reader finds it (a function's, or the variable's it is assigned to). */
  id: string;
  lines: number;
}

/** The name a reader finds a unit by: its own, or that of what holds it. */
function nameOf(node: ts.Node): string {
  const named = node as { name?: ts.Node };
  if (named.name && (ts.isIdentifier(named.name) || ts.isPrivateIdentifier(named.name))) {
    return named.name.text;
  }
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return ts.isIdentifier(parent.name) ? parent.name.text : '<anonymous>';
  }
  // `observer(function Name() {...})` is named by its function; `observer(() => ...)` by its variable.
  if (ts.isCallExpression(parent)) return nameOf(parent);
  return '<anonymous>';
}

/** The functions and classes of `file` (a path relative to the working directory). */
export function unitSizes(file: string): UnitSize[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const sizes: UnitSize[] = [];
  const visit = (node: ts.Node): void => {
    const isClass = ts.isClassDeclaration(node) || ts.isClassExpression(node);
    if (isClass || ts.isFunctionLike(node)) {
      const body = (node as { body?: ts.Node }).body;
      // Signatures (an interface's methods, overloads, function types) have no body.
      if (isClass || body !== undefined) {
        sizes.push({
          kind: isClass ? 'class' : 'function',
          id: `${file}:${nameOf(node)}`,
          lines: lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sizes;
}

/** How many lines `file` has (a final newline ends the last line, it does not start one). */
export function fileLines(file: string): number {
  return readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
}
