import type { Catalogue } from '../../en';

/** Polish: the refinement session's texts (backlog, Next story), apart so each file stays small. */
export const backlog = {
  backlog: 'Backlog',
  place: '{position} z {total}',
  next: 'Następna: {story}',
  lastStory: 'Ostatnia historyjka',
  showDescription: 'Pokaż opis',
  hideDescription: 'Ukryj opis',
} satisfies Catalogue['backlog'];

/** The 'Backlog' panel: the stories, the import and the exports. */
export const backlogPanel = {
  importHeading: 'Importuj historyjki',
  pasteLabel: 'Wklej historyjki',
  pasteHelp:
    'Eksport CSV z Jiry, Azure DevOps lub GitHuba, tabela key,title,description albo jedna historyjka w wierszu.',
  readText: 'Podgląd',
  uploadFile: 'Prześlij plik',
  fileUnreadable: 'Nie udało się odczytać pliku. Spróbuj ponownie albo wklej jego tekst.',
  readAs: 'Odczytano jako {format}',
  formatLines: 'Jedna historyjka w wierszu',
  storyCount: {
    one: '{count} historyjka',
    few: '{count} historyjki',
    many: '{count} historyjek',
    other: '{count} historyjki',
  },
  rowsSkipped: {
    one: 'Pominięto {count} wiersz: {rows}',
    few: 'Pominięto {count} wiersze: {rows}',
    many: 'Pominięto {count} wierszy: {rows}',
    other: 'Pominięto {count} wiersza: {rows}',
  },
  rowNoTitle: 'wiersz {row} nie ma tytułu',
  rowTitleTooLong: 'wiersz {row}: tytuł dłuższy niż {max} znaków',
  rowKeyTooLong: 'wiersz {row}: klucz dłuższy niż {max} znaków',
  andMore: {
    one: '{rows} i {count} inny',
    few: '{rows} i {count} inne',
    many: '{rows} i {count} innych',
    other: '{rows} i {count} innego',
  },
  listSeparator: ', ',
  partSeparator: '; ',
  descriptionsCut: {
    one: 'Skrócono {count} opis do {max} znaków',
    few: 'Skrócono {count} opisy do {max} znaków',
    many: 'Skrócono {count} opisów do {max} znaków',
    other: 'Skrócono {count} opisu do {max} znaków',
  },
  fileTooLarge: 'Plik ma {size} MB; można zaimportować najwyżej {max} MB.',
  textTooLarge: 'Tekst ma {size} MB; można zaimportować najwyżej {max} MB.',
  fileNotText: 'Plik nie jest tekstem: zaimportuj plik CSV lub zwykły tekst.',
  textNotText:
    'Wklejony tekst zawiera znaki, których nie ma żaden plik tekstowy: wklej zwykły tekst lub CSV.',
  nothingEmpty: 'Nie ma czego importować: jest pusto.',
  nothingStories: 'Nie ma czego importować: {rows}.',
  unclosedQuote: 'W wierszu {row} otwarto cudzysłów, który nigdy nie jest zamknięty.',
  tooMany: {
    one: '{count} historyjka: backlog mieści najwyżej {max}.',
    few: '{count} historyjki: backlog mieści najwyżej {max}.',
    many: '{count} historyjek: backlog mieści najwyżej {max}.',
    other: '{count} historyjki: backlog mieści najwyżej {max}.',
  },
  overCapacity: {
    one: 'Backlog ma {existing}; jeszcze {count} przekroczyłaby limit {max}. Zastąp go albo zaimportuj mniej.',
    few: 'Backlog ma {existing}; jeszcze {count} przekroczyłyby limit {max}. Zastąp go albo zaimportuj mniej.',
    many: 'Backlog ma {existing}; jeszcze {count} przekroczyłoby limit {max}. Zastąp go albo zaimportuj mniej.',
    other:
      'Backlog ma {existing}; jeszcze {count} przekroczyłoby limit {max}. Zastąp go albo zaimportuj mniej.',
  },
  saveFailed:
    'Nie udało się zapisać backlogu; nic nie zmieniono. Sprawdź połączenie i spróbuj ponownie.',
  moveFailed: 'Nie udało się zmienić historyjki. Sprawdź połączenie i spróbuj ponownie.',
  import: 'Importuj',
  cancel: 'Anuluj',
  appendOrReplace: {
    one: 'Backlog ma już {count} historyjkę. Dodać nowe na końcu czy go zastąpić?',
    few: 'Backlog ma już {count} historyjki. Dodać nowe na końcu czy go zastąpić?',
    many: 'Backlog ma już {count} historyjek. Dodać nowe na końcu czy go zastąpić?',
    other: 'Backlog ma już {count} historyjki. Dodać nowe na końcu czy go zastąpić?',
  },
  append: 'Dołącz',
  replace: 'Zastąp',
  imported: {
    one: 'Zaimportowano {count} historyjkę.',
    few: 'Zaimportowano {count} historyjki.',
    many: 'Zaimportowano {count} historyjek.',
    other: 'Zaimportowano {count} historyjki.',
  },
  stories: 'Historyjki',
  empty: 'Nie ma jeszcze backlogu: zaimportuj historyjki, aby szacować je po kolei.',
  estimatedCount: 'Oszacowano {estimated} z {total}',
  notEstimated: 'Nieoszacowana',
  columnKey: 'Klucz',
  columnStory: 'Historyjka',
  columnEstimate: 'Szacunek',
  columnEstimatedAt: 'Oszacowano',
  columnVotes: 'Głosy',
  estimate: 'Szacunek {value}',
  current: 'Bieżąca',
  estimateNow: 'Szacuj teraz',
  reEstimate: 'Oszacuj ponownie',
  back: 'Wstecz',
  skip: 'Pomiń',
  downloadCsv: 'Pobierz CSV',
  downloadMarkdown: 'Pobierz Markdown',
  was: 'Było {value}',
  issueLink: 'Zgłoszenie',
} satisfies Catalogue['backlogPanel'];

export const nextStory = {
  nextStory: 'Następna historyjka',
  saves: 'Zapisuje {value} dla {story}',
  otherCard: 'Albo zapisz inną kartę:',
  saveInstead: 'Zapisz zamiast tego {value}',
  noClosest: 'Żadna karta nie jest najbliższa: wybierz estymację dla {story} albo ją pomiń.',
  skipStory: 'Pomiń historyjkę',
  failed:
    'Nie udało się przejść do następnej historyjki; nic nie zmieniono. Sprawdź połączenie i spróbuj ponownie.',
} satisfies Catalogue['nextStory'];
