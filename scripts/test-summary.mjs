// Totals the Vitest and Playwright JSON reports into one closing line,
// 'N passed, N failed, N skipped', so a reader (or CI) sees the whole run at once.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;

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

const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  if (vitest.success === false && (vitest.numFailedTests ?? 0) === 0) failed += 1;
}
const playwright = read(playwrightFile);
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}
if (missing > 0) {
  console.log(`A test report is missing (${missing}): a runner did not finish.`);
  failed += missing;
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
