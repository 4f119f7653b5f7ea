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

/** The 'Backlog' panel: the stories, the import and the exports. */
export const backlogPanel = {
  importHeading: 'Storys importieren',
  pasteLabel: 'Storys einfügen',
  pasteHelp:
    'Ein CSV-Export aus Jira, Azure DevOps oder GitHub, eine Tabelle key,title,description oder eine Story pro Zeile.',
  readText: 'Vorschau',
  uploadFile: 'Datei hochladen',
  fileUnreadable:
    'Die Datei konnte nicht gelesen werden. Erneut versuchen oder ihren Text einfügen.',
  readAs: 'Gelesen als {format}',
  formatLines: 'Eine Story pro Zeile',
  storyCount: {
    one: '{count} Story',
    other: '{count} Storys',
  },
  rowsSkipped: {
    one: '{count} Zeile übersprungen: {rows}',
    other: '{count} Zeilen übersprungen: {rows}',
  },
  rowNoTitle: 'Zeile {row} hat keinen Titel',
  rowTitleTooLong: 'Zeile {row}: Titel über {max} Zeichen',
  rowKeyTooLong: 'Zeile {row}: Schlüssel über {max} Zeichen',
  andMore: {
    one: '{rows} und {count} weitere',
    other: '{rows} und {count} weitere',
  },
  listSeparator: ', ',
  partSeparator: '; ',
  descriptionsCut: {
    one: '{count} Beschreibung auf {max} Zeichen gekürzt',
    other: '{count} Beschreibungen auf {max} Zeichen gekürzt',
  },
  fileTooLarge: 'Die Datei ist {size} MB groß; höchstens {max} MB können importiert werden.',
  textTooLarge: 'Der Text ist {size} MB groß; höchstens {max} MB können importiert werden.',
  fileNotText: 'Die Datei ist keine Textdatei: Importieren Sie eine CSV-Datei oder reinen Text.',
  textNotText:
    'Der eingefügte Text enthält Zeichen, die in keiner Textdatei vorkommen: Fügen Sie reinen Text oder CSV ein.',
  nothingEmpty: 'Nichts zu importieren: Es ist leer.',
  nothingStories: 'Nichts zu importieren: {rows}.',
  unclosedQuote: 'In Zeile {row} wird ein Anführungszeichen geöffnet und nie geschlossen.',
  tooMany: {
    one: '{count} Story: Ein Backlog fasst höchstens {max}.',
    other: '{count} Storys: Ein Backlog fasst höchstens {max}.',
  },
  overCapacity: {
    one: 'Das Backlog hat {existing}; {count} weitere würden die {max} überschreiten, die es fassen kann. Ersetzen Sie es oder importieren Sie weniger.',
    other:
      'Das Backlog hat {existing}; {count} weitere würden die {max} überschreiten, die es fassen kann. Ersetzen Sie es oder importieren Sie weniger.',
  },
  saveFailed:
    'Das Backlog konnte nicht gespeichert werden; nichts wurde geändert. Verbindung prüfen und erneut versuchen.',
  moveFailed: 'Die Story konnte nicht gewechselt werden. Verbindung prüfen und erneut versuchen.',
  import: 'Importieren',
  cancel: 'Abbrechen',
  appendOrReplace: {
    one: 'Das Backlog enthält bereits {count} Story. Die neuen dahinter anfügen oder das Backlog ersetzen?',
    other:
      'Das Backlog enthält bereits {count} Storys. Die neuen dahinter anfügen oder das Backlog ersetzen?',
  },
  append: 'Anfügen',
  replace: 'Ersetzen',
  imported: {
    one: '{count} Story importiert.',
    other: '{count} Storys importiert.',
  },
  stories: 'Storys',
  empty: 'Noch kein Backlog: Storys importieren, um sie nacheinander zu schätzen.',
  estimatedCount: '{estimated} von {total} geschätzt',
  notEstimated: 'Nicht geschätzt',
  columnKey: 'Schlüssel',
  columnStory: 'Story',
  columnEstimate: 'Schätzung',
  columnEstimatedAt: 'Geschätzt am',
  columnVotes: 'Stimmen',
  estimate: 'Schätzung {value}',
  current: 'Aktuell',
  estimateNow: 'Jetzt schätzen',
  reEstimate: 'Neu schätzen',
  back: 'Zurück',
  skip: 'Überspringen',
  downloadCsv: 'CSV herunterladen',
  downloadMarkdown: 'Markdown herunterladen',
  was: 'Vorher {value}',
  issueLink: 'Vorgang',
} satisfies Catalogue['backlogPanel'];

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
