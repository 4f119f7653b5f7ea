/**
 * The GitHub connector: the contract's operations for github.com or a GitHub Enterprise
 * Server and one personal access token, over GraphQL (and REST for labels). It runs in
 * the kiosk, on the room server and, since GitHub's API answers a page's cross-origin
 * calls, in a browser wall (docs/trackers.md, "Where the calls run"). The import's one
 * text box takes three forms, told apart here: a project's URL, issue references, or
 * an issue search.
 */
import type { EstimateWrite, TrackerImport, TrackerResult } from '../contract';
import type { TrackerConnector } from '../connector';
import { invalid } from '../failure';
import { referencesOf } from '../references';
import type { HttpCallerOptions } from '../http';
import { createGitHubClient, type GitHubClient } from './client';
import type { GitHubCredentials } from './credentials';
import { VIEWER } from './documents';
import { fieldsOfIssuesProjects, LABEL_FIELD, parseProjectFieldId } from './fields';
import { estimateOfLabels, labelNames, parseReference, storyOf } from './issues';
import { writeLabelEstimate } from './labels';
import {
  importProject,
  looksLikeProjectUrl,
  parseProjectUrl,
  writeProjectEstimate,
} from './project';
import { issuesByReferences, searchIssues, searchQuery, type FoundIssues } from './search';

/** Issues found outside a project, as an import: the label's estimate, projects' fields. */
async function labelImport(
  client: GitHubClient,
  found: FoundIssues,
): Promise<TrackerResult<TrackerImport>> {
  const projects = await fieldsOfIssuesProjects(client, found.issues);
  const web = client.endpoints.web;
  return {
    ok: true,
    value: {
      stories: found.issues
        .map((issue) => storyOf(issue, estimateOfLabels(labelNames(issue)), web))
        .filter((s) => s !== null),
      truncated: found.truncated,
      field: LABEL_FIELD,
      fields: [LABEL_FIELD, ...projects],
    },
  };
}

export function createGitHubConnector(
  credentials: GitHubCredentials,
  options: HttpCallerOptions = {},
): TrackerConnector {
  const client = createGitHubClient(credentials, options);
  const web = client.endpoints.web;
  const now = options.now ?? Date.now;

  return {
    async connect() {
      const answer = await client.graphql<{ viewer?: { login?: unknown } }>(
        VIEWER,
        {},
        'the account',
      );
      if (!answer.ok) return answer;
      const login = answer.value.data.viewer?.login;
      return {
        ok: true,
        value: typeof login === 'string' ? login : 'GitHub personal access token',
      };
    },

    async importByQuery(query, limit): Promise<TrackerResult<TrackerImport>> {
      const text = query.trim();
      if (text === '') {
        return invalid(
          'Enter an issue search such as repo:acme/pay is:open label:ready, a project’s URL, or issue references such as acme/pay#142.',
        );
      }
      const project = parseProjectUrl(text, web);
      if (project) {
        const imported = await importProject(client, project, limit, now());
        if (!imported.ok) return imported;
        const { issues, truncated, field, fields, notApplied } = imported.value;
        return {
          ok: true,
          value: {
            stories: issues
              .map(({ issue, estimate }) => storyOf(issue, estimate, web))
              .filter((s) => s !== null),
            truncated,
            field,
            fields,
            ...(notApplied.length > 0 ? { notApplied } : {}),
          },
        };
      }
      if (looksLikeProjectUrl(text)) {
        return invalid(
          `This project is not on the connected GitHub (${web}): connect to its server first.`,
        );
      }
      const references = referencesOf(text, parseReference);
      const found = references
        ? await issuesByReferences(client, references, limit)
        : await (async () => {
            const search = searchQuery(text);
            return search.ok ? searchIssues(client, search.value, limit) : search;
          })();
      if (!found.ok) return found;
      return labelImport(client, found.value);
    },

    async writeEstimate(write: EstimateWrite) {
      const reference = parseReference(write.key);
      if (!reference) {
        return invalid(`“${write.key}” is not a GitHub issue reference (like acme/pay#142).`);
      }
      if (!Number.isFinite(write.value) || write.value < 0) {
        return invalid('Only a number of zero or more can be written as an estimate.');
      }
      if (write.fieldId === LABEL_FIELD.id) {
        return writeLabelEstimate(client, reference, write.value);
      }
      if (parseProjectFieldId(write.fieldId)) {
        return writeProjectEstimate(client, reference, write);
      }
      return invalid(`“${write.fieldId}” is not a GitHub estimate field.`);
    },
  };
}
