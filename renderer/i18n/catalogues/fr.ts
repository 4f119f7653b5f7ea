import type { Catalogue } from '../en';

/** French. */
const fr = {
  language: {
    language: 'Langue',
    loadFailed: 'Impossible de charger {language}. Vérifiez la connexion et réessayez.',
  },
  app: {
    somethingWrong: 'Un problème est survenu.',
    reloadingIn: 'Rechargement dans {seconds} s…',
    reloading: 'Rechargement…',
  },
  wall: {
    welcome: 'Bienvenue sur Story Point',
    yourScreenCode: 'Votre code d’écran :',
    change: 'Modifier',
    joinFromPhone: 'Rejoignez depuis votre téléphone : scannez le code ou ouvrez',
    qrLabel: 'QR code pour rejoindre : {url}',
    joinThisScreen: 'Rejoindre cet écran',
    noAddress:
      'Les téléphones ne peuvent pas encore rejoindre : connectez cet ordinateur au réseau de la salle ou définissez "site" dans sa configuration.',
    noAddressShort: 'Impossible de rejoindre : pas d’adresse réseau (ou définir "site").',
    loopbackOnly:
      'Ce lien ne fonctionne que sur cet ordinateur. Pour les téléphones, démarrez avec HOST=0.0.0.0 ou définissez "site".',
    loopbackOnlyShort:
      'Cet ordinateur seulement : les téléphones ont besoin de HOST=0.0.0.0 ou de "site".',
    connecting: 'Connexion…',
    online: 'En ligne',
    offline: 'Hors ligne',
    participant: 'Participants',
    ready: 'Prêts',
    pauseSession: 'Mettre en pause',
    continueSession: 'Reprendre la session',
    closePreview: 'Fermer l’aperçu',
    options: 'Options',
    settings: 'Paramètres',
    dismiss: 'Fermer',
    away: 'Absent',
    cardUnreadable: 'Carte illisible',
    coffee: 'Café',
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
    nameRequired: 'Saisissez votre nom',
    nameTooLong: '{max} caractères au maximum',
    pictureInvalid: 'L’adresse de l’image doit commencer par http:// ou https://',
    pictureTooLong: 'L’adresse de l’image ne doit pas dépasser {max} caractères',
    codeRequired: 'Saisissez le code affiché à l’écran',
  },
  phoneBoard: {
    readyCount: '{ready} sur {participants} prêts',
    stillChoosing: 'Choisissent encore : {names}',
    nameAway: '{name} (absent)',
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
  },
} satisfies Catalogue;

export default fr;
