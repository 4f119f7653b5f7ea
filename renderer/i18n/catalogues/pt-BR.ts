import type { Catalogue } from '../en';

/** Portuguese (Brazil). */
const ptBR = {
  language: {
    language: 'Idioma',
    loadFailed: 'Não foi possível carregar {language}. Verifique a conexão e tente de novo.',
  },
} satisfies Catalogue;

export default ptBR;
