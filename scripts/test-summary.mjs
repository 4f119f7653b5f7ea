// Totals the Vitest and Playwright JSON reports into one closing line,
// 'N passed, N failed, N skipped', so a reader (or CI) sees the whole run at once.
// Failed tests are named just above that line, with the first line of their error, its
// expected and received values and where it was thrown: a log that only keeps its tail
// still says which test failed and why.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
const failures = [];

function read(file) {
  if (!file || !existsSync(file)) {
    missing += 1;
    return null;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    missing += 1;
    return null;
  }
}

/**
 * The gist of an error: its first line that says something, its 'Expected' and
 * 'Received' lines, and the test file line that threw it (colour codes dropped).
 */
function gist(message, location) {
  const plain = String(message ?? '').replace(
    new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
    '',
  );
  const lines = plain.split('\n').map((text) => text.trim());
  const first = lines.find((text) => text !== '') ?? '';
  const values = lines.filter((text) => /^(Expected|Received)\b/.test(text)).slice(0, 2);
  const at = location?.file
    ? [`at ${relative(process.cwd(), location.file)}:${location.line}`]
    : [];
  return [first, ...values, ...at].map((text) => text.slice(0, 200)).join('\n  ');
}

const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  if (vitest.success === false && (vitest.numFailedTests ?? 0) === 0) failed += 1;
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      failures.push({
        where: relative(process.cwd(), file.name ?? ''),
        title: test.fullName ?? test.title,
        why: gist(test.failureMessages?.[0]),
      });
    }
  }
}

function playwrightFailures(suite, path) {
  const titles = suite.title && !suite.file?.endsWith(suite.title) ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = test.results?.at(-1);
      failures.push({
        // Playwright names the file from the config's folder (tests/e2e/…, tests/e2e-firebase/…).
        where: `${spec.file}:${spec.line}`,
        title: [...titles, spec.title].join(' › '),
        why: gist(
          last?.error?.message ?? last?.errors?.[0]?.message ?? last?.status,
          last?.error?.location,
        ),
      });
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, titles);
}

const playwright = read(playwrightFile);
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
  for (const suite of playwright.suites ?? []) playwrightFailures(suite, []);
  for (const error of playwright.errors ?? []) {
    failures.push({
      where: 'playwright',
      title: 'outside any test',
      why: gist(error.message, error.location),
    });
  }
}
if (missing > 0) {
  console.log(`A test report is missing (${missing}): a runner did not finish.`);
  failed += missing;
}
for (const failure of failures) {
  console.log(`Failed: ${failure.where} ${failure.title}`);
  if (failure.why) console.log(`  ${failure.why}`);
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
