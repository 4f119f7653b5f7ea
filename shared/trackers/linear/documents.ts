/**
 * Every GraphQL document the Linear connector sends, in one place so a unit test
 * validates each against Linear's published schema (tests/unit/trackers/
 * linear-documents.test.ts). Values always travel as variables, never spliced into a
 * document, so nothing a person types can change what is asked.
 */

/** A team's estimate settings, from which its scale follows (scale.ts). */
const TEAM_SCALE = `
fragment TeamScale on Team {
  id
  key
  issueEstimationType
  issueEstimationExtended
  issueEstimationAllowZero
}`;

/** An issue as a story needs it, with its team's scale. */
const STORY_ISSUE = `
fragment StoryIssue on Issue {
  id
  identifier
  title
  description
  url
  estimate
  team { ...TeamScale }
}`;

export const VIEWER = `query Viewer { viewer { id displayName email } }`;

export const TEAMS = `
query Teams($filter: TeamFilter!) {
  teams(filter: $filter, first: 50) { nodes { ...TeamScale } }
}
${TEAM_SCALE}`;

export const ISSUES = `
query Issues($filter: IssueFilter!, $first: Int!, $after: String) {
  issues(filter: $filter, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes { ...StoryIssue }
  }
}
${STORY_ISSUE}
${TEAM_SCALE}`;

export const ISSUE_ESTIMATE = `
query IssueEstimate($id: String!) {
  issue(id: $id) { id identifier estimate team { ...TeamScale } }
}
${TEAM_SCALE}`;

export const SET_ESTIMATE = `
mutation SetEstimate($id: String!, $estimate: Int!) {
  issueUpdate(id: $id, input: { estimate: $estimate }) { success issue { id estimate } }
}`;

/** Every document by name, for the schema test. */
export const DOCUMENTS: Record<string, string> = {
  VIEWER,
  TEAMS,
  ISSUES,
  ISSUE_ESTIMATE,
  SET_ESTIMATE,
};
