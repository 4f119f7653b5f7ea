import type { Catalogue } from '../../en';

/** French: the team's T-shirt sizes as numbers (Options, Issue tracker). */
export const trackerSizes = {
  heading: 'Tailles de t-shirt en nombres',
  help: 'Le champ d’estimation du suivi prend des nombres : une fois enregistrée, chaque taille est écrite comme son nombre. Une taille laissée vide n’est pas écrite.',
  save: 'Enregistrer',
  clear: 'Effacer',
  saved: 'Enregistré : les tailles sont écrites comme ces nombres.',
  notSaved: 'Non enregistré : les tailles ne sont pas écrites dans le suivi.',
  bad: 'Saisissez un nombre de 6 chiffres au plus, avec 6 décimales au plus, pour {sizes} ; ou laissez vide.',
  outOfOrder: '{size} a un nombre plus petit qu’une taille plus petite : vérifiez que c’est voulu.',
  dropped:
    'Les nombres enregistrés pour les tailles n’ont pas pu être lus et ont été abandonnés : enregistrez-les de nouveau.',
  notMapped:
    '« {card} » est une taille sans nombre : les tailles peuvent recevoir des nombres dans Options, Outil de suivi.',
} satisfies Catalogue['trackerSizes'];
