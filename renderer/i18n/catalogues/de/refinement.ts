import type { Catalogue } from '../../en';

/** German: the refinement session's texts (backlog, Next story), apart so each file stays small. */
export const backlog = {
  backlog: 'Backlog',
  place: '{position} von {total}',
  next: 'Als Nächstes: {story}',
  lastStory: 'Letzte Story',
  showDescription: 'Beschreibung anzeigen',
  hideDescription: 'Beschreibung ausblenden',
} satisfies Catalogue['backlog'];

export const nextStory = {
  nextStory: 'Nächste Story',
  saves: 'Speichert {value} für {story}',
  otherCard: 'Oder eine andere Karte speichern:',
  saveInstead: 'Stattdessen {value} speichern',
  noClosest:
    'Keine Karte liegt am nächsten: Wählen Sie die Schätzung für {story} oder überspringen Sie die Story.',
  skipStory: 'Story überspringen',
  failed:
    'Weiter zur nächsten Story ging nicht; nichts wurde geändert. Verbindung prüfen und erneut versuchen.',
} satisfies Catalogue['nextStory'];
