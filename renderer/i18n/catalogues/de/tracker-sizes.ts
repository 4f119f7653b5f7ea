import type { Catalogue } from '../../en';

/** German: the team's T-shirt sizes as numbers (Options, Issue tracker). */
export const trackerSizes = {
  heading: 'T-Shirt-Größen als Zahlen',
  help: 'Das Schätzfeld des Trackers nimmt Zahlen: Nach dem Speichern wird jede Größe als ihre Zahl geschrieben. Eine leer gelassene Größe wird nicht geschrieben.',
  save: 'Speichern',
  clear: 'Leeren',
  saved: 'Gespeichert: Größen werden als diese Zahlen geschrieben.',
  notSaved: 'Nicht gespeichert: Größen werden nicht in den Tracker geschrieben.',
  bad: 'Geben Sie für {sizes} eine Zahl mit bis zu 6 Stellen und bis zu 6 Nachkommastellen ein, oder lassen Sie das Feld leer.',
  outOfOrder:
    '{size} hat eine kleinere Zahl als eine kleinere Größe: Prüfen Sie, ob das so gemeint ist.',
  dropped:
    'Die gespeicherten Zahlen der Größen konnten nicht gelesen werden und wurden verworfen: Speichern Sie sie erneut.',
  notMapped:
    '„{card}“ ist eine Größe ohne Zahl: Größen können unter Optionen, Issue-Tracker Zahlen erhalten.',
} satisfies Catalogue['trackerSizes'];
