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
