import type { Catalogue } from '../../en';

/** Brazilian Portuguese: the facilitator's tools, on the wall and on phones. */
export const facilitation = {
  waitingFor: 'Aguardando: {names}',
  listSeparator: ', ',
  nudge: 'Cutucar',
  nudgeSent: 'Cutucada enviada',
  nudgeTooSoon: 'Uma cutucada acabou de ser enviada. Tente de novo em alguns segundos.',
  nudgeFailed: 'Não foi possível enviar a cutucada. Verifique a conexão e tente de novo.',
  nudged: 'A sala está esperando por você',
  revealNow: 'Revelar agora',
  revealNowConfirm: 'Pressione R de novo para revelar agora',
  revealFailed: 'Não foi possível revelar as cartas. Verifique a conexão e tente de novo.',
  noVote: 'Sem voto',
  revealedEarly: 'Revelada antes da hora',
  noVoteFrom: 'Sem voto: {names}',
  median: 'Mediana',
  anonymousVote: 'Voto {value}',
  revealingIn: 'Revelando em {seconds}',
  sizedSoFar: 'Estimadas até agora',
  boardEmpty: 'Nenhuma história tem estimativa ainda.',
  close: 'Fechar',
} satisfies Catalogue['facilitation'];
