/**
 * The wall speaks of the tracker it connected (Azure DevOps or Jira), also once
 * disconnected or reloaded with estimates waiting, offers Remember only where the calls
 * run in the browser, and 'Send all estimates' looks an Azure DevOps backlog's ids up
 * by WIQL.
 */
import { describe, expect, it } from 'vitest';
import { TRACKER_KEYS } from '../../../../renderer/domain/tracker-storage-keys';
import { TrackerConnectionStore } from '../../../../renderer/stores/tracker/tracker-connection-store';
import { FakeTracker, fakeIssue } from '../../../support/fake-tracker';
import { memoryStorage, recordingLogger } from '../../../support/test-deps';
import {
  CODE,
  estimate,
  estimatedCsv,
  pickedThenConnected,
  sendAllRows,
  settle,
  wall,
  type Harness,
} from './tracker-harness';

const AZURE = {
  kind: 'azure-devops',
  baseUrl: 'https://dev.azure.com/acme',
  project: 'Payments',
  token: 'good',
} as const;

async function connectAzure(h: Harness): Promise<void> {
  await h.root.connection.connect(AZURE);
  await settle();
}

describe('the tracker named', () => {
  it('is Jira on a wall that never connected, and the one connected after', async () => {
    const storage = memoryStorage();
    const h = wall({ storage });
    expect(h.root.connection.trackerName).toBe('Jira');
    await connectAzure(h);
    expect(h.root.connection.trackerName).toBe('Azure DevOps');
    expect(h.root.connection.status?.project).toBe('Payments');
    expect(storage.getItem(TRACKER_KEYS.kind(CODE))).toBe('azure-devops');
  });

  it('stays the tracker last connected after a disconnect and a reload', async () => {
    const storage = memoryStorage();
    const first = wall({ storage });
    await connectAzure(first);
    await first.root.connection.disconnect();
    expect(first.root.connection.trackerName).toBe('Azure DevOps');
    first.root.dispose();
    const reloaded = wall({ storage, tracker: new FakeTracker() });
    reloaded.root.connection.check();
    await settle();
    expect(reloaded.root.connection.phase).toBe('disconnected');
    expect(reloaded.root.connection.trackerName).toBe('Azure DevOps');
  });

  it('names the tracker being connected when that fails', async () => {
    const h = wall();
    await h.root.connection.connect({ ...AZURE, token: 'wrong' });
    expect(h.root.connection.failure?.kind).toBe('credentials');
    expect(h.root.connection.trackerName).toBe('Azure DevOps');
  });

  it('ignores a stored kind it does not know', () => {
    const storage = memoryStorage();
    storage.setItem(TRACKER_KEYS.kind(CODE), 'youtrack');
    expect(wall({ storage }).root.connection.trackerName).toBe('Jira');
  });
});

describe('Remember on this device', () => {
  it('is offered only when the calls run in this browser', async () => {
    const tracker = new FakeTracker();
    const log = recordingLogger();
    const browser = new TrackerConnectionStore({
      log,
      trackerService: () => Promise.resolve(Object.assign(tracker, { inBrowser: true })),
    });
    const kiosk = new TrackerConnectionStore({
      log,
      trackerService: () => Promise.resolve(new FakeTracker()),
    });
    expect(browser.inBrowser).toBe(false);
    browser.check();
    kiosk.check();
    await settle();
    expect(browser.inBrowser).toBe(true);
    expect(kiosk.inBrowser).toBe(false);
  });
});

describe('Send all estimates on Azure DevOps', () => {
  it('looks the backlog’s work item ids up by WIQL and writes the confirmed ones', async () => {
    const h = wall({ tracker: new FakeTracker([fakeIssue('101'), fakeIssue('102', 'R', 8)]) });
    await connectAzure(h);
    await estimatedCsv(h, 'ID,Title\n101,Pay\n102,Refund\n109,Gone\nPAY-1,A Jira key', [
      '5',
      '8',
      '3',
      '2',
    ]);
    const { sendAll } = h.root;
    // A Jira key is not an Azure DevOps id: not looked up, not offered.
    expect(sendAll.candidates.map((s) => s.key)).toEqual(['101', '102', '109']);
    await sendAll.prepare();
    expect(h.tracker.queries.at(-1)).toEqual({
      query:
        'SELECT [System.Id] FROM WorkItems WHERE [System.Id] IN (101, 102, 109) ORDER BY [System.Id]',
      limit: 3,
    });
    expect(sendAllRows(h)).toEqual([
      ['101', 5, null],
      ['102', 8, null],
      ['109', null, 'notFound'],
    ]);
    sendAll.confirm();
    await settle();
    expect(h.tracker.landed).toEqual(['101=5', '102=8']);
  });
});

describe('the pick in Options', () => {
  it('names the tracker picked until one connects, and is kept only once connected', async () => {
    const storage = memoryStorage();
    const h = wall({ storage });
    h.root.connection.choose('azure-devops');
    expect(h.root.connection.trackerName).toBe('Azure DevOps');
    expect(storage.getItem(TRACKER_KEYS.kind(CODE))).toBeNull();
    await h.root.connection.connect({
      kind: 'jira-cloud',
      baseUrl: 'https://acme.atlassian.net',
      email: 'ann@acme.example',
      token: 'good',
    });
    expect(h.root.connection.trackerName).toBe('Jira');
    expect(storage.getItem(TRACKER_KEYS.kind(CODE))).toBe('jira-cloud');
  });
});

describe('GitHub', () => {
  const GITHUB = { kind: 'github', baseUrl: 'https://github.com', token: 'good' } as const;
  const LABEL = { id: 'label:estimate', name: 'estimate: N label', decimals: true };
  const NUMBER = { id: 'project:PVT_1:PVTF_9', name: 'Points', decimals: true };
  const issues = () => [
    fakeIssue('acme/pay#1', 'Pay', 3),
    fakeIssue('acme/pay#2', 'Refund'),
    fakeIssue('acme/web#7', 'Sign in'),
  ];

  it('is named GitHub once picked or connected, and kept as the last connected', async () => {
    expect(await pickedThenConnected(GITHUB, new FakeTracker(issues()))).toEqual({
      named: 'GitHub',
      status: expect.objectContaining({ kind: 'github', baseUrl: GITHUB.baseUrl }),
      kept: 'github',
    });
  });

  it('writes a search’s stories to the label, ½ as 0.5, and a project’s to its number field', async () => {
    const tracker = new FakeTracker(issues());
    tracker.field = LABEL;
    tracker.fields = [LABEL];
    const h = wall({ tracker });
    await h.root.connection.connect(GITHUB);
    await h.root.trackerImport.run('repo:acme/pay is:open');
    expect(h.root.trackerImport.field).toEqual(LABEL);
    await h.backlog.confirmImport('append');
    await estimate(h, 1, '½');
    expect(tracker.writes).toEqual([{ key: 'acme/pay#2', fieldId: LABEL.id, value: 0.5 }]);

    // A project whose number fields have no known name: Import waits for the pick.
    tracker.field = null;
    tracker.fields = [NUMBER];
    await h.root.trackerImport.run('https://github.com/orgs/acme/projects/7');
    expect(h.root.trackerImport.needsField).toBe(true);
    h.root.trackerImport.chooseField(NUMBER.id);
    expect(h.root.trackerImport.needsField).toBe(false);
    await h.backlog.confirmImport('replace');
    await estimate(h, 2, '5');
    expect(tracker.writes.at(-1)).toEqual({ key: 'acme/web#7', fieldId: NUMBER.id, value: 5 });
  });

  it('Send all looks references up as references, whatever their case, and writes the confirmed', async () => {
    const tracker = new FakeTracker(issues());
    tracker.field = LABEL;
    tracker.fields = [LABEL];
    const h = wall({ tracker });
    await h.root.connection.connect(GITHUB);
    await settle();
    await estimatedCsv(
      h,
      'key,title\nAcme/Pay#1,Pay\nacme/web#7,Sign in\nacme/pay#9,Gone\nPAY-1,A Jira key',
      ['5', '8', '3', '2'],
    );
    const { sendAll } = h.root;
    expect(sendAll.candidates.map((s) => s.key)).toEqual([
      'Acme/Pay#1',
      'acme/web#7',
      'acme/pay#9',
    ]);
    await sendAll.prepare();
    expect(tracker.queries.at(-1)).toEqual({
      query: 'Acme/Pay#1 acme/web#7 acme/pay#9',
      limit: 3,
    });
    expect(sendAllRows(h)).toEqual([
      ['Acme/Pay#1', 5, null],
      ['acme/web#7', 8, null],
      ['acme/pay#9', null, 'notFound'],
    ]);
    sendAll.confirm();
    await settle();
    expect(tracker.landed).toEqual(['Acme/Pay#1=5', 'acme/web#7=8']);
  });
});
