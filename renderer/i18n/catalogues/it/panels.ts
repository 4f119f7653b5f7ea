import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { roomOptions } from './room-options';

/** Italian: the panels either page opens on request: the result, the history, the backlog (i18n/scopes.ts). */
const panels = {
  result: {
    title: 'Risultato',
    consensus: 'Consenso',
    closest: 'Carta più vicina',
    lowest: 'Minima',
    highest: 'Massima',
    distribution: 'Voti per carta',
    noNumbers: 'Nessun voto numerico',
    show: 'Mostra il riepilogo del risultato',
    votes: { one: '{count} voto', other: '{count} voti' },
    valueVotes: '{value}: {votes}',
    coffee: 'Caffè',
  },
  roomOptions,
  history: {
    noStory: 'Nessuna storia',
    time: 'Ora',
    story: 'Storia',
    votes: 'Voti',
    average: 'Media',
    closestCard: 'Carta più vicina',
    confirmDelete: 'Eliminare questo giro per tutti?',
    delete: 'Elimina',
    keep: 'Mantieni',
    deleteRound: 'Elimina giro',
    downloadCsv: 'Scarica CSV',
    copyMarkdown: 'Copia come Markdown',
    copied: 'Copiato come tabella Markdown',
    copyRefused: 'Il browser ha rifiutato la copia; riprova',
    loading: 'Caricamento…',
    empty: 'Ancora nessun giro: ogni giro scoperto viene conservato qui.',
    rounds: 'Giri',
  },
  /** The 'Backlog' panel: the stories, the import and the exports. */
  backlogPanel: {
    importHeading: 'Importa storie',
    pasteLabel: 'Incolla storie',
    pasteHelp:
      'Un export CSV da Jira, Azure DevOps o GitHub, una tabella key,title,description o una storia per riga.',
    readText: 'Anteprima',
    uploadFile: 'Carica un file',
    fileUnreadable: 'Impossibile leggere il file. Riprova o incollane il testo.',
    readAs: 'Letto come {format}',
    formatLines: 'Una storia per riga',
    storyCount: {
      one: '{count} storia',
      other: '{count} storie',
    },
    rowsSkipped: {
      one: '{count} riga saltata: {rows}',
      other: '{count} righe saltate: {rows}',
    },
    rowNoTitle: 'la riga {row} non ha titolo',
    rowTitleTooLong: 'riga {row}: titolo oltre {max} caratteri',
    rowKeyTooLong: 'riga {row}: chiave oltre {max} caratteri',
    andMore: {
      one: '{rows} e {count} altra',
      other: '{rows} e altre {count}',
    },
    listSeparator: ', ',
    partSeparator: '; ',
    descriptionsCut: {
      one: '{count} descrizione tagliata a {max} caratteri',
      other: '{count} descrizioni tagliate a {max} caratteri',
    },
    fileTooLarge: 'Il file è di {size} MB; si possono importare al massimo {max} MB.',
    textTooLarge: 'Il testo è di {size} MB; si possono importare al massimo {max} MB.',
    fileNotText: 'Il file non è di testo: importa un file CSV o testo semplice.',
    textNotText:
      'Il testo incollato contiene caratteri che nessun file di testo ha: incolla testo semplice o CSV.',
    nothingEmpty: 'Niente da importare: è vuoto.',
    nothingStories: 'Niente da importare: {rows}.',
    unclosedQuote: 'La riga {row} apre delle virgolette che non vengono mai chiuse.',
    tooMany: {
      one: '{count} storia: un backlog ne contiene al massimo {max}.',
      other: '{count} storie: un backlog ne contiene al massimo {max}.',
    },
    overCapacity: {
      one: 'Il backlog ha {existing}; {count} in più supererebbe le {max} che può contenere. Sostituiscilo o importane meno.',
      other:
        'Il backlog ha {existing}; altre {count} supererebbero le {max} che può contenere. Sostituiscilo o importane meno.',
    },
    saveFailed:
      'Impossibile salvare il backlog; non è cambiato nulla. Controlla la connessione e riprova.',
    moveFailed: 'Impossibile cambiare storia. Controlla la connessione e riprova.',
    import: 'Importa',
    cancel: 'Annulla',
    appendOrReplace: {
      one: 'Il backlog contiene già {count} storia. Aggiungere le nuove in coda o sostituirlo?',
      other: 'Il backlog contiene già {count} storie. Aggiungere le nuove in coda o sostituirlo?',
    },
    append: 'Aggiungi',
    replace: 'Sostituisci',
    imported: {
      one: '{count} storia importata.',
      other: '{count} storie importate.',
    },
    stories: 'Storie',
    empty: 'Ancora nessun backlog: importa delle storie per stimarle una alla volta.',
    estimatedCount: '{estimated} di {total} stimate',
    notEstimated: 'Non stimata',
    columnKey: 'Chiave',
    columnStory: 'Storia',
    columnEstimate: 'Stima',
    columnEstimatedAt: 'Stimata il',
    columnVotes: 'Voti',
    estimate: 'Stima {value}',
    current: 'Attuale',
    estimateNow: 'Stima ora',
    reEstimate: 'Stima di nuovo',
    back: 'Indietro',
    skip: 'Salta',
    downloadCsv: 'Scarica CSV',
    downloadMarkdown: 'Scarica Markdown',
    was: 'Prima {value}',
    issueLink: 'Ticket',
  },
} satisfies Pick<Catalogue, ScopeParts<'panels'>>;

export default panels;
