import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { backlog, nextStory } from './refinement';
import { watch } from './watch';
import { facilitation } from './facilitation';

/** German: what the phone shows (and the wall too) (i18n/scopes.ts). */
const phone = {
  app: {
    somethingWrong: 'Etwas ist schiefgelaufen.',
    reloadingIn: 'Neu laden in {seconds} s…',
    reloading: 'Wird neu geladen…',
    couldNotStart:
      'Story Point konnte nicht starten. Laden Sie die Seite neu, um es noch einmal zu versuchen.',
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
    starting: 'Wird gestartet…',
    noScript:
      'Story Point braucht JavaScript, um an der Abstimmung teilzunehmen. Schalten Sie JavaScript in den Einstellungen Ihres Browsers ein und laden Sie diese Seite dann neu.',
    nameRequired: 'Bitte Namen eingeben',
    nameTooLong: 'Höchstens {max} Zeichen',
    pictureInvalid: 'Die Bildadresse muss mit http:// oder https:// beginnen',
    pictureTooLong: 'Die Bildadresse darf höchstens {max} Zeichen lang sein',
    codeRequired: 'Bitte den Code vom Bildschirm eingeben',
    nameLength: '{length}/{max} · auf diesem Handy gespeichert',
  },
  phoneBoard: {
    readyCount: '{ready} von {participants} bereit',
    stillChoosing: 'Wählen noch: {names}',
    nameAway: '{name} (abwesend)',
    nameOffline: '{name} (offline)',
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
    oneHalf: 'einhalb',
    infinity: 'unendlich',
    notSure: 'unsicher',
    coffeeBreak: 'Kaffeepause',
    session: 'Sitzung',
    history: 'Verlauf',
    backToVoting: 'Zurück zur Abstimmung',
    loading: 'Wird geladen…',
    announceRevealed: 'Karten aufgedeckt. Durchschnitt {average}.',
    announceClosest: 'Nächstliegende Karte {value}.',
    announceNextUp: 'Nächsthöhere Karte {value}.',
    announceNewRound: 'Neue Runde',
  },
  language: {
    loading: 'Wird geladen…',
    language: 'Sprache',
    loadFailed:
      '{language} konnte nicht geladen werden. Bitte Verbindung prüfen und erneut versuchen.',
  },
  deck: {
    cards: 'Karten',
    deck: 'Kartensatz',
    standard: 'Standard',
    fibonacci: 'Fibonacci',
    tshirt: 'T-Shirt-Größen',
    powers: 'Zweierpotenzen',
    hours: 'Stunden',
    custom: 'Eigene',
    question: 'Fragekarte (?)',
    coffee: 'Kaffeekarte (C)',
    customLabel: 'Ihre Karten',
    customHelp: 'Karten mit Kommas trennen: bis zu {max}, jede höchstens {length} Zeichen.',
    useCards: 'Diese Karten verwenden',
    empty: 'Geben Sie mindestens eine Karte ein.',
    tooMany: 'Höchstens {max} Karten: Diese Liste hat {count}.',
    tooLong: '„{card}“ ist länger als {max} Zeichen.',
    twice: '„{card}“ steht doppelt in der Liste.',
    confirm: 'Neue Karten starten eine neue Runde',
    confirmDetail: 'Die Stimmen dieser Runde werden gelöscht.',
    change: 'Karten ändern',
    cancel: 'Abbrechen',
    saveFailed:
      'Die Karten konnten nicht geändert werden. Bitte Verbindung prüfen und erneut versuchen.',
    inUse: 'Karten im Einsatz: {cards}',
    inUseTitle: 'Karten im Einsatz',
    close: 'Schließen',
  },
  session: {
    story: 'Story',
    addStory: 'Story hinzufügen',
    storyPlaceholder: 'Was schätzen wir?',
    save: 'Speichern',
    cancel: 'Abbrechen',
    restart: 'Neu starten',
    stop: 'Stoppen',
    timer: 'Timer',
    countdown: 'Countdown',
    timeLeft: 'Verbleibende Zeit',
    timesUp: 'Zeit ist um',
    session: 'Sitzung',
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
