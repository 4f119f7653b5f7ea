/**
 * 'Next story' through the UI only (docs/product.md, Backlog): a Jira export of 12
 * stories imported on the wall from a file, three phones estimating: the closest card
 * saved from the wall, another card saved from a phone ('Save 8 instead'), a story
 * without a closest card skipped, three phones pressing 'Next story' at the same
 * moment moving on once; the CSV downloaded and read back has the estimates played.
 * From the wall's keyboard: N saves the closest card and moves on; without a closest
 * card N goes to 'Skip story' and a second N skips.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../support/csv';
import { expect, saveScreenshot, statNumber, test } from './fixtures';
import { expectCurrent, importBacklog, playRound } from './round-steps';

test.describe('Next story', () => {
  test('estimates stories from the wall and the phones and ends in a CSV the tracker takes back', async ({
    devices,
    code,
  }) => {
    test.setTimeout(180_000);
    const wall = await devices.wall(code);
    await importBacklog(wall);
    const backlog = wall.getByRole('region', { name: 'Backlog' });

    const phones = await Promise.all(
      ['Ann', 'Bob', 'Cid'].map((name) => devices.phone(code, name)),
    );
    const [ann, bob, cid] = phones as [Page, Page, Page];

    // 1. 5, 5 and 8: the wall saves the closest card, 5.
    await playRound(wall, phones, ['5', '5', '8']);
    const onWall = wall.getByRole('region', { name: 'Next story' });
    await expect(onWall.getByText('Saves 5 for PAY-101 Pay by card')).toBeVisible();
    await saveScreenshot(wall, 'next-story-wall');
    await expect(ann.getByRole('region', { name: 'Next story' })).toBeVisible();
    await saveScreenshot(ann, 'next-story-phone');
    await onWall.getByRole('button', { name: 'Next story', exact: true }).click();
    await expectCurrent(wall, '2 of 12', 'PAY-102');
    // Every phone is in the new round with no card chosen.
    for (const phone of phones) {
      await expect(phone.getByRole('button', { name: 'Pick a card first' })).toBeDisabled();
      await expect(phone.getByRole('region', { name: 'Next story' })).toBeHidden();
    }

    // 2. 3, 5 and 5 (closest 5): a phone saves 8 instead, with one more tap.
    await playRound(wall, phones, ['3', '5', '5']);
    const onBob = bob.getByRole('region', { name: 'Next story' });
    await expect(onBob.getByText('Saves 5 for PAY-102', { exact: false })).toBeVisible();
    await onBob.getByRole('button', { name: 'Save 8 instead' }).click();
    await expectCurrent(wall, '3 of 12', 'PAY-103');

    // 3. Only ? and C: no card is closest, so the story is skipped.
    await playRound(wall, phones, ['?', '?', 'C']);
    const onCid = cid.getByRole('region', { name: 'Next story' });
    await expect(
      onCid.getByText(/^No card is closest: pick the estimate for PAY-103/),
    ).toBeVisible();
    await expect(onCid.getByRole('button', { name: 'Next story', exact: true })).toHaveCount(0);
    await onCid.getByRole('button', { name: 'Skip story' }).click();
    await expectCurrent(wall, '4 of 12', 'PAY-104');

    // 4. 2, 3 and 3: three phones press Next story at the same moment; the room moves on once.
    await playRound(wall, phones, ['2', '3', '3']);
    const buttons = phones.map((p) =>
      p
        .getByRole('region', { name: 'Next story' })
        .getByRole('button', { name: 'Next story', exact: true }),
    );
    for (const b of buttons) await expect(b).toBeEnabled();
    // Pressed together: the clicks are sent to the three phones at once, without waiting
    // for a button the first press may already have taken away.
    const handles = await Promise.all(buttons.map((b) => b.elementHandle()));
    await Promise.all(handles.map((h) => h!.evaluate((el: HTMLElement) => el.click())));
    await expectCurrent(wall, '5 of 12', 'PAY-105');
    for (const phone of phones) await expect(phone.getByRole('alert')).toHaveCount(0);

    // The estimates, read back from the CSV the tracker imports.
    await wall.getByRole('button', { name: 'Settings' }).click();
    await expect(backlog.getByText('3 of 12 estimated')).toBeVisible();
    const download = wall.waitForEvent('download');
    await backlog.getByRole('button', { name: 'Download CSV' }).click();
    const rows = parseCsv(await readFile(await (await download).path(), 'utf8'));
    expect(rows[0]).toEqual(['Issue key', 'Summary', 'Story Points', 'Estimated at', 'Votes']);
    // The votes in the wall's card order, which follows who joined first: compared sorted.
    const sorted = (votes = '') => votes.split('; ').sort().join('; ');
    const played = rows.slice(1, 6).map((r) => [r[0], r[2], sorted(r[4])]);
    expect(played).toEqual([
      ['PAY-101', '5', 'Ann: 5; Bob: 5; Cid: 8'],
      ['PAY-102', '8', 'Ann: 3; Bob: 5; Cid: 5'],
      ['PAY-103', '', ''],
      ['PAY-104', '3', 'Ann: 2; Bob: 3; Cid: 3'],
      ['PAY-105', '', ''],
    ]);
    expect(rows[1]?.[1]).toBe('Pay by card');
    expect(rows[3]?.[3]).toBe('Not estimated');
  });
});

test.describe('Next story from the wall keyboard', () => {
  test('N saves the closest card and moves on; with no closest card it offers Skip story first', async ({
    devices,
    code,
    writer,
  }) => {
    const wall = await devices.wall(code);
    await importBacklog(wall);
    const ids = ['ann', 'bob', 'cid'];
    await writer.joinMany(
      code,
      ['5', '5', '8'].map((value, i) => ({
        userId: ids[i]!,
        userName: ids[i]!,
        value,
        showCard: true,
      })),
    );
    const onWall = wall.getByRole('region', { name: 'Next story' });
    await expect(onWall.getByText('Saves 5 for PAY-101 Pay by card')).toBeVisible();

    // N: the closest card, 5, saved on PAY-101, and the room on PAY-102 in a new round.
    await wall.keyboard.press('n');
    await expectCurrent(wall, '2 of 12', 'PAY-102');
    await expect.poll(() => statNumber(wall, 'stat-ready')).toBe(0);

    // Only ? and C: N does not start a new round on the same story; it goes to the
    // wall's own choice, 'Skip story', and a second N skips.
    for (const [i, value] of ['?', '?', 'C'].entries())
      await writer.vote(code, ids[i]!, value, true);
    await expect(
      onWall.getByText(/^No card is closest: pick the estimate for PAY-102/),
    ).toBeVisible();
    await wall.keyboard.press('n');
    const skip = onWall.getByRole('button', { name: 'Skip story' });
    await expect(skip).toBeFocused();
    await expectCurrent(wall, '2 of 12', 'PAY-102');
    expect(await statNumber(wall, 'stat-ready')).toBe(3);
    await wall.keyboard.press('n');
    await expectCurrent(wall, '3 of 12', 'PAY-103');
    await expect.poll(() => statNumber(wall, 'stat-ready')).toBe(0);

    // Options' list: PAY-101 has the 5, PAY-102 was skipped, PAY-103 is current.
    await wall.keyboard.press('o');
    const stories = wall
      .getByRole('region', { name: 'Backlog' })
      .getByRole('list', { name: 'Stories' })
      .getByRole('listitem');
    await expect(stories.nth(0)).toContainText('Estimate 5');
    await expect(stories.nth(1)).toContainText('Not estimated');
    await expect(stories.nth(2)).toContainText('Current');
  });
});
