import type { Catalogue } from '../../en';

/** French: the refinement session's texts (backlog, Next story), apart so each file stays small. */
export const backlog = {
  backlog: 'Backlog',
  place: '{position} sur {total}',
  next: 'Ensuite : {story}',
  lastStory: 'Dernière story',
  showDescription: 'Afficher la description',
  hideDescription: 'Masquer la description',
} satisfies Catalogue['backlog'];

export const nextStory = {
  nextStory: 'Story suivante',
  saves: 'Enregistre {value} pour {story}',
  otherCard: 'Ou enregistrer une autre carte :',
  saveInstead: 'Enregistrer {value} à la place',
  noClosest:
    'Aucune carte n’est la plus proche : choisissez l’estimation de {story}, ou passez-la.',
  skipStory: 'Passer la story',
  failed:
    'Impossible de passer à la story suivante ; rien n’a été modifié. Vérifiez la connexion et réessayez.',
} satisfies Catalogue['nextStory'];
