import type { Catalogue } from '../en';

/** Polish. */
const pl = {
  language: {
    language: 'Język',
    loadFailed: 'Nie udało się wczytać języka {language}. Sprawdź połączenie i spróbuj ponownie.',
  },
  app: {
    somethingWrong: 'Coś poszło nie tak.',
    reloadingIn: 'Ponowne wczytanie za {seconds} s…',
    reloading: 'Wczytywanie ponownie…',
  },
  wall: {
    welcome: 'Witamy w Story Point',
    yourScreenCode: 'Kod ekranu:',
    change: 'Zmień',
    joinFromPhone: 'Dołącz z telefonu: zeskanuj kod lub otwórz',
    qrLabel: 'Kod QR do dołączenia: {url}',
    joinThisScreen: 'Dołącz do tego ekranu',
    noAddress:
      'Telefony nie mogą jeszcze dołączyć: podłącz ten komputer do sieci w sali lub ustaw "site" w jego konfiguracji.',
    noAddressShort: 'Nie można dołączyć: brak adresu sieciowego (lub ustaw "site").',
    loopbackOnly:
      'Ten link działa tylko na tym komputerze. Dla telefonów uruchom z HOST=0.0.0.0 lub ustaw "site".',
    loopbackOnlyShort: 'Tylko ten komputer: telefony wymagają HOST=0.0.0.0 lub "site".',
    connecting: 'Łączenie…',
    online: 'Online',
    offline: 'Offline',
    participant: 'Uczestnicy',
    ready: 'Gotowi',
    averagePoint: 'Średnia',
    pauseSession: 'Wstrzymaj sesję',
    continueSession: 'Wznów sesję',
    closePreview: 'Zamknij podgląd',
    newRound: 'Nowa runda',
    options: 'Opcje',
    settings: 'Ustawienia',
    dismiss: 'Zamknij',
    away: 'Nieobecny',
    cardUnreadable: 'Nie można odczytać karty',
    coffee: 'Kawa',
  },
} satisfies Catalogue;

export default pl;
