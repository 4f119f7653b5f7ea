/**
 * The GitLab connector: the contract's operations for GitLab.com or a self-managed
 * GitLab and one access token, over the REST API v4. It runs in the kiosk, on the room
 * server and, since GitLab's API answers a page's cross-origin calls made with a token,
 * in a browser wall (docs/trackers.md, "Where the calls run"). The import's one text box
 * takes three forms (query.ts); the estimate is the issue's weight (weight.ts).
 */
import type { EstimateWrite, TrackerImport, TrackerResult } from '../contract';
import type { TrackerConnector } from '../connector';
import { invalid } from '../failure';
import type { HttpCallerOptions } from '../http';
import { createGitLabClient } from './client';
import type { GitLabCredentials } from './credentials';
import { parseReference, storyOf } from './issues';
import { issuesByReferences, listIssues } from './list';
import { parseQuery } from './query';
import { fieldOf, WEIGHT_FIELD, writeWeight } from './weight';

export function createGitLabConnector(
  credentials: GitLabCredentials,
  options: HttpCallerOptions = {},
): TrackerConnector {
  const client = createGitLabClient(credentials, options);
  const web = credentials.baseUrl;

  return {
    async connect() {
      const answer = await client.get<{ username?: unknown }>('/user', 'the account');
      // Every GitLab answers /user to a token: a 404 there means no GitLab API at the address.
      if (!answer.ok && answer.failure.kind === 'not-found') {
        return invalid(
          `There is no GitLab API at ${client.api}: check the address (a self-managed GitLab’s root, with its relative root such as /gitlab if it has one).`,
        );
      }
      if (!answer.ok) return answer;
      const username = answer.value?.username;
      return { ok: true, value: typeof username === 'string' ? username : 'GitLab access token' };
    },

    async importByQuery(query, limit): Promise<TrackerResult<TrackerImport>> {
      const parsed = parseQuery(query, web);
      if (!parsed.ok) return parsed;
      const found =
        parsed.value.form === 'references'
          ? await issuesByReferences(client, parsed.value.references, limit)
          : await listIssues(client, parsed.value.list, limit);
      if (!found.ok) return found;
      const { issues, truncated } = found.value;
      return {
        ok: true,
        value: {
          stories: issues.map((issue) => storyOf(issue, web)).filter((s) => s !== null),
          truncated,
          ...fieldOf(issues),
        },
      };
    },

    async writeEstimate(write: EstimateWrite) {
      const reference = parseReference(write.key);
      if (!reference) {
        return invalid(`“${write.key}” is not a GitLab issue reference (like acme/pay#12).`);
      }
      if (write.fieldId !== WEIGHT_FIELD.id) {
        return invalid(`“${write.fieldId}” is not a GitLab estimate field (the weight is).`);
      }
      return writeWeight(client, reference, write.value);
    },
  };
}
