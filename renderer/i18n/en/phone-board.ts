import { textPart } from '../translate';

/** The phone page once joined: status, cards, the Ready bar, the session panel. */
export const phoneBoardText = textPart('phoneBoard', {
  readyCount: '{ready} of {participants} ready',
  stillChoosing: 'Still choosing: {names}',
  nameAway: '{name} (away)',
  /** Someone who left this round with Leave: the wall shows their card 'Offline'. */
  nameOffline: '{name} (offline)',
  /** Between the names of a list. */
  listSeparator: ', ',
  cardsRevealed: 'Cards are revealed',
  lateJoin: 'This round was revealed before you joined. You take part from the next round.',
  yourCard: 'Your card',
  waitingForOthers: 'Waiting for others',
  readyToShow: 'Ready to show it?',
  pickYourCard: 'Pick your card',
  cards: 'Cards',
  cardSet: 'Card set',
  points: 'Points',
  tShirt: 'T-shirt',
  joinNextRound: 'You join when a new round starts',
  anyoneNextRound: 'Anyone may start the next round, here or on the screen',
  notReady: 'Not ready — change my card',
  pickFirst: 'Pick a card first',
  ready: 'Ready',
  cardsNextRound: 'Cards for the next round',
  yourVote: 'Your vote',
  tapToChange: 'Tap to change your card',
  tapACard: 'Tap a card',
  card: 'Card {value}',
  oneHalf: 'one half',
  infinity: 'infinity',
  notSure: 'not sure',
  coffeeBreak: 'coffee break',
  session: 'Session',
  history: 'History',
  backToVoting: 'Back to voting',
  loading: 'Loading…',
  /** Said by a screen reader (a polite live region) when the cards are revealed. */
  announceRevealed: 'Cards revealed. Average {average}.',
  announceClosest: 'Closest card {value}.',
  /** Instead of announceClosest when the room chose 'Next card up' (Options, Suggested card). */
  announceNextUp: 'Next card up {value}.',
  announceNewRound: 'New round',
});
