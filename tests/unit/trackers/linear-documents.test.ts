/**
 * Every GraphQL document the Linear connector sends (shared/trackers/linear/documents.ts)
 * is valid against the schema Linear publishes (tests/support/linear/schema.graphql.gz): a
 * field, argument or type Linear does not have fails here, not at a team's wall.
 */
import { coerceInputValue, parse, validate, type GraphQLInputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../../../shared/trackers/linear/documents';
import { filterOf } from '../../../shared/trackers/linear/list';
import { parseQuery } from '../../../shared/trackers/linear/query';
import { linearSchema } from '../../support/linear/schema';

const problems = (document: string) =>
  validate(linearSchema(), parse(document)).map((e) => e.message);

describe('the Linear connector’s GraphQL documents', () => {
  it.each(Object.entries(DOCUMENTS))('%s is valid against Linear’s schema', (_, document) => {
    expect(problems(document)).toEqual([]);
  });

  it('a field Linear does not have is refused by the same check', () => {
    // Issues carry no story points field: the estimate is `estimate`.
    const wrong = DOCUMENTS.ISSUES!.replace('  estimate\n', '  storyPoints\n');
    expect(wrong).not.toBe(DOCUMENTS.ISSUES);
    expect(problems(wrong)).toEqual(['Cannot query field "storyPoints" on type "Issue".']);
  });

  it('an estimate sent as a decimal is refused, as Linear’s input takes whole points', () => {
    const wrong = DOCUMENTS.SET_ESTIMATE!.replace('$estimate: Int!', '$estimate: Float!');
    expect(problems(wrong)).toEqual([
      'Variable "$estimate" of type "Float!" used in position expecting type "Int".',
    ]);
  });

  // Filters travel as variables, which validate() does not see: each is coerced to
  // Linear's IssueFilter, which throws on a field or value the input type lacks.
  const issueFilter = () => linearSchema().getType('IssueFilter') as GraphQLInputType;
  const FILTERED = [
    'ENG',
    'ENG cycle:current',
    'ENG cycle:next',
    'ENG cycle:previous',
    'ENG cycle:42',
    'ENG project:"Checkout v2"',
    'ENG label:Ready label:Backend',
    'ENG state:"In Review"',
    'ENG state:all',
    'https://linear.app/acme/project/checkout-v2-1a2b3c4d5e6f/overview',
  ];

  it.each(FILTERED)('the filter of “%s” is a valid IssueFilter', (query) => {
    const parsed = parseQuery(query);
    const query_ = parsed.ok ? parsed.value : null;
    if (query_?.form !== 'list') throw new Error(`not a list: ${query}`);
    const filter = filterOf(query_.list);
    expect(() => coerceInputValue(filter, issueFilter())).not.toThrow();
  });

  it('a filter field Linear does not have is refused by the same check', () => {
    expect(() => coerceInputValue({ sprint: { eq: 3 } }, issueFilter())).toThrow(/sprint/);
  });
});
