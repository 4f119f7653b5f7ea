import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { backlog, nextStory } from './refinement';
import { watch } from './watch';
import { facilitation } from './facilitation';

/** Swedish: what the phone shows (and the wall too) (i18n/scopes.ts). */
const phone = {
  app: {
    somethingWrong: 'Något gick fel.',
    reloadingIn: 'Laddar om om {seconds} s…',
    reloading: 'Laddar om…',
    couldNotStart: 'Story Point kunde inte starta. Ladda om sidan för att försöka igen.',
  },
  shared: {
    averagePoint: 'Medelvärde',
    newRound: 'Ny runda',
  },
  round: {
    cardsNotCleared: {
      one: 'Ny runda: {count} kort kunde inte rensas. Kontrollera anslutningen och tryck på Ny runda igen.',
      other:
        'Ny runda: {count} kort kunde inte rensas. Kontrollera anslutningen och tryck på Ny runda igen.',
    },
    othersNotTold:
      'Ny runda: de andra enheterna kunde inte meddelas. Kontrollera anslutningen och tryck på Ny runda igen.',
  },
  phone: {
    screen: 'Skärm {code}',
    leave: 'Lämna',
    offline: 'Offline – din röst sparas och skickas när anslutningen är tillbaka',
    joinTitle: 'Gå med i omröstningen',
    joinIntro: 'Välj ett kort i mobilen; det visas på skärmen när alla är klara.',
    yourName: 'Ditt namn',
    pictureUrl: 'Bild-URL (valfritt)',
    pictureHelp: 'Lämna tomt för att använda dina initialer',
    pictureBroken: 'Bilden kunde inte laddas, så dina initialer visas i stället.',
    screenCode: 'Skärmkod',
    screenCodeHelp: 'Visas på skärmen – skriv en annan för att byta rum',
    join: 'Gå med',
    starting: 'Startar…',
    noScript:
      'Story Point behöver JavaScript för att du ska kunna gå med i omröstningen. Slå på JavaScript i webbläsarens inställningar och ladda sedan om sidan.',
    nameRequired: 'Ange ditt namn',
    nameTooLong: 'Högst {max} tecken',
    pictureInvalid: 'Bildadressen måste börja med http:// eller https://',
    pictureTooLong: 'Bildadressen får vara högst {max} tecken',
    codeRequired: 'Ange koden som visas på skärmen',
    nameLength: '{length}/{max} · sparas i den här mobilen',
  },
  phoneBoard: {
    readyCount: '{ready} av {participants} klara',
    stillChoosing: 'Väljer fortfarande: {names}',
    nameAway: '{name} (borta)',
    nameOffline: '{name} (offline)',
    listSeparator: ', ',
    cardsRevealed: 'Korten är vända',
    lateJoin: 'Den här rundan vändes innan du gick med. Du är med från nästa runda.',
    yourCard: 'Ditt kort',
    waitingForOthers: 'Väntar på de andra',
    readyToShow: 'Redo att visa det?',
    pickYourCard: 'Välj ditt kort',
    cards: 'Kort',
    cardSet: 'Kortlek',
    points: 'Poäng',
    tShirt: 'T-shirtstorlekar',
    joinNextRound: 'Du är med när en ny runda börjar',
    anyoneNextRound: 'Vem som helst kan starta nästa runda, här eller på skärmen',
    notReady: 'Inte klar – byt kort',
    pickFirst: 'Välj ett kort först',
    ready: 'Klar',
    cardsNextRound: 'Kort för nästa runda',
    yourVote: 'Din röst',
    tapToChange: 'Tryck för att byta kort',
    tapACard: 'Tryck på ett kort',
    card: 'Kort {value}',
    oneHalf: 'en halv',
    infinity: 'oändligt',
    notSure: 'osäker',
    coffeeBreak: 'fikapaus',
    session: 'Session',
    history: 'Historik',
    backToVoting: 'Tillbaka till röstningen',
    loading: 'Laddar…',
    announceRevealed: 'Korten visade. Medel {average}.',
    announceClosest: 'Närmast medelvärdet: {value}.',
    announceNextUp: 'Närmaste kort uppåt: {value}.',
    announceNewRound: 'Ny runda',
  },
  language: {
    loading: 'Laddar…',
    language: 'Språk',
    loadFailed: '{language} kunde inte laddas. Kontrollera anslutningen och försök igen.',
  },
  deck: {
    cards: 'Kort',
    deck: 'Kortlek',
    standard: 'Standard',
    fibonacci: 'Fibonacci',
    tshirt: 'T-shirtstorlekar',
    powers: 'Tvåpotenser',
    hours: 'Timmar',
    custom: 'Egen',
    question: 'Frågekort (?)',
    coffee: 'Kaffekort (C)',
    customLabel: 'Dina kort',
    customHelp: 'Skilj korten åt med kommatecken: högst {max}, vart och ett högst {length} tecken.',
    useCards: 'Använd de här korten',
    empty: 'Skriv minst ett kort.',
    tooMany: 'Högst {max} kort: listan har {count}.',
    tooLong: '”{card}” är längre än {max} tecken.',
    twice: '”{card}” finns två gånger.',
    confirm: 'Nya kort startar en ny runda',
    confirmDetail: 'Rundans röster rensas.',
    change: 'Byt kort',
    cancel: 'Avbryt',
    saveFailed: 'Korten kunde inte bytas. Kontrollera anslutningen och försök igen.',
    inUse: 'Kort som används: {cards}',
    inUseTitle: 'Kort som används',
    close: 'Stäng',
  },
  session: {
    story: 'Story',
    addStory: 'Lägg till en story',
    storyPlaceholder: 'Vad uppskattar vi?',
    save: 'Spara',
    cancel: 'Avbryt',
    restart: 'Starta om',
    stop: 'Stoppa',
    timer: 'Timer',
    countdown: 'Nedräkning',
    timeLeft: 'Tid kvar',
    timesUp: 'Tiden är ute',
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
