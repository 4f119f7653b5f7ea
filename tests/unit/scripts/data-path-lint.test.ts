/**
 * ESLint refuses a raw data path in product code (eslint.config.js): every path is built
 * in shared/data-paths.ts. Each case is linted as if it stood in a file of that folder.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The data-path messages ESLint gives `code` placed at `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const CODE = "const code = 'Team-A';\n";

describe('raw data paths', () => {
  it.each([
    ['renderer/data/x.ts', 'export const p = `screens/${code}`;'],
    ['renderer/stores/x.ts', "export const p = 'sessions/' + code + '/round';"],
    ['server/db/x.ts', 'export const p = `configs/${code}`;'],
    ['main/x.ts', 'export const p = `presence/${code}/u1`;'],
    ['shared/x.ts', "export const p = 'themes';"],
    ['renderer/ui/x.tsx', "export const p = 'themes/0';"],
  ])('%s may not say %s', async (file, code) => {
    expect((await refusals(file, CODE + code)).join('\n')).toContain('shared/data-paths.ts');
  });

  it.each([
    ['shared/data-paths.ts', 'export const p = `screens/${code}`;'],
    ['tests/integration/x.test.ts', 'export const p = `screens/${code}`;'],
    // The Options menu's section title is an i18n key, not a path.
    [
      'renderer/ui/x.tsx',
      "declare const t: (key: string) => string;\nexport const p = t('themes');",
    ],
    ['renderer/ui/x.tsx', "export const p = 'presence';"],
    ['server/x.ts', 'export const p = `${code}/screens/`;'],
  ])('%s may say %s', async (file, code) => {
    expect(await refusals(file, CODE + code)).toEqual([]);
  });
});
