/**
 * Issues found outside a project (docs/trackers.md, "GitHub: the query"): by an issue
 * search that names a repository, an organization or a user (`repo:acme/pay is:open
 * label:ready`; `is:issue` added), paged with `endCursor` up to the limit; or by their
 * references (`acme/pay#142 acme/pay#143`), fetched by number, one alias each, in
 * documents of {@link REFERENCES_PER_CALL}. A reference of no issue (or of a repository
 * the token cannot see) is left out, as a search leaves out what it does not find and
 * as Azure DevOps leaves out a deleted work item: 'Send all estimates' names it missing.
 */
import type { TrackerResult } from '../contract';
import { failure } from '../failure';
import { referencesAsked } from '../references';
import type { GitHubClient, GraphQLAnswer } from './client';
import { issuesByReference, REFERENCES_PER_CALL, SEARCH } from './documents';
import type { GraphQLError } from './failures';
import { referenceText, type IssueNode, type IssueReference } from './issues';

/** GitHub's largest page. */
export const PAGE_SIZE = 100;

/** Issues found, in order, and whether more matched than the limit. */
export interface FoundIssues {
  issues: IssueNode[];
  truncated: boolean;
}

interface SearchPage {
  issueCount?: unknown;
  pageInfo?: { hasNextPage?: unknown; endCursor?: unknown };
  nodes?: ((IssueNode & { __typename?: unknown }) | null)[] | null;
}

interface SearchData {
  search?: SearchPage;
}

/** A search qualifier that scopes it to a repository, an organization or a user. */
const SCOPE = /(^|\s)(repo|org|user):\S/i;
const IS_ISSUE = /(^|\s)(is|type):issue(\s|$)/i;
const IS_PULL = /(^|\s)(is|type):(pr|pull-request)(\s|$)/i;

export const SEARCH_EXAMPLE = 'repo:acme/pay is:open label:ready';

/** The search as sent (`is:issue` added), or why it cannot be one. */
export function searchQuery(text: string): TrackerResult<string> {
  const query = text.trim().replace(/\s+/g, ' ');
  const refuse = (message: string): TrackerResult<string> => ({
    ok: false,
    failure: failure('invalid', message),
  });
  if (!SCOPE.test(query)) {
    return refuse(
      `Name the repository in the search, e.g. ${SEARCH_EXAMPLE} (or org:… / user:…), or paste a project’s URL or issue references such as acme/pay#142.`,
    );
  }
  if (IS_PULL.test(query)) {
    return refuse('The import takes issues, not pull requests: remove is:pr from the search.');
  }
  return { ok: true, value: IS_ISSUE.test(query) ? query : `${query} is:issue` };
}

/** The issues a search finds, paged up to `limit`. */
export async function searchIssues(
  client: GitHubClient,
  query: string,
  limit: number,
): Promise<TrackerResult<FoundIssues>> {
  const issues: IssueNode[] = [];
  let after: string | null = null;
  for (;;) {
    const first = Math.min(PAGE_SIZE, limit - issues.length);
    const answer: TrackerResult<GraphQLAnswer<SearchData>> = await client.graphql<SearchData>(
      SEARCH,
      { query, first, after },
      'the search',
    );
    if (!answer.ok) return answer;
    const search: SearchPage | undefined = answer.value.data.search;
    const nodes = search?.nodes ?? [];
    issues.push(
      ...nodes
        .filter((n): n is IssueNode => n?.__typename === 'Issue')
        .slice(0, limit - issues.length),
    );
    const more = search?.pageInfo?.hasNextPage === true;
    const cursor: unknown = search?.pageInfo?.endCursor;
    if (issues.length >= limit) {
      const count = typeof search?.issueCount === 'number' ? search.issueCount : 0;
      return { ok: true, value: { issues, truncated: more || count > limit } };
    }
    if (!more || typeof cursor !== 'string' || nodes.length === 0) {
      return { ok: true, value: { issues, truncated: false } };
    }
    after = cursor;
  }
}

/** Whether a GraphQL error is a reference of no issue (or of a repository not seen). */
const isMissing = (error: GraphQLError) => error.type === 'NOT_FOUND';

type ReferenceData = Record<string, { issue?: IssueNode | null } | null>;

/** The issues of `references`, in their order, each once; up to `limit`. */
export async function issuesByReferences(
  client: GitHubClient,
  references: readonly IssueReference[],
  limit: number,
): Promise<TrackerResult<FoundIssues>> {
  const { asked, truncated } = referencesAsked(references, referenceText, limit);
  const issues: IssueNode[] = [];
  for (let start = 0; start < asked.length; start += REFERENCES_PER_CALL) {
    const batch = asked.slice(start, start + REFERENCES_PER_CALL);
    const variables: Record<string, unknown> = {};
    batch.forEach((r, i) => {
      variables[`o${i}`] = r.owner;
      variables[`r${i}`] = r.repo;
      variables[`n${i}`] = r.number;
    });
    const answer = await client.graphql<ReferenceData>(
      issuesByReference(batch.length),
      variables,
      batch.length === 1 ? referenceText(batch[0]!) : 'the issues',
      isMissing,
    );
    if (!answer.ok) return answer;
    const data = answer.value.data ?? {};
    batch.forEach((_, i) => {
      const issue = data[`i${i}`]?.issue;
      if (issue) issues.push(issue);
    });
  }
  return { ok: true, value: { issues, truncated } };
}
