/**
 * A browser wall's own tracker calls (renderer/data/browser-trackers.ts, through
 * openTrackerService as the wall opens it) against the Azure DevOps stand-in: the
 * connection kept in this browser only when 'Remember on this device' is ticked,
 * otherwise for the page; an import and a write made from the page. The CORS and CSP
 * side is the Firebase-mode browser test's (tests/e2e-firebase/azure-devops.spec.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { REMEMBERED_CONNECTION_KEY } from '../../renderer/data/browser-trackers';
import { openTrackerService } from '../../renderer/data/tracker-service';
import type { TrackerSetup } from '../../shared/trackers/contract';
import {
  AGILE_ITEMS,
  startAzureStandIn,
  STORY_POINTS,
  type AzureStandIn,
} from '../support/azure-stand-in';
import { PAY_ISSUES, startGitHubStandIn } from '../support/github-stand-in';
import { PAY_ISSUES as GITLAB_ISSUES, startGitLabStandIn } from '../support/gitlab-stand-in';
import { startLinearStandIn } from '../support/linear-stand-in';

const TOKEN = 'browser-pat-0123456789abcdefghijklmnop';
let azure: AzureStandIn | null = null;

afterEach(async () => {
  await azure?.close();
  azure = null;
});

function memoryStorage() {
  const kept = new Map<string, string>();
  return {
    kept,
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
}

async function setup(remember: boolean): Promise<TrackerSetup> {
  azure = await startAzureStandIn({ token: TOKEN, project: 'Payments', workItems: AGILE_ITEMS });
  return {
    kind: 'azure-devops',
    baseUrl: azure.baseUrl,
    project: 'Payments',
    token: TOKEN,
    remember,
  };
}

const open = (storage: ReturnType<typeof memoryStorage>) =>
  openTrackerService({ config: {}, storage });

describe('a browser wall calling Azure DevOps itself', () => {
  it('remembered on this device: kept in storage for the next page, and forgotten on Disconnect', async () => {
    const storage = memoryStorage();
    const wall = await open(storage);
    const connected = await wall.connect(await setup(true));
    expect(connected).toEqual({
      ok: true,
      value: {
        kind: 'azure-devops',
        baseUrl: azure!.baseUrl,
        project: 'Payments',
        account: 'Ana Lima',
      },
    });
    expect(JSON.parse(storage.kept.get(REMEMBERED_CONNECTION_KEY)!)).toMatchObject({
      'azure-devops': { project: 'Payments', account: 'Ana Lima' },
    });
    // A reload: a new page, the same browser.
    const reloaded = await open(storage);
    expect(await reloaded.status()).toMatchObject({ ok: true, value: { account: 'Ana Lima' } });
    const imported = await reloaded.importByQuery('SELECT [System.Id] FROM WorkItems', 500);
    expect(imported.ok && imported.value.stories.map((s) => s.key)).toEqual(['101', '102', '103']);
    expect(await reloaded.writeEstimate({ key: '102', fieldId: STORY_POINTS, value: 3 })).toEqual({
      ok: true,
      value: { written: true },
    });
    expect(azure!.items.get(102)?.fields?.[STORY_POINTS]).toBe(3);
    await reloaded.disconnect();
    expect(storage.kept.size).toBe(0);
    expect(await (await open(storage)).status()).toEqual({ ok: true, value: null });
  });

  it('not remembered: kept for this page only, nothing in storage, gone after a reload', async () => {
    const storage = memoryStorage();
    const wall = await open(storage);
    expect(await wall.connect(await setup(false))).toMatchObject({ ok: true });
    expect(storage.kept.size).toBe(0);
    expect(await wall.status()).toMatchObject({ ok: true, value: { account: 'Ana Lima' } });
    expect(await (await open(storage)).status()).toEqual({ ok: true, value: null });
  });

  it('ticking Remember later replaces the page’s copy; unticking removes the stored one', async () => {
    const storage = memoryStorage();
    const wall = await open(storage);
    const once = await setup(true);
    await wall.connect(once);
    expect(storage.kept.size).toBe(1);
    await wall.connect({ ...once, remember: false });
    expect(storage.kept.size).toBe(0);
    expect(await wall.status()).toMatchObject({ ok: true, value: { account: 'Ana Lima' } });
  });

  it('a wrong PAT is refused and nothing is kept', async () => {
    const storage = memoryStorage();
    const wall = await open(storage);
    const answer = await wall.connect({ ...(await setup(true)), token: 'not-the-pat-1234' });
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'credentials' } });
    expect(storage.kept.size).toBe(0);
    expect(await wall.status()).toEqual({ ok: true, value: null });
  });
});

describe('a browser wall calling GitHub itself', () => {
  it('connects, imports and writes from the page; remembered under its kind, never elsewhere', async () => {
    const token = 'github_pat_browser_0123456789abcdefghij';
    const github = await startGitHubStandIn({ token, issues: PAY_ISSUES, login: 'ana' });
    try {
      const storage = memoryStorage();
      const wall = await open(storage);
      const setup: TrackerSetup = {
        kind: 'github',
        baseUrl: github.baseUrl,
        token,
        remember: true,
      };
      expect(await wall.connect(setup)).toEqual({
        ok: true,
        value: { kind: 'github', baseUrl: github.baseUrl, account: 'ana' },
      });
      expect(JSON.parse(storage.kept.get(REMEMBERED_CONNECTION_KEY)!)).toMatchObject({
        github: { account: 'ana' },
      });
      const reloaded = await open(storage);
      const imported = await reloaded.importByQuery('repo:acme/pay label:ready', 500);
      expect(imported.ok && imported.value.stories.map((s) => [s.key, s.estimate])).toEqual([
        ['acme/pay#142', 5],
        ['acme/pay#143', null],
      ]);
      expect(
        await reloaded.writeEstimate({ key: 'acme/pay#143', fieldId: 'label:estimate', value: 2 }),
      ).toEqual({ ok: true, value: { written: true } });
      expect(github.world.issue('acme/pay#143')?.labels).toContain('estimate: 2');
      const wrong = await (
        await open(memoryStorage())
      ).connect({ ...setup, token: 'ghp_not_it_0123' });
      expect(wrong).toMatchObject({ ok: false, failure: { kind: 'credentials' } });
      expect(JSON.stringify(wrong)).not.toContain('ghp_not_it');
    } finally {
      await github.close();
    }
  });
});

describe('a browser wall calling GitLab itself', () => {
  it('connects, imports and writes from the page; remembered under its kind, never elsewhere', async () => {
    const token = 'glpat-browser-0123456789abcdefghij';
    const gitlab = await startGitLabStandIn({ token, issues: GITLAB_ISSUES, username: 'ana' });
    try {
      const storage = memoryStorage();
      const wall = await open(storage);
      const setup: TrackerSetup = {
        kind: 'gitlab',
        baseUrl: gitlab.baseUrl,
        token,
        remember: true,
      };
      expect(await wall.connect(setup)).toEqual({
        ok: true,
        value: { kind: 'gitlab', baseUrl: gitlab.baseUrl, account: 'ana' },
      });
      expect(JSON.parse(storage.kept.get(REMEMBERED_CONNECTION_KEY)!)).toMatchObject({
        gitlab: { account: 'ana' },
      });
      const reloaded = await open(storage);
      const imported = await reloaded.importByQuery('group:acme iteration:current', 500);
      expect(imported.ok && imported.value.stories.map((s) => [s.key, s.estimate])).toEqual([
        ['acme/pay#12', 5],
        ['acme/web/pay#7', 3],
      ]);
      expect(
        await reloaded.writeEstimate({ key: 'acme/web/pay#7', fieldId: 'weight', value: 8 }),
      ).toEqual({ ok: true, value: { written: true } });
      expect(gitlab.world.issue('acme/web/pay#7')?.weight).toBe(8);
      const wrong = await (
        await open(memoryStorage())
      ).connect({ ...setup, token: 'glpat-not-it-0123' });
      expect(wrong).toMatchObject({ ok: false, failure: { kind: 'credentials' } });
      expect(JSON.stringify(wrong)).not.toContain('glpat-not-it');
    } finally {
      await gitlab.close();
    }
  });
});

describe('a browser wall calling Linear itself', () => {
  it('connects, imports and writes from the page; remembered under its kind, never elsewhere', async () => {
    const token = 'lin_api_browser_0123456789abcdefghijklmnop';
    const linear = await startLinearStandIn({ token });
    try {
      const storage = memoryStorage();
      const wall = await open(storage);
      const setup: TrackerSetup = {
        kind: 'linear',
        baseUrl: linear.baseUrl,
        token,
        remember: true,
      };
      expect(await wall.connect(setup)).toEqual({
        ok: true,
        value: { kind: 'linear', baseUrl: linear.baseUrl, account: 'Ana Lima' },
      });
      expect(JSON.parse(storage.kept.get(REMEMBERED_CONNECTION_KEY)!)).toMatchObject({
        linear: { account: 'Ana Lima' },
      });
      const reloaded = await open(storage);
      const imported = await reloaded.importByQuery('ENG cycle:current', 500);
      expect(imported.ok && imported.value.stories.map((s) => [s.key, s.estimate])).toEqual([
        ['ENG-1', 3],
        ['ENG-2', null],
      ]);
      expect(await reloaded.writeEstimate({ key: 'ENG-2', fieldId: 'estimate', value: 2 })).toEqual(
        { ok: true, value: { written: true } },
      );
      expect(linear.world.issue('ENG-2')?.estimate).toBe(2);
      const wrong = await (
        await open(memoryStorage())
      ).connect({ ...setup, token: 'lin_api_not_it_0123' });
      expect(wrong).toMatchObject({ ok: false, failure: { kind: 'credentials' } });
      expect(JSON.stringify(wrong)).not.toContain('lin_api_not_it');
    } finally {
      await linear.close();
    }
  });
});
