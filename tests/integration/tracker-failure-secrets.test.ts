/**
 * No connector tells its credential back (issue #49: never in an error message): each
 * of the five connectors, against its stand-in, answered with every failure the
 * stand-ins can script (each status, a dropped connection, GraphQL's typed errors) on
 * every call, with the vendor's own body and with a body that quotes the token and its
 * basic-auth form, connects, imports and writes; no answer, and no error thrown, holds
 * either.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAzureConnector } from '../../shared/trackers/azure/connector';
import type { TrackerConnector } from '../../shared/trackers/connector';
import { createJiraConnector } from '../../shared/trackers/jira/connector';
import { AGILE_ITEMS, startAzureStandIn, STORY_POINTS } from '../support/azure-stand-in';
import { LABEL, TOKEN as GITHUB_TOKEN, useGitHub } from '../support/github-connector-harness';
import { TOKEN as GITLAB_TOKEN, useGitLab, WEIGHT } from '../support/gitlab-connector-harness';
import { makeIssues, startJiraStandIn, TEAM_ESTIMATE } from '../support/jira-stand-in';
import { KEY as LINEAR_KEY, useLinear } from '../support/linear-connector-harness';

const JIRA_TOKEN = 'ATATT3xFfGF0-failure-secret-0123456789';
const EMAIL = 'ana@example.com';
const AZURE_TOKEN = 'az-pat-failure-secret-0123456789abcdefghijklmnopqrstuv';
const NOW = Date.parse('2026-11-29T08:00:00Z');

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Every failure status a stand-in scripts, and a connection dropped without an answer. */
const STATUSES = [400, 401, 403, 404, 409, 410, 422, 429, 500, 502, 503, 'drop'] as const;
type Status = (typeof STATUSES)[number];

/** What a rule that fails every call needs: a stand-in's `fail` takes more. */
type FailEvery = { status?: Status; graphql?: string; body?: unknown; times: number };

/** A body that quotes the credential, as a careless proxy or tracker might. */
const quoting = (secrets: readonly string[]) => ({
  message: `Refused ${secrets.join(' ')}`,
  errorMessages: [`Bad credential ${secrets[0]}`],
  errors: [{ message: `Bad credential ${secrets.join(', ')}` }],
});

interface Tracker {
  name: string;
  /** The token, then its other forms (a basic-auth base64). */
  secrets: string[];
  graphql: string[];
  /** A fresh stand-in failing every call as `rule` says, and the connector on it. */
  start(rule: FailEvery): Promise<TrackerConnector>;
  query: string;
  write: { key: string; fieldId: string; value: number };
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

const github = useGitHub();
const gitlab = useGitLab();
const linear = useLinear();

const TRACKERS: Tracker[] = [
  {
    name: 'Jira',
    secrets: [JIRA_TOKEN, base64(`${EMAIL}:${JIRA_TOKEN}`)],
    graphql: [],
    async start(rule) {
      const standIn = await startJiraStandIn({
        kind: 'jira-cloud',
        token: JIRA_TOKEN,
        email: EMAIL,
        issues: makeIssues('PAY', 2, 'team-managed', true),
        projects: { PAY: 'team-managed' },
      });
      close = () => standIn.close();
      standIn.fail(rule as Parameters<typeof standIn.fail>[0]);
      return createJiraConnector(
        { kind: 'jira-cloud', baseUrl: standIn.baseUrl, email: EMAIL, token: JIRA_TOKEN },
        { now: () => NOW },
      );
    },
    query: 'project = PAY',
    write: { key: 'PAY-1', fieldId: TEAM_ESTIMATE, value: 5 },
  },
  {
    name: 'Azure DevOps',
    secrets: [AZURE_TOKEN, base64(`:${AZURE_TOKEN}`)],
    graphql: [],
    async start(rule) {
      const standIn = await startAzureStandIn({
        token: AZURE_TOKEN,
        project: 'Payments',
        workItems: AGILE_ITEMS,
      });
      close = () => standIn.close();
      standIn.fail(rule as Parameters<typeof standIn.fail>[0]);
      return createAzureConnector(
        {
          kind: 'azure-devops',
          baseUrl: standIn.baseUrl,
          project: 'Payments',
          token: AZURE_TOKEN,
        },
        { now: () => NOW },
      );
    },
    query: 'SELECT [System.Id] FROM WorkItems WHERE [System.TeamProject] = @project',
    write: { key: '101', fieldId: STORY_POINTS, value: 5 },
  },
  {
    name: 'GitHub',
    secrets: [GITHUB_TOKEN],
    graphql: ['NOT_FOUND', 'FORBIDDEN', 'RATE_LIMITED'],
    async start(rule) {
      const { standIn, connector } = await github();
      standIn.fail(rule as Parameters<typeof standIn.fail>[0]);
      return connector;
    },
    query: 'repo:acme/pay is:open',
    write: { key: 'acme/pay#142', fieldId: LABEL.id, value: 5 },
  },
  {
    name: 'GitLab',
    secrets: [GITLAB_TOKEN],
    graphql: [],
    async start(rule) {
      const { standIn, connector } = await gitlab();
      standIn.fail(rule as Parameters<typeof standIn.fail>[0]);
      return connector;
    },
    query: 'acme/pay',
    write: { key: 'acme/pay#12', fieldId: WEIGHT.id, value: 5 },
  },
  {
    name: 'Linear',
    secrets: [LINEAR_KEY],
    graphql: ['RATELIMITED', 'AUTHENTICATION_ERROR', 'FORBIDDEN', 'NOT_FOUND', 'INTERNAL'],
    async start(rule) {
      const { standIn, connector } = await linear();
      standIn.fail(rule as Parameters<typeof standIn.fail>[0]);
      return connector;
    },
    query: 'ENG',
    write: { key: 'ENG-1', fieldId: 'estimate', value: 5 },
  },
];

/** Each call's answer as text, or what it threw (its message and stack). */
async function answersOf(tracker: Tracker, connector: TrackerConnector): Promise<string[]> {
  const calls = [
    () => connector.connect(),
    () => connector.importByQuery(tracker.query, 500),
    () => connector.writeEstimate(tracker.write),
  ];
  const texts: string[] = [];
  for (const call of calls) {
    try {
      texts.push(JSON.stringify(await call()));
    } catch (error) {
      texts.push(error instanceof Error ? `${error.message}\n${error.stack}` : String(error));
    }
  }
  return texts;
}

describe.each(TRACKERS)('$name', (tracker) => {
  const failures: [string, FailEvery][] = [
    ...STATUSES.flatMap((status): [string, FailEvery][] => [
      [`${status}`, { status, times: 100 }],
      [`${status} quoting the token`, { status, body: quoting(tracker.secrets), times: 100 }],
    ]),
    ...tracker.graphql.map((graphql): [string, FailEvery] => [
      `GraphQL ${graphql}`,
      { graphql, times: 100 },
    ]),
  ];

  it.each(failures)('answered %s, no call tells the credential back', async (_, rule) => {
    const texts = await answersOf(tracker, await tracker.start(rule));
    // Every call failed: the answers are the failures told, not a success.
    for (const text of texts) expect(text).not.toMatch(/^\{"ok":true/);
    for (const text of texts) {
      for (const secret of tracker.secrets) expect(text).not.toContain(secret);
    }
  });
});
