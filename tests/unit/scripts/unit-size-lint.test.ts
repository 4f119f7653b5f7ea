/**
 * ESLint refuses a unit a reader must scroll through in product code (eslint.config.js,
 * scripts/eslint/unit-size.js): a function over 120 lines, a class over 300, a file over
 * 400 and a store's file over 300, the limits tests/unit/architecture/repository.test.ts
 * also holds. Each case is linted as if it stood in a file of that folder.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const RULES = ['max-lines', 'max-lines-per-function', 'story-point/max-class-lines'];

/** The unit-size rules ESLint says `code`, placed at `file`, breaks. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  const fatal = result?.messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? []).map((m) => m.ruleId ?? '').filter((rule) => RULES.includes(rule));
}

/** `n` statements, one a line. */
const body = (n: number) => Array.from({ length: n }, (_, i) => `  use(${i});`).join('\n');
/** A function of `lines` lines in all, its first and last included. */
const fn = (lines: number) =>
  `export function f(use: (n: number) => void) {\n${body(lines - 2)}\n}\n`;
/** A class of `lines` lines in all, of one-line methods. */
const klass = (lines: number) =>
  `export class C {\n${Array.from({ length: lines - 2 }, (_, i) => `  m${i}() {}`).join('\n')}\n}\n`;
/** A file of `lines` lines of small functions. */
const file = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

describe('long units', () => {
  it.each([
    ['renderer/ui/x.tsx', fn(121), 'max-lines-per-function'],
    ['server/db/x.ts', fn(121), 'max-lines-per-function'],
    ['shared/x.ts', klass(301), 'story-point/max-class-lines'],
    ['main/x.ts', file(401), 'max-lines'],
    ['renderer/stores/wall/x.ts', file(301), 'max-lines'],
  ])('%s may not hold %#', async (at, code, rule) => {
    expect(await refusals(at, code)).toContain(rule);
  });

  it.each([
    ['renderer/ui/x.tsx', fn(120)],
    ['server/db/x.ts', klass(300)],
    ['renderer/data/x.ts', file(400)],
    ['renderer/stores/wall/x.ts', file(300)],
    // Tests keep their long tables and scenarios.
    ['tests/unit/x.test.ts', fn(200) + file(500)],
  ])('%s may hold %#', async (at, code) => {
    expect(await refusals(at, code)).toEqual([]);
  });
});
