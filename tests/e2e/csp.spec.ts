/**
 * The built site under its Content-Security-Policy, served as `npm start`
 * serves it: the wall and the phone page get the policy with every response,
 * work under it (a participant joins from the phone and appears on the wall)
 * and cause no violation. A probe shows the policy is really enforced.
 */
import { recordViolations, violations } from './csp-watch';
import { expect, participantCard, test } from './fixtures';
import { IDENTITY_KEYS } from '../../renderer/domain/storage-keys';

declare global {
  interface Window {
    __inlineRan?: boolean;
  }
}

test('the wall and the phone page send their CSP and work under it', async ({
  page,
  browser,
  app,
  code,
  db,
}) => {
  const wallLog = await recordViolations(page);
  const wall = await page.goto(app.screenUrl(code));
  const policy = wall?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain('ws://127.0.0.1:*');

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const phone = await context.newPage();
    const phoneLog = await recordViolations(phone);
    const vote = await phone.goto(app.voteUrl(code));
    expect(vote?.headers()['content-security-policy']).toBe(policy);
    await phone.getByTestId('vote-name').fill('Under Policy');
    await phone.getByTestId('vote-join').click();
    await phone.locator('[data-testid="vote-card"][data-value="5"]').click();
    await phone.getByTestId('vote-ready').click();

    // The vote went through the database connection the policy allows, to the wall.
    const userId = await phone.evaluate((k) => localStorage.getItem(k) ?? '', IDENTITY_KEYS.userId);
    await expect(participantCard(page, userId)).toContainText('Under Policy');
    expect(Object.keys(db.getData(`screens/${code}`) as object)).toHaveLength(1);

    expect(await violations(phone)).toEqual([]);
    expect(phoneLog).toEqual([]);
  } finally {
    await context.close();
  }
  expect(await violations(page)).toEqual([]);
  expect(wallLog).toEqual([]);

  // The policy is enforced: an injected inline script does not run and is reported.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.head.appendChild(s);
  });
  await expect.poll(() => violations(page)).toContainEqual(expect.stringContaining('script-src'));
  expect(await page.evaluate(() => window.__inlineRan)).toBeUndefined();
});
