/**
 * axe-core in the page: the WCAG 2.1 A and AA rules run on what the page shows now, and
 * every violation fails the test with the rule, the element and axe's own explanation.
 * The pages send a Content-Security-Policy that forbids injected scripts, so the contexts
 * that use this bypass it (`bypassCSP`); csp.spec.ts checks the policy itself.
 */
import type { Page } from '@playwright/test';
import path from 'node:path';
import { expect } from './fixtures';
import { transitionsDone } from './settled';

const AXE = path.resolve('node_modules/axe-core/axe.min.js');
const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** Runs the WCAG 2.1 A/AA rules on the page as it is; `state` names it in the failure. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  // Contrast is measured on settled colours, not halfway through a fade.
  await transitionsDone(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe
      .run;
    const result = (await run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: Violation[] };
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target,
        html: n.html,
        failureSummary: n.failureSummary,
      })),
    }));
  }, WCAG21_AA);
  const report = violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ${n.html}\n    ${n.failureSummary ?? ''}`,
    ),
  );
  expect(report, `axe-core WCAG 2.1 A/AA violations on ${state}`).toEqual([]);
}
