/**
 * The Jira connector: the contract's operations for one site and one credential, Jira
 * Cloud (REST v3) and Data Center/Server (REST v2) alike. The transports (kiosk IPC,
 * room server, docs/trackers.md "Where the calls run") hold one per connection.
 */
import type {
  EstimateField,
  EstimateWrite,
  TrackerImport,
  TrackerResult,
  TrackerStory,
} from '../contract';
import { failure } from '../failure';
import { adfToText } from './adf';
import { createJiraClient, type JiraClientOptions } from './client';
import type { JiraCredentials } from './credentials';
import { writeEstimate } from './estimate';
import { estimateCandidates, estimateFieldOf, numberFields, type ProjectKind } from './fields';
import { searchIssues, type JiraIssue } from './search';

/** Editmeta is read for the first issue of at most this many projects of an import. */
const MAX_PROJECTS_ASKED = 10;

export interface JiraConnector {
  /** Checks the credential (`GET /myself`); answers the account's name. */
  connect(): Promise<TrackerResult<string>>;
  importByQuery(jql: string, limit: number): Promise<TrackerResult<TrackerImport>>;
  writeEstimate(write: EstimateWrite): Promise<TrackerResult<{ written: boolean }>>;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const projectOf = (issue: JiraIssue): string => issue.key.replace(/-\d+$/, '');

/** Jira Cloud tells a team-managed project by `project.simplified`; Data Center does not. */
const projectKind = (issue: JiraIssue): ProjectKind => {
  const simplified = (issue.fields.project as { simplified?: unknown } | undefined)?.simplified;
  if (typeof simplified !== 'boolean') return null;
  return simplified ? 'team-managed' : 'company-managed';
};

/**
 * A scoped API token is used at Atlassian's gateway, `https://api.atlassian.com/ex/jira/
 * {cloudId}`, whose `/browse/` is no page: the site's own address comes from serverInfo.
 */
const GATEWAY_PATH = /\/ex\/jira\/[^/]+$/;

export function createJiraConnector(
  credentials: JiraCredentials,
  options: JiraClientOptions = {},
): JiraConnector {
  const client = createJiraClient(credentials, options);
  let site: string | null = GATEWAY_PATH.test(credentials.baseUrl) ? null : credentials.baseUrl;

  /** Where people open an issue: the site, asked once; the API's address if it will not say. */
  async function siteUrl(): Promise<string> {
    if (site !== null) return site;
    const info = await client.call<{ baseUrl?: unknown }>('GET', '/serverInfo', 'the site');
    const told = info.ok ? info.value?.baseUrl : undefined;
    site =
      typeof told === 'string' && /^https:\/\/[^/?#]+(\/[^?#]*)?$/.test(told)
        ? told.replace(/\/+$/, '')
        : credentials.baseUrl;
    return site;
  }

  /**
   * The field every imported project's edit screen shows, or null when one has none
   * or two projects disagree (the person then picks).
   */
  async function findField(issues: JiraIssue[]): Promise<TrackerResult<EstimateField | null>> {
    const firstOfProject = new Map<string, JiraIssue>();
    for (const issue of issues) {
      if (!firstOfProject.has(projectOf(issue))) firstOfProject.set(projectOf(issue), issue);
    }
    let chosen: EstimateField | null = null;
    for (const issue of [...firstOfProject.values()].slice(0, MAX_PROJECTS_ASKED)) {
      const found = await estimateFieldOf(client, issue.key, projectKind(issue));
      if (!found.ok) return found;
      if (found.value === null || (chosen !== null && chosen.id !== found.value.id)) {
        return { ok: true, value: null };
      }
      chosen = found.value;
    }
    return { ok: true, value: chosen };
  }

  const story = (issue: JiraIssue, field: EstimateField | null, browse: string): TrackerStory => ({
    key: issue.key,
    title: typeof issue.fields.summary === 'string' ? issue.fields.summary : '',
    description: adfToText(issue.fields.description ?? null),
    estimate: field ? numberOrNull(issue.fields[field.id]) : null,
    url: `${browse}/browse/${encodeURIComponent(issue.key)}`,
  });

  return {
    async connect() {
      const me = await client.call<Record<string, unknown>>('GET', '/myself', 'the account');
      if (!me.ok) return me;
      const { displayName, name, emailAddress } = me.value ?? {};
      const account = [displayName, name, emailAddress].find(
        (v): v is string => typeof v === 'string' && v !== '',
      );
      return { ok: true, value: account ?? 'Jira account' };
    },

    async importByQuery(jql, limit) {
      if (jql.trim() === '') {
        return {
          ok: false,
          failure: failure(
            'invalid',
            'Enter a JQL query, e.g. project = PAY AND sprint in openSprints().',
          ),
        };
      }
      const fields = await numberFields(client);
      if (!fields.ok) return fields;
      const read = ['summary', 'description', 'project', ...estimateCandidates(fields.value)];
      const found = await searchIssues(client, jql, limit, read);
      if (!found.ok) return found;
      const field = await findField(found.value.issues);
      if (!field.ok) return field;
      const browse = await siteUrl();
      return {
        ok: true,
        value: {
          stories: found.value.issues.map((issue) => story(issue, field.value, browse)),
          truncated: found.value.truncated,
          field: field.value,
          fields: fields.value,
        },
      };
    },

    writeEstimate: (write) => writeEstimate(client, write),
  };
}
