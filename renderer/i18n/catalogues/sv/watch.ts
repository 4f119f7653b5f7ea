import type { Catalogue } from '../../en';

/** Swedish: watching without voting. */
export const watch = {
  watchOnly: 'Titta utan att rösta',
  watchOnlyHelp: 'Se storyn, timern och resultatet, utan något eget kort på skärmen',
  watching: 'Du tittar på',
  watchingNote: 'Inget kort från dig syns på skärmen, så omgången fortsätter utan dig.',
  voteInstead: 'Rösta i stället',
  watchingCount: { one: '{count} tittar på', other: '{count} tittar på' },
} satisfies Catalogue['watch'];
