/**
 * Every GraphQL document the GitHub connector sends (shared/trackers/github/documents.ts)
 * is valid against the schema GitHub publishes (@octokit/graphql-schema): a field,
 * argument or type GitHub does not have fails here, not at a team's wall.
 */
import { schema } from '@octokit/graphql-schema';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENTS,
  issuesByReference,
  REFERENCE_DOCUMENT_SIZES,
} from '../../../shared/trackers/github/documents';

// The introspection form: the published IDL repeats two fields of EnterpriseOwnerInfo,
// which buildSchema refuses.
const github = buildClientSchema(schema.json as unknown as IntrospectionQuery);

const problems = (document: string) => validate(github, parse(document)).map((e) => e.message);

describe('the GitHub connector’s GraphQL documents', () => {
  it.each(Object.entries(DOCUMENTS))('%s is valid against GitHub’s schema', (_, document) => {
    expect(problems(document)).toEqual([]);
  });

  it.each(REFERENCE_DOCUMENT_SIZES)(
    'the lookup of %i issue references is valid against GitHub’s schema',
    (count) => {
      expect(problems(issuesByReference(count))).toEqual([]);
    },
  );

  it('a field GitHub does not have is refused by the same check', () => {
    // ProjectV2.items takes no search query: the view's filter cannot be sent this way.
    const wrong = DOCUMENTS.PROJECT_ITEMS!.replace(
      'items(first: $first, after: $after)',
      'items(first: $first, after: $after, query: "is:open")',
    );
    expect(wrong).not.toBe(DOCUMENTS.PROJECT_ITEMS);
    expect(problems(wrong)).toEqual(['Unknown argument "query" on field "ProjectV2.items".']);
  });
});
