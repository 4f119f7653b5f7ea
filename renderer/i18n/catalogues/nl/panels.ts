import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { roomOptions } from './room-options';

/** Dutch: the panels either page opens on request: the result, the history, the backlog (i18n/scopes.ts). */
const panels = {
  result: {
    title: 'Resultaat',
    consensus: 'Consensus',
    closest: 'Dichtstbijzijnde kaart',
    lowest: 'Laagste',
    highest: 'Hoogste',
    distribution: 'Stemmen per kaart',
    noNumbers: 'Geen numerieke stemmen',
    show: 'Resultaatoverzicht tonen',
    votes: { one: '{count} stem', other: '{count} stemmen' },
    valueVotes: '{value}: {votes}',
    coffee: 'Koffie',
  },
  roomOptions,
  history: {
    noStory: 'Geen story',
    time: 'Tijd',
    story: 'Story',
    votes: 'Stemmen',
    average: 'Gemiddelde',
    closestCard: 'Dichtstbijzijnde kaart',
    confirmDelete: 'Deze ronde voor iedereen verwijderen?',
    delete: 'Verwijderen',
    keep: 'Behouden',
    deleteRound: 'Ronde verwijderen',
    downloadCsv: 'CSV downloaden',
    copyMarkdown: 'Kopiëren als Markdown',
    copied: 'Gekopieerd als Markdown-tabel',
    copyRefused: 'De browser weigerde te kopiëren; probeer het opnieuw',
    loading: 'Laden…',
    empty: 'Nog geen rondes: elke omgedraaide ronde wordt hier bewaard.',
    rounds: 'Rondes',
  },
  /** The 'Backlog' panel: the stories, the import and the exports. */
  backlogPanel: {
    importHeading: 'Story’s importeren',
    pasteLabel: 'Story’s plakken',
    pasteHelp:
      'Een CSV-export uit Jira, Azure DevOps of GitHub, een tabel key,title,description, of één story per regel.',
    readText: 'Voorbeeld',
    uploadFile: 'Bestand uploaden',
    fileUnreadable: 'Het bestand kon niet worden gelezen. Probeer het opnieuw of plak de tekst.',
    readAs: 'Gelezen als {format}',
    formatLines: 'Eén story per regel',
    storyCount: {
      one: '{count} story',
      other: '{count} story’s',
    },
    rowsSkipped: {
      one: '{count} rij overgeslagen: {rows}',
      other: '{count} rijen overgeslagen: {rows}',
    },
    rowNoTitle: 'rij {row} heeft geen titel',
    rowTitleTooLong: 'rij {row}: titel langer dan {max} tekens',
    rowKeyTooLong: 'rij {row}: sleutel langer dan {max} tekens',
    andMore: {
      one: '{rows} en nog {count}',
      other: '{rows} en nog {count}',
    },
    listSeparator: ', ',
    partSeparator: '; ',
    descriptionsCut: {
      one: '{count} beschrijving ingekort tot {max} tekens',
      other: '{count} beschrijvingen ingekort tot {max} tekens',
    },
    fileTooLarge: 'Het bestand is {size} MB; er kan hoogstens {max} MB worden geïmporteerd.',
    textTooLarge: 'De tekst is {size} MB; er kan hoogstens {max} MB worden geïmporteerd.',
    fileNotText: 'Het bestand is geen tekst: importeer een CSV-bestand of platte tekst.',
    textNotText:
      'De geplakte tekst bevat tekens die geen tekstbestand heeft: plak platte tekst of CSV.',
    nothingEmpty: 'Niets te importeren: het is leeg.',
    nothingStories: 'Niets te importeren: {rows}.',
    unclosedQuote: 'Rij {row} opent een aanhalingsteken dat nooit wordt gesloten.',
    tooMany: {
      one: '{count} story: een backlog bevat hoogstens {max}.',
      other: '{count} story’s: een backlog bevat hoogstens {max}.',
    },
    overCapacity: {
      one: 'De backlog heeft {existing}; nog {count} zou de {max} overschrijden die erin passen. Vervang de backlog, of importeer er minder.',
      other:
        'De backlog heeft {existing}; nog {count} zouden de {max} overschrijden die erin passen. Vervang de backlog, of importeer er minder.',
    },
    saveFailed:
      'De backlog kon niet worden opgeslagen; er is niets gewijzigd. Controleer de verbinding en probeer het opnieuw.',
    moveFailed: 'Kon niet van story wisselen. Controleer de verbinding en probeer het opnieuw.',
    import: 'Importeren',
    cancel: 'Annuleren',
    appendOrReplace: {
      one: 'De backlog heeft al {count} story. De nieuwe erachter toevoegen, of de backlog vervangen?',
      other:
        'De backlog heeft al {count} story’s. De nieuwe erachter toevoegen, of de backlog vervangen?',
    },
    append: 'Toevoegen',
    replace: 'Vervangen',
    imported: {
      one: '{count} story geïmporteerd.',
      other: '{count} story’s geïmporteerd.',
    },
    stories: 'Story’s',
    empty: 'Nog geen backlog: importeer story’s om ze een voor een te schatten.',
    estimatedCount: '{estimated} van {total} geschat',
    notEstimated: 'Niet geschat',
    columnKey: 'Sleutel',
    columnStory: 'Story',
    columnEstimate: 'Schatting',
    columnEstimatedAt: 'Geschat op',
    columnVotes: 'Stemmen',
    estimate: 'Schatting {value}',
    current: 'Huidige',
    estimateNow: 'Nu schatten',
    reEstimate: 'Opnieuw schatten',
    back: 'Terug',
    skip: 'Overslaan',
    downloadCsv: 'CSV downloaden',
    downloadMarkdown: 'Markdown downloaden',
    was: 'Was eerder {value}',
    issueLink: 'Issue-link',
  },
} satisfies Pick<Catalogue, ScopeParts<'panels'>>;

export default panels;
