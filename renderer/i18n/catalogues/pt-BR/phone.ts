import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { backlog, nextStory } from './refinement';
import { watch } from './watch';
import { facilitation } from './facilitation';

/** Portuguese (Brazil): what the phone shows (and the wall too) (i18n/scopes.ts). */
const phone = {
  app: {
    somethingWrong: 'Algo deu errado.',
    reloadingIn: 'Recarregando em {seconds} s…',
    reloading: 'Recarregando…',
    couldNotStart: 'O Story Point não conseguiu iniciar. Recarregue a página para tentar de novo.',
  },
  shared: {
    averagePoint: 'Média',
    newRound: 'Nova rodada',
  },
  round: {
    cardsNotCleared: {
      one: 'Nova rodada: não foi possível limpar {count} carta. Verifique a conexão e toque em Nova rodada de novo.',
      other:
        'Nova rodada: não foi possível limpar {count} cartas. Verifique a conexão e toque em Nova rodada de novo.',
    },
    othersNotTold:
      'Nova rodada: não foi possível avisar os outros dispositivos. Verifique a conexão e toque em Nova rodada de novo.',
  },
  phone: {
    screen: 'Tela {code}',
    leave: 'Sair',
    offline: 'Off-line — seu voto está guardado e será enviado quando a conexão voltar',
    joinTitle: 'Participe da votação',
    joinIntro: 'Escolha uma carta no celular; ela aparece na tela quando todos estiverem prontos.',
    yourName: 'Seu nome',
    pictureUrl: 'URL da foto (opcional)',
    pictureHelp: 'Deixe em branco para usar suas iniciais',
    pictureBroken: 'Não foi possível carregar essa imagem, então suas iniciais são mostradas.',
    screenCode: 'Código da tela',
    screenCodeHelp: 'Aparece na tela; digite outro para trocar de sala',
    join: 'Entrar',
    starting: 'Iniciando…',
    noScript:
      'O Story Point precisa de JavaScript para você participar da votação. Ative o JavaScript nas configurações do navegador e recarregue esta página.',
    nameRequired: 'Digite seu nome',
    nameTooLong: 'Use no máximo {max} caracteres',
    pictureInvalid: 'O endereço da imagem deve começar com http:// ou https://',
    pictureTooLong: 'O endereço da imagem pode ter no máximo {max} caracteres',
    codeRequired: 'Digite o código mostrado na tela',
    nameLength: '{length}/{max} · fica salvo neste celular',
  },
  phoneBoard: {
    readyCount: '{ready} de {participants} prontos',
    stillChoosing: 'Ainda escolhendo: {names}',
    nameAway: '{name} (ausente)',
    nameOffline: '{name} (off-line)',
    listSeparator: ', ',
    cardsRevealed: 'As cartas foram reveladas',
    lateJoin:
      'Esta rodada foi revelada antes de você entrar. Você participa a partir da próxima rodada.',
    yourCard: 'Sua carta',
    waitingForOthers: 'Aguardando os outros',
    readyToShow: 'Pronto para mostrar?',
    pickYourCard: 'Escolha sua carta',
    cards: 'Cartas',
    cardSet: 'Baralho',
    points: 'Pontos',
    tShirt: 'Camiseta',
    joinNextRound: 'Você entra quando uma nova rodada começar',
    anyoneNextRound: 'Qualquer pessoa pode iniciar a próxima rodada, aqui ou na tela',
    notReady: 'Não estou pronto — trocar minha carta',
    pickFirst: 'Escolha uma carta primeiro',
    ready: 'Pronto',
    cardsNextRound: 'Cartas para a próxima rodada',
    yourVote: 'Seu voto',
    tapToChange: 'Toque para trocar sua carta',
    tapACard: 'Toque em uma carta',
    card: 'Carta {value}',
    oneHalf: 'um meio',
    infinity: 'infinito',
    notSure: 'não sei',
    coffeeBreak: 'pausa para o café',
    session: 'Sessão',
    history: 'Histórico',
    backToVoting: 'Voltar à votação',
    loading: 'Carregando…',
    announceRevealed: 'Cartas reveladas. Média {average}.',
    announceClosest: 'Mais perto da média: {value}.',
    announceNextUp: 'Próxima carta acima: {value}.',
    announceNewRound: 'Nova rodada',
  },
  language: {
    loading: 'Carregando…',
    language: 'Idioma',
    loadFailed: 'Não foi possível carregar {language}. Verifique a conexão e tente de novo.',
  },
  deck: {
    cards: 'Cartas',
    deck: 'Baralho',
    standard: 'Padrão',
    fibonacci: 'Fibonacci',
    tshirt: 'Tamanhos de camiseta',
    powers: 'Potências de dois',
    hours: 'Horas',
    custom: 'Personalizado',
    question: 'Carta de dúvida (?)',
    coffee: 'Carta de café (C)',
    customLabel: 'Suas cartas',
    customHelp:
      'Separe as cartas com vírgulas: até {max}, cada uma com no máximo {length} caracteres.',
    useCards: 'Usar estas cartas',
    empty: 'Digite pelo menos uma carta.',
    tooMany: 'No máximo {max} cartas: esta lista tem {count}.',
    tooLong: '“{card}” tem mais de {max} caracteres.',
    twice: '“{card}” aparece duas vezes.',
    confirm: 'Trocar as cartas inicia uma nova rodada',
    confirmDetail: 'Os votos desta rodada são apagados.',
    change: 'Trocar cartas',
    cancel: 'Cancelar',
    saveFailed: 'Não foi possível trocar as cartas. Verifique a conexão e tente novamente.',
    inUse: 'Cartas em uso: {cards}',
    inUseTitle: 'Cartas em uso',
    close: 'Fechar',
  },
  session: {
    story: 'História',
    addStory: 'Adicionar uma história',
    storyPlaceholder: 'O que estamos estimando?',
    save: 'Salvar',
    cancel: 'Cancelar',
    restart: 'Reiniciar',
    stop: 'Parar',
    timer: 'Timer',
    countdown: 'Contagem regressiva',
    timeLeft: 'Tempo restante',
    timesUp: 'Acabou o tempo',
    session: 'Sessão',
  },
  backlog,
  nextStory,
  watch,
  facilitation,
} satisfies Pick<Catalogue, ScopeParts<'phone'>>;

export default phone;

/**
 * The language's other chunks, named here rather than in the page's own code, which
 * then names one chunk per language (i18n/load.ts): every page loads this one first.
 */
export const chunks = {
  panels: () => import('./panels'),
  wall: () => import('./wall'),
};
