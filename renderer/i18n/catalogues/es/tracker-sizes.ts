import type { Catalogue } from '../../en';

/** Spanish: the team's T-shirt sizes as numbers (Options, Issue tracker). */
export const trackerSizes = {
  heading: 'Tallas de camiseta como números',
  help: 'El campo de estimación del gestor admite números: una vez guardada, cada talla se escribe como su número. Una talla en blanco no se escribe.',
  save: 'Guardar',
  clear: 'Borrar',
  saved: 'Guardado: las tallas se escriben como estos números.',
  notSaved: 'Sin guardar: las tallas no se escriben en el gestor.',
  bad: 'Escriba un número de hasta 6 cifras, con hasta 6 decimales, para {sizes}; o déjelo en blanco.',
  outOfOrder:
    '{size} tiene un número menor que una talla más pequeña: compruebe que es lo que quiere.',
  dropped:
    'Los números guardados de las tallas no se pudieron leer y se descartaron: guárdelos de nuevo.',
  notMapped:
    '«{card}» es una talla sin número: puede dar números a las tallas en Opciones, Gestor de incidencias.',
} satisfies Catalogue['trackerSizes'];
