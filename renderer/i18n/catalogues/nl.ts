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
    pauseSession: 'Sessie pauzeren',
    continueSession: 'Sessie hervatten',
    closePreview: 'Voorbeeld sluiten',
    options: 'Opties',
    settings: 'Instellingen',
    dismiss: 'Sluiten',
    away: 'Afwezig',
    cardUnreadable: 'Kaart kon niet worden gelezen',
    coffee: 'Koffie',
  },
  shared: {
    averagePoint: 'Gemiddelde',
    newRound: 'Nieuwe ronde',
  },
  round: {
    cardsNotCleared: {
      one: 'Nieuwe ronde: {count} kaart kon niet worden gewist. Controleer de verbinding en druk opnieuw op Nieuwe ronde.',
      other:
        'Nieuwe ronde: {count} kaarten konden niet worden gewist. Controleer de verbinding en druk opnieuw op Nieuwe ronde.',
    },
    othersNotTold:
      'Nieuwe ronde: de andere apparaten konden niet worden ingelicht. Controleer de verbinding en druk opnieuw op Nieuwe ronde.',
  },
  phone: {
    screen: 'Scherm {code}',
    leave: 'Verlaten',
    offline: 'Offline — je stem blijft bewaard en wordt verstuurd zodra de verbinding terug is',
    joinTitle: 'Doe mee met de stemming',
    joinIntro:
      'Kies een kaart op je telefoon; die verschijnt op het scherm zodra iedereen klaar is.',
    yourName: 'Je naam',
    pictureUrl: 'Afbeeldings-URL (optioneel)',
    pictureHelp: 'Laat leeg om je initialen te gebruiken',
    pictureBroken: 'Die afbeelding kon niet worden geladen, daarom worden je initialen getoond.',
    screenCode: 'Schermcode',
    screenCodeHelp: 'Staat op het scherm; typ een andere om van ruimte te wisselen',
    join: 'Meedoen',
    nameRequired: 'Vul je naam in',
    nameTooLong: 'Gebruik maximaal {max} tekens',
    pictureInvalid: 'Het afbeeldingsadres moet beginnen met http:// of https://',
    pictureTooLong: 'Het afbeeldingsadres mag maximaal {max} tekens lang zijn',
    codeRequired: 'Vul de code in die op het scherm staat',
  },
  phoneBoard: {
    readyCount: '{ready} van {participants} klaar',
    stillChoosing: 'Nog aan het kiezen: {names}',
    nameAway: '{name} (afwezig)',
    listSeparator: ', ',
    cardsRevealed: 'De kaarten zijn omgedraaid',
    lateJoin:
      'Deze ronde was al omgedraaid voordat je meedeed. Je doet mee vanaf de volgende ronde.',
    yourCard: 'Jouw kaart',
    waitingForOthers: 'Wachten op de anderen',
    readyToShow: 'Klaar om hem te tonen?',
    pickYourCard: 'Kies je kaart',
    cards: 'Kaarten',
    cardSet: 'Kaartset',
    points: 'Punten',
    tShirt: 'T-shirtmaten',
    joinNextRound: 'Je doet mee zodra er een nieuwe ronde begint',
    anyoneNextRound: 'Iedereen kan de volgende ronde starten, hier of op het scherm',
    notReady: 'Niet klaar — kaart wijzigen',
    pickFirst: 'Kies eerst een kaart',
    ready: 'Klaar',
    cardsNextRound: 'Kaarten voor de volgende ronde',
    yourVote: 'Jouw stem',
    tapToChange: 'Tik om je kaart te wijzigen',
    tapACard: 'Tik op een kaart',
    card: 'Kaart {value}',
    oneHalf: 'een half',
    infinity: 'oneindig',
    notSure: 'weet niet',
    coffeeBreak: 'koffiepauze',
    session: 'Sessie',
    history: 'Geschiedenis',
    backToVoting: 'Terug naar stemmen',
    loading: 'Laden…',
  },
} satisfies Catalogue;

export default nl;
