import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { backlog, nextStory } from './refinement';
import { watch } from './watch';
import { facilitation } from './facilitation';

/** Dutch: what the phone shows (and the wall too) (i18n/scopes.ts). */
const phone = {
  app: {
    somethingWrong: 'Er ging iets mis.',
    reloadingIn: 'Opnieuw laden over {seconds} s…',
    reloading: 'Opnieuw laden…',
    couldNotStart:
      'Story Point kon niet starten. Laad de pagina opnieuw om het nog eens te proberen.',
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
    starting: 'Bezig met starten…',
    noScript:
      'Story Point heeft JavaScript nodig om mee te doen met de stemming. Zet JavaScript aan in de instellingen van je browser en laad deze pagina daarna opnieuw.',
    nameRequired: 'Vul je naam in',
    nameTooLong: 'Gebruik maximaal {max} tekens',
    pictureInvalid: 'Het afbeeldingsadres moet beginnen met http:// of https://',
    pictureTooLong: 'Het afbeeldingsadres mag maximaal {max} tekens lang zijn',
    codeRequired: 'Vul de code in die op het scherm staat',
    nameLength: '{length}/{max} · onthouden op deze telefoon',
  },
  phoneBoard: {
    readyCount: '{ready} van {participants} klaar',
    stillChoosing: 'Nog aan het kiezen: {names}',
    nameAway: '{name} (afwezig)',
    nameOffline: '{name} (offline)',
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
    announceRevealed: 'Kaarten getoond. Gemiddelde {average}.',
    announceClosest: 'Dichtstbijzijnde kaart {value}.',
    announceNextUp: 'Eerstvolgende hogere kaart {value}.',
    announceNewRound: 'Nieuwe ronde',
  },
  language: {
    loading: 'Laden…',
    language: 'Taal',
    loadFailed:
      '{language} kon niet worden geladen. Controleer de verbinding en probeer het opnieuw.',
  },
  deck: {
    cards: 'Kaarten',
    deck: 'Kaartset',
    standard: 'Standaard',
    fibonacci: 'Fibonacci',
    tshirt: 'T-shirtmaten',
    powers: 'Machten van twee',
    hours: 'Uren',
    custom: 'Eigen',
    question: 'Vraagkaart (?)',
    coffee: 'Koffiekaart (C)',
    customLabel: 'Jouw kaarten',
    customHelp: 'Scheid de kaarten met komma’s: hooguit {max}, elk hooguit {length} tekens.',
    useCards: 'Deze kaarten gebruiken',
    empty: 'Typ minstens één kaart.',
    tooMany: 'Hooguit {max} kaarten: deze lijst heeft er {count}.',
    tooLong: '‘{card}’ is langer dan {max} tekens.',
    twice: '‘{card}’ staat er twee keer in.',
    confirm: 'Andere kaarten starten een nieuwe ronde',
    confirmDetail: 'De stemmen van deze ronde worden gewist.',
    change: 'Kaarten wijzigen',
    cancel: 'Annuleren',
    saveFailed:
      'De kaarten konden niet worden gewijzigd. Controleer de verbinding en probeer het opnieuw.',
    inUse: 'Kaarten in gebruik: {cards}',
    inUseTitle: 'Kaarten in gebruik',
    close: 'Sluiten',
  },
  session: {
    story: 'Story',
    addStory: 'Story toevoegen',
    storyPlaceholder: 'Wat schatten we?',
    save: 'Opslaan',
    cancel: 'Annuleren',
    restart: 'Opnieuw starten',
    stop: 'Stoppen',
    timer: 'Timer',
    countdown: 'Aftellen',
    timeLeft: 'Resterende tijd',
    timesUp: 'De tijd is om',
    session: 'Sessie',
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
