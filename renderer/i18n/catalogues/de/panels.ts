import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { roomOptions } from './room-options';

/** German: the panels either page opens on request: the result, the history, the backlog (i18n/scopes.ts). */
const panels = {
  result: {
    title: 'Ergebnis',
    consensus: 'Konsens',
    // A soft hyphen: the word breaks as 'Nächst-liegende' where the result box is narrow.
    closest: 'Nächst\u00ADliegende Karte',
    lowest: 'Niedrigste',
    highest: 'Höchste',
    distribution: 'Stimmen pro Karte',
    noNumbers: 'Keine Zahlenstimmen',
    show: 'Ergebnisübersicht anzeigen',
    votes: { one: '{count} Stimme', other: '{count} Stimmen' },
    valueVotes: '{value}: {votes}',
    coffee: 'Kaffee',
  },
  roomOptions,
  history: {
    noStory: 'Keine Story',
    time: 'Zeit',
    story: 'Story',
    votes: 'Stimmen',
    average: 'Durchschnitt',
    closestCard: 'Nächstliegende Karte',
    confirmDelete: 'Diese Runde für alle löschen?',
    delete: 'Löschen',
    keep: 'Behalten',
    deleteRound: 'Runde löschen',
    downloadCsv: 'CSV herunterladen',
    copyMarkdown: 'Als Markdown kopieren',
    copied: 'Als Markdown-Tabelle kopiert',
    copyRefused: 'Der Browser hat das Kopieren verweigert; bitte erneut versuchen',
    loading: 'Wird geladen…',
    empty: 'Noch keine Runden: Jede aufgedeckte Runde wird hier aufbewahrt.',
    rounds: 'Runden',
  },
  /** The 'Backlog' panel: the stories, the import and the exports. */
  backlogPanel: {
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
  },
} satisfies Pick<Catalogue, ScopeParts<'panels'>>;

export default panels;
