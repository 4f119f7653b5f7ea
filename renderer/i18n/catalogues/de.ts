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
    averagePoint: 'Durchschnitt',
    pauseSession: 'Sitzung pausieren',
    continueSession: 'Sitzung fortsetzen',
    closePreview: 'Vorschau schließen',
    newRound: 'Neue Runde',
    options: 'Optionen',
    settings: 'Einstellungen',
    dismiss: 'Schließen',
    away: 'Abwesend',
    cardUnreadable: 'Karte konnte nicht gelesen werden',
    coffee: 'Kaffee',
  },
} satisfies Catalogue;

export default de;
