/**
 * The Linear connector: the contract's operations for Linear and one personal API key,
 * over its GraphQL API. It runs in the kiosk, on the room server and, since Linear's API
 * answers a page's cross-origin calls made with a key, in a browser wall (docs/
 * trackers.md, "Where the calls run"). The import's one text box takes three forms
 * (query.ts); the estimate is the issue's, on its team's scale (scale.ts).
 */
import type { EstimateWrite, TrackerImport, TrackerResult } from '../contract';
import type { TrackerConnector } from '../connector';
import { failure } from '../failure';
import type { HttpCallerOptions } from '../http';
import { createLinearClient } from './client';
import type { LinearCredentials } from './credentials';
import { VIEWER } from './documents';
import { parseIdentifier, storyOf } from './issues';
import { issuesByIdentifiers, listIssues } from './list';
import { parseQuery } from './query';
import { ESTIMATE_FIELD_ID, fieldOf } from './scale';
import { writeEstimate, type KnownTeams } from './write';

const invalid = (message: string): TrackerResult<never> => ({
  ok: false,
  failure: failure('invalid', message),
});

export function createLinearConnector(
  credentials: LinearCredentials,
  options: HttpCallerOptions = {},
): TrackerConnector {
  const client = createLinearClient(credentials, options);
  const known: KnownTeams = new Map();

  return {
    async connect() {
      const answer = await client.graphql<{ viewer?: { displayName?: unknown; email?: unknown } }>(
        VIEWER,
        {},
        'the account',
      );
      if (!answer.ok) return answer;
      const { displayName, email } = answer.value.viewer ?? {};
      const name =
        typeof displayName === 'string' && displayName !== ''
          ? displayName
          : typeof email === 'string'
            ? email
            : 'Linear API key';
      return { ok: true, value: name };
    },

    async importByQuery(query, limit): Promise<TrackerResult<TrackerImport>> {
      const parsed = parseQuery(query);
      if (!parsed.ok) return parsed;
      const found =
        parsed.value.form === 'identifiers'
          ? await issuesByIdentifiers(client, parsed.value.identifiers, limit)
          : await listIssues(client, parsed.value.list, limit);
      if (!found.ok) return found;
      const { issues, truncated, teams } = found.value;
      for (const team of teams) if (typeof team.key === 'string') known.set(team.key, team);
      return {
        ok: true,
        value: {
          stories: issues.map(storyOf).filter((s) => s !== null),
          truncated,
          ...fieldOf(teams),
        },
      };
    },

    async writeEstimate(write: EstimateWrite) {
      const identifier = parseIdentifier(write.key);
      if (!identifier) {
        return invalid(`“${write.key}” is not a Linear issue identifier (like ENG-123).`);
      }
      if (write.fieldId !== ESTIMATE_FIELD_ID) {
        return invalid(`“${write.fieldId}” is not Linear’s estimate field.`);
      }
      return writeEstimate(client, identifier, write.value, known);
    },
  };
}
