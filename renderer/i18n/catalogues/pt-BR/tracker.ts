import type { Catalogue } from '../../en';

/** Brazilian Portuguese: the wall's tracker (Options, Issue tracker; the backlog's import and write-back). */
export const tracker = {
  section: 'Rastreador de tarefas',
  kind: 'Rastreador',
  cloud: 'Jira Cloud',
  server: 'Jira Data Center ou Server',
  siteUrl: 'Endereço do site',
  siteHelp: 'Por exemplo https://sua-equipe.atlassian.net',
  organizationUrl: 'URL da organização ou coleção',
  organizationHelp:
    'Por exemplo https://dev.azure.com/sua-organizacao, ou num servidor https://tfs.example.com/tfs/DefaultCollection',
  address: 'Endereço',
  githubHelp: '{github}, ou o do seu GitHub Enterprise Server, por exemplo {server}',
  gitlabHelp: '{gitlab}, ou a raiz do seu GitLab autogerenciado, por exemplo {server}',
  project: 'Projeto',
  email: 'E-mail da conta',
  apiToken: 'Token de API',
  accessToken: 'Token de acesso pessoal',
  gitlabToken: 'Token de acesso',
  gitlabTokenHelp: 'Um token de acesso pessoal, de grupo ou de projeto com o escopo {scope}.',
  linearKey: 'Chave de API',
  linearKeyHelp: 'Uma chave de API pessoal, criada nas configurações do Linear, em {menu}.',
  tokenHelp:
    'Fica no computador desta parede; nunca é mostrado de novo nem compartilhado com a sala.',
  tokenHelpBrowser:
    'Fica nesta página até ela fechar, a menos que você marque Lembrar neste dispositivo; nunca é mostrado de novo nem compartilhado com a sala.',
  remember: 'Lembrar neste dispositivo',
  rememberHelp:
    'Guarda o token neste navegador, para a parede reconectar depois de recarregar. Quem usar este navegador poderá escrever no rastreador com ele: deixe desmarcado num computador compartilhado.',
  connect: 'Conectar',
  connecting: 'Conectando…',
  checking: 'Verificando a conexão…',
  connectedAs: 'Conectado a {site} como {account}',
  connectedProject: 'Conectado a {project} em {site} como {account}',
  connectedTo: 'Conectado a {tracker} como {account}',
  disconnect: 'Desconectar',
  badSite: 'Digite o endereço do site, começando com https:// ou http://.',
  needEmail: 'Digite o e-mail da conta à qual o token de API pertence.',
  needProject: 'Digite o nome do projeto.',
  needToken: 'Digite o token.',
  credentials: 'O {tracker} recusou as credenciais: confira o token e a conta a que ele pertence.',
  permission: 'A conta não tem permissão para isso no {tracker}.',
  gitlabPermission:
    'Um token do GitLab precisa do escopo {scope}, e a conta dele de um papel que possa editar issues (Reporter ou superior).',
  notFound: 'O {tracker} não tem esse item, ou não há nada neste endereço.',
  notOnScreen:
    'O Jira recusa o campo: adicione-o à tela de edição da issue (em um projeto gerenciado pela equipe, ative a estimativa). O Jira diz: {message}',
  invalid: 'O {tracker} recusou: {message}',
  removed: 'O {tracker} não oferece mais essa chamada aqui: atualize o Story Point.',
  rateLimited: 'O {tracker} pediu para ir mais devagar.',
  unavailable: 'O {tracker} não está disponível no momento.',
  network: 'Não foi possível alcançar o {tracker}.',
  crossOrigin:
    'O {tracker} não aceita chamadas de uma página web. Conecte-o no quiosque, ou na parede que o npm start serve neste computador.',
  retrying: 'Nova tentativa automática.',
  fromTracker: 'Do {tracker}',
  query: 'Consulta JQL',
  queryHelp: 'Por exemplo: {query}',
  wiqlQuery: 'Consulta WIQL ou consulta salva',
  wiqlHelp:
    'Uma consulta WIQL, por exemplo {query}; ou o id de uma consulta salva, ou seu caminho como {path}.',
  searchQuery: 'Busca em repositório, projeto ou issues',
  searchHelp:
    'Uma busca de issues que cite o repositório, por exemplo {search}; o endereço de um projeto, por exemplo {project}; ou issues, por exemplo {issues}.',
  searchFormat: 'busca',
  filtersQuery: 'Projeto ou grupo, com filtros',
  filtersHelp:
    'Um projeto com filtros ({filters}), por exemplo {project}; um grupo, por exemplo {group}; o endereço de uma lista de issues copiado do GitLab; ou issues, por exemplo {issues}.',
  filtersFormat: 'filtros',
  teamQuery: 'Equipe, com um ciclo, projeto ou rótulos',
  teamHelp:
    'A chave de uma equipe com filtros ({filters}), por exemplo {team}; o endereço de um ciclo, projeto ou issue copiado do Linear; ou issues, por exemplo {issues}.',
  fetch: 'Buscar histórias',
  fetching: 'Buscando…',
  connectFirst: 'Conecte um rastreador primeiro: veja Rastreador de tarefas abaixo.',
  truncated: 'Mais histórias corresponderam: as primeiras {max} foram buscadas.',
  notApplied:
    'Não aplicado do filtro da visualização: {parts}. A prévia pode ter mais histórias do que a visualização mostra.',
  field: 'Campo de estimativa',
  fieldFound: 'As estimativas são gravadas em {field}.',
  fieldMissing:
    'Nenhum campo de estimativa foi encontrado para estas histórias: escolha o campo numérico onde gravar.',
  labelFound: 'As estimativas são gravadas como o rótulo “{label}” em cada issue.',
  labelField: 'o rótulo “{label}”',
  noWeight:
    'Este GitLab não tem peso nas issues (um recurso dos planos pagos): as estimativas não podem ser gravadas de volta.',
  estimatesOff:
    'Esta equipe do Linear não usa estimativas: ative-as nas configurações da equipe no Linear para gravá-las de volta.',
  pickField: 'Escolha um campo',
  inTracker: 'No {tracker} ✓',
  sending: 'Enviando…',
  notSent: 'Não enviado: {reason}',
  retry: 'Tentar de novo',
  notConnected: 'O {tracker} não está conectado (Opções, Rastreador de tarefas).',
  keyChanged: 'a chave foi alterada na sessão; esta parede importou {key} aqui.',
  notNumber: '“{card}” não é um número.',
  noDecimals: 'o campo aceita só números inteiros, não “{card}”.',
  offScale: '“{card}” não está na escala de estimativas da equipe ({scale}).',
  dropped:
    'A lista de estimativas desta parede para o {tracker} não pôde ser lida e foi descartada.',
  sendAll: 'Enviar todas as estimativas',
  sendAllHelp:
    'Escreve as estimativas das histórias com chave do {tracker}, quando você confirmar a lista.',
  looking: 'Procurando as chaves…',
  confirmList: 'Estas estimativas serão escritas no {tracker} ({field}):',
  rowNotFound: 'não encontrada no {tracker}, não escrita',
  rowNotWritten: 'não gravada',
  rowOffScale: 'fora da escala de estimativas ({scale}), não gravada',
  write: { one: 'Gravar {count} estimativa', other: 'Gravar {count} estimativas' },
  handed: {
    one: '{count} estimativa está a caminho do {tracker}.',
    other: '{count} estimativas estão a caminho do {tracker}.',
  },
  cancel: 'Cancelar',
} satisfies Catalogue['tracker'];
