/**
 * The kiosk's tracker handlers with a fake Electron: they answer the app's own frame
 * only, keep the connection sealed by the OS keychain (a fake safeStorage) and never
 * hand the token back or log it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memorySettingsStore } from '../../../main/settings';
import {
  kioskCredentialStore,
  setupTrackerIpc,
  type KeychainLike,
} from '../../../main/tracker-ipc';
import { createBridge } from '../../../preload/bridge';
import { TRACKER_IPC } from '../../../shared/ipc-channels';
import { createLocalTrackerService } from '../../../shared/trackers/local-service';
import {
  makeIssues,
  startJiraStandIn,
  TEAM_ESTIMATE,
  type JiraStandIn,
} from '../../support/jira-stand-in';
import { AGILE_ITEMS, startAzureStandIn, STORY_POINTS } from '../../support/azure-stand-in';
import { PAY_ISSUES, startGitHubStandIn } from '../../support/github-stand-in';
import { PAY_ISSUES as GITLAB_ISSUES, startGitLabStandIn } from '../../support/gitlab-stand-in';
import { startLinearStandIn } from '../../support/linear-stand-in';
import { FakeIpcMain } from './fake-electron';

const TOKEN = 'jira-pat-kiosk-secret-0123456789';
const APP = 'app://story-point/team-a';
let jira: JiraStandIn;

beforeEach(async () => {
  jira = await startJiraStandIn({
    kind: 'jira-server',
    token: TOKEN,
    issues: makeIssues('OPS', 2, 'company-managed', false),
  });
});
afterEach(() => jira.close());

/** A keychain that seals by reversing and tagging (what matters: never the clear text). */
function fakeKeychain(available = true, tag = 'sealed:'): KeychainLike & { available: boolean } {
  return {
    available,
    isEncryptionAvailable() {
      return this.available;
    },
    encryptString: (text) => Buffer.from(tag + [...text].reverse().join(''), 'utf8'),
    decryptString: (sealed) => {
      const text = sealed.toString('utf8');
      if (!text.startsWith(tag)) throw new Error('Error while decrypting the ciphertext provided');
      return [...text.slice(tag.length)].reverse().join('');
    },
  } as KeychainLike & { available: boolean };
}

function kiosk(settings = memorySettingsStore(), keychain: KeychainLike | null = fakeKeychain()) {
  const ipcMain = new FakeIpcMain();
  const logs: string[] = [];
  const log = (m: string) => void logs.push(m);
  const service = createLocalTrackerService({
    store: kioskCredentialStore(settings, keychain, log),
  });
  const dispose = setupTrackerIpc({ ipcMain: ipcMain as never, service, log });
  // The page's side: the preload's bridge, its invoke the app frame's.
  const bridge = createBridge((channel, ...args) => ipcMain.invoke(APP, channel, ...args));
  return { ipcMain, settings, logs, dispose, trackers: bridge.trackers!, service };
}

const setup = () => ({ kind: 'jira-server' as const, baseUrl: jira.baseUrl, token: TOKEN });

describe('the kiosk’s tracker handlers', () => {
  it('connect, import and write from the app’s window, the connection sealed in the settings', async () => {
    const { trackers, settings, ipcMain, dispose } = kiosk();
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.values(TRACKER_IPC).sort());
    expect(await trackers.status()).toEqual({ ok: true, value: null });
    expect(await trackers.connect(setup())).toEqual({
      ok: true,
      value: { kind: 'jira-server', baseUrl: jira.baseUrl, account: 'Ana Lima' },
    });
    const kept = settings.get('trackerCredential');
    expect(kept).not.toBeNull();
    expect(Buffer.from(kept!, 'base64').toString('utf8')).not.toContain(TOKEN);
    expect(Buffer.from(kept!, 'base64').toString('utf8').startsWith('sealed:')).toBe(true);

    const imported = await trackers.importByQuery('project = OPS', 500);
    expect(imported).toMatchObject({
      ok: true,
      value: { stories: [{ key: 'OPS-1', estimate: 1 }, { key: 'OPS-2' }] },
    });
    expect(
      await trackers.writeEstimate({ key: 'OPS-2', fieldId: 'customfield_10028', value: 8 }),
    ).toEqual({
      ok: true,
      value: { written: true },
    });
    expect(jira.requests.every((r) => r.auth === 'bearer' && r.authOk)).toBe(true);
    dispose();
    expect(ipcMain.handlers.size).toBe(0);

    // A restarted kiosk opens the sealed connection again.
    const again = kiosk(settings);
    expect(await again.trackers.status()).toMatchObject({
      ok: true,
      value: { account: 'Ana Lima' },
    });
    expect(await again.trackers.disconnect()).toEqual({ ok: true, value: null });
    expect(settings.get('trackerCredential')).toBeNull();
  });

  it('connects to Azure DevOps through the same handlers, sealed under its kind, and writes', async () => {
    const pat = 'azure-kiosk-pat-0123456789abcdef';
    const azure = await startAzureStandIn({
      token: pat,
      project: 'Payments',
      workItems: AGILE_ITEMS,
    });
    try {
      const { trackers, settings, service } = kiosk();
      const setup = {
        kind: 'azure-devops' as const,
        baseUrl: azure.baseUrl,
        project: 'Payments',
        token: pat,
      };
      expect(await trackers.connect(setup)).toMatchObject({
        ok: true,
        value: { project: 'Payments' },
      });
      const sealed = Buffer.from(settings.get('trackerCredential')!, 'base64').toString('utf8');
      expect(sealed).not.toContain(pat);
      expect(await service.status()).toMatchObject({ ok: true, value: { kind: 'azure-devops' } });
      expect(
        await trackers.writeEstimate({ key: '101', fieldId: STORY_POINTS, value: 13 }),
      ).toEqual({ ok: true, value: { written: true } });
      expect(azure.items.get(101)?.fields?.[STORY_POINTS]).toBe(13);
    } finally {
      await azure.close();
    }
  });

  it('connects to GitHub through the same handlers, the token sealed and never answered or logged', async () => {
    const token = 'github_pat_kiosk_0123456789abcdefghijklmnop';
    const github = await startGitHubStandIn({ token, issues: PAY_ISSUES, login: 'ana' });
    try {
      const { trackers, settings, service, logs } = kiosk();
      const setup = { kind: 'github' as const, baseUrl: github.baseUrl, token };
      const answers: unknown[] = [await trackers.connect(setup)];
      expect(answers[0]).toEqual({
        ok: true,
        value: { kind: 'github', baseUrl: github.baseUrl, account: 'ana' },
      });
      const sealed = Buffer.from(settings.get('trackerCredential')!, 'base64').toString('utf8');
      expect(sealed).not.toContain(token);
      expect(await service.status()).toMatchObject({ ok: true, value: { kind: 'github' } });
      answers.push(await trackers.importByQuery('acme/pay#143', 500));
      expect(answers[1]).toMatchObject({ ok: true, value: { stories: [{ key: 'acme/pay#143' }] } });
      answers.push(
        await trackers.writeEstimate({ key: 'acme/pay#143', fieldId: 'label:estimate', value: 5 }),
      );
      expect(answers[2]).toEqual({ ok: true, value: { written: true } });
      expect(github.world.issue('acme/pay#143')?.labels).toContain('estimate: 5');
      expect(github.requests.every((r) => r.auth === 'bearer' && r.authOk)).toBe(true);
      expect(JSON.stringify([answers, logs])).not.toContain(token);
    } finally {
      await github.close();
    }
  });

  it('connects to GitLab through the same handlers, the token sealed and never answered or logged', async () => {
    const token = 'glpat-kiosk-0123456789abcdefghij';
    const gitlab = await startGitLabStandIn({
      token,
      issues: GITLAB_ISSUES,
      username: 'ana',
      relativeRoot: '/gitlab',
    });
    try {
      const { trackers, settings, service, logs } = kiosk();
      const setup = { kind: 'gitlab' as const, baseUrl: gitlab.baseUrl, token };
      const answers: unknown[] = [await trackers.connect(setup)];
      expect(answers[0]).toEqual({
        ok: true,
        value: { kind: 'gitlab', baseUrl: gitlab.baseUrl, account: 'ana' },
      });
      const sealed = Buffer.from(settings.get('trackerCredential')!, 'base64').toString('utf8');
      expect(sealed).not.toContain(token);
      expect(await service.status()).toMatchObject({ ok: true, value: { kind: 'gitlab' } });
      answers.push(await trackers.importByQuery('acme/pay label:ready', 500));
      expect(answers[1]).toMatchObject({
        ok: true,
        value: { stories: [{ key: 'acme/pay#12' }, { key: 'acme/pay#13' }] },
      });
      answers.push(
        await trackers.writeEstimate({ key: 'acme/pay#13', fieldId: 'weight', value: 5 }),
      );
      expect(answers[2]).toEqual({ ok: true, value: { written: true } });
      expect(gitlab.world.issue('acme/pay#13')?.weight).toBe(5);
      expect(gitlab.requests.every((r) => r.auth === 'private-token' && r.authOk)).toBe(true);
      expect(JSON.stringify([answers, logs])).not.toContain(token);
    } finally {
      await gitlab.close();
    }
  });

  it('connects to Linear through the same handlers, the key sealed and never answered or logged', async () => {
    const token = 'lin_api_kiosk_0123456789abcdefghijklmnop';
    const linear = await startLinearStandIn({ token });
    try {
      const { trackers, settings, service, logs } = kiosk();
      const setup = { kind: 'linear' as const, baseUrl: linear.baseUrl, token };
      const answers: unknown[] = [await trackers.connect(setup)];
      expect(answers[0]).toEqual({
        ok: true,
        value: { kind: 'linear', baseUrl: linear.baseUrl, account: 'Ana Lima' },
      });
      const sealed = Buffer.from(settings.get('trackerCredential')!, 'base64').toString('utf8');
      expect(sealed).not.toContain(token);
      expect(await service.status()).toMatchObject({ ok: true, value: { kind: 'linear' } });
      answers.push(await trackers.importByQuery('ENG label:Ready', 500));
      expect(answers[1]).toMatchObject({
        ok: true,
        value: { stories: [{ key: 'ENG-1' }, { key: 'ENG-2' }] },
      });
      answers.push(await trackers.writeEstimate({ key: 'ENG-2', fieldId: 'estimate', value: 5 }));
      expect(answers[2]).toEqual({ ok: true, value: { written: true } });
      expect(linear.world.issue('ENG-2')?.estimate).toBe(5);
      expect(linear.requests.every((r) => r.auth === 'key' && r.authOk)).toBe(true);
      expect(JSON.stringify([answers, logs])).not.toContain(token);
    } finally {
      await linear.close();
    }
  });

  it('refuses every tracker call from another origin or a destroyed frame, logging no argument', async () => {
    const { ipcMain, logs, settings } = kiosk();
    for (const frame of ['https://evil.example/', 'file:///tmp/x.html', null]) {
      for (const channel of Object.values(TRACKER_IPC)) {
        await expect(ipcMain.invoke(frame, channel, setup())).rejects.toThrow(
          /not the Story Point app/,
        );
      }
    }
    expect(logs).toHaveLength(15);
    expect(logs.join('\n')).not.toContain(TOKEN);
    expect(settings.get('trackerCredential')).toBeNull();
    expect(jira.requests).toEqual([]);
  });

  it('refuses arguments that are not the contract’s before calling Jira', async () => {
    const { ipcMain } = kiosk();
    expect(
      await ipcMain.invoke(APP, TRACKER_IPC.connect, {
        kind: 'jira-cloud',
        baseUrl: jira.baseUrl,
        token: TOKEN,
      }),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringMatching(/e-mail/) },
    });
    expect(
      await ipcMain.invoke(APP, TRACKER_IPC.writeEstimate, {
        key: 'OPS-1',
        fieldId: 'x',
        value: '5',
      }),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'invalid' },
    });
    expect(
      await ipcMain.invoke(APP, TRACKER_IPC.importByQuery, 'project = OPS', 500),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'credentials', message: expect.stringMatching(/connect/) },
    });
    expect(jira.requests).toEqual([]);
  });

  it('without an OS keychain, keeps the connection for this run only and never in clear', async () => {
    const { trackers, settings, logs } = kiosk(memorySettingsStore(), fakeKeychain(false));
    expect(await trackers.connect(setup())).toMatchObject({ ok: true });
    expect(settings.get('trackerCredential')).toBeNull();
    expect(logs).toEqual([
      'No OS keychain: the tracker connection is kept until the kiosk quits, not saved.',
    ]);
    expect(await trackers.status()).toMatchObject({ ok: true, value: { account: 'Ana Lima' } });
    expect(await trackers.importByQuery('project = OPS', 500)).toMatchObject({ ok: true });
    expect(await kiosk(settings, fakeKeychain(false)).trackers.status()).toEqual({
      ok: true,
      value: null,
    });
  });

  it('a connection sealed by another keychain reads as none', async () => {
    const settings = memorySettingsStore();
    await kiosk(settings, fakeKeychain(true, 'other:')).trackers.connect(setup());
    expect(await kiosk(settings, fakeKeychain(true, 'sealed:')).trackers.status()).toEqual({
      ok: true,
      value: null,
    });
  });

  it('a wrong token is told as credentials, and nothing is kept', async () => {
    const { trackers, settings } = kiosk();
    const answer = await trackers.connect({ ...setup(), token: 'not-the-token' });
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'credentials' } });
    expect(settings.get('trackerCredential')).toBeNull();
    expect(
      await trackers.writeEstimate({ key: 'OPS-1', fieldId: TEAM_ESTIMATE, value: 1 }),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'credentials' },
    });
  });
});
