/**
 * Content-Security-Policy violations of a page, as the page's own
 * `securitypolicyviolation` events and as the console reports them.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every CSP violation of the page, from the first script on; returns the
 * console's reports of them (Chromium logs a refused script or connection there).
 */
export async function recordViolations(page: Page): Promise<string[]> {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) logged.push(m.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return logged;
}

/** The violations the page's current document has seen, as `directive blocked-URI`. */
export const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);
