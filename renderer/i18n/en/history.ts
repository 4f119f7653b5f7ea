import { textPart } from '../translate';

/** The history of revealed rounds and the headers of its exports (for people: a spreadsheet, a wiki page). */
export const historyText = textPart('history', {
  noStory: 'No story',
  time: 'Time',
  story: 'Story',
  votes: 'Votes',
  average: 'Average',
  closestCard: 'Closest card',
  confirmDelete: 'Delete this round for everyone?',
  delete: 'Delete',
  keep: 'Keep',
  deleteRound: 'Delete round',
  downloadCsv: 'Download CSV',
  copyMarkdown: 'Copy as Markdown',
  copied: 'Copied as a Markdown table',
  copyRefused: 'The browser refused to copy; try again',
  loading: 'Loading…',
  empty: 'No rounds yet: each revealed round is kept here.',
  rounds: 'Rounds',
});
