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
    averagePoint: 'Moyenne',
    pauseSession: 'Mettre en pause',
    continueSession: 'Reprendre la session',
    closePreview: 'Fermer l’aperçu',
    newRound: 'Nouveau tour',
    options: 'Options',
    settings: 'Paramètres',
    dismiss: 'Fermer',
    away: 'Absent',
    cardUnreadable: 'Carte illisible',
    coffee: 'Café',
  },
} satisfies Catalogue;

export default fr;
