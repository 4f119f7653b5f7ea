import { textPart } from '../translate';

/** Choosing the screen's cards: the wall's Options and a phone, so both say the same words. */
export const deckText = textPart('deck', {
  /** The Options section and the phone's button. */
  cards: 'Cards',
  /** The list of decks. */
  deck: 'Deck',
  standard: 'Standard',
  fibonacci: 'Fibonacci',
  tshirt: 'T-shirt sizes',
  powers: 'Powers of two',
  hours: 'Hours',
  custom: 'Custom',
  /** The switches of a preset. */
  question: 'Question card (?)',
  coffee: 'Coffee card (C)',
  customLabel: 'Your cards',
  customHelp: 'Separate the cards with commas: up to {max}, each at most {length} characters.',
  useCards: 'Use these cards',
  empty: 'Type at least one card.',
  tooMany: 'At most {max} cards: this list has {count}.',
  tooLong: '“{card}” is longer than {max} characters.',
  twice: '“{card}” is listed twice.',
  confirm: 'Changing the cards starts a new round',
  confirmDetail: 'The votes of this round are cleared.',
  change: 'Change cards',
  cancel: 'Cancel',
  saveFailed: 'The cards could not be changed. Check the connection and try again.',
  /** The cards of the deck in use, for a screen reader. */
  inUse: 'Cards in use: {cards}',
  /** The caption above those cards. */
  inUseTitle: 'Cards in use',
  close: 'Close',
});
