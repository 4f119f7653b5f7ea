import type { Catalogue } from '../../en';

/** German: the wall's tracker (Options, Issue tracker; the backlog's import and write-back). */
export const tracker = {
  section: 'Issue-Tracker',
  kind: 'Tracker',
  cloud: 'Jira Cloud',
  server: 'Jira Data Center oder Server',
  siteUrl: 'Adresse der Site',
  siteHelp: 'Zum Beispiel https://ihr-team.atlassian.net',
  organizationUrl: 'URL der Organisation oder Sammlung',
  organizationHelp:
    'Zum Beispiel https://dev.azure.com/ihre-organisation, oder bei einem Server https://tfs.example.com/tfs/DefaultCollection',
  address: 'Adresse',
  githubHelp: '{github}, oder die Ihres GitHub Enterprise Server, zum Beispiel {server}',
  gitlabHelp:
    '{gitlab}, oder die Stammadresse Ihres selbstverwalteten GitLab, zum Beispiel {server}',
  project: 'Projekt',
  email: 'E-Mail des Kontos',
  apiToken: 'API-Token',
  accessToken: 'Persönliches Zugriffstoken',
  gitlabToken: 'Zugriffstoken',
  gitlabTokenHelp: 'Ein persönliches, Gruppen- oder Projekt-Zugriffstoken mit dem Bereich {scope}.',
  linearKey: 'API-Schlüssel',
  linearKeyHelp:
    'Ein persönlicher API-Schlüssel, erstellt in den Einstellungen von Linear unter {menu}.',
  tokenHelp:
    'Bleibt auf dem Computer dieser Wand; wird nie wieder angezeigt und nie mit dem Raum geteilt.',
  tokenHelpBrowser:
    'Bleibt nur in dieser Seite, bis sie geschlossen wird, außer Sie kreuzen „Auf diesem Gerät merken“ an; wird nie wieder angezeigt und nie mit dem Raum geteilt.',
  remember: 'Auf diesem Gerät merken',
  rememberHelp:
    'Speichert das Token in diesem Browser, damit sich die Wand nach dem Neuladen wieder verbindet. Wer diesen Browser benutzt, kann damit in den Tracker schreiben: Auf einem geteilten Computer nicht ankreuzen.',
  connect: 'Verbinden',
  connecting: 'Wird verbunden…',
  checking: 'Verbindung wird geprüft…',
  connectedAs: 'Mit {site} verbunden als {account}',
  connectedProject: 'Mit {project} auf {site} verbunden als {account}',
  connectedTo: 'Mit {tracker} verbunden als {account}',
  disconnect: 'Trennen',
  badSite: 'Geben Sie die Adresse der Site ein, beginnend mit https:// oder http://.',
  needEmail: 'Geben Sie die E-Mail des Kontos ein, zu dem das API-Token gehört.',
  needProject: 'Geben Sie den Namen des Projekts ein.',
  needToken: 'Geben Sie das Token ein.',
  credentials:
    '{tracker} hat die Zugangsdaten abgelehnt: Bitte das Token und das Konto prüfen, zu dem es gehört.',
  permission: 'Das Konto hat dafür in {tracker} keine Berechtigung.',
  gitlabPermission:
    'Ein GitLab-Token braucht den Bereich {scope}, und sein Konto eine Rolle, die Issues bearbeiten darf (Reporter oder höher).',
  notFound: '{tracker} kennt dieses Element nicht, oder unter dieser Adresse ist nichts.',
  notOnScreen:
    'Jira lehnt das Feld ab: Fügen Sie es der Bearbeitungsmaske des Vorgangs hinzu (in einem teamverwalteten Projekt die Schätzung einschalten). Jira meldet: {message}',
  invalid: '{tracker} hat abgelehnt: {message}',
  removed: '{tracker} bietet diesen Aufruf hier nicht mehr an: Bitte Story Point aktualisieren.',
  rateLimited: '{tracker} bittet um weniger Anfragen.',
  unavailable: '{tracker} ist gerade nicht erreichbar.',
  network: '{tracker} konnte nicht erreicht werden.',
  crossOrigin:
    '{tracker} nimmt keine Aufrufe von einer Webseite an. Verbinden Sie es am Kiosk oder an der Wand, die npm start auf diesem Computer bereitstellt.',
  retrying: 'Wird von selbst erneut versucht.',
  fromTracker: 'Aus {tracker}',
  query: 'JQL-Abfrage',
  queryHelp: 'Zum Beispiel: {query}',
  wiqlQuery: 'WIQL-Abfrage oder gespeicherte Abfrage',
  wiqlHelp:
    'Eine WIQL-Abfrage, zum Beispiel {query}; oder die ID einer gespeicherten Abfrage oder ihr Pfad wie {path}.',
  searchQuery: 'Repository-Suche, Projekt oder Issues',
  searchHelp:
    'Eine Issue-Suche, die ihr Repository nennt, zum Beispiel {search}; die Adresse eines Projekts, zum Beispiel {project}; oder Issues, zum Beispiel {issues}.',
  searchFormat: 'Suche',
  filtersQuery: 'Projekt oder Gruppe, mit Filtern',
  filtersHelp:
    'Ein Projekt mit Filtern ({filters}), zum Beispiel {project}; eine Gruppe, zum Beispiel {group}; die Adresse einer Issue-Liste, aus GitLab kopiert; oder Issues, zum Beispiel {issues}.',
  filtersFormat: 'Filter',
  teamQuery: 'Team, mit Zyklus, Projekt oder Labels',
  teamHelp:
    'Der Schlüssel eines Teams mit Filtern ({filters}), zum Beispiel {team}; die Adresse eines Zyklus, Projekts oder Issues, aus Linear kopiert; oder Issues, zum Beispiel {issues}.',
  fetch: 'Storys abrufen',
  fetching: 'Wird abgerufen…',
  connectFirst: 'Verbinden Sie zuerst einen Tracker: siehe Issue-Tracker unten.',
  truncated: 'Es passten mehr Storys: Die ersten {max} wurden abgerufen.',
  notApplied:
    'Aus dem Filter der Ansicht nicht angewandt: {parts}. Die Vorschau kann mehr Storys enthalten, als die Ansicht zeigt.',
  field: 'Schätzungsfeld',
  fieldFound: 'Schätzungen werden in {field} geschrieben.',
  fieldMissing:
    'Für diese Storys wurde kein Schätzungsfeld gefunden: Wählen Sie das Zahlenfeld, in das geschrieben wird.',
  labelFound: 'Schätzungen werden als Label „{label}“ an jedes Issue geschrieben.',
  labelField: 'Label „{label}“',
  noWeight:
    'Dieses GitLab hat keine Gewichtung für Issues (eine Funktion der bezahlten Pläne): Schätzungen können nicht zurückgeschrieben werden.',
  estimatesOff:
    'Dieses Linear-Team verwendet keine Schätzungen: Schalten Sie sie in den Team-Einstellungen in Linear ein, um sie zurückzuschreiben.',
  pickField: 'Feld wählen',
  inTracker: 'In {tracker} ✓',
  sending: 'Wird gesendet…',
  notSent: 'Nicht gesendet: {reason}',
  retry: 'Erneut versuchen',
  notConnected: '{tracker} ist nicht verbunden (Optionen, Issue-Tracker).',
  keyChanged: 'Der Schlüssel wurde in der Sitzung geändert; diese Wand hat hier {key} importiert.',
  notNumber: '„{card}“ ist keine Zahl.',
  noDecimals: 'Das Feld nimmt nur ganze Zahlen, nicht „{card}“.',
  offScale: '„{card}“ liegt nicht auf der Schätzskala des Teams ({scale}).',
  dropped:
    'Die Liste der Schätzungen dieser Wand für {tracker} war nicht lesbar und wurde verworfen.',
  sendAll: 'Alle Schätzungen senden',
  sendAllHelp:
    'Schreibt die Schätzungen der Storys mit {tracker}-Schlüssel, nachdem Sie die Liste bestätigt haben.',
  looking: 'Schlüssel werden nachgeschlagen…',
  confirmList: 'Diese Schätzungen werden in {tracker} geschrieben ({field}):',
  rowNotFound: 'nicht in {tracker} gefunden, nicht geschrieben',
  rowNotWritten: 'nicht geschrieben',
  rowOffScale: 'nicht auf der Schätzskala ({scale}), nicht geschrieben',
  write: { one: '{count} Schätzung schreiben', other: '{count} Schätzungen schreiben' },
  handed: {
    one: '{count} Schätzung ist auf dem Weg zu {tracker}.',
    other: '{count} Schätzungen sind auf dem Weg zu {tracker}.',
  },
  cancel: 'Abbrechen',
} satisfies Catalogue['tracker'];
