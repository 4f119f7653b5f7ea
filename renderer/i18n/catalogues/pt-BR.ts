import type { Catalogue } from '../en';

/** Portuguese (Brazil). */
const ptBR = {
  language: {
    language: 'Idioma',
    loadFailed: 'Não foi possível carregar {language}. Verifique a conexão e tente de novo.',
  },
  app: {
    somethingWrong: 'Algo deu errado.',
    reloadingIn: 'Recarregando em {seconds} s…',
    reloading: 'Recarregando…',
  },
  wall: {
    welcome: 'Boas-vindas ao Story Point',
    yourScreenCode: 'Seu código de tela:',
    change: 'Alterar',
    joinFromPhone: 'Entre pelo celular: escaneie o código ou abra',
    qrLabel: 'QR code para entrar: {url}',
    joinThisScreen: 'Entrar nesta tela',
    noAddress:
      'Os celulares ainda não podem entrar: conecte este computador à rede da sala ou defina "site" na configuração.',
    noAddressShort: 'Não é possível entrar: sem endereço de rede (ou defina "site").',
    loopbackOnly:
      'Este link só funciona neste computador. Para celulares, inicie com HOST=0.0.0.0 ou defina "site".',
    loopbackOnlyShort: 'Só este computador: celulares precisam de HOST=0.0.0.0 ou "site".',
    connecting: 'Conectando…',
    online: 'On-line',
    offline: 'Off-line',
    participant: 'Participantes',
    ready: 'Prontos',
    averagePoint: 'Média',
    pauseSession: 'Pausar sessão',
    continueSession: 'Continuar sessão',
    closePreview: 'Fechar prévia',
    newRound: 'Nova rodada',
    options: 'Opções',
    settings: 'Configurações',
    dismiss: 'Fechar',
    away: 'Ausente',
    cardUnreadable: 'Não foi possível ler a carta',
    coffee: 'Café',
  },
} satisfies Catalogue;

export default ptBR;
