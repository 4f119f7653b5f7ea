/**
 * A language's catalogue comes in chunks by who shows the words (renderer/i18n/scopes.ts):
 * a phone in German loads its own words, then the panels' as the result and the history
 * open, read in German from their first paint, and never the wall's words.
 */
import { readBuild } from '../../scripts/page-weight';
import { expect, test } from './fixtures';

const build = readBuild(process.env.E2E_WEB_ROOT ?? 'dist/web');
const chunk = (key: string) => build.manifest[key]?.file ?? `(no chunk ${key})`;
const GERMAN = { yourName: 'Ihr Name', join: 'Teilnehmen', leave: 'Verlassen' };

test("a German phone reads its result and history in German, without the wall's words", async ({
  devices,
  code,
}) => {
  const wall = await devices.wall(code);
  const fetched: string[] = [];
  const phone = await devices.phone(code, 'Anna', {
    locale: 'de-DE',
    words: GERMAN,
    prepare: (page) => {
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname.replace(/^\//, '')));
      return Promise.resolve();
    },
  });
  expect(fetched).toContain(chunk('i18n/catalogues/de/phone.ts'));
  expect(fetched).not.toContain(chunk('i18n/catalogues/de/panels.ts'));

  await phone.getByRole('button', { name: 'Karte 5', exact: true }).click();
  await phone.getByRole('button', { name: 'Bereit', exact: true }).click();
  await expect(wall.getByTestId('stat-average')).toContainText('5.00');
  // The result, its words fetched with it: German from the first time it shows.
  const result = phone.getByTestId('vote-result-summary');
  await expect(result).toBeVisible();
  await expect(result).toContainText('Ergebnis');
  await expect(result).not.toContainText('Result');

  await phone.getByRole('button', { name: 'Verlauf' }).click();
  const rounds = phone.getByRole('list', { name: 'Runden' }).getByTestId('history-round');
  await expect(rounds).toHaveCount(1, { timeout: 15_000 });
  await expect(rounds.first()).toContainText('Durchschnitt 5,00');

  expect(fetched).toContain(chunk('i18n/catalogues/de/panels.ts'));
  expect(fetched).not.toContain(chunk('i18n/catalogues/de/wall.ts'));
});
