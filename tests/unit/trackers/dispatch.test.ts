/** The one check of a tracker call's arguments, shared by the kiosk's IPC and the room server. */
import { describe, expect, it } from 'vitest';
import { dispatchTrackerOp, MAX_IMPORT } from '../../../shared/trackers/dispatch';
import { recordingTrackerService } from '../../support/recording-tracker-service';

describe('dispatchTrackerOp', () => {
  it('passes a well-formed call on, the setup trimmed and only its known fields', async () => {
    const { service, calls } = recordingTrackerService();
    await dispatchTrackerOp(service, 'connect', [
      {
        kind: 'jira-cloud',
        baseUrl: 'https://a.atlassian.net',
        email: ' ana@a.b ',
        token: ' t ',
        extra: 'x',
      },
    ]);
    await dispatchTrackerOp(service, 'writeEstimate', [
      { key: 'PAY-1', fieldId: 'f', value: 0.5, more: 1 },
    ]);
    await dispatchTrackerOp(service, 'status', []);
    await dispatchTrackerOp(service, 'disconnect', []);
    expect(calls).toEqual([
      [
        'connect',
        { kind: 'jira-cloud', baseUrl: 'https://a.atlassian.net', email: 'ana@a.b', token: 't' },
      ],
      ['writeEstimate', { key: 'PAY-1', fieldId: 'f', value: 0.5 }],
      ['status'],
      ['disconnect'],
    ]);
  });

  it.each([
    [10_000, MAX_IMPORT],
    [20, 20],
    [0, MAX_IMPORT],
    [2.5, MAX_IMPORT],
    ['50', MAX_IMPORT],
  ])('an import asked for %j stories asks for %j', async (limit, asked) => {
    const { service, calls } = recordingTrackerService();
    await dispatchTrackerOp(service, 'importByQuery', ['project = PAY', limit]);
    expect(calls).toEqual([['importByQuery', 'project = PAY', asked]]);
  });

  it.each([
    ['an unknown operation', 'eval', []],
    ['a prototype name', 'constructor', []],
    [
      'a connect without a token',
      'connect',
      [{ kind: 'jira-server', baseUrl: 'https://j', token: '  ' }],
    ],
    [
      'a Cloud connect without an e-mail',
      'connect',
      [{ kind: 'jira-cloud', baseUrl: 'https://j', token: 't' }],
    ],
    ['another tracker', 'connect', [{ kind: 'youtrack', baseUrl: 'https://j', token: 't' }]],
    ['a query that is not text', 'importByQuery', [{ jql: 'x' }, 5]],
    ['an estimate that is text', 'writeEstimate', [{ key: 'PAY-1', fieldId: 'f', value: '5' }]],
    ['an estimate of Infinity', 'writeEstimate', [{ key: 'PAY-1', fieldId: 'f', value: Infinity }]],
    ['no estimate at all', 'writeEstimate', []],
  ])('refuses %s as invalid without calling the service', async (_, op, args) => {
    const { service, calls } = recordingTrackerService();
    expect(await dispatchTrackerOp(service, op, args)).toMatchObject({
      ok: false,
      failure: { kind: 'invalid' },
    });
    expect(calls).toEqual([]);
  });
});
