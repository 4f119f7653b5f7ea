import type { Catalogue } from '../../en';

/** Brazilian Portuguese: Options for how a round goes. */
export const roomOptions = {
  round: 'Rodada',
  revealCountdown: 'Revelar com contagem regressiva',
  soundAtReveal: 'Som ao revelar',
  hideNames: 'Ocultar nomes',
  suggestedCard: 'Carta sugerida',
  closest: 'Carta mais próxima',
  nextUp: 'Próxima carta acima',
  saveFailed: 'Não foi possível alterar a opção. Verifique a conexão e tente de novo.',
  keyReveal: 'Revelar agora, antes de todos estarem prontos (pressione duas vezes)',
  keyNudge: 'Cutucar quem não está pronto',
  keyBoard: 'Mostrar ou ocultar as histórias estimadas até agora',
} satisfies Catalogue['roomOptions'];
