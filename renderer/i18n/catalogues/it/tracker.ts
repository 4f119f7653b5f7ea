import type { Catalogue } from '../../en';

/** Italian: the wall's tracker (Options, Issue tracker; the backlog's import and write-back). */
export const tracker = {
  section: 'Tracker delle attività',
  kind: 'Tracker',
  cloud: 'Jira Cloud',
  server: 'Jira Data Center o Server',
  siteUrl: 'Indirizzo del sito',
  siteHelp: 'Per esempio https://il-tuo-team.atlassian.net',
  organizationUrl: 'URL dell’organizzazione o della raccolta',
  organizationHelp:
    'Per esempio https://dev.azure.com/tua-organizzazione, o su un server https://tfs.example.com/tfs/DefaultCollection',
  address: 'Indirizzo',
  githubHelp: '{github}, oppure quello del tuo GitHub Enterprise Server, per esempio {server}',
  gitlabHelp: '{gitlab}, oppure la radice del tuo GitLab autogestito, per esempio {server}',
  project: 'Progetto',
  email: 'E-mail dell’account',
  apiToken: 'Token API',
  accessToken: 'Token di accesso personale',
  gitlabToken: 'Token di accesso',
  gitlabTokenHelp: 'Un token di accesso personale, di gruppo o di progetto con l’ambito {scope}.',
  linearKey: 'Chiave API',
  linearKeyHelp: 'Una chiave API personale, creata nelle impostazioni di Linear, in {menu}.',
  tokenHelp:
    'Lo conserva il computer di questa parete; non viene più mostrato né condiviso con la stanza.',
  tokenHelpBrowser:
    'Lo conserva questa pagina finché resta aperta, a meno che tu non spunti Ricorda su questo dispositivo; non viene più mostrato né condiviso con la stanza.',
  remember: 'Ricorda su questo dispositivo',
  rememberHelp:
    'Conserva il token in questo browser, così la parete si ricollega dopo un ricaricamento. Chiunque usi questo browser potrà scrivere nel tracker con esso: lascialo senza spunta su un computer condiviso.',
  connect: 'Connetti',
  connecting: 'Connessione…',
  checking: 'Verifica della connessione…',
  connectedAs: 'Connesso a {site} come {account}',
  connectedProject: 'Collegato a {project} su {site} come {account}',
  connectedTo: 'Connesso a {tracker} come {account}',
  disconnect: 'Disconnetti',
  badSite: 'Inserisci l’indirizzo del sito, che inizi con https:// o http://.',
  needEmail: 'Inserisci l’e-mail dell’account a cui appartiene il token API.',
  needProject: 'Inserisci il nome del progetto.',
  needToken: 'Inserisci il token.',
  credentials:
    '{tracker} ha rifiutato le credenziali: controlla il token e l’account a cui appartiene.',
  permission: 'L’account non ha il permesso per questo in {tracker}.',
  gitlabPermission:
    'Un token GitLab richiede l’ambito {scope}, e il suo account un ruolo che possa modificare le issue (Reporter o superiore).',
  notFound: '{tracker} non ha questo elemento, o non c’è nulla a questo indirizzo.',
  notOnScreen:
    'Jira rifiuta il campo: aggiungilo alla schermata di modifica del ticket (in un progetto gestito dal team, attiva la stima). Jira dice: {message}',
  invalid: '{tracker} ha rifiutato: {message}',
  removed: '{tracker} non offre più questa chiamata qui: aggiorna Story Point.',
  rateLimited: '{tracker} ha chiesto di rallentare.',
  unavailable: '{tracker} non è disponibile al momento.',
  network: 'Impossibile raggiungere {tracker}.',
  crossOrigin:
    '{tracker} non accetta chiamate da una pagina web. Collegalo sul chiosco, o sulla parete servita da npm start su questo computer.',
  retrying: 'Nuovo tentativo automatico.',
  fromTracker: 'Da {tracker}',
  query: 'Query JQL',
  queryHelp: 'Per esempio: {query}',
  wiqlQuery: 'Query WIQL o query salvata',
  wiqlHelp:
    'Una query WIQL, per esempio {query}; oppure l’id di una query salvata, o il suo percorso come {path}.',
  searchQuery: 'Ricerca in un repository, progetto o issue',
  searchHelp:
    'Una ricerca di issue che nomini il repository, per esempio {search}; l’indirizzo di un progetto, per esempio {project}; oppure delle issue, per esempio {issues}.',
  searchFormat: 'ricerca',
  filtersQuery: 'Progetto o gruppo, con filtri',
  filtersHelp:
    'Un progetto con filtri ({filters}), per esempio {project}; un gruppo, per esempio {group}; l’indirizzo di un elenco di issue copiato da GitLab; oppure delle issue, per esempio {issues}.',
  filtersFormat: 'filtri',
  teamQuery: 'Team, con un ciclo, un progetto o etichette',
  teamHelp:
    'La chiave di un team con filtri ({filters}), per esempio {team}; l’indirizzo di un ciclo, di un progetto o di una issue copiato da Linear; oppure delle issue, per esempio {issues}.',
  fetch: 'Recupera le storie',
  fetching: 'Recupero…',
  connectFirst: 'Prima collega un tracker: vedi Tracker delle attività più sotto.',
  truncated: 'Corrispondevano altre storie: sono state recuperate le prime {max}.',
  notApplied:
    'Non applicato dal filtro della vista: {parts}. L’anteprima può contenere più storie di quelle mostrate dalla vista.',
  field: 'Campo della stima',
  fieldFound: 'Le stime vengono scritte in {field}.',
  fieldMissing:
    'Nessun campo di stima trovato per queste storie: scegli il campo numerico in cui scrivere.',
  labelFound: 'Le stime vengono scritte come etichetta «{label}» su ogni issue.',
  labelField: 'l’etichetta «{label}»',
  noWeight:
    'Questo GitLab non ha pesi per le issue (una funzione dei piani a pagamento): le stime non possono essere riscritte.',
  estimatesOff:
    'Questo team di Linear non usa le stime: attivale nelle impostazioni del team in Linear per riscriverle.',
  pickField: 'Scegli un campo',
  inTracker: 'In {tracker} ✓',
  sending: 'Invio…',
  notSent: 'Non inviata: {reason}',
  retry: 'Riprova',
  notConnected: '{tracker} non è collegato (Opzioni, Tracker delle attività).',
  keyChanged: 'la chiave è stata cambiata nella sessione; questa parete aveva importato {key} qui.',
  notNumber: '«{card}» non è un numero.',
  noDecimals: 'il campo accetta solo numeri interi, non «{card}».',
  offScale: '«{card}» non è nella scala di stima del team ({scale}).',
  dropped:
    'L’elenco delle stime di questa parete per {tracker} non era leggibile ed è stato scartato.',
  sendAll: 'Invia tutte le stime',
  sendAllHelp:
    'Scrive le stime delle storie con una chiave di {tracker}, dopo che hai confermato l’elenco.',
  looking: 'Ricerca delle chiavi…',
  confirmList: 'Queste stime saranno scritte in {tracker} ({field}):',
  rowNotFound: 'non trovata in {tracker}, non scritta',
  rowNotWritten: 'non scritta',
  rowOffScale: 'fuori dalla scala di stima ({scale}), non scritta',
  write: { one: 'Scrivi {count} stima', other: 'Scrivi {count} stime' },
  handed: {
    one: '{count} stima è in viaggio verso {tracker}.',
    other: '{count} stime sono in viaggio verso {tracker}.',
  },
  cancel: 'Annulla',
} satisfies Catalogue['tracker'];
