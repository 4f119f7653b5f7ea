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

/** French: Options for how a round goes. */
export const roomOptions = {
  round: 'Tour',
  revealCountdown: 'Révéler avec un compte à rebours',
  soundAtReveal: 'Son à la révélation',
  hideNames: 'Masquer les noms',
  suggestedCard: 'Carte suggérée',
  closest: 'Carte la plus proche',
  nextUp: 'Carte supérieure suivante',
  saveFailed: 'L’option n’a pas pu être modifiée. Vérifiez la connexion et réessayez.',
  keyReveal: 'Révéler maintenant, avant que tout le monde soit prêt (appuyer deux fois)',
  keyNudge: 'Relancer ceux qui ne sont pas prêts',
  keyBoard: 'Afficher ou masquer les stories déjà estimées',
} satisfies Catalogue['roomOptions'];
