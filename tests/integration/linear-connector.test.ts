/**
 * The Linear connector against its stand-in (tests/support/linear-stand-in.ts): the
 * account, each form of the query, cursor paging to the limit, and the estimate field
 * with each team's scale.
 */
import { describe, expect, it } from 'vitest';
import { keys, operations, useLinear } from '../support/linear-connector-harness';
import { SAMPLE_TEAMS, type StandInIssue } from '../support/linear-stand-in';

const linear = useLinear();

describe('the Linear connector connects', () => {
  it('with a personal API key sent as the whole Authorization value, naming the account', async () => {
    const { standIn, connector } = await linear();
    expect(await connector.connect()).toEqual({ ok: true, value: 'Ana Lima' });
    expect(standIn.requests).toMatchObject([
      { method: 'POST', path: '/graphql', operation: 'Viewer', auth: 'key', authOk: true },
    ]);
  });

  it('says a wrong key as a credential Linear refused, without the key', async () => {
    const { connector } = await linear({}, { key: 'lin_api_wrong0000000000000000' });
    const answer = await connector.connect();
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'credentials' } });
    expect(JSON.stringify(answer)).not.toContain('lin_api_wrong');
    expect(JSON.stringify(answer)).toContain('You need to authenticate');
  });
});

describe('the Linear import', () => {
  it('takes identifiers as those issues, in their order, with title, Markdown, Was and link', async () => {
    const { standIn, connector } = await linear();
    const answer = await connector.importByQuery('DES-7, eng-1 ENG-404', 500);
    expect(answer.ok && answer.value.stories).toEqual([
      {
        key: 'DES-7',
        title: 'Checkout screens',
        description: '',
        estimate: 5,
        url: 'https://linear.app/acme/issue/DES-7',
      },
      {
        key: 'ENG-1',
        title: 'Pay by card',
        description: '## Why\nCustomers ask for **cards**.',
        estimate: 3,
        url: 'https://linear.app/acme/issue/ENG-1',
      },
    ]);
    expect(operations(standIn)).toEqual(['Issues']);
  });

  it('says identifiers of no issue as not found', async () => {
    const { connector } = await linear();
    expect(await connector.importByQuery('ENG-404', 500)).toMatchObject({
      ok: false,
      failure: { kind: 'not-found', message: 'Linear has no issue ENG-404 that the key can see.' },
    });
  });

  it.each([
    ['ENG', ['ENG-1', 'ENG-2', 'ENG-3']],
    ['ENG cycle:current', ['ENG-1', 'ENG-2']],
    ['ENG cycle:next', ['ENG-3']],
    ['ENG cycle:41 state:all', ['ENG-4']],
    ['ENG project:"checkout V2"', ['ENG-1', 'ENG-2']],
    ['ENG label:Ready label:backend', ['ENG-1']],
    ['ENG state:"In Progress"', ['ENG-2']],
    ['ENG state:all', ['ENG-1', 'ENG-2', 'ENG-3', 'ENG-4', 'ENG-5']],
    ['https://linear.app/acme/team/ENG/cycle/current', ['ENG-1', 'ENG-2']],
    ['https://linear.app/acme/issue/ENG-3/receipts-by-mail', ['ENG-3']],
    [
      `https://linear.app/acme/project/checkout-v2-${Buffer.from('Checkout v2').toString('hex').slice(0, 12)}/overview`,
      ['ENG-1', 'ENG-2', 'DES-7'],
    ],
  ])('“%s” finds %j', async (query, expected) => {
    const { connector } = await linear();
    expect(keys(await connector.importByQuery(query, 500))).toEqual(expected);
  });

  it('refuses a query in no form, naming the forms, before any call', async () => {
    const { standIn, connector } = await linear();
    for (const query of [
      '',
      'ENG sprint:3',
      'https://example.com/x',
      'ENG cycle:soon',
      'what is this?',
    ]) {
      const answer = await connector.importByQuery(query, 500);
      expect(answer).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
    }
    expect(standIn.requests).toEqual([]);
  });

  it('says a team Linear does not have as not found', async () => {
    const { connector } = await linear();
    expect(await connector.importByQuery('NOPE cycle:current', 500)).toMatchObject({
      ok: false,
      failure: { kind: 'not-found', message: 'Linear has no team NOPE that the key can see.' },
    });
  });

  it('follows the cursor to the limit and says the rest was not fetched', async () => {
    const many: StandInIssue[] = Array.from({ length: 260 }, (_, n) => ({
      identifier: `ENG-${n + 1}`,
      title: `Story ${n + 1}`,
    }));
    const { standIn, connector } = await linear({ issues: many });
    const all = await connector.importByQuery('ENG', 500);
    expect(all.ok && [all.value.stories.length, all.value.truncated]).toEqual([260, false]);
    const pages = () =>
      standIn.requests
        .filter((r) => r.operation === 'Issues')
        .map((r) => r.variables as { first: number; after: string | null });
    expect(pages().map((p) => p.first)).toEqual([100, 100, 100]);
    expect(pages()[1]!.after).toBe(standIn.world.issues[99]!.id);
    standIn.requests.length = 0;
    const capped = await connector.importByQuery('ENG', 150);
    expect(capped.ok && [capped.value.stories.length, capped.value.truncated]).toEqual([150, true]);
    expect(pages().map((p) => p.first)).toEqual([100, 50]);
  });
});

describe('the Linear estimate field', () => {
  const field = (scale: number[], scaleName: string) => ({
    id: 'estimate',
    name: 'Estimate',
    decimals: false,
    scale,
    scaleName,
  });

  it.each([
    [{ estimation: 'exponential' }, field([1, 2, 4, 8, 16], 'Exponential')],
    [{ estimation: 'exponential', extended: true }, field([1, 2, 4, 8, 16, 32, 64], 'Exponential')],
    [{ estimation: 'fibonacci' }, field([1, 2, 3, 5, 8], 'Fibonacci')],
    [
      { estimation: 'fibonacci', extended: true, allowZero: true },
      field([0, 1, 2, 3, 5, 8, 13, 21], 'Fibonacci'),
    ],
    [{ estimation: 'linear' }, field([1, 2, 3, 4, 5], 'Linear')],
    [{ estimation: 'linear', extended: true }, field([1, 2, 3, 4, 5, 6, 7], 'Linear')],
    [{ estimation: 'tShirt' }, field([1, 2, 3, 5, 8], 'T-shirt')],
    [
      { estimation: 'tShirt', extended: true, allowZero: true },
      field([0, 1, 2, 3, 5, 8, 13, 21], 'T-shirt'),
    ],
  ])('a team estimating %j takes %j', async (settings, expected) => {
    const { connector } = await linear({
      teams: [{ key: 'ENG', ...settings }, ...SAMPLE_TEAMS.slice(1)],
    });
    const answer = await connector.importByQuery('ENG', 500);
    expect(answer.ok && [answer.value.field, answer.value.fields]).toEqual([expected, [expected]]);
  });

  it('says a team that does not use estimates, with no field to write', async () => {
    const { connector } = await linear();
    const answer = await connector.importByQuery('OPS', 500);
    expect(answer.ok && answer.value).toMatchObject({
      stories: [{ key: 'OPS-2' }],
      field: null,
      fields: [],
      fieldProblem: 'estimates-off',
    });
  });

  it('offers the estimate without one scale when the teams imported differ', async () => {
    const { connector } = await linear();
    const answer = await connector.importByQuery('ENG-1 DES-7 OPS-2', 500);
    expect(answer.ok && answer.value.field).toEqual({
      id: 'estimate',
      name: 'Estimate',
      decimals: false,
    });
  });
});
