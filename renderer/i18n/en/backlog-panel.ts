import { textPart } from '../translate';

/**
 * The 'Backlog' panel (Options, the phone's Backlog view): the stories, the import and the
 * exports. A part (and a module) of its own, so pages that only show the current story
 * (backlog.ts) do not carry it.
 */
export const backlogPanelText = textPart('backlogPanel', {
  /** The import. */
  importHeading: 'Import stories',
  pasteLabel: 'Paste stories',
  pasteHelp:
    'A CSV export from Jira, Azure DevOps or GitHub, a key,title,description table, or one story per line.',
  readText: 'Preview',
  uploadFile: 'Upload a file',
  fileUnreadable: 'The file could not be read. Try again, or paste its text.',
  readAs: 'Read as {format}',
  /** The format of plain text (trackers' formats are named by their names). */
  formatLines: 'One story per line',
  /** The preview sentence's parts, joined by partSeparator. */
  storyCount: { one: '{count} story', other: '{count} stories' },
  rowsSkipped: { one: '{count} row skipped: {rows}', other: '{count} rows skipped: {rows}' },
  rowNoTitle: 'row {row} has no title',
  rowTitleTooLong: 'row {row} title over {max} characters',
  rowKeyTooLong: 'row {row} key over {max} characters',
  /** After the first rows skipped, named one by one. */
  andMore: { one: '{rows} and {count} more', other: '{rows} and {count} more' },
  listSeparator: ', ',
  partSeparator: '; ',
  descriptionsCut: {
    one: '{count} description cut to {max} characters',
    other: '{count} descriptions cut to {max} characters',
  },
  /** Why an import is refused or failed. */
  fileTooLarge: 'The file is {size} MB; at most {max} MB can be imported.',
  textTooLarge: 'The text is {size} MB; at most {max} MB can be imported.',
  fileNotText: 'The file is not text: import a CSV file or plain text.',
  textNotText: 'The pasted text holds characters no text file has: paste plain text or a CSV.',
  nothingEmpty: 'Nothing to import: it is empty.',
  nothingStories: 'Nothing to import: {rows}.',
  unclosedQuote: 'Row {row} opens a quote that is never closed.',
  tooMany: {
    one: '{count} story: a backlog holds at most {max}.',
    other: '{count} stories: a backlog holds at most {max}.',
  },
  overCapacity: {
    one: 'The backlog has {existing}; {count} more would pass the {max} it can hold. Replace it, or import fewer.',
    other:
      'The backlog has {existing}; {count} more would pass the {max} it can hold. Replace it, or import fewer.',
  },
  saveFailed:
    'The backlog could not be saved; nothing was changed. Check the connection and try again.',
  moveFailed: 'Could not change the story. Check the connection and try again.',
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
  /** The Markdown export's column headers (for people; the CSV's are the tracker's). */
  columnKey: 'Key',
  columnStory: 'Story',
  columnEstimate: 'Estimate',
  columnEstimatedAt: 'Estimated at',
  columnVotes: 'Votes',
  estimate: 'Estimate {value}',
  current: 'Current',
  estimateNow: 'Estimate now',
  reEstimate: 'Re-estimate',
  back: 'Back',
  skip: 'Skip',
  downloadCsv: 'Download CSV',
  downloadMarkdown: 'Download Markdown',
  /** A story from a tracker: the estimate it held there, and its link (without a key). */
  was: 'Was {value}',
  issueLink: 'Issue',
});
