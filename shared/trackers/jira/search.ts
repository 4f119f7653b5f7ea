/**
 * A JQL search followed page by page up to the backlog's limit. Jira Cloud pages with
 * `nextPageToken` on `/rest/api/3/search/jql` (the older `/rest/api/3/search` answers
 * 410); Data Center/Server with `startAt`, `maxResults` and `total` on
 * `/rest/api/2/search`.
 */
import type { TrackerResult } from '../contract';
import type { JiraClient } from './client';

/** Issues asked for per page (Jira's cap when fields are listed is 100). */
export const PAGE_SIZE = 100;

/** An issue as the search returns it. */
export interface JiraIssue {
  key: string;
  fields: Record<string, unknown>;
}

/** The issues found, and whether more matched than `limit`. */
export interface SearchResult {
  issues: JiraIssue[];
  truncated: boolean;
}

interface CloudPage {
  issues?: unknown;
  nextPageToken?: unknown;
  isLast?: unknown;
}

interface ServerPage {
  issues?: unknown;
  total?: unknown;
}

const issuesOf = (page: { issues?: unknown } | null): JiraIssue[] =>
  (Array.isArray(page?.issues) ? page.issues : []).filter(
    (i): i is JiraIssue =>
      typeof i?.key === 'string' && typeof i.fields === 'object' && i.fields !== null,
  );

async function searchCloud(
  client: JiraClient,
  jql: string,
  limit: number,
  fields: string[],
): Promise<TrackerResult<SearchResult>> {
  const issues: JiraIssue[] = [];
  const seenTokens = new Set<string>();
  let token: string | undefined;
  for (;;) {
    const body = {
      jql,
      fields,
      maxResults: Math.min(PAGE_SIZE, limit - issues.length),
      ...(token === undefined ? {} : { nextPageToken: token }),
    };
    const answer = await client.call<CloudPage>('POST', '/search/jql', 'the query', body);
    if (!answer.ok) return answer;
    const page = issuesOf(answer.value);
    issues.push(...page);
    const next = answer.value?.nextPageToken;
    // The token is absent (or null) on the last page; isLast says so where it is sent.
    const more = typeof next === 'string' && next !== '' && answer.value?.isLast !== true;
    if (issues.length >= limit) {
      return {
        ok: true,
        value: { issues: issues.slice(0, limit), truncated: more || issues.length > limit },
      };
    }
    // A page without issues, or a token seen before, would loop for ever.
    if (!more || page.length === 0 || seenTokens.has(next)) {
      return { ok: true, value: { issues, truncated: false } };
    }
    seenTokens.add(next);
    token = next;
  }
}

async function searchServer(
  client: JiraClient,
  jql: string,
  limit: number,
  fields: string[],
): Promise<TrackerResult<SearchResult>> {
  const issues: JiraIssue[] = [];
  let total = 0;
  for (;;) {
    const body = {
      jql,
      fields,
      startAt: issues.length,
      maxResults: Math.min(PAGE_SIZE, limit - issues.length),
    };
    const answer = await client.call<ServerPage>('POST', '/search', 'the query', body);
    if (!answer.ok) return answer;
    const page = issuesOf(answer.value);
    issues.push(...page);
    total = typeof answer.value?.total === 'number' ? answer.value.total : issues.length;
    if (issues.length >= limit) {
      return {
        ok: true,
        value: {
          issues: issues.slice(0, limit),
          truncated: total > limit || issues.length > limit,
        },
      };
    }
    if (page.length === 0 || issues.length >= total) {
      return { ok: true, value: { issues, truncated: false } };
    }
  }
}

/** Runs `jql` and returns at most `limit` issues with `fields` read. */
export function searchIssues(
  client: JiraClient,
  jql: string,
  limit: number,
  fields: string[],
): Promise<TrackerResult<SearchResult>> {
  return client.version === '3'
    ? searchCloud(client, jql, limit, fields)
    : searchServer(client, jql, limit, fields);
}
