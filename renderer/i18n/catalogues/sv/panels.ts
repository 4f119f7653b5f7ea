import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { roomOptions } from './room-options';

/** Swedish: the panels either page opens on request: the result, the history, the backlog (i18n/scopes.ts). */
const panels = {
  result: {
    title: 'Resultat',
    consensus: 'Konsensus',
    closest: 'Närmast medelvärdet',
    lowest: 'Lägst',
    highest: 'Högst',
    distribution: 'Röster per kort',
    noNumbers: 'Inga numeriska röster',
    show: 'Visa resultatsammanfattning',
    votes: { one: '{count} röst', other: '{count} röster' },
    valueVotes: '{value}: {votes}',
    coffee: 'Kaffe',
  },
  roomOptions,
  history: {
    noStory: 'Ingen story',
    time: 'Tid',
    story: 'Story',
    votes: 'Röster',
    average: 'Medelvärde',
    closestCard: 'Närmast medelvärdet',
    confirmDelete: 'Radera den här rundan för alla?',
    delete: 'Radera',
    keep: 'Behåll',
    deleteRound: 'Radera runda',
    downloadCsv: 'Ladda ner CSV',
    copyMarkdown: 'Kopiera som Markdown',
    copied: 'Kopierat som Markdown-tabell',
    copyRefused: 'Webbläsaren nekade kopieringen; försök igen',
    loading: 'Läser in…',
    empty: 'Inga rundor än: varje visad runda sparas här.',
    rounds: 'Rundor',
  },
  /** The 'Backlog' panel: the stories, the import and the exports. */
  backlogPanel: {
    importHeading: 'Importera stories',
    pasteLabel: 'Klistra in stories',
    pasteHelp:
      'En CSV-export från Jira, Azure DevOps eller GitHub, en tabell key,title,description eller en story per rad.',
    readText: 'Förhandsgranska',
    uploadFile: 'Ladda upp en fil',
    fileUnreadable: 'Filen kunde inte läsas. Försök igen eller klistra in dess text.',
    readAs: 'Läst som {format}',
    formatLines: 'En story per rad',
    storyCount: {
      one: '{count} story',
      other: '{count} stories',
    },
    rowsSkipped: {
      one: '{count} rad hoppades över: {rows}',
      other: '{count} rader hoppades över: {rows}',
    },
    rowNoTitle: 'rad {row} saknar titel',
    rowTitleTooLong: 'rad {row}: titel över {max} tecken',
    rowKeyTooLong: 'rad {row}: nyckel över {max} tecken',
    andMore: {
      one: '{rows} och {count} till',
      other: '{rows} och {count} till',
    },
    listSeparator: ', ',
    partSeparator: '; ',
    descriptionsCut: {
      one: '{count} beskrivning kortad till {max} tecken',
      other: '{count} beskrivningar kortade till {max} tecken',
    },
    fileTooLarge: 'Filen är {size} MB; högst {max} MB kan importeras.',
    textTooLarge: 'Texten är {size} MB; högst {max} MB kan importeras.',
    fileNotText: 'Filen är inte text: importera en CSV-fil eller vanlig text.',
    textNotText:
      'Den inklistrade texten innehåller tecken som ingen textfil har: klistra in vanlig text eller CSV.',
    nothingEmpty: 'Inget att importera: det är tomt.',
    nothingStories: 'Inget att importera: {rows}.',
    unclosedQuote: 'Rad {row} öppnar ett citattecken som aldrig stängs.',
    tooMany: {
      one: '{count} story: en backlogg rymmer högst {max}.',
      other: '{count} stories: en backlogg rymmer högst {max}.',
    },
    overCapacity: {
      one: 'Backloggen har {existing}; {count} till skulle överskrida de {max} den rymmer. Ersätt den eller importera färre.',
      other:
        'Backloggen har {existing}; {count} till skulle överskrida de {max} den rymmer. Ersätt den eller importera färre.',
    },
    saveFailed:
      'Backloggen kunde inte sparas; inget ändrades. Kontrollera anslutningen och försök igen.',
    moveFailed: 'Kunde inte byta story. Kontrollera anslutningen och försök igen.',
    import: 'Importera',
    cancel: 'Avbryt',
    appendOrReplace: {
      one: 'Backloggen har redan {count} story. Lägga till de nya efter den, eller ersätta backloggen?',
      other:
        'Backloggen har redan {count} stories. Lägga till de nya efter dem, eller ersätta backloggen?',
    },
    append: 'Lägg till',
    replace: 'Ersätt',
    imported: {
      one: '{count} story importerad.',
      other: '{count} stories importerade.',
    },
    stories: 'Stories',
    empty: 'Ingen backlogg än: importera stories för att skatta dem en i taget.',
    estimatedCount: '{estimated} av {total} skattade',
    notEstimated: 'Inte skattad',
    columnKey: 'Nyckel',
    columnStory: 'Story',
    columnEstimate: 'Skattning',
    columnEstimatedAt: 'Skattad',
    columnVotes: 'Röster',
    estimate: 'Skattning {value}',
    current: 'Aktuell',
    estimateNow: 'Skatta nu',
    reEstimate: 'Skatta igen',
    back: 'Tillbaka',
    skip: 'Hoppa över',
    downloadCsv: 'Ladda ner CSV',
    downloadMarkdown: 'Ladda ner Markdown',
    was: 'Var {value}',
    issueLink: 'Ärende',
  },
} satisfies Pick<Catalogue, ScopeParts<'panels'>>;

export default panels;
