import type { Catalogue } from '../../en';

/** German: watching without voting. */
export const watch = {
  watchOnly: 'Nur zuschauen, nicht abstimmen',
  watchOnlyHelp: 'Story, Timer und Ergebnis sehen, ohne eigene Karte auf dem Bildschirm',
  watching: 'Sie schauen zu',
  watchingNote: 'Auf dem Bildschirm ist keine Karte von Ihnen, die Runde läuft ohne Sie.',
  voteInstead: 'Doch mitstimmen',
  watchingCount: { one: '{count} schaut zu', other: '{count} schauen zu' },
} satisfies Catalogue['watch'];
