import { textPart } from '../translate';

/**
 * The wall's tracker (docs/tracker-wall.md): connecting Jira in Options, 'From Jira' in the
 * backlog's import, each story's write-back state and 'Send all estimates'. A part of
 * its own: only the wall's Options show it, never a phone.
 */
export const trackerText = textPart('tracker', {
  /** Options: connecting. */
  jira: 'Jira',
  kind: 'Jira site',
  cloud: 'Jira Cloud',
  server: 'Jira Data Center or Server',
  siteUrl: 'Site address',
  siteHelp: 'For example https://your-team.atlassian.net',
  email: 'Account e-mail',
  apiToken: 'API token',
  accessToken: 'Personal access token',
  tokenHelp: 'Kept by this wall’s computer; never shown again and never shared with the room.',
  connect: 'Connect',
  connecting: 'Connecting…',
  checking: 'Checking the connection…',
  connectedAs: 'Connected to {site} as {account}',
  disconnect: 'Disconnect',
  badSite: 'Enter the site’s address, starting with https:// or http://.',
  needEmail: 'Enter the e-mail of the account the API token belongs to.',
  needToken: 'Enter the token.',
  /** Why a call failed, by the kind the connector named. */
  credentials: 'Jira refused the credentials: check the e-mail and the token.',
  permission: 'The account has no permission for this in Jira.',
  notFound: 'Jira has no such issue, or no site at this address.',
  notOnScreen:
    'Jira refuses the field: add it to the issue’s edit screen (in a team-managed project, turn on estimation). Jira says: {message}',
  invalid: 'Jira refused it: {message}',
  removed: 'This Jira no longer offers that call: update Story Point.',
  rateLimited: 'Jira asked to slow down.',
  unavailable: 'Jira is not available at the moment.',
  network: 'Jira could not be reached.',
  crossOrigin:
    'Jira does not take calls from a web page. Connect it on the kiosk, or on the wall that npm start serves on this computer.',
  retrying: 'Trying again by itself.',
  /** The import by query. */
  fromJira: 'From Jira',
  query: 'JQL query',
  queryHelp: 'For example: {query}',
  fetch: 'Fetch stories',
  fetching: 'Fetching…',
  connectFirst: 'Connect Jira first: see Jira below.',
  truncated: 'More stories matched: the first {max} were fetched.',
  field: 'Estimate field',
  fieldFound: 'Estimates are written to {field}.',
  fieldMissing: 'No estimate field was found for these stories: pick the number field to write to.',
  pickField: 'Pick a field',
  /** Each story's state. */
  inJira: 'In Jira ✓',
  sending: 'Sending…',
  notSent: 'Not sent: {reason}',
  retry: 'Retry',
  notConnected: 'Jira is not connected (Options, Jira).',
  keyChanged: 'the key was changed in the session; this wall imported {key} here.',
  notNumber: '“{card}” is not a number.',
  noDecimals: 'the field takes whole numbers, not “{card}”.',
  dropped: 'This wall’s list of Jira estimates could not be read and was dropped.',
  /** Send all estimates. */
  sendAll: 'Send all estimates',
  sendAllHelp: 'Writes the estimates of stories with a Jira key, once you confirm the list.',
  looking: 'Looking the keys up…',
  confirmList: 'These estimates will be written to Jira ({field}):',
  rowNotFound: 'not found in Jira, not written',
  rowNotWritten: 'not written',
  write: { one: 'Write {count} estimate', other: 'Write {count} estimates' },
  handed: {
    one: '{count} estimate is on its way to Jira.',
    other: '{count} estimates are on their way to Jira.',
  },
  cancel: 'Cancel',
});
