/**
 * targaryen's path helpers as the local database installs them (server/db/rule-paths.ts):
 * the same strings and segments as targaryen's own, which strip slashes with regular
 * expressions, for every shape of path a rule or a write may name.
 */
import paths from 'targaryen/lib/paths.js';
import { describe, expect, it } from 'vitest';
import { rulePaths, speedUpRulePaths } from '../../../server/db/rule-paths';

/** targaryen's own helpers, as it defines them. */
const targaryens = {
  trimLeft: (path: string | null | undefined) => (path || '').replace(/^\/+/, ''),
  trimRight: (path: string | null | undefined) => (path || '').replace(/\/+$/, ''),
  split(path: string | null | undefined) {
    const trimmed = targaryens.trimLeft(path);
    return trimmed ? trimmed.split('/') : [];
  },
};

const PATHS = [
  undefined,
  null,
  '',
  '/',
  '///',
  'a',
  '/a',
  '//a',
  'a/',
  'a//',
  '/a/b/c',
  '//a//b//',
  'screens/room-1/u1/selected',
  '/sessions/x/backlog/12/',
  ' / a / ',
];

describe('rule paths', () => {
  for (const name of ['trimLeft', 'trimRight', 'split'] as const) {
    it(`${name} gives what targaryen's gives`, () => {
      for (const path of PATHS)
        expect(rulePaths[name](path), String(path)).toEqual(targaryens[name](path));
    });
  }

  it('installed, targaryen uses them', () => {
    speedUpRulePaths();
    expect(paths.split).toBe(rulePaths.split);
    expect(paths.trimLeft).toBe(rulePaths.trimLeft);
    expect(paths.trimRight).toBe(rulePaths.trimRight);
  });
});
