import type { Catalogue } from '../../en';

/** Dutch: the wall's tracker (Options, Issue tracker; the backlog's import and write-back). */
export const tracker = {
  section: 'Issuetracker',
  kind: 'Tracker',
  cloud: 'Jira Cloud',
  server: 'Jira Data Center of Server',
  siteUrl: 'Adres van de site',
  siteHelp: 'Bijvoorbeeld https://jouw-team.atlassian.net',
  organizationUrl: 'URL van de organisatie of collectie',
  organizationHelp:
    'Bijvoorbeeld https://dev.azure.com/jouw-organisatie, of op een server https://tfs.example.com/tfs/DefaultCollection',
  address: 'Adres',
  githubHelp: '{github}, of dat van je GitHub Enterprise Server, bijvoorbeeld {server}',
  gitlabHelp: '{gitlab}, of het basisadres van je zelfbeheerde GitLab, bijvoorbeeld {server}',
  project: 'Project',
  email: 'E-mailadres van het account',
  apiToken: 'API-token',
  accessToken: 'Persoonlijk toegangstoken',
  gitlabToken: 'Toegangstoken',
  gitlabTokenHelp: 'Een persoonlijk, groeps- of projecttoegangstoken met de scope {scope}.',
  linearKey: 'API-sleutel',
  linearKeyHelp:
    'Een persoonlijke API-sleutel, gemaakt in de instellingen van Linear onder {menu}.',
  tokenHelp:
    'Blijft op de computer van deze wand; wordt nooit meer getoond en nooit met de ruimte gedeeld.',
  tokenHelpBrowser:
    'Blijft in deze pagina tot die sluit, tenzij je Onthouden op dit apparaat aanvinkt; wordt nooit meer getoond en nooit met de ruimte gedeeld.',
  remember: 'Onthouden op dit apparaat',
  rememberHelp:
    'Bewaart het token in deze browser, zodat de wand na herladen opnieuw verbindt. Wie deze browser gebruikt, kan er dan mee in de tracker schrijven: laat het uit op een gedeelde computer.',
  connect: 'Verbinden',
  connecting: 'Verbinden…',
  checking: 'Verbinding controleren…',
  connectedAs: 'Verbonden met {site} als {account}',
  connectedProject: 'Verbonden met {project} op {site} als {account}',
  connectedTo: 'Verbonden met {tracker} als {account}',
  disconnect: 'Verbinding verbreken',
  badSite: 'Vul het adres van de site in, beginnend met https:// of http://.',
  needEmail: 'Vul het e-mailadres in van het account waar het API-token bij hoort.',
  needProject: 'Vul de naam van het project in.',
  needToken: 'Vul het token in.',
  credentials:
    '{tracker} weigerde de inloggegevens: controleer het token en het account waar het bij hoort.',
  permission: 'Het account heeft hiervoor geen rechten in {tracker}.',
  gitlabPermission:
    'Een GitLab-token heeft de scope {scope} nodig, en het account een rol die issues mag bewerken (Reporter of hoger).',
  notFound: '{tracker} kent dit item niet, of er is niets op dit adres.',
  notOnScreen:
    'Jira weigert het veld: zet het op het bewerkscherm van het issue (zet in een teambeheerd project het schatten aan). Jira meldt: {message}',
  invalid: '{tracker} weigerde het: {message}',
  removed: '{tracker} biedt die aanroep hier niet meer: werk Story Point bij.',
  rateLimited: '{tracker} vroeg om het rustiger aan te doen.',
  unavailable: '{tracker} is op dit moment niet beschikbaar.',
  network: '{tracker} was niet bereikbaar.',
  crossOrigin:
    '{tracker} neemt geen aanroepen van een webpagina aan. Verbind het op de kiosk, of op de wand die npm start op deze computer serveert.',
  retrying: 'Wordt vanzelf opnieuw geprobeerd.',
  fromTracker: 'Uit {tracker}',
  query: 'JQL-query',
  queryHelp: 'Bijvoorbeeld: {query}',
  wiqlQuery: 'WIQL-query of opgeslagen query',
  wiqlHelp:
    'Een WIQL-query, bijvoorbeeld {query}; of de id van een opgeslagen query, of het pad zoals {path}.',
  searchQuery: 'Zoekopdracht in een repository, project of issues',
  searchHelp:
    'Een zoekopdracht naar issues die de repository noemt, bijvoorbeeld {search}; het adres van een project, bijvoorbeeld {project}; of issues, bijvoorbeeld {issues}.',
  searchFormat: 'zoekopdracht',
  filtersQuery: 'Project of groep, met filters',
  filtersHelp:
    'Een project met filters ({filters}), bijvoorbeeld {project}; een groep, bijvoorbeeld {group}; het adres van een issuelijst, gekopieerd uit GitLab; of issues, bijvoorbeeld {issues}.',
  filtersFormat: 'filters',
  teamQuery: 'Team, met een cyclus, project of labels',
  teamHelp:
    'De sleutel van een team met filters ({filters}), bijvoorbeeld {team}; het adres van een cyclus, project of issue, gekopieerd uit Linear; of issues, bijvoorbeeld {issues}.',
  fetch: 'Story’s ophalen',
  fetching: 'Ophalen…',
  connectFirst: 'Verbind eerst een tracker: zie Issuetracker hieronder.',
  truncated: 'Er pasten meer story’s: de eerste {max} zijn opgehaald.',
  notApplied:
    'Niet toegepast uit het filter van de weergave: {parts}. Het voorbeeld kan meer story’s bevatten dan de weergave toont.',
  field: 'Schattingsveld',
  fieldFound: 'Schattingen worden in {field} geschreven.',
  fieldMissing:
    'Voor deze story’s is geen schattingsveld gevonden: kies het getalveld om in te schrijven.',
  labelFound: 'Schattingen worden als label ‘{label}’ op elk issue geschreven.',
  labelField: 'het label ‘{label}’',
  noWeight:
    'Deze GitLab heeft geen gewicht voor issues (een functie van betaalde abonnementen): schattingen kunnen niet worden teruggeschreven.',
  estimatesOff:
    'Dit Linear-team gebruikt geen schattingen: zet ze aan in de teaminstellingen in Linear om ze terug te schrijven.',
  pickField: 'Kies een veld',
  inTracker: 'In {tracker} ✓',
  sending: 'Verzenden…',
  notSent: 'Niet verzonden: {reason}',
  retry: 'Opnieuw proberen',
  notConnected: '{tracker} is niet verbonden (Opties, Issuetracker).',
  keyChanged: 'de sleutel is in de sessie gewijzigd; deze wand importeerde hier {key}.',
  notNumber: '‘{card}’ is geen getal.',
  noDecimals: 'het veld neemt alleen hele getallen, niet ‘{card}’.',
  offScale: '‘{card}’ staat niet op de schattingsschaal van het team ({scale}).',
  dropped: 'De lijst met schattingen van deze wand voor {tracker} was onleesbaar en is verwijderd.',
  sendAll: 'Alle schattingen verzenden',
  sendAllHelp:
    'Schrijft de schattingen van story’s met een {tracker}-sleutel, zodra je de lijst bevestigt.',
  looking: 'Sleutels opzoeken…',
  confirmList: 'Deze schattingen worden naar {tracker} geschreven ({field}):',
  rowNotFound: 'niet gevonden in {tracker}, niet geschreven',
  rowNotWritten: 'niet geschreven',
  rowOffScale: 'niet op de schattingsschaal ({scale}), niet geschreven',
  write: { one: '{count} schatting schrijven', other: '{count} schattingen schrijven' },
  handed: {
    one: '{count} schatting is onderweg naar {tracker}.',
    other: '{count} schattingen zijn onderweg naar {tracker}.',
  },
  cancel: 'Annuleren',
} satisfies Catalogue['tracker'];
