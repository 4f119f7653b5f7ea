/**
 * The closing lines of `npm test` (scripts/test-summary.mjs): the totals, and for each
 * failed test what a log that keeps only its tail must still say: which test, what was
 * expected, what was received, and where.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = join(__dirname, '../../../scripts/test-summary.mjs');
const red = (text: string) => `\u001b[31m${text}\u001b[39m`;
let dir = '';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'summary-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the script on the two reports; its output and whether it said failure. */
async function summarize(vitest: unknown, playwright: unknown) {
  const files = [join(dir, 'vitest.json'), join(dir, 'playwright.json')];
  writeFileSync(files[0]!, JSON.stringify(vitest));
  writeFileSync(files[1]!, JSON.stringify(playwright));
  try {
    const { stdout } = await run(process.execPath, [script, ...files], { cwd: dir });
    return { out: stdout, ok: true };
  } catch (error) {
    return { out: String((error as { stdout?: string }).stdout), ok: false };
  }
}

const passingVitest = { numPassedTests: 5, numFailedTests: 0, success: true, testResults: [] };

describe('the test summary', () => {
  it('totals both runners in one line and succeeds when nothing failed', async () => {
    const { out, ok } = await summarize(passingVitest, {
      stats: { expected: 3, flaky: 1, unexpected: 0, skipped: 2 },
      suites: [],
    });
    expect(out.trim()).toBe('Tests: 9 passed, 0 failed, 2 skipped');
    expect(ok).toBe(true);
  });

  it('names a failed browser test with its expected and received values and its line', async () => {
    const message = [
      red('Error: expect(received).toBeGreaterThanOrEqual(expected)'),
      '',
      `Expected: >= ${red('0')}`,
      `Received:    ${red('-12.5')}`,
      '',
      '  355 |   for (const card of cards) {',
    ].join('\n');
    const { out, ok } = await summarize(passingVitest, {
      stats: { expected: 1, unexpected: 1, skipped: 0 },
      suites: [
        {
          title: 'result-summary.spec.ts',
          file: 'result-summary.spec.ts',
          specs: [
            {
              title: 'twenty cards fit',
              file: 'tests/e2e/result-summary.spec.ts',
              line: 378,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      error: {
                        message,
                        location: {
                          file: join(dir, 'tests/e2e/result-summary.spec.ts'),
                          line: 359,
                        },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(ok).toBe(false);
    expect(out.split('\n')).toEqual([
      'Failed: tests/e2e/result-summary.spec.ts:378 twenty cards fit',
      '  Error: expect(received).toBeGreaterThanOrEqual(expected)',
      '  Expected: >= 0',
      '  Received:    -12.5',
      '  at tests/e2e/result-summary.spec.ts:359',
      'Tests: 6 passed, 1 failed, 0 skipped',
      '',
    ]);
  });

  it('names a failed unit test by its first line when it has no values', async () => {
    const { out } = await summarize(
      {
        numPassedTests: 0,
        numFailedTests: 1,
        success: false,
        testResults: [
          {
            name: '/x/tests/unit/a.test.ts',
            assertionResults: [
              {
                status: 'failed',
                fullName: 'a breaks',
                failureMessages: ['\n\nTypeError: boom\n  at f'],
              },
            ],
          },
        ],
      },
      { stats: { expected: 0, unexpected: 0, skipped: 0 }, suites: [] },
    );
    expect(out).toContain('Failed: ');
    expect(out).toContain('a breaks\n  TypeError: boom\nTests: 0 passed, 1 failed, 0 skipped');
  });

  it('counts a missing report as a failure', async () => {
    const only = join(dir, 'vitest.json');
    writeFileSync(only, JSON.stringify(passingVitest));
    const failed = await run(process.execPath, [script, only, join(dir, 'none.json')]).catch(
      (error: { stdout: string }) => error.stdout,
    );
    expect(failed).toContain('A test report is missing (1): a runner did not finish.');
    expect(failed).toContain('Tests: 5 passed, 1 failed, 0 skipped');
  });
});
