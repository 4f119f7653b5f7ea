import { textPart } from '../translate';

/**
 * The wall's tracker (docs/tracker-wall.md): connecting Jira, Azure DevOps, GitHub, GitLab
 * or Linear in Options, 'From Jira', 'From Azure DevOps', 'From GitHub' and so on in
 * the backlog's import, each story's write-back state and 'Send all estimates'. `{tracker}` is the connected tracker's name
 * (renderer/domain/tracker-kinds.ts), never translated. A part of its own: only the
 * wall's Options show it, never a phone.
 */
export const trackerText = textPart('tracker', {
  /** Options: connecting. */
  section: 'Issue tracker',
  kind: 'Tracker',
  cloud: 'Jira Cloud',
  server: 'Jira Data Center or Server',
  siteUrl: 'Site address',
  siteHelp: 'For example https://your-team.atlassian.net',
  organizationUrl: 'Organization or collection URL',
  organizationHelp:
    'For example https://dev.azure.com/your-organization, or a server’s https://tfs.example.com/tfs/DefaultCollection',
  address: 'Address',
  githubHelp: '{github}, or your GitHub Enterprise Server’s, such as {server}',
  gitlabHelp: '{gitlab}, or your self-managed GitLab’s root, such as {server}',
  project: 'Project',
  email: 'Account e-mail',
  apiToken: 'API token',
  accessToken: 'Personal access token',
  gitlabToken: 'Access token',
  gitlabTokenHelp: 'A personal, group or project access token with the {scope} scope.',
  /** Linear: an API key, and where Linear's settings make one ({menu}, Linear's own words). */
  linearKey: 'API key',
  linearKeyHelp: 'A personal API key, made in Linear’s settings under {menu}.',
  tokenHelp: 'Kept by this wall’s computer; never shown again and never shared with the room.',
  tokenHelpBrowser:
    'Kept by this page until it closes, unless you tick Remember on this device; never shown again and never shared with the room.',
  remember: 'Remember on this device',
  rememberHelp:
    'Keeps the token in this browser, so the wall reconnects after a reload. Anyone who uses this browser can then write to the tracker with it: leave it unticked on a shared computer.',
  connect: 'Connect',
  connecting: 'Connecting…',
  checking: 'Checking the connection…',
  connectedAs: 'Connected to {site} as {account}',
  connectedProject: 'Connected to {project} at {site} as {account}',
  /** Linear is cloud only: it has no site to name. */
  connectedTo: 'Connected to {tracker} as {account}',
  disconnect: 'Disconnect',
  badSite: 'Enter the site’s address, starting with https:// or http://.',
  needEmail: 'Enter the e-mail of the account the API token belongs to.',
  needProject: 'Enter the project’s name.',
  needToken: 'Enter the token.',
  /** Why a call failed, by the kind the connector named. */
  credentials: '{tracker} refused the credentials: check the token and the account it belongs to.',
  permission: 'The account has no permission for this in {tracker}.',
  /** After `permission` for GitLab: what its token and account need to write a weight. */
  gitlabPermission:
    'A GitLab token needs the {scope} scope, and its account a role that may edit issues (Reporter or higher).',
  notFound: '{tracker} has no such item, or nothing at this address.',
  notOnScreen:
    'Jira refuses the field: add it to the issue’s edit screen (in a team-managed project, turn on estimation). Jira says: {message}',
  invalid: '{tracker} refused it: {message}',
  removed: '{tracker} no longer offers that call here: update Story Point.',
  rateLimited: '{tracker} asked to slow down.',
  unavailable: '{tracker} is not available at the moment.',
  network: '{tracker} could not be reached.',
  crossOrigin:
    '{tracker} does not take calls from a web page. Connect it on the kiosk, or on the wall that npm start serves on this computer.',
  retrying: 'Trying again by itself.',
  /** The import by query. */
  fromTracker: 'From {tracker}',
  query: 'JQL query',
  queryHelp: 'For example: {query}',
  wiqlQuery: 'WIQL query or saved query',
  wiqlHelp: 'A WIQL query, for example {query}; or a saved query’s id, or its path such as {path}.',
  searchQuery: 'Repository search, project or issues',
  searchHelp:
    'An issue search naming its repository, such as {search}; a project’s address, such as {project}; or issues, such as {issues}.',
  /** The preview's 'GitHub (search)': GitHub's query language has no name of its own. */
  searchFormat: 'search',
  /** GitLab's import: a project or group with filters; the preview's 'GitLab (filters)'. */
  filtersQuery: 'Project or group, with filters',
  filtersHelp:
    'A project with filters ({filters}), such as {project}; a group, such as {group}; an issue list’s address copied from GitLab; or issues, such as {issues}.',
  filtersFormat: 'filters',
  /** Linear's import: a team with filters; the preview's 'Linear (filters)'. */
  teamQuery: 'Team, with a cycle, project or labels',
  teamHelp:
    'A team’s key with filters ({filters}), such as {team}; a cycle’s, project’s or issue’s address copied from Linear; or issues, such as {issues}.',
  fetch: 'Fetch stories',
  fetching: 'Fetching…',
  connectFirst: 'Connect a tracker first: see Issue tracker below.',
  truncated: 'More stories matched: the first {max} were fetched.',
  /** The parts of a tracker view's filter the import could not apply (a GitHub view's `assignee:@me`). */
  notApplied:
    'Not applied from the view’s filter: {parts}. The preview may hold more stories than the view shows.',
  field: 'Estimate field',
  fieldFound: 'Estimates are written to {field}.',
  fieldMissing: 'No estimate field was found for these stories: pick the number field to write to.',
  /** GitHub without a project: the estimate is an 'estimate: N' label. */
  labelFound: 'Estimates are written as the label “{label}” on each issue.',
  labelField: 'the label “{label}”',
  /** A GitLab without weights (GitLab Free): the stories come, their estimates stay. */
  noWeight:
    'This GitLab has no issue weights (a paid plan’s feature): estimates cannot be written back.',
  /** A Linear team with estimates turned off: the stories come, their estimates stay. */
  estimatesOff:
    'This Linear team does not use estimates: turn them on in the team’s settings in Linear to write them back.',
  pickField: 'Pick a field',
  /** Each story's state. */
  inTracker: 'In {tracker} ✓',
  sending: 'Sending…',
  notSent: 'Not sent: {reason}',
  retry: 'Retry',
  notConnected: '{tracker} is not connected (Options, Issue tracker).',
  keyChanged: 'the key was changed in the session; this wall imported {key} here.',
  notNumber: '“{card}” is not a number.',
  noDecimals: 'the field takes whole numbers, not “{card}”.',
  /** A number not on the field's scale ({scale}: 'Fibonacci: 1, 2, 3, 5, 8'). */
  offScale: '“{card}” is not on the team’s estimate scale ({scale}).',
  dropped: 'This wall’s list of estimates for {tracker} could not be read and was dropped.',
  /** Send all estimates. */
  sendAll: 'Send all estimates',
  sendAllHelp: 'Writes the estimates of stories with a {tracker} key, once you confirm the list.',
  looking: 'Looking the keys up…',
  confirmList: 'These estimates will be written to {tracker} ({field}):',
  rowNotFound: 'not found in {tracker}, not written',
  rowNotWritten: 'not written',
  rowOffScale: 'not on the estimate scale ({scale}), not written',
  write: { one: 'Write {count} estimate', other: 'Write {count} estimates' },
  handed: {
    one: '{count} estimate is on its way to {tracker}.',
    other: '{count} estimates are on their way to {tracker}.',
  },
  cancel: 'Cancel',
});
