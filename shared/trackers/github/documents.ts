/**
 * Every GraphQL document the GitHub connector sends, in one place so a unit test
 * validates each against GitHub's published schema (tests/unit/trackers/
 * github-documents.test.ts). Values always travel as variables, never spliced into a
 * document, so nothing a person types can change what is asked.
 */

/** An issue as a story needs it: key, title, Markdown body, page and labels ('Was'). */
const STORY_ISSUE = `
fragment StoryIssue on Issue {
  id
  number
  title
  body
  url
  repository { nameWithOwner }
  labels(first: 50) { nodes { name } }
}`;

/** A project's number fields (and its other fields, skipped by the reader). */
const PROJECT_FIELDS = `
fragment ProjectFields on ProjectV2 {
  id
  title
  fields(first: 50) { nodes { ... on ProjectV2Field { id name dataType } } }
}`;

/** An item's number values, each with its field. */
const NUMBER_VALUES = `
fragment NumberValues on ProjectV2Item {
  fieldValues(first: 50) {
    nodes { ... on ProjectV2ItemFieldNumberValue { number field { ... on ProjectV2Field { id } } } }
  }
}`;

/**
 * An item's values a view's filter may name (numbers, single-select options and
 * iterations), each with its field's id and name.
 */
const FILTER_VALUES = `
fragment FilterValues on ProjectV2Item {
  fieldValues(first: 50) {
    nodes {
      ... on ProjectV2ItemFieldNumberValue { number field { ... on ProjectV2FieldCommon { id name } } }
      ... on ProjectV2ItemFieldSingleSelectValue { name field { ... on ProjectV2FieldCommon { id name } } }
      ... on ProjectV2ItemFieldIterationValue {
        title
        startDate
        duration
        field { ... on ProjectV2FieldCommon { id name } }
      }
    }
  }
}`;

/** An issue's metadata a view's filter may name. */
const FILTER_ISSUE = `
fragment FilterIssue on Issue {
  state
  assignees(first: 20) { nodes { login } }
  milestone { title }
}`;

/** A project's fields a view's filter may name, with every iteration (for `@current`). */
const FILTER_FIELDS = `
fragment FilterFields on ProjectV2 {
  filterFields: fields(first: 50) {
    nodes {
      ... on ProjectV2FieldCommon { name dataType }
      ... on ProjectV2IterationField {
        configuration {
          iterations { title startDate duration }
          completedIterations { title startDate duration }
        }
      }
    }
  }
}`;

export const VIEWER = `query Viewer { viewer { login } }`;

export const SEARCH = `
query Search($query: String!, $first: Int!, $after: String) {
  search(query: $query, type: ISSUE, first: $first, after: $after) {
    issueCount
    pageInfo { hasNextPage endCursor }
    nodes { __typename ... on Issue { ...StoryIssue } }
  }
}
${STORY_ISSUE}`;

const projectOf = (owner: 'organization' | 'user', name: string) => `
query ${name}($login: String!, $number: Int!, $view: Int!, $withView: Boolean!) {
  ${owner}(login: $login) {
    projectV2(number: $number) {
      ...ProjectFields
      ...FilterFields @include(if: $withView)
      view(number: $view) @include(if: $withView) { id filter }
    }
  }
}
${PROJECT_FIELDS}
${FILTER_FIELDS}`;

export const ORGANIZATION_PROJECT = projectOf('organization', 'OrganizationProject');
export const USER_PROJECT = projectOf('user', 'UserProject');

export const PROJECT_ITEMS = `
query ProjectItems($project: ID!, $first: Int!, $after: String) {
  node(id: $project) {
    ... on ProjectV2 {
      items(first: $first, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id
          isArchived
          ...FilterValues
          content { __typename ... on Issue { ...StoryIssue ...FilterIssue } }
        }
      }
    }
  }
}
${FILTER_VALUES}
${FILTER_ISSUE}
${STORY_ISSUE}`;

/**
 * The projects issues found outside a project are in, asked apart from the import: a
 * token without the Projects permission is refused this, and the import must not be.
 */
export const ISSUES_PROJECTS = `
query IssuesProjects($ids: [ID!]!) {
  nodes(ids: $ids) { ... on Issue { projectItems(first: 10) { nodes { project { id } } } } }
}`;

export const PROJECTS_FIELDS = `
query ProjectsFields($ids: [ID!]!) {
  nodes(ids: $ids) { ... on ProjectV2 { ...ProjectFields } }
}
${PROJECT_FIELDS}`;

export const ISSUE_LABELS = `
query IssueLabels($owner: String!, $name: String!, $number: Int!) {
  repository(owner: $owner, name: $name) {
    issue(number: $number) { id labels(first: 100) { nodes { name } } }
  }
}`;

export const ISSUE_PROJECT_ITEMS = `
query IssueProjectItems($owner: String!, $name: String!, $number: Int!) {
  repository(owner: $owner, name: $name) {
    issue(number: $number) {
      id
      projectItems(first: 50, includeArchived: true) {
        nodes { id project { id } ...NumberValues }
      }
    }
  }
}
${NUMBER_VALUES}`;

export const SET_NUMBER_FIELD = `
mutation SetNumberField($project: ID!, $item: ID!, $field: ID!, $value: Float!) {
  updateProjectV2ItemFieldValue(
    input: { projectId: $project, itemId: $item, fieldId: $field, value: { number: $value } }
  ) { projectV2Item { id } }
}`;

/**
 * The document that fetches `count` issues by reference, one alias each (`i0`, `i1`…),
 * with variables `o{i}` (owner), `r{i}` (repository) and `n{i}` (number).
 */
export function issuesByReference(count: number): string {
  const indexes = Array.from({ length: count }, (_, i) => i);
  const variables = indexes.map((i) => `$o${i}: String!, $r${i}: String!, $n${i}: Int!`);
  const aliases = indexes.map(
    (i) =>
      `  i${i}: repository(owner: $o${i}, name: $r${i}) { issue(number: $n${i}) { ...StoryIssue } }`,
  );
  return `
query IssuesByReference(${variables.join(', ')}) {
${aliases.join('\n')}
}
${STORY_ISSUE}`;
}

/** References fetched in one document (a batch's aliases). */
export const REFERENCES_PER_CALL = 50;

/** The sizes of reference lookup the connector sends (one, a part, a full batch). */
export const REFERENCE_DOCUMENT_SIZES = [1, 2, REFERENCES_PER_CALL] as const;

/** Every fixed document, by name, for the schema test. */
export const DOCUMENTS: Readonly<Record<string, string>> = {
  VIEWER,
  SEARCH,
  ORGANIZATION_PROJECT,
  USER_PROJECT,
  PROJECT_ITEMS,
  ISSUES_PROJECTS,
  PROJECTS_FIELDS,
  ISSUE_LABELS,
  ISSUE_PROJECT_ITEMS,
  SET_NUMBER_FIELD,
};
