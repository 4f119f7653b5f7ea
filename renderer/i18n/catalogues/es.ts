import type { Catalogue } from '../en';

/** Spanish. */
const es = {
  language: {
    language: 'Idioma',
    loadFailed: 'No se pudo cargar {language}. Comprueba la conexión e inténtalo de nuevo.',
  },
} satisfies Catalogue;

export default es;
