/**
 * The pages' budgets in gzip bytes, held on the production build these tests run against
 * (scripts/page-weight.ts; docs/architecture.md, Page budgets): the wall's first page,
 * and the phone's first load and all it loads, on every path that serves it. The bytes
 * come from the build's files and Vite's manifest, never from a timing, so they are the
 * same on every machine. The browser tests check that the graph is the whole story: the
 * scripts a wall and a phone fetch by themselves are all among those the budgets count.
 */
import type { Page } from '@playwright/test';
import { LOCALES } from '../../shared/locales';
import { votePageFile } from '../../shared/vote-page';
import {
  budgetFailures,
  measurePages,
  pageBudgets,
  pageLoads,
  readBuild,
  type PageSpec,
} from '../../scripts/page-weight';
import { expect, participantCards, test } from './fixtures';
import { people } from './people';

const build = readBuild(process.env.E2E_WEB_ROOT ?? 'dist/web');
const PAGES = pageBudgets(LOCALES.map((l) => votePageFile(l.code)));
const page = (name: string) => PAGES.find((p) => p.name === name) as PageSpec;

/** The scripts a page fetched, as files of the build (`assets/x.js`). */
function scriptsOf(tab: Page): string[] {
  const fetched: string[] = [];
  tab.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    fetched.push(new URL(request.url()).pathname.replace(/^\//, ''));
  });
  return fetched;
}

test('every page keeps to its budgets in gzip bytes, on every path that serves it', () => {
  const table = measurePages(build, PAGES)
    .map((m) => `${m.page}, ${m.path}, ${m.stage}: ${(m.bytes / 1024).toFixed(1)} KB`)
    .join('\n');
  test.info().annotations.push({ type: 'page weights', description: table });
  expect(budgetFailures(build, PAGES), table).toEqual([]);
});

test('a running wall fetches no script the budget does not count', async ({
  page: wall,
  app,
  writer,
  code,
}) => {
  await writer.joinMany(code, people(12, false));
  const fetched = scriptsOf(wall);
  await wall.goto(app.screenUrl(code));
  await expect(participantCards(wall)).toHaveCount(12);
  // Live: the database's code is in and connected, the join panel's QR code drawn.
  await expect(wall.getByTestId('connection-status')).toHaveAttribute('data-state', 'online');
  await wall.waitForLoadState('networkidle');
  const wallPage = page('wall');
  const counted = pageLoads(build, wallPage, wallPage.paths[0] as PageSpec['paths'][0]).inAll;
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((file) => !counted.files.includes(file))).toEqual([]);
});

test('a new phone fetches no script the budget does not count', async ({
  page: phone,
  app,
  code,
}) => {
  const fetched = scriptsOf(phone);
  await phone.goto(app.voteUrl(code));
  await expect(phone.getByRole('textbox', { name: 'Your name' })).toBeEditable();
  await phone.waitForLoadState('networkidle');
  const phonePage = page('phone');
  const served = phonePage.paths.find((p) => p.html === 'vote.html') as PageSpec['paths'][0];
  const { inAll } = pageLoads(build, phonePage, served);
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((file) => !inAll.files.includes(file))).toEqual([]);
});
