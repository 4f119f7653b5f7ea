import { describe, expect, it } from 'vitest';
import { TRACKER_KEYS } from '../../../../renderer/domain/tracker-storage-keys';
import { TrackerConnectionStore } from '../../../../renderer/stores/tracker/tracker-connection-store';
import { FakeTracker, fakeIssue, STORY_POINTS } from '../../../support/fake-tracker';
import { memoryStorage, recordingLogger } from '../../../support/test-deps';
import {
  CODE,
  connect,
  estimate,
  estimatedCsv,
  imported,
  sendAllRows,
  settle,
  wall,
} from './tracker-harness';

const SECRET = 'good';

describe('the connection', () => {
  it('says which account is connected, refuses a wrong token, disconnects', async () => {
    const h = wall();
    const { connection } = h.root;
    connection.check();
    await settle();
    expect(connection.phase).toBe('disconnected');
    expect(
      await connection.connect({
        kind: 'jira-server',
        baseUrl: 'https://jira.acme.local',
        token: 'bad',
      }),
    ).toBe(false);
    expect(connection.failure).toEqual({ kind: 'credentials', message: 'Unauthorized' });
    await connect(h);
    expect(connection.status).toEqual({
      kind: 'jira-cloud',
      baseUrl: 'https://acme.atlassian.net',
      account: 'Ann Example',
    });
    expect(connection.failure).toBeNull();
    await connection.disconnect();
    expect(connection.phase).toBe('disconnected');
    expect(connection.status).toBeNull();
  });

  it('tells a page from which the tracker refuses calls', async () => {
    const tracker = new FakeTracker();
    tracker.down = { kind: 'cross-origin', message: '' };
    const h = wall({ tracker });
    await connect(h);
    expect(h.root.connection.failure?.kind).toBe('cross-origin');
    expect(h.root.connection.connected).toBe(false);
  });

  it('a connector that cannot be loaded is a network failure, and is tried again', async () => {
    let calls = 0;
    const log = recordingLogger();
    const store = new TrackerConnectionStore({
      log,
      trackerService: () =>
        ++calls === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve(new FakeTracker()),
    });
    expect(await store.connect({ kind: 'jira-cloud', baseUrl: 'https://a', token: 'good' })).toBe(
      false,
    );
    expect(store.failure).toEqual({ kind: 'network', message: '' });
    expect(log.warnings).toHaveLength(1);
    expect(await store.connect({ kind: 'jira-cloud', baseUrl: 'https://a', token: 'good' })).toBe(
      true,
    );
  });

  it('is not offered where no connector is', () => {
    const store = new TrackerConnectionStore({ log: recordingLogger() });
    expect(store.offered).toBe(false);
    expect(store.service()).toBeNull();
    store.check();
    expect(store.phase).toBe('unknown');
  });
});

describe('From Jira: the import by query', () => {
  it('fills the preview with link and Was, and keeps the stories as the wall own', async () => {
    const h = wall();
    await connect(h);
    await h.root.trackerImport.run('  project = PAY  ');
    expect(h.tracker.queries).toEqual([{ query: 'project = PAY', limit: 500 }]);
    expect(h.backlog.draft?.format).toBe('jql');
    expect(h.backlog.draft?.items[0]).toEqual({
      key: 'PAY-1',
      title: 'Pay',
      description: '',
      url: 'https://acme.atlassian.net/browse/PAY-1',
      was: 3,
    });
    await h.backlog.confirmImport('append');
    await settle();
    expect(h.backlog.stories[0]).toMatchObject({
      url: 'https://acme.atlassian.net/browse/PAY-1',
      was: 3,
    });
    expect(h.root.writeBack.own.map((o) => [o.slot, o.key, o.fieldId, o.was])).toEqual([
      [0, 'PAY-1', STORY_POINTS.id, 3],
      [1, 'PAY-2', STORY_POINTS.id, null],
    ]);
    expect(JSON.parse(h.deps.localStorage.getItem(TRACKER_KEYS.own(CODE)) ?? '[]')).toHaveLength(2);
  });

  it('without a field found, Import waits for the person to pick one', async () => {
    const tracker = new FakeTracker([fakeIssue('PAY-1')]);
    tracker.field = null;
    tracker.fields = [
      { id: 'customfield_1', name: 'Effort', decimals: false },
      { id: 'customfield_2', name: 'Size', decimals: true },
    ];
    const h = wall({ tracker });
    await connect(h);
    await h.root.trackerImport.run('project = PAY');
    expect(h.root.trackerImport.needsField).toBe(true);
    h.root.trackerImport.chooseField('nope');
    expect(h.root.trackerImport.needsField).toBe(true);
    h.root.trackerImport.chooseField('customfield_1');
    expect(h.root.trackerImport.needsField).toBe(false);
    await h.backlog.confirmImport('append');
    await estimate(h, 0, '½');
    expect(tracker.writes).toEqual([]);
    await estimate(h, 0, '2');
    expect(tracker.writes).toEqual([{ key: 'PAY-1', fieldId: 'customfield_1', value: 2 }]);
  });

  it('says why a query failed and prepares nothing', async () => {
    const tracker = new FakeTracker();
    const h = wall({ tracker });
    await connect(h);
    tracker.down = { kind: 'invalid', message: "Field 'projekt' does not exist" };
    await h.root.trackerImport.run('projekt = PAY');
    expect(h.root.trackerImport.failure).toEqual({
      kind: 'invalid',
      message: "Field 'projekt' does not exist",
    });
    expect(h.backlog.draft).toBeNull();
  });

  it('a CSV import over the slots of imported stories takes them off the wall list', async () => {
    const h = wall();
    await imported(h);
    await h.backlog.prepareText('Fresh');
    await h.backlog.confirmImport('replace');
    await estimate(h, 0, '5');
    expect(h.root.writeBack.own).toEqual([]);
    expect(h.tracker.writes).toEqual([]);
  });
});

describe('Send all estimates', () => {
  it('lists each key and value, writes nothing before the person confirms, then sends them', async () => {
    const h = wall({ tracker: new FakeTracker([fakeIssue('PAY-1'), fakeIssue('PAY-2', 'R', 8)]) });
    await connect(h);
    await estimatedCsv(h, 'Issue key,Summary\nPAY-1,Pay\nPAY-2,Refund\nPAY-9,Gone\nlocal,No key', [
      '5',
      '8',
      '3',
      '1',
    ]);
    const { sendAll } = h.root;
    expect(sendAll.candidates.map((s) => s.key)).toEqual(['PAY-1', 'PAY-2', 'PAY-9']);
    await sendAll.prepare();
    expect(h.tracker.queries.at(-1)?.query).toBe('key in (PAY-1, PAY-2, PAY-9) ORDER BY key');
    expect(sendAllRows(h)).toEqual([
      ['PAY-1', 5, null],
      ['PAY-2', 8, null],
      ['PAY-9', null, 'notFound'],
    ]);
    expect(h.tracker.writes).toEqual([]);
    sendAll.confirm();
    await settle();
    expect(sendAll.confirmed).toBe(2);
    expect(sendAll.rows).toBeNull();
    // PAY-2 already held 8: asked once, the connector wrote nothing, and it shows as in Jira.
    expect(h.tracker.landed).toEqual(['PAY-1=5', 'PAY-2=8']);
    expect(h.root.writeBack.states.get(1)).toEqual({ kind: 'sent' });
    expect(sendAll.candidates.map((s) => s.key)).toEqual(['PAY-9']);
  });

  it('a key Jira refuses the lookup for is listed as not found; the others are written', async () => {
    const h = wall({ tracker: new FakeTracker([fakeIssue('PAY-1'), fakeIssue('PAY-2', 'R', 8)]) });
    h.tracker.strictKeys = true;
    await connect(h);
    await estimatedCsv(h, 'Issue key,Summary\nPAY-1,Pay\nPAY-9,Gone\nPAY-2,Refund', [
      '5',
      '3',
      '2',
    ]);
    const { sendAll } = h.root;
    await sendAll.prepare();
    expect(sendAll.failure).toBeNull();
    expect(sendAllRows(h)).toEqual([
      ['PAY-1', 5, null],
      ['PAY-9', null, 'notFound'],
      ['PAY-2', 2, null],
    ]);
    expect(h.tracker.writes).toEqual([]);
    sendAll.confirm();
    await settle();
    expect(sendAll.confirmed).toBe(2);
    expect(h.tracker.landed).toEqual(['PAY-1=5', 'PAY-2=2']);
  });

  it('every key unknown: each row says not found and nothing can be written', async () => {
    const h = wall({ tracker: new FakeTracker([]) });
    h.tracker.strictKeys = true;
    await connect(h);
    await estimatedCsv(h, 'Issue key,Summary\nOPS-1,A\nOPS-2,B', ['5', '8']);
    await h.root.sendAll.prepare();
    expect(sendAllRows(h)).toEqual([
      ['OPS-1', null, 'notFound'],
      ['OPS-2', null, 'notFound'],
    ]);
    // Three lookups: both keys, then each alone.
    expect(h.tracker.queries).toHaveLength(3);
    h.root.sendAll.confirm();
    await settle();
    expect(h.tracker.writes).toEqual([]);
  });

  it('a 429 while the refused lookup is split shows no list and says so', async () => {
    const h = wall();
    h.tracker.strictKeys = true;
    await connect(h);
    await h.backlog.prepareText('Issue key,Summary\nPAY-1,Pay\nPAY-9,Gone');
    await h.backlog.confirmImport('append');
    await estimate(h, 0, '5');
    await estimate(h, 1, '3');
    h.tracker.failQueries.set(1, { kind: 'rate-limited', message: '', retryAfterMs: 1000 });
    await h.root.sendAll.prepare();
    expect(h.root.sendAll.rows).toBeNull();
    expect(h.root.sendAll.failure?.kind).toBe('rate-limited');
    expect(h.tracker.queries).toHaveLength(2);
    expect(h.tracker.writes).toEqual([]);
  });

  it('Cancel writes nothing', async () => {
    const h = wall();
    await connect(h);
    await h.backlog.prepareText('Issue key,Summary\nPAY-1,Pay');
    await h.backlog.confirmImport('append');
    await estimate(h, 0, '5');
    await h.root.sendAll.prepare();
    h.root.sendAll.cancel();
    await settle();
    expect(h.root.sendAll.rows).toBeNull();
    expect(h.tracker.writes).toEqual([]);
  });
});

describe('the credential', () => {
  it('reaches neither the shared database nor the wall storage', async () => {
    const storage = memoryStorage();
    const h = wall({ storage });
    await imported(h);
    await estimate(h, 0, '5');
    const shared = JSON.stringify(h.gateway.writes);
    const stored = JSON.stringify([...storage.items]);
    expect(shared).toContain('PAY-1');
    expect(shared).not.toContain(SECRET);
    expect(stored).not.toContain(`"${SECRET}"`);
    expect(stored).not.toContain('ann@acme.example');
    expect(JSON.stringify(h.root.connection.status)).not.toContain(SECRET);
  });
});

describe('a check that got no answer', () => {
  it('asks again after the wait, then sends what waited', async () => {
    const tracker = new FakeTracker([fakeIssue('PAY-1')]);
    const storage = memoryStorage();
    const first = wall({ tracker, storage });
    await imported(first);
    tracker.down = { kind: 'network', message: '', retryAfterMs: 2000 };
    await estimate(first, 0, '5');
    first.root.dispose();
    // The wall starts again while the room server is still away.
    const again = wall({ tracker, storage, gateway: first.gateway });
    await settle();
    expect(again.root.connection.phase).toBe('unknown');
    expect(again.root.connection.failure?.kind).toBe('network');
    tracker.down = null;
    again.deps.clock.advance(1999);
    await settle();
    expect(again.root.connection.connected).toBe(false);
    again.deps.clock.advance(1);
    await settle();
    expect(again.root.connection.connected).toBe(true);
    again.deps.clock.advance(60_000);
    await settle();
    expect(tracker.issues.get('PAY-1')?.estimate).toBe(5);
    again.root.dispose();
    expect(again.deps.clock.pending).toBe(0);
  });

  it('does not ask again after a refusal', async () => {
    const tracker = new FakeTracker();
    tracker.down = { kind: 'credentials', message: '' };
    const h = wall({ tracker });
    h.root.connection.check();
    await settle();
    expect(h.deps.clock.pending).toBe(0);
  });
});
