/**
 * Linear on the wall's stores (docs/tracker-wall.md): named Linear, its stories written to
 * the team's estimate only on its scale (a card off it not written, the scale kept for
 * the panel to name), a team with estimates off imported for estimating with nothing
 * written and the reason said, and Send all looking `TEAM-123` identifiers up whatever
 * their case, a card off the scale left out of its writes.
 */
import { describe, expect, it } from 'vitest';
import type { EstimateField } from '../../../../shared/trackers/contract';
import { TRACKER_KEYS } from '../../../../renderer/domain/tracker-storage-keys';
import { FakeTracker, fakeIssue } from '../../../support/fake-tracker';
import { memoryStorage } from '../../../support/test-deps';
import { CODE, estimate, settle, wall } from './tracker-harness';

const LINEAR = { kind: 'linear', baseUrl: 'https://api.linear.app', token: 'good' } as const;
const FIBONACCI: EstimateField = {
  id: 'estimate',
  name: 'Estimate',
  decimals: false,
  scale: [1, 2, 3, 5, 8],
  scaleName: 'Fibonacci',
};

const issues = () => [
  fakeIssue('ENG-12', 'Pay', 3),
  fakeIssue('ENG-13', 'Refund'),
  fakeIssue('ENG-14', 'Sign in'),
];

function estimating(): FakeTracker {
  const tracker = new FakeTracker(issues());
  tracker.field = FIBONACCI;
  tracker.fields = [FIBONACCI];
  return tracker;
}

/** A team with estimates turned off: no field, and the reason. */
function off(): FakeTracker {
  const tracker = new FakeTracker(issues());
  tracker.field = null;
  tracker.fields = [];
  tracker.fieldProblem = 'estimates-off';
  return tracker;
}

describe('Linear', () => {
  it('is named Linear once picked or connected, and kept as the last connected', async () => {
    const storage = memoryStorage();
    const h = wall({ storage, tracker: estimating() });
    h.root.connection.choose('linear');
    expect(h.root.connection.trackerName).toBe('Linear');
    await h.root.connection.connect(LINEAR);
    expect(h.root.connection.status).toMatchObject({ kind: 'linear', baseUrl: LINEAR.baseUrl });
    expect(storage.getItem(TRACKER_KEYS.kind(CODE))).toBe('linear');
  });

  it('writes a card on the team’s scale and leaves one off it unwritten, naming the scale', async () => {
    const tracker = estimating();
    const h = wall({ tracker });
    await h.root.connection.connect(LINEAR);
    await h.root.trackerImport.run('ENG cycle:current');
    expect(h.root.trackerImport.field).toEqual(FIBONACCI);
    expect(h.root.trackerImport.needsField).toBe(false);
    await h.backlog.confirmImport('append');
    await estimate(h, 0, '8');
    await estimate(h, 1, '13');
    await settle();
    expect(tracker.writes).toEqual([{ key: 'ENG-12', fieldId: 'estimate', value: 8 }]);
    expect(h.root.writeBack.stateOf(h.backlog.stories[1]!)).toEqual({
      kind: 'notWritten',
      reason: 'offScale',
      card: '13',
      scale: { values: [1, 2, 3, 5, 8], name: 'Fibonacci' },
    });
  });

  it('imports a team with estimates off for estimating, writes nothing and keeps the reason', async () => {
    const tracker = off();
    const h = wall({ tracker });
    await h.root.connection.connect(LINEAR);
    await h.root.trackerImport.run('ENG cycle:current');
    expect(h.root.trackerImport.field).toBeNull();
    expect(h.root.trackerImport.fieldProblem).toBe('estimates-off');
    expect(h.root.trackerImport.needsField).toBe(false);
    await h.backlog.confirmImport('append');
    await estimate(h, 0, '5');
    await settle();
    expect(tracker.writes).toEqual([]);
    await h.root.sendAll.prepare();
    expect(h.root.sendAll.fieldProblem).toBe('estimates-off');
    expect(h.root.sendAll.rows).toEqual([]);
  });

  it('Send all looks identifiers up in capitals, whatever their case, and writes the confirmed on the scale', async () => {
    const tracker = estimating();
    const h = wall({ tracker });
    await h.root.connection.connect(LINEAR);
    await settle();
    await h.backlog.prepareText(
      'key,title\neng-12,Pay\nENG-13,Refund\nENG-99,Gone\nacme/pay#1,Not Linear\nENG-14,Sign in',
    );
    await h.backlog.confirmImport('append');
    for (const [slot, card] of [
      [0, '5'],
      [1, '3'],
      [2, '2'],
      [3, '2'],
      [4, '21'],
    ] as const)
      await estimate(h, slot, card);
    const { sendAll } = h.root;
    await sendAll.prepare();
    expect(tracker.queries.at(-1)).toEqual({ query: 'ENG-12 ENG-13 ENG-99 ENG-14', limit: 4 });
    expect(sendAll.rows?.map((r) => [r.key, r.value, r.refusal])).toEqual([
      ['eng-12', 5, null],
      ['ENG-13', 3, null],
      ['ENG-99', null, 'notFound'],
      ['ENG-14', null, 'offScale'],
    ]);
    sendAll.confirm();
    await settle();
    expect(tracker.landed).toEqual(['eng-12=5', 'ENG-13=3']);
  });
});
