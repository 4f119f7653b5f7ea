/**
 * Deleting is writing too (issue 51): in the middle of a round, a participant's page runs
 * a script that tries, over the database's REST API, every delete a new user would try
 * with nothing but the room's code: the whole session, records, config and presence, the
 * round counter (and setting it back to 1), the backlog, a decided estimate, the history
 * and its head, the nudge, another participant's record. Every one is refused; the wall
 * and the phones lose nothing, and the round goes on to its result and the next story.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectCurrent, importBacklog, playRound, vote } from './round-steps';

/** The options panel's backlog and history, as the wall shows them; closed again after. */
async function expectKeptOnWall(wall: Page, estimated: string, rounds: number): Promise<void> {
  await wall.getByRole('button', { name: 'Settings' }).click();
  const options = wall.getByRole('dialog', { name: 'Options' });
  await expect(options.getByRole('region', { name: 'Backlog' }).getByText(estimated)).toBeVisible();
  await expect(
    options.getByRole('region', { name: 'History' }).getByTestId('history-round'),
  ).toHaveCount(rounds);
  await wall.getByRole('button', { name: 'Close menu' }).click();
}

test('a page that tries to delete the room mid-round is refused; nothing is lost and the round goes on', async ({
  devices,
  code,
  db,
}) => {
  test.setTimeout(120_000);
  const wall = await devices.wall(code);
  await importBacklog(wall);
  const phones = await Promise.all(['Ann', 'Bob'].map((name) => devices.phone(code, name)));
  const [ann, bob] = phones as [Page, Page];

  // A first story estimated (5) and kept in the history; the second one's round begins.
  await playRound(wall, phones, ['5', '5']);
  const onWall = wall.getByRole('region', { name: 'Next story' });
  await onWall.getByRole('button', { name: 'Next story', exact: true }).click();
  await expectCurrent(wall, '2 of 12', 'PAY-102');
  await vote(ann, '3');
  await expect(wall.getByTestId('stat-ready')).toContainText('1');

  const session = db.getData(`sessions/${code}`);
  const config = db.getData(`configs/${code}`);
  const records = db.getData(`screens/${code}`) as Record<string, { userName: string }>;
  const bobId = Object.keys(records).find((id) => records[id]!.userName === 'Bob')!;

  // Ann's page, as any script in it could: fetch() to the database the page talks to.
  const answers = await ann.evaluate(
    async ({ base, code, bobId }) => {
      const send = async (path: string, method: string, body?: string) =>
        `${method} ${path}: ${(await fetch(`${base}/${path}.json`, { method, body })).status}`;
      const deletes = [
        `sessions/${code}`,
        `screens/${code}`,
        `configs/${code}`,
        `presence/${code}`,
        `sessions/${code}/round`,
        `sessions/${code}/backlog`,
        `sessions/${code}/backlog/0`,
        `sessions/${code}/backlog/0/estimate`,
        `sessions/${code}/history`,
        `sessions/${code}/lastRound`,
        `sessions/${code}/nudge`,
        `screens/${code}/${bobId}`,
      ];
      const out: string[] = [];
      for (const path of deletes) out.push(await send(path, 'DELETE'));
      out.push(await send(`sessions/${code}/round`, 'PUT', '1'));
      return out;
    },
    { base: `http://127.0.0.1:${db.port}`, code, bobId },
  );
  for (const answer of answers) expect(answer).toMatch(/: 401$/);

  // The room as it was: the session and the config unchanged, both records there.
  expect(db.getData(`sessions/${code}`)).toEqual(session);
  expect(db.getData(`configs/${code}`)).toEqual(config);
  expect(Object.keys(db.getData(`screens/${code}`) as object).sort()).toEqual(
    Object.keys(records).sort(),
  );
  await expectCurrent(wall, '2 of 12', 'PAY-102');
  await expect(wall.getByTestId('stat-ready')).toContainText('1');
  await expectKeptOnWall(wall, '1 of 12 estimated', 1);

  // The round goes on: Bob votes, the round is revealed everywhere, the room moves on.
  await vote(bob, '3');
  await expect(wall.getByRole('region', { name: 'Result' })).toBeVisible();
  for (const phone of phones) await expect(phone.getByTestId('vote-average')).toHaveText('3.00');
  await onWall.getByRole('button', { name: 'Next story', exact: true }).click();
  await expectCurrent(wall, '3 of 12', 'PAY-103');
  await expectKeptOnWall(wall, '2 of 12 estimated', 2);
});
