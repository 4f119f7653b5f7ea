/**
 * A Projects v2 view's filter applied by the GitHub connector (GitHub's API gives the
 * filter but filters no items): against the stand-in's project 7, whose views filter by
 * state, labels, assignees, milestone, repository, status, iteration and numbers, with
 * what the wall cannot apply said in `notApplied` rather than dropped.
 */
import { describe, expect, it } from 'vitest';
import { bigProject, manyIssues, PAY_VIEWS } from '../support/github-stand-in';
import { keys, ops, useGitHub } from '../support/github-connector-harness';

const github = useGitHub();

/** The import of project 7's view `view`. */
async function importView(view: number) {
  const { connector, standIn } = await github();
  return connector.importByQuery(`${standIn.baseUrl}/orgs/acme/projects/7/views/${view}`, 500);
}

describe('a project view’s filter', () => {
  it('a view of the current iteration imports only its items, with nothing left unapplied', async () => {
    const answer = await importView(PAY_VIEWS.currentSprint);
    expect(keys(answer)).toEqual(['acme/pay#142']);
    expect(answer.ok && answer.value.notApplied).toBeUndefined();
    expect(keys(await importView(PAY_VIEWS.previousSprint))).toEqual(['acme/pay#144']);
  });

  it('a view without a filter imports every issue; the project without a view too', async () => {
    const all = ['acme/pay#142', 'acme/pay#143', 'acme/pay#144'];
    expect(keys(await importView(PAY_VIEWS.all))).toEqual(all);
    const { connector, standIn } = await github();
    expect(
      keys(await connector.importByQuery(`${standIn.baseUrl}/orgs/acme/projects/7`, 500)),
    ).toEqual(all);
  });

  it('labels and state are ANDed; a negated label leaves out the issues that have it', async () => {
    expect(keys(await importView(PAY_VIEWS.openReady))).toEqual(['acme/pay#142', 'acme/pay#143']);
    expect(keys(await importView(PAY_VIEWS.notBug))).toEqual(['acme/pay#142', 'acme/pay#143']);
  });

  it('a single-select field’s values, quoted or not and in any case, are ORed', async () => {
    expect(keys(await importView(PAY_VIEWS.statuses))).toEqual(['acme/pay#142', 'acme/pay#143']);
  });

  it('no:assignee, a number field compared and the next iteration together', async () => {
    expect(keys(await importView(PAY_VIEWS.nextUnassigned))).toEqual(['acme/pay#143']);
  });

  it('milestone, repository, a number field named with hyphens and an iteration by title', async () => {
    const answer = await importView(PAY_VIEWS.exact);
    expect(keys(answer)).toEqual(['acme/pay#142']);
    expect(answer.ok && answer.value.notApplied).toBeUndefined();
  });

  it('what the wall cannot apply is said, and the rest still applied', async () => {
    const answer = await importView(PAY_VIEWS.partly);
    // is:open applied: the closed 144 is left out.
    expect(keys(answer)).toEqual(['acme/pay#142', 'acme/pay#143']);
    expect(answer.ok && answer.value.notApplied).toEqual([
      'assignee:@me',
      'updated:>@today-7d',
      'wallet',
    ]);
  });

  it('the limit counts the items the filter keeps, paging on past those it leaves out', async () => {
    const issues = manyIssues(1100).map((issue) => ({
      ...issue,
      labels: issue.number % 2 === 0 ? ['keep'] : [],
    }));
    const project = { ...bigProject(issues), views: [{ number: 1, filter: 'label:keep' }] };
    const { connector, standIn } = await github({ issues, projects: [project] });
    const answer = await connector.importByQuery(
      `${standIn.baseUrl}/users/ana/projects/3/views/1`,
      500,
    );
    expect(answer.ok && [answer.value.stories.length, answer.value.truncated]).toEqual([500, true]);
    expect(answer.ok && answer.value.stories.at(-1)?.key).toBe('acme/big#1000');
    expect(ops(standIn).filter((o) => o === 'ProjectItems')).toHaveLength(10);
  });
});
