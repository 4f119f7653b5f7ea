import type { Catalogue } from '../../en';

/** French: the facilitator's tools, on the wall and on phones. */
export const facilitation = {
  waitingFor: 'En attente de : {names}',
  listSeparator: ', ',
  nudge: 'Relancer',
  nudgeSent: 'Relance envoyée',
  nudgeTooSoon: 'Une relance vient d’être envoyée. Réessayez dans quelques secondes.',
  nudgeFailed: 'La relance n’a pas pu être envoyée. Vérifiez la connexion et réessayez.',
  nudged: 'La salle vous attend',
  revealNow: 'Révéler maintenant',
  revealNowConfirm: 'Appuyez de nouveau sur R pour révéler maintenant',
  revealFailed: 'Les cartes n’ont pas pu être révélées. Vérifiez la connexion et réessayez.',
  noVote: 'Pas de vote',
  revealedEarly: 'Révélé en avance',
  noVoteFrom: 'Pas de vote : {names}',
  median: 'Médiane',
  anonymousVote: 'Vote {value}',
  revealingIn: 'Révélation dans {seconds}',
  sizedSoFar: 'Déjà estimées',
  boardEmpty: 'Aucune story n’a encore d’estimation.',
  close: 'Fermer',
} satisfies Catalogue['facilitation'];
