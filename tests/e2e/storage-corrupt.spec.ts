/**
 * Corrupt browser storage (invalid JSON, wrong shapes) must fall back to the
 * defaults: the page renders its participants, nothing is blocked or moved by
 * garbage, and nothing throws.
 */
import type { Page } from '@playwright/test';
import { expect, participantCard, participantCards, statNumber, test, watchPage } from './fixtures';
import {
  IDENTITY_KEYS,
  LAST_CLIENTS_CODE_KEY,
  WATCH_KEY,
} from '../../renderer/domain/storage-keys';

type Storages = { session?: Record<string, string>; local?: Record<string, string> };

const ITEM = (userId: string) => ({
  userId,
  userName: 'Stored',
  selected: '-',
  showCard: false,
  lastUpdate: 1,
});

/** Each case: what is planted in storage before the app starts. */
const CASES: { name: string; storage: Storages }[] = [
  {
    name: 'invalid JSON everywhere',
    storage: {
      session: { blockedClients: '{not json', lastClients: '[{"userId":' },
      local: { positionConfig: '}{' },
    },
  },
  {
    name: 'wrong top-level shapes',
    storage: {
      session: { blockedClients: '{"a":1}', lastClients: '"a string"' },
      local: { positionConfig: '[1,2,3]' },
    },
  },
  {
    name: 'lists with bad entries',
    storage: {
      // good-1 blocked by an entry that is not a valid record: the whole list is ignored.
      session: {
        blockedClients: JSON.stringify([{ userId: 'good-1' }, 7, null]),
        lastClients: JSON.stringify([ITEM('ghost'), { userId: 42, userName: [] }]),
      },
      local: { positionConfig: JSON.stringify({ 'good-1': 'diagonal', 'good-2': 7 }) },
    },
  },
  {
    name: 'null, numbers and empty strings',
    storage: {
      session: { blockedClients: 'null', lastClients: '12' },
      local: { positionConfig: '' },
    },
  },
  {
    name: 'huge value',
    storage: {
      session: { blockedClients: '[' + '1,'.repeat(600_000) + '1]' },
      local: { positionConfig: JSON.stringify({ 'good-1': 'left'.repeat(100_000) }) },
    },
  },
];

async function plant(page: Page, storage: Storages) {
  // Planted once, before the app's first script runs (a reload keeps what the app wrote).
  await page.addInitScript((s: Storages) => {
    if (sessionStorage.getItem('__planted')) return;
    sessionStorage.setItem('__planted', '1');
    for (const [k, v] of Object.entries(s.session ?? {})) sessionStorage.setItem(k, v);
    for (const [k, v] of Object.entries(s.local ?? {})) localStorage.setItem(k, v);
  }, storage);
}

for (const c of CASES) {
  test(`screen with corrupt storage (${c.name}) shows its participants with the defaults`, async ({
    page,
    app,
    writer,
    code,
  }) => {
    const watch = watchPage(page);
    // The remembered list is planted for this code, so its garbage is really read.
    await plant(page, {
      ...c.storage,
      session: { ...c.storage.session, [LAST_CLIENTS_CODE_KEY]: code },
    });
    await writer.joinMany(code, [
      { userId: 'good-1', userName: 'Good One', value: '3', showCard: true },
      { userId: 'good-2', userName: 'Good Two', value: '5', showCard: true },
    ]);
    await page.goto(app.screenUrl(code));
    await expect(participantCards(page)).toHaveCount(2);
    await expect(participantCard(page, 'good-1')).toContainText('Good One');
    await expect(participantCard(page, 'good-2')).toContainText('Good Two');
    // Nobody is blocked or invented by garbage: both count, both ready, average of 3 and 5.
    await expect.poll(() => statNumber(page, 'stat-participants')).toBe(2);
    await expect.poll(() => statNumber(page, 'stat-ready')).toBe(2);
    await expect.poll(() => statNumber(page, 'stat-average')).toBe(4);
    await expect(participantCard(page, 'ghost')).toHaveCount(0);
    expect(watch.errors).toEqual([]);

    // The app can still write its storage and read it back on a reload.
    await page.reload();
    await expect(participantCards(page)).toHaveCount(2);
    expect(watch.errors).toEqual([]);
  });
}

/** The phone page's identity keys with garbage: the page starts with a fresh, valid identity. */
const PHONE_CASES: { name: string; local: Record<string, string> }[] = [
  {
    name: 'invalid identity values',
    local: {
      [IDENTITY_KEYS.userId]: '../../screens/x',
      [IDENTITY_KEYS.userName]: '<img src=x onerror=window.__pwned=1>' + 'x'.repeat(5_000),
      [IDENTITY_KEYS.picture]: 'javascript:window.__pwned=1',
      [IDENTITY_KEYS.cardSet]: '{"not":"a set"}',
      [WATCH_KEY]: '<b>watch</b>',
    },
  },
  {
    name: 'JSON where text is expected',
    local: {
      [IDENTITY_KEYS.userId]: '{"id":1}',
      [IDENTITY_KEYS.userName]: 'null',
      [IDENTITY_KEYS.picture]: '[]',
      [IDENTITY_KEYS.cardSet]: '',
      [WATCH_KEY]: '{"watch":true}',
    },
  },
];

for (const c of PHONE_CASES) {
  test(`phone page with corrupt identity (${c.name}) starts with a valid identity`, async ({
    page,
    app,
    code,
  }) => {
    const watch = watchPage(page);
    await plant(page, { local: c.local });
    await page.goto(app.voteUrl(code));
    await expect(page.locator('#root')).not.toBeEmpty();
    // A userId that is not a safe database key is replaced, never used as a path.
    await expect
      .poll(() => page.evaluate((k) => localStorage.getItem(k), IDENTITY_KEYS.userId))
      .toMatch(/^[A-Za-z0-9_-]{12,64}$/);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src^="javascript:"], img[src="x"]').count()).toBe(0);
    // Anything but the stored choice to watch means voting.
    await expect(page.getByRole('checkbox', { name: 'Watch without voting' })).not.toBeChecked();
    expect(watch.errors).toEqual([]);
    expect(watch.dialogs).toEqual([]);
  });
}
