import type { Catalogue } from '../en';

/** German. */
const de = {
  language: {
    language: 'Sprache',
    loadFailed:
      '{language} konnte nicht geladen werden. Bitte Verbindung prüfen und erneut versuchen.',
  },
  app: {
    somethingWrong: 'Etwas ist schiefgelaufen.',
    reloadingIn: 'Neu laden in {seconds} s…',
    reloading: 'Wird neu geladen…',
  },
  wall: {
    welcome: 'Willkommen bei Story Point',
    yourScreenCode: 'Ihr Bildschirmcode:',
    change: 'Ändern',
    joinFromPhone: 'Mit dem Handy teilnehmen: Code scannen oder öffnen',
    qrLabel: 'QR-Code zum Teilnehmen: {url}',
    joinThisScreen: 'Diesem Bildschirm beitreten',
    noAddress:
      'Handys können noch nicht beitreten: Verbinden Sie diesen Computer mit dem Netzwerk des Raums oder setzen Sie "site" in seiner Konfiguration.',
    noAddressShort: 'Kein Beitritt möglich: keine Netzwerkadresse (oder "site" setzen).',
    loopbackOnly:
      'Dieser Link funktioniert nur auf diesem Computer. Für Handys mit HOST=0.0.0.0 starten oder "site" setzen.',
    loopbackOnlyShort: 'Nur dieser Computer: Handys brauchen HOST=0.0.0.0 oder "site".',
    connecting: 'Verbinde…',
    online: 'Online',
    offline: 'Offline',
    participant: 'Teilnehmer',
    ready: 'Bereit',
    pauseSession: 'Sitzung pausieren',
    continueSession: 'Sitzung fortsetzen',
    closePreview: 'Vorschau schließen',
    options: 'Optionen',
    settings: 'Einstellungen',
    dismiss: 'Schließen',
    away: 'Abwesend',
    cardUnreadable: 'Karte konnte nicht gelesen werden',
    coffee: 'Kaffee',
  },
  shared: {
    averagePoint: 'Durchschnitt',
    newRound: 'Neue Runde',
  },
  round: {
    cardsNotCleared: {
      one: 'Neue Runde: {count} Karte konnte nicht zurückgesetzt werden. Verbindung prüfen und erneut auf Neue Runde drücken.',
      other:
        'Neue Runde: {count} Karten konnten nicht zurückgesetzt werden. Verbindung prüfen und erneut auf Neue Runde drücken.',
    },
    othersNotTold:
      'Neue Runde: Die anderen Geräte konnten nicht benachrichtigt werden. Verbindung prüfen und erneut auf Neue Runde drücken.',
  },
  phone: {
    screen: 'Bildschirm {code}',
    leave: 'Verlassen',
    offline:
      'Offline – Ihre Stimme bleibt erhalten und wird gesendet, sobald die Verbindung zurück ist',
    joinTitle: 'An der Abstimmung teilnehmen',
    joinIntro:
      'Wählen Sie auf dem Handy eine Karte; sie erscheint auf dem Bildschirm, sobald alle bereit sind.',
    yourName: 'Ihr Name',
    pictureUrl: 'Bild-URL (optional)',
    pictureHelp: 'Leer lassen, um Ihre Initialen zu verwenden',
    pictureBroken: 'Das Bild konnte nicht geladen werden, daher werden Ihre Initialen angezeigt.',
    screenCode: 'Bildschirmcode',
    screenCodeHelp:
      'Steht auf dem Bildschirm – oder einen anderen eingeben, um den Raum zu wechseln',
    join: 'Teilnehmen',
    nameRequired: 'Bitte Namen eingeben',
    nameTooLong: 'Höchstens {max} Zeichen',
    pictureInvalid: 'Die Bildadresse muss mit http:// oder https:// beginnen',
    pictureTooLong: 'Die Bildadresse darf höchstens {max} Zeichen lang sein',
    codeRequired: 'Bitte den Code vom Bildschirm eingeben',
  },
  phoneBoard: {
    readyCount: '{ready} von {participants} bereit',
    stillChoosing: 'Wählen noch: {names}',
    nameAway: '{name} (abwesend)',
    listSeparator: ', ',
    cardsRevealed: 'Karten sind aufgedeckt',
    lateJoin:
      'Diese Runde wurde vor Ihrem Beitritt aufgedeckt. Sie sind ab der nächsten Runde dabei.',
    yourCard: 'Ihre Karte',
    waitingForOthers: 'Warten auf die anderen',
    readyToShow: 'Bereit zum Aufdecken?',
    pickYourCard: 'Wählen Sie Ihre Karte',
    cards: 'Karten',
    cardSet: 'Kartensatz',
    points: 'Punkte',
    tShirt: 'T-Shirt',
    joinNextRound: 'Sie sind dabei, sobald eine neue Runde beginnt',
    anyoneNextRound: 'Alle können die nächste Runde starten, hier oder am Bildschirm',
    notReady: 'Nicht bereit – Karte ändern',
    pickFirst: 'Zuerst eine Karte wählen',
    ready: 'Bereit',
    cardsNextRound: 'Karten für die nächste Runde',
    yourVote: 'Ihre Stimme',
    tapToChange: 'Tippen, um die Karte zu ändern',
    tapACard: 'Karte antippen',
    card: 'Karte {value}',
    oneHalf: 'ein halb',
    infinity: 'unendlich',
    notSure: 'unsicher',
    coffeeBreak: 'Kaffeepause',
    session: 'Sitzung',
    history: 'Verlauf',
    backToVoting: 'Zurück zur Abstimmung',
    loading: 'Wird geladen…',
  },
} satisfies Catalogue;

export default de;
