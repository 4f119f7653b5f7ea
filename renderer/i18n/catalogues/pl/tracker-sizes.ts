import type { Catalogue } from '../../en';

/** Polish: the team's T-shirt sizes as numbers (Options, Issue tracker). */
export const trackerSizes = {
  heading: 'Rozmiary koszulek jako liczby',
  help: 'Pole szacunku w trackerze przyjmuje liczby: po zapisaniu każdy rozmiar jest zapisywany jako jego liczba. Rozmiar pozostawiony pusty nie jest zapisywany.',
  save: 'Zapisz',
  clear: 'Wyczyść',
  saved: 'Zapisano: rozmiary są zapisywane jako te liczby.',
  notSaved: 'Nie zapisano: rozmiary nie są zapisywane w trackerze.',
  bad: 'Wpisz dla {sizes} liczbę o najwyżej 6 cyfrach, z najwyżej 6 miejscami po przecinku, albo zostaw pole puste.',
  outOfOrder: '{size} ma mniejszą liczbę niż mniejszy rozmiar: sprawdź, czy tak ma być.',
  dropped:
    'Nie udało się odczytać zapisanych liczb rozmiarów, więc je odrzucono: zapisz je ponownie.',
  notMapped:
    '„{card}” to rozmiar bez liczby: rozmiarom można nadać liczby w Opcjach, System śledzenia zadań.',
} satisfies Catalogue['trackerSizes'];
