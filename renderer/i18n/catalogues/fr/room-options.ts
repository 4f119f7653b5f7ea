import type { Catalogue } from '../../en';

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
