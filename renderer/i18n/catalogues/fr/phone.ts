import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { backlog, nextStory } from './refinement';
import { watch } from './watch';
import { facilitation } from './facilitation';

/** French: what the phone shows (and the wall too) (i18n/scopes.ts). */
const phone = {
  app: {
    somethingWrong: 'Un problème est survenu.',
    reloadingIn: 'Rechargement dans {seconds} s…',
    reloading: 'Rechargement…',
    couldNotStart: 'Story Point n’a pas pu démarrer. Rechargez la page pour réessayer.',
  },
  shared: {
    averagePoint: 'Moyenne',
    newRound: 'Nouveau tour',
  },
  round: {
    cardsNotCleared: {
      one: 'Nouveau tour : {count} carte n’a pas pu être effacée. Vérifiez la connexion et appuyez de nouveau sur Nouveau tour.',
      other:
        'Nouveau tour : {count} cartes n’ont pas pu être effacées. Vérifiez la connexion et appuyez de nouveau sur Nouveau tour.',
    },
    othersNotTold:
      'Nouveau tour : les autres appareils n’ont pas pu être prévenus. Vérifiez la connexion et appuyez de nouveau sur Nouveau tour.',
  },
  phone: {
    screen: 'Écran {code}',
    leave: 'Quitter',
    offline: 'Hors ligne — votre vote est conservé et sera envoyé au retour de la connexion',
    joinTitle: 'Participer au vote',
    joinIntro:
      'Choisissez une carte sur votre téléphone ; elle s’affiche à l’écran quand tout le monde est prêt.',
    yourName: 'Votre nom',
    pictureUrl: 'URL de la photo (facultatif)',
    pictureHelp: 'Laissez vide pour utiliser vos initiales',
    pictureBroken: 'Impossible de charger cette image : vos initiales sont affichées à la place.',
    screenCode: 'Code de l’écran',
    screenCodeHelp: 'Affiché à l’écran ; saisissez-en un autre pour changer de salle',
    join: 'Rejoindre',
    starting: 'Démarrage…',
    noScript:
      'Story Point a besoin de JavaScript pour participer au vote. Activez JavaScript dans les réglages de votre navigateur, puis rechargez cette page.',
    nameRequired: 'Saisissez votre nom',
    nameTooLong: '{max} caractères au maximum',
    pictureInvalid: 'L’adresse de l’image doit commencer par http:// ou https://',
    pictureTooLong: 'L’adresse de l’image ne doit pas dépasser {max} caractères',
    codeRequired: 'Saisissez le code affiché à l’écran',
    nameLength: '{length}/{max} · mémorisé sur ce téléphone',
  },
  phoneBoard: {
    readyCount: '{ready} sur {participants} prêts',
    stillChoosing: 'Choisissent encore : {names}',
    nameAway: '{name} (absent)',
    nameOffline: '{name} (hors ligne)',
    listSeparator: ', ',
    cardsRevealed: 'Les cartes sont révélées',
    lateJoin:
      'Ce tour a été révélé avant votre arrivée. Vous participez à partir du prochain tour.',
    yourCard: 'Votre carte',
    waitingForOthers: 'En attente des autres',
    readyToShow: 'Prêt à la montrer ?',
    pickYourCard: 'Choisissez votre carte',
    cards: 'Cartes',
    cardSet: 'Jeu de cartes',
    points: 'Points',
    tShirt: 'Tailles',
    joinNextRound: 'Vous participerez dès le prochain tour',
    anyoneNextRound: 'Chacun peut lancer le tour suivant, ici ou sur l’écran',
    notReady: 'Pas prêt — changer ma carte',
    pickFirst: 'Choisissez d’abord une carte',
    ready: 'Prêt',
    cardsNextRound: 'Cartes pour le prochain tour',
    yourVote: 'Votre vote',
    tapToChange: 'Touchez pour changer de carte',
    tapACard: 'Touchez une carte',
    card: 'Carte {value}',
    oneHalf: 'un demi',
    infinity: 'infini',
    notSure: 'incertain',
    coffeeBreak: 'pause café',
    session: 'Session',
    history: 'Historique',
    backToVoting: 'Retour au vote',
    loading: 'Chargement…',
    announceRevealed: 'Cartes révélées. Moyenne {average}.',
    announceClosest: 'Carte la plus proche {value}.',
    announceNextUp: 'Carte supérieure suivante {value}.',
    announceNewRound: 'Nouveau tour',
  },
  language: {
    loading: 'Chargement…',
    language: 'Langue',
    loadFailed: 'Impossible de charger {language}. Vérifiez la connexion et réessayez.',
  },
  deck: {
    cards: 'Cartes',
    deck: 'Jeu',
    standard: 'Standard',
    fibonacci: 'Fibonacci',
    tshirt: 'Tailles de T-shirt',
    powers: 'Puissances de deux',
    hours: 'Heures',
    custom: 'Personnalisé',
    question: 'Carte question (?)',
    coffee: 'Carte café (C)',
    customLabel: 'Vos cartes',
    customHelp:
      'Séparez les cartes par des virgules : {max} au plus, chacune de {length} caractères au plus.',
    useCards: 'Utiliser ces cartes',
    empty: 'Saisissez au moins une carte.',
    tooMany: '{max} cartes au plus : cette liste en compte {count}.',
    tooLong: '« {card} » dépasse {max} caractères.',
    twice: '« {card} » figure deux fois.',
    confirm: 'Changer les cartes démarre une nouvelle manche',
    confirmDetail: 'Les votes de cette manche sont effacés.',
    change: 'Changer les cartes',
    cancel: 'Annuler',
    saveFailed: 'Les cartes n’ont pas pu être changées. Vérifiez la connexion et réessayez.',
    inUse: 'Cartes utilisées : {cards}',
    inUseTitle: 'Cartes utilisées',
    close: 'Fermer',
  },
  session: {
    story: 'Story',
    addStory: 'Ajouter une story',
    storyPlaceholder: 'Qu’estimons-nous ?',
    save: 'Enregistrer',
    cancel: 'Annuler',
    restart: 'Relancer',
    stop: 'Arrêter',
    timer: 'Minuteur',
    countdown: 'Compte à rebours',
    timeLeft: 'Temps restant',
    timesUp: 'Temps écoulé',
    session: 'Session',
  },
  backlog,
  nextStory,
  watch,
  facilitation,
} satisfies Pick<Catalogue, ScopeParts<'phone'>>;

export default phone;

/**
 * The language's other chunks, named here rather than in the page's own code, which
 * then names one chunk per language (i18n/load.ts): every page loads this one first.
 */
export const chunks = {
  panels: () => import('./panels'),
  wall: () => import('./wall'),
};
