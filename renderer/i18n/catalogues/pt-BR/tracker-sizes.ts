import type { Catalogue } from '../../en';

/** Brazilian Portuguese: the team's T-shirt sizes as numbers (Options, Issue tracker). */
export const trackerSizes = {
  heading: 'Tamanhos de camiseta como números',
  help: 'O campo de estimativa do rastreador aceita números: depois de salvo, cada tamanho é escrito como o seu número. Um tamanho deixado em branco não é escrito.',
  save: 'Salvar',
  clear: 'Limpar',
  saved: 'Salvo: os tamanhos são escritos como estes números.',
  notSaved: 'Não salvo: os tamanhos não são escritos no rastreador.',
  bad: 'Digite um número de até 6 dígitos, com até 6 casas decimais, para {sizes}; ou deixe em branco.',
  outOfOrder: '{size} tem um número menor que um tamanho menor: confira se é isso mesmo.',
  dropped:
    'Os números salvos dos tamanhos não puderam ser lidos e foram descartados: salve-os de novo.',
  notMapped:
    '“{card}” é um tamanho sem número: os tamanhos podem receber números em Opções, Rastreador de tarefas.',
} satisfies Catalogue['trackerSizes'];
