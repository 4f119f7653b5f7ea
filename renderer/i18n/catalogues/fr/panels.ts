import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { roomOptions } from './room-options';

/** French: the panels either page opens on request: the result, the history, the backlog (i18n/scopes.ts). */
const panels = {
  result: {
    title: 'Résultat',
    consensus: 'Consensus',
    closest: 'Carte la plus proche',
    lowest: 'Plus basse',
    highest: 'Plus haute',
    distribution: 'Votes par carte',
    noNumbers: 'Aucun vote chiffré',
    show: 'Afficher le résumé du résultat',
    votes: { one: '{count} vote', other: '{count} votes' },
    valueVotes: '{value} : {votes}',
    coffee: 'Café',
  },
  roomOptions,
  history: {
    noStory: 'Sans story',
    time: 'Heure',
    story: 'Story',
    votes: 'Votes',
    average: 'Moyenne',
    closestCard: 'Carte la plus proche',
    confirmDelete: 'Supprimer ce tour pour tout le monde ?',
    delete: 'Supprimer',
    keep: 'Garder',
    deleteRound: 'Supprimer le tour',
    downloadCsv: 'Télécharger le CSV',
    copyMarkdown: 'Copier en Markdown',
    copied: 'Copié sous forme de tableau Markdown',
    copyRefused: 'Le navigateur a refusé la copie ; réessayez',
    loading: 'Chargement…',
    empty: 'Aucun tour pour l’instant : chaque tour révélé est conservé ici.',
    rounds: 'Tours',
  },
  /** The 'Backlog' panel: the stories, the import and the exports. */
  backlogPanel: {
    importHeading: 'Importer des stories',
    pasteLabel: 'Coller des stories',
    pasteHelp:
      'Un export CSV de Jira, Azure DevOps ou GitHub, un tableau key,title,description, ou une story par ligne.',
    readText: 'Aperçu',
    uploadFile: 'Choisir un fichier',
    fileUnreadable: 'Le fichier n’a pas pu être lu. Réessayez, ou collez son texte.',
    readAs: 'Lu comme {format}',
    formatLines: 'Une story par ligne',
    storyCount: {
      one: '{count} story',
      other: '{count} stories',
    },
    rowsSkipped: {
      one: '{count} ligne ignorée : {rows}',
      other: '{count} lignes ignorées : {rows}',
    },
    rowNoTitle: 'ligne {row} sans titre',
    rowTitleTooLong: 'ligne {row} : titre de plus de {max} caractères',
    rowKeyTooLong: 'ligne {row} : clé de plus de {max} caractères',
    andMore: {
      one: '{rows} et {count} autre',
      other: '{rows} et {count} autres',
    },
    listSeparator: ', ',
    partSeparator: ' ; ',
    descriptionsCut: {
      one: '{count} description coupée à {max} caractères',
      other: '{count} descriptions coupées à {max} caractères',
    },
    fileTooLarge: 'Le fichier fait {size} Mo ; {max} Mo au plus peuvent être importés.',
    textTooLarge: 'Le texte fait {size} Mo ; {max} Mo au plus peuvent être importés.',
    fileNotText: 'Le fichier n’est pas du texte : importez un fichier CSV ou du texte brut.',
    textNotText:
      'Le texte collé contient des caractères qu’aucun fichier texte ne contient : collez du texte brut ou du CSV.',
    nothingEmpty: 'Rien à importer : c’est vide.',
    nothingStories: 'Rien à importer : {rows}.',
    unclosedQuote: 'La ligne {row} ouvre un guillemet qui n’est jamais fermé.',
    tooMany: {
      one: '{count} story : un backlog en contient au plus {max}.',
      other: '{count} stories : un backlog en contient au plus {max}.',
    },
    overCapacity: {
      one: 'Le backlog a {existing} ; {count} de plus dépasserait les {max} qu’il peut contenir. Remplacez-le, ou importez-en moins.',
      other:
        'Le backlog a {existing} ; {count} de plus dépasseraient les {max} qu’il peut contenir. Remplacez-le, ou importez-en moins.',
    },
    saveFailed:
      'Le backlog n’a pas pu être enregistré ; rien n’a changé. Vérifiez la connexion et réessayez.',
    moveFailed: 'Impossible de changer de story. Vérifiez la connexion et réessayez.',
    import: 'Importer',
    cancel: 'Annuler',
    appendOrReplace: {
      one: 'Le backlog contient déjà {count} story. Ajouter les nouvelles à la suite, ou le remplacer ?',
      other:
        'Le backlog contient déjà {count} stories. Ajouter les nouvelles à la suite, ou le remplacer ?',
    },
    append: 'Ajouter',
    replace: 'Remplacer',
    imported: {
      one: '{count} story importée.',
      other: '{count} stories importées.',
    },
    stories: 'Stories',
    empty: 'Pas encore de backlog : importez des stories pour les estimer une à une.',
    estimatedCount: '{estimated} sur {total} estimées',
    notEstimated: 'Non estimée',
    columnKey: 'Clé',
    columnStory: 'Story',
    columnEstimate: 'Estimation',
    columnEstimatedAt: 'Estimée le',
    columnVotes: 'Votes',
    estimate: 'Estimation {value}',
    current: 'En cours',
    estimateNow: 'Estimer maintenant',
    reEstimate: 'Réestimer',
    back: 'Précédente',
    skip: 'Passer',
    downloadCsv: 'Télécharger le CSV',
    downloadMarkdown: 'Télécharger le Markdown',
    was: 'Avant : {value}',
    issueLink: 'Ticket',
  },
} satisfies Pick<Catalogue, ScopeParts<'panels'>>;

export default panels;
