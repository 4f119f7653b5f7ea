/**
 * GitLab on the wall's stores (docs/tracker-wall.md): named GitLab, its stories written to
 * the weight in whole numbers ('½' not written, with the reason), a GitLab without
 * weights imported for estimating with nothing written back and the reason said, and
 * Send all looking `group/project#iid` references up whatever their case.
 */
import { describe, expect, it } from 'vitest';
import { WEIGHT_FIELD } from '../../../../shared/trackers/gitlab/weight';
import { FakeTracker, fakeIssue } from '../../../support/fake-tracker';
import {
  estimate,
  estimatedCsv,
  pickedThenConnected,
  sendAllRows,
  settle,
  wall,
} from './tracker-harness';

const GITLAB = { kind: 'gitlab', baseUrl: 'https://gitlab.com', token: 'good' } as const;
/** The connector's weight: GitLab's one estimate field, whole numbers only. */
const WEIGHT = WEIGHT_FIELD;

const issues = () => [
  fakeIssue('acme/pay#12', 'Pay', 3),
  fakeIssue('acme/pay#13', 'Refund'),
  fakeIssue('acme/web/shop#7', 'Sign in'),
];

/** A GitLab whose plan has weights. */
function paid(): FakeTracker {
  const tracker = new FakeTracker(issues());
  tracker.field = WEIGHT;
  tracker.fields = [WEIGHT];
  return tracker;
}

/** A GitLab Free: no weight on any issue, so no field, and the reason. */
function free(): FakeTracker {
  const tracker = new FakeTracker(issues());
  tracker.field = null;
  tracker.fields = [];
  tracker.fieldProblem = 'no-weight';
  return tracker;
}

describe('GitLab', () => {
  it('is named GitLab once picked or connected, and kept as the last connected', async () => {
    expect(await pickedThenConnected(GITLAB, paid())).toEqual({
      named: 'GitLab',
      status: expect.objectContaining({ kind: 'gitlab', baseUrl: GITLAB.baseUrl }),
      kept: 'gitlab',
    });
  });

  it('writes whole numbers to the weight and leaves ½ unwritten, saying why', async () => {
    const tracker = paid();
    const h = wall({ tracker });
    await h.root.connection.connect(GITLAB);
    await h.root.trackerImport.run('acme/pay label:ready milestone:"Sprint 12"');
    expect(h.root.trackerImport.field).toEqual(WEIGHT);
    expect(h.root.trackerImport.fieldProblem).toBeNull();
    expect(h.root.trackerImport.needsField).toBe(false);
    await h.backlog.confirmImport('append');
    await estimate(h, 0, '8');
    await estimate(h, 1, '½');
    await settle();
    expect(tracker.writes).toEqual([{ key: 'acme/pay#12', fieldId: 'weight', value: 8 }]);
    const [, half] = h.backlog.stories;
    expect(h.root.writeBack.stateOf(half!)).toEqual({
      kind: 'notWritten',
      reason: 'noDecimals',
      card: '½',
    });
  });

  it('imports a GitLab without weights for estimating, writes nothing and keeps the reason', async () => {
    const tracker = free();
    const h = wall({ tracker });
    await h.root.connection.connect(GITLAB);
    await h.root.trackerImport.run('group:acme iteration:current');
    expect(h.root.trackerImport.field).toBeNull();
    expect(h.root.trackerImport.fieldProblem).toBe('no-weight');
    // Nothing to pick, so Import does not wait for a pick that cannot come.
    expect(h.root.trackerImport.needsField).toBe(false);
    await h.backlog.confirmImport('append');
    expect(h.backlog.stories.map((s) => s.key)).toEqual([
      'acme/pay#12',
      'acme/pay#13',
      'acme/web/shop#7',
    ]);
    await estimate(h, 0, '5');
    await settle();
    expect(tracker.writes).toEqual([]);
    expect(h.root.writeBack.stateOf(h.backlog.stories[0]!).kind).toBe('none');
    // Send all finds the issues, but lists nothing to write: the reason instead.
    await h.root.sendAll.prepare();
    expect(h.root.sendAll.fieldProblem).toBe('no-weight');
    expect(h.root.sendAll.rows).toEqual([]);
    h.root.sendAll.cancel();
    expect(h.root.sendAll.fieldProblem).toBeNull();
  });

  it('Send all looks references up as references, whatever their case, and writes the confirmed', async () => {
    const tracker = paid();
    const h = wall({ tracker });
    await h.root.connection.connect(GITLAB);
    await settle();
    await estimatedCsv(
      h,
      'key,title\nAcme/Pay#12,Pay\nacme/web/shop#7,Sign in\nacme/pay#99,Gone\nPAY-1,A Jira key\nacme/pay#13,Refund',
      ['5', '8', '3', '2', '½'],
    );
    const { sendAll } = h.root;
    await sendAll.prepare();
    expect(tracker.queries.at(-1)).toEqual({
      query: 'Acme/Pay#12 acme/web/shop#7 acme/pay#99 acme/pay#13',
      limit: 4,
    });
    expect(sendAllRows(h)).toEqual([
      ['Acme/Pay#12', 5, null],
      ['acme/web/shop#7', 8, null],
      ['acme/pay#99', null, 'notFound'],
      ['acme/pay#13', null, 'noDecimals'],
    ]);
    sendAll.confirm();
    await settle();
    expect(tracker.landed).toEqual(['Acme/Pay#12=5', 'acme/web/shop#7=8']);
  });
});
