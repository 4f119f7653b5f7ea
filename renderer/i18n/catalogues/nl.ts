import type { Catalogue } from '../en';

/** Dutch. */
const nl = {
  language: {
    language: 'Taal',
    loadFailed:
      '{language} kon niet worden geladen. Controleer de verbinding en probeer het opnieuw.',
  },
  app: {
    somethingWrong: 'Er ging iets mis.',
    reloadingIn: 'Opnieuw laden over {seconds} s…',
    reloading: 'Opnieuw laden…',
  },
  wall: {
    welcome: 'Welkom bij Story Point',
    yourScreenCode: 'Je schermcode:',
    change: 'Wijzigen',
    joinFromPhone: 'Doe mee met je telefoon: scan de code of open',
    qrLabel: 'QR-code om mee te doen: {url}',
    joinThisScreen: 'Doe mee met dit scherm',
    noAddress:
      'Telefoons kunnen nog niet meedoen: verbind deze computer met het netwerk van de ruimte of stel "site" in de configuratie in.',
    noAddressShort: 'Meedoen lukt niet: geen netwerkadres (of stel "site" in).',
    loopbackOnly:
      'Deze link werkt alleen op deze computer. Start voor telefoons met HOST=0.0.0.0 of stel "site" in.',
    loopbackOnlyShort: 'Alleen deze computer: telefoons hebben HOST=0.0.0.0 of "site" nodig.',
    connecting: 'Verbinden…',
    online: 'Online',
    offline: 'Offline',
    participant: 'Deelnemers',
    ready: 'Klaar',
    averagePoint: 'Gemiddelde',
    pauseSession: 'Sessie pauzeren',
    continueSession: 'Sessie hervatten',
    closePreview: 'Voorbeeld sluiten',
    newRound: 'Nieuwe ronde',
    options: 'Opties',
    settings: 'Instellingen',
    dismiss: 'Sluiten',
    away: 'Afwezig',
    cardUnreadable: 'Kaart kon niet worden gelezen',
    coffee: 'Koffie',
  },
} satisfies Catalogue;

export default nl;
