import type { Catalogue } from '../../en';

/** Polish: the wall's tracker (Options, Issue tracker; the backlog's import and write-back). */
export const tracker = {
  section: 'System śledzenia zadań',
  kind: 'System',
  cloud: 'Jira Cloud',
  server: 'Jira Data Center lub Server',
  siteUrl: 'Adres witryny',
  siteHelp: 'Na przykład https://twoj-zespol.atlassian.net',
  organizationUrl: 'URL organizacji lub kolekcji',
  organizationHelp:
    'Na przykład https://dev.azure.com/twoja-organizacja, a na serwerze https://tfs.example.com/tfs/DefaultCollection',
  address: 'Adres',
  githubHelp: '{github} albo adres twojego GitHub Enterprise Server, na przykład {server}',
  gitlabHelp:
    '{gitlab} albo adres główny twojego samodzielnie zarządzanego GitLaba, na przykład {server}',
  project: 'Projekt',
  email: 'E-mail konta',
  apiToken: 'Token API',
  accessToken: 'Osobisty token dostępu',
  gitlabToken: 'Token dostępu',
  gitlabTokenHelp: 'Osobisty, grupowy lub projektowy token dostępu z zakresem {scope}.',
  linearKey: 'Klucz API',
  linearKeyHelp: 'Osobisty klucz API utworzony w ustawieniach Lineara, w sekcji {menu}.',
  tokenHelp:
    'Przechowuje go komputer tej ściany; nigdy nie jest ponownie pokazywany ani udostępniany sali.',
  tokenHelpBrowser:
    'Przechowuje go ta strona do jej zamknięcia, chyba że zaznaczysz Zapamiętaj na tym urządzeniu; nigdy nie jest ponownie pokazywany ani udostępniany sali.',
  remember: 'Zapamiętaj na tym urządzeniu',
  rememberHelp:
    'Zapisuje token w tej przeglądarce, aby ściana połączyła się ponownie po przeładowaniu. Każdy, kto używa tej przeglądarki, może nim pisać do systemu: na wspólnym komputerze zostaw to pole puste.',
  connect: 'Połącz',
  connecting: 'Łączenie…',
  checking: 'Sprawdzanie połączenia…',
  connectedAs: 'Połączono z {site} jako {account}',
  connectedProject: 'Połączono z {project} w {site} jako {account}',
  connectedTo: 'Połączono z {tracker} jako {account}',
  disconnect: 'Rozłącz',
  badSite: 'Wpisz adres witryny zaczynający się od https:// lub http://.',
  needEmail: 'Wpisz e-mail konta, do którego należy token API.',
  needProject: 'Wpisz nazwę projektu.',
  needToken: 'Wpisz token.',
  credentials:
    'System {tracker} odrzucił dane logowania: sprawdź token i konto, do którego należy.',
  permission: 'Konto nie ma uprawnień do tego w systemie {tracker}.',
  gitlabPermission:
    'Token GitLaba potrzebuje zakresu {scope}, a jego konto roli, która może edytować zgłoszenia (Reporter lub wyższej).',
  notFound: 'System {tracker} nie ma takiego elementu albo pod tym adresem nic nie ma.',
  notOnScreen:
    'Jira odrzuca pole: dodaj je do ekranu edycji zgłoszenia (w projekcie zarządzanym przez zespół włącz szacowanie). Jira podaje: {message}',
  invalid: 'System {tracker} odrzucił to: {message}',
  removed: 'System {tracker} nie oferuje już tu tego wywołania: zaktualizuj Story Point.',
  rateLimited: 'System {tracker} poprosił o zwolnienie tempa.',
  unavailable: 'System {tracker} jest w tej chwili niedostępny.',
  network: 'Nie udało się połączyć z systemem {tracker}.',
  crossOrigin:
    'System {tracker} nie przyjmuje wywołań ze strony internetowej. Połącz go w kiosku albo na ścianie, którą npm start udostępnia na tym komputerze.',
  retrying: 'Ponowna próba nastąpi sama.',
  fromTracker: 'Z systemu {tracker}',
  query: 'Zapytanie JQL',
  queryHelp: 'Na przykład: {query}',
  wiqlQuery: 'Zapytanie WIQL lub zapisane zapytanie',
  wiqlHelp:
    'Zapytanie WIQL, na przykład {query}; albo identyfikator zapisanego zapytania lub jego ścieżka, np. {path}.',
  searchQuery: 'Wyszukiwanie w repozytorium, projekt lub zgłoszenia',
  searchHelp:
    'Wyszukiwanie zgłoszeń z nazwą repozytorium, na przykład {search}; adres projektu, na przykład {project}; albo zgłoszenia, na przykład {issues}.',
  searchFormat: 'wyszukiwanie',
  filtersQuery: 'Projekt lub grupa, z filtrami',
  filtersHelp:
    'Projekt z filtrami ({filters}), na przykład {project}; grupa, na przykład {group}; adres listy zgłoszeń skopiowany z GitLaba; albo zgłoszenia, na przykład {issues}.',
  filtersFormat: 'filtry',
  teamQuery: 'Zespół, z cyklem, projektem lub etykietami',
  teamHelp:
    'Klucz zespołu z filtrami ({filters}), na przykład {team}; adres cyklu, projektu lub zgłoszenia skopiowany z Lineara; albo zgłoszenia, na przykład {issues}.',
  fetch: 'Pobierz historyjki',
  fetching: 'Pobieranie…',
  connectFirst: 'Najpierw połącz system: zobacz System śledzenia zadań poniżej.',
  truncated: 'Pasowało więcej historyjek: pobrano pierwsze {max}.',
  notApplied:
    'Niezastosowane z filtra widoku: {parts}. Podgląd może zawierać więcej historyjek, niż pokazuje widok.',
  field: 'Pole szacunku',
  fieldFound: 'Szacunki są zapisywane w polu {field}.',
  fieldMissing:
    'Nie znaleziono pola szacunku dla tych historyjek: wybierz pole liczbowe do zapisu.',
  labelFound: 'Szacunki są zapisywane jako etykieta „{label}” w każdym zgłoszeniu.',
  labelField: 'etykieta „{label}”',
  noWeight:
    'Ten GitLab nie ma wag zgłoszeń (funkcja płatnych planów): szacunków nie można zapisać z powrotem.',
  estimatesOff:
    'Ten zespół w Linearze nie używa szacunków: włącz je w ustawieniach zespołu w Linearze, aby je zapisywać z powrotem.',
  pickField: 'Wybierz pole',
  inTracker: 'W systemie {tracker} ✓',
  sending: 'Wysyłanie…',
  notSent: 'Nie wysłano: {reason}',
  retry: 'Ponów',
  notConnected: 'System {tracker} nie jest połączony (Opcje, System śledzenia zadań).',
  keyChanged: 'klucz zmieniono w sesji; ta ściana zaimportowała tu {key}.',
  notNumber: '„{card}” nie jest liczbą.',
  noDecimals: 'pole przyjmuje tylko liczby całkowite, nie „{card}”.',
  offScale: '„{card}” nie należy do skali szacunków zespołu ({scale}).',
  dropped:
    'Listy szacunków tej ściany dla systemu {tracker} nie udało się odczytać i została usunięta.',
  sendAll: 'Wyślij wszystkie szacunki',
  sendAllHelp: 'Zapisuje szacunki historyjek z kluczem systemu {tracker}, gdy potwierdzisz listę.',
  looking: 'Wyszukiwanie kluczy…',
  confirmList: 'Te szacunki zostaną zapisane w systemie {tracker} ({field}):',
  rowNotFound: 'nie znaleziono w systemie {tracker}, nie zapisano',
  rowNotWritten: 'nie zapisano',
  rowOffScale: 'poza skalą szacunków ({scale}), nie zapisano',
  write: {
    one: 'Zapisz {count} szacunek',
    few: 'Zapisz {count} szacunki',
    many: 'Zapisz {count} szacunków',
    other: 'Zapisz {count} szacunku',
  },
  handed: {
    one: '{count} szacunek jest w drodze do systemu {tracker}.',
    few: '{count} szacunki są w drodze do systemu {tracker}.',
    many: '{count} szacunków jest w drodze do systemu {tracker}.',
    other: '{count} szacunku jest w drodze do systemu {tracker}.',
  },
  cancel: 'Anuluj',
} satisfies Catalogue['tracker'];
