import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { backlog, nextStory } from './refinement';
import { watch } from './watch';
import { facilitation } from './facilitation';

/** Polish: what the phone shows (and the wall too) (i18n/scopes.ts). */
const phone = {
  app: {
    somethingWrong: 'Coś poszło nie tak.',
    reloadingIn: 'Ponowne wczytanie za {seconds} s…',
    reloading: 'Wczytywanie ponownie…',
    couldNotStart: 'Nie udało się uruchomić Story Point. Odśwież stronę, aby spróbować ponownie.',
  },
  shared: {
    averagePoint: 'Średnia',
    newRound: 'Nowa runda',
  },
  round: {
    cardsNotCleared: {
      one: 'Nowa runda: nie udało się wyczyścić {count} karty. Sprawdź połączenie i ponownie naciśnij Nowa runda.',
      few: 'Nowa runda: nie udało się wyczyścić {count} kart. Sprawdź połączenie i ponownie naciśnij Nowa runda.',
      many: 'Nowa runda: nie udało się wyczyścić {count} kart. Sprawdź połączenie i ponownie naciśnij Nowa runda.',
      other:
        'Nowa runda: nie udało się wyczyścić {count} karty. Sprawdź połączenie i ponownie naciśnij Nowa runda.',
    },
    othersNotTold:
      'Nowa runda: nie udało się powiadomić pozostałych urządzeń. Sprawdź połączenie i ponownie naciśnij Nowa runda.',
  },
  phone: {
    screen: 'Ekran {code}',
    leave: 'Wyjdź',
    offline: 'Offline — Twój głos jest zachowany i zostanie wysłany po przywróceniu połączenia',
    joinTitle: 'Dołącz do głosowania',
    joinIntro: 'Wybierz kartę na telefonie; pojawi się na ekranie, gdy wszyscy będą gotowi.',
    yourName: 'Twoje imię',
    pictureUrl: 'Adres URL zdjęcia (opcjonalnie)',
    pictureHelp: 'Zostaw puste, aby użyć inicjałów',
    pictureBroken: 'Nie udało się wczytać obrazu, dlatego wyświetlane są Twoje inicjały.',
    screenCode: 'Kod ekranu',
    screenCodeHelp: 'Widoczny na ekranie; wpisz inny, aby zmienić salę',
    join: 'Dołącz',
    starting: 'Uruchamianie…',
    noScript:
      'Story Point potrzebuje JavaScriptu, aby dołączyć do głosowania. Włącz JavaScript w ustawieniach przeglądarki, a potem odśwież tę stronę.',
    nameRequired: 'Wpisz swoje imię',
    nameTooLong: 'Maksymalnie {max} znaków',
    pictureInvalid: 'Adres obrazu musi zaczynać się od http:// lub https://',
    pictureTooLong: 'Adres obrazu może mieć maksymalnie {max} znaków',
    codeRequired: 'Wpisz kod widoczny na ekranie',
    nameLength: '{length}/{max} · zapamiętane na tym telefonie',
  },
  phoneBoard: {
    readyCount: 'Gotowi: {ready} z {participants}',
    stillChoosing: 'Jeszcze wybierają: {names}',
    nameAway: '{name} (nieobecny)',
    nameOffline: '{name} (offline)',
    listSeparator: ', ',
    cardsRevealed: 'Karty są odkryte',
    lateJoin: 'Ta runda została odkryta, zanim dołączyłeś. Bierzesz udział od następnej rundy.',
    yourCard: 'Twoja karta',
    waitingForOthers: 'Czekamy na pozostałych',
    readyToShow: 'Gotowy, by ją pokazać?',
    pickYourCard: 'Wybierz kartę',
    cards: 'Karty',
    cardSet: 'Talia',
    points: 'Punkty',
    tShirt: 'Rozmiary',
    joinNextRound: 'Dołączysz, gdy zacznie się nowa runda',
    anyoneNextRound: 'Każdy może rozpocząć następną rundę, tutaj lub na ekranie',
    notReady: 'Niegotowy — zmień kartę',
    pickFirst: 'Najpierw wybierz kartę',
    ready: 'Gotowe',
    cardsNextRound: 'Karty na następną rundę',
    yourVote: 'Twój głos',
    tapToChange: 'Dotknij, aby zmienić kartę',
    tapACard: 'Dotknij karty',
    card: 'Karta {value}',
    oneHalf: 'jedna druga',
    infinity: 'nieskończoność',
    notSure: 'nie wiem',
    coffeeBreak: 'przerwa na kawę',
    session: 'Sesja',
    history: 'Historia',
    backToVoting: 'Wróć do głosowania',
    loading: 'Wczytywanie…',
    announceRevealed: 'Karty odkryte. Średnia {average}.',
    announceClosest: 'Najbliżej średniej: {value}.',
    announceNextUp: 'Następna karta w górę: {value}.',
    announceNewRound: 'Nowa runda',
  },
  language: {
    loading: 'Wczytywanie…',
    language: 'Język',
    loadFailed: 'Nie udało się wczytać języka {language}. Sprawdź połączenie i spróbuj ponownie.',
  },
  deck: {
    cards: 'Karty',
    deck: 'Talia',
    standard: 'Standardowa',
    fibonacci: 'Fibonacciego',
    tshirt: 'Rozmiary koszulek',
    powers: 'Potęgi dwójki',
    hours: 'Godziny',
    custom: 'Własna',
    question: 'Karta pytania (?)',
    coffee: 'Karta kawy (C)',
    customLabel: 'Twoje karty',
    customHelp: 'Oddziel karty przecinkami: najwyżej {max}, każda najwyżej {length} znaków.',
    useCards: 'Użyj tych kart',
    empty: 'Wpisz co najmniej jedną kartę.',
    tooMany: 'Najwyżej {max} kart: ta lista ma {count}.',
    tooLong: '„{card}” ma więcej niż {max} znaków.',
    twice: '„{card}” występuje dwa razy.',
    confirm: 'Zmiana kart rozpoczyna nową rundę',
    confirmDetail: 'Głosy z tej rundy zostaną usunięte.',
    change: 'Zmień karty',
    cancel: 'Anuluj',
    saveFailed: 'Nie udało się zmienić kart. Sprawdź połączenie i spróbuj ponownie.',
    inUse: 'Karty w użyciu: {cards}',
    inUseTitle: 'Karty w użyciu',
    close: 'Zamknij',
  },
  session: {
    story: 'Historyjka',
    addStory: 'Dodaj historyjkę',
    storyPlaceholder: 'Co szacujemy?',
    save: 'Zapisz',
    cancel: 'Anuluj',
    restart: 'Uruchom ponownie',
    stop: 'Zatrzymaj',
    timer: 'Minutnik',
    countdown: 'Odliczanie',
    timeLeft: 'Pozostały czas',
    timesUp: 'Czas minął',
    session: 'Sesja',
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
