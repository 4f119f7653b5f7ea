import { textPart } from '../translate';

/** The backlog: the current story (wall band, phone) and the 'Backlog' panel (Options, phone). */
export const backlogText = textPart('backlog', {
  backlog: 'Backlog',
  /** The current story's place in the backlog. */
  place: '{position} of {total}',
  /** The story after the current one, small. */
  next: 'Next: {story}',
  lastStory: 'Last story',
  showDescription: 'Show description',
  hideDescription: 'Hide description',
  /** The import. */
  importHeading: 'Import stories',
  pasteLabel: 'Paste stories',
  pasteHelp:
    'A CSV export from Jira, Azure DevOps or GitHub, a key,title,description table, or one story per line.',
  readText: 'Preview',
  uploadFile: 'Upload a file',
  fileUnreadable: 'The file could not be read. Try again, or paste its text.',
  readAs: 'Read as {format}',
  import: 'Import',
  cancel: 'Cancel',
  appendOrReplace: {
    one: 'The backlog already has {count} story. Add the new ones after it, or replace it?',
    other: 'The backlog already has {count} stories. Add the new ones after them, or replace them?',
  },
  append: 'Append',
  replace: 'Replace',
  imported: { one: '{count} story imported.', other: '{count} stories imported.' },
  /** The list of stories. */
  stories: 'Stories',
  empty: 'No backlog yet: import stories to estimate them one by one.',
  estimatedCount: '{estimated} of {total} estimated',
  notEstimated: 'Not estimated',
  estimate: 'Estimate {value}',
  current: 'Current',
  estimateNow: 'Estimate now',
  reEstimate: 'Re-estimate',
  back: 'Back',
  skip: 'Skip',
  downloadCsv: 'Download CSV',
  downloadMarkdown: 'Download Markdown',
});
