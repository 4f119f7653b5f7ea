import type { Catalogue } from '../../en';

/** Spanish: the wall's tracker (Options, Issue tracker; the backlog's import and write-back). */
export const tracker = {
  section: 'Gestor de incidencias',
  kind: 'Gestor',
  cloud: 'Jira Cloud',
  server: 'Jira Data Center o Server',
  siteUrl: 'Dirección del sitio',
  siteHelp: 'Por ejemplo https://tu-equipo.atlassian.net',
  organizationUrl: 'URL de la organización o colección',
  organizationHelp:
    'Por ejemplo https://dev.azure.com/tu-organizacion, o en un servidor https://tfs.example.com/tfs/DefaultCollection',
  address: 'Dirección',
  githubHelp: '{github}, o la de tu GitHub Enterprise Server, por ejemplo {server}',
  gitlabHelp: '{gitlab}, o la raíz de tu GitLab autogestionado, por ejemplo {server}',
  project: 'Proyecto',
  email: 'Correo de la cuenta',
  apiToken: 'Token de API',
  accessToken: 'Token de acceso personal',
  gitlabToken: 'Token de acceso',
  gitlabTokenHelp: 'Un token de acceso personal, de grupo o de proyecto con el ámbito {scope}.',
  linearKey: 'Clave de API',
  linearKeyHelp: 'Una clave de API personal, creada en la configuración de Linear, en {menu}.',
  tokenHelp:
    'Lo guarda el ordenador de esta pared; nunca se vuelve a mostrar ni se comparte con la sala.',
  tokenHelpBrowser:
    'Lo guarda esta página hasta que se cierre, salvo que marques Recordar en este dispositivo; nunca se vuelve a mostrar ni se comparte con la sala.',
  remember: 'Recordar en este dispositivo',
  rememberHelp:
    'Guarda el token en este navegador para que la pared se reconecte tras recargar. Quien use este navegador podrá escribir en el gestor con él: déjalo sin marcar en un ordenador compartido.',
  connect: 'Conectar',
  connecting: 'Conectando…',
  checking: 'Comprobando la conexión…',
  connectedAs: 'Conectado a {site} como {account}',
  connectedProject: 'Conectado a {project} en {site} como {account}',
  connectedTo: 'Conectado a {tracker} como {account}',
  disconnect: 'Desconectar',
  badSite: 'Escribe la dirección del sitio, empezando por https:// o http://.',
  needEmail: 'Escribe el correo de la cuenta a la que pertenece el token de API.',
  needProject: 'Escribe el nombre del proyecto.',
  needToken: 'Escribe el token.',
  credentials:
    '{tracker} rechazó las credenciales: revisa el token y la cuenta a la que pertenece.',
  permission: 'La cuenta no tiene permiso para esto en {tracker}.',
  gitlabPermission:
    'Un token de GitLab necesita el ámbito {scope}, y su cuenta un rol que pueda editar issues (Reporter o superior).',
  notFound: '{tracker} no tiene ese elemento, o no hay nada en esta dirección.',
  notOnScreen:
    'Jira rechaza el campo: añádelo a la pantalla de edición de la incidencia (en un proyecto gestionado por el equipo, activa la estimación). Jira dice: {message}',
  invalid: '{tracker} lo rechazó: {message}',
  removed: '{tracker} ya no ofrece esa llamada aquí: actualiza Story Point.',
  rateLimited: '{tracker} pidió ir más despacio.',
  unavailable: '{tracker} no está disponible en este momento.',
  network: 'No se pudo contactar con {tracker}.',
  crossOrigin:
    '{tracker} no acepta llamadas desde una página web. Conéctalo en el quiosco, o en la pared que sirve npm start en este ordenador.',
  retrying: 'Se reintentará automáticamente.',
  fromTracker: 'Desde {tracker}',
  query: 'Consulta JQL',
  queryHelp: 'Por ejemplo: {query}',
  wiqlQuery: 'Consulta WIQL o consulta guardada',
  wiqlHelp:
    'Una consulta WIQL, por ejemplo {query}; o el id de una consulta guardada, o su ruta como {path}.',
  searchQuery: 'Búsqueda en un repositorio, proyecto o issues',
  searchHelp:
    'Una búsqueda de issues que nombre su repositorio, por ejemplo {search}; la dirección de un proyecto, por ejemplo {project}; o issues, por ejemplo {issues}.',
  searchFormat: 'búsqueda',
  filtersQuery: 'Proyecto o grupo, con filtros',
  filtersHelp:
    'Un proyecto con filtros ({filters}), por ejemplo {project}; un grupo, por ejemplo {group}; la dirección de una lista de issues copiada de GitLab; o issues, por ejemplo {issues}.',
  filtersFormat: 'filtros',
  teamQuery: 'Equipo, con un ciclo, un proyecto o etiquetas',
  teamHelp:
    'La clave de un equipo con filtros ({filters}), por ejemplo {team}; la dirección de un ciclo, un proyecto o una issue copiada de Linear; o issues, por ejemplo {issues}.',
  fetch: 'Traer historias',
  fetching: 'Trayendo…',
  connectFirst: 'Conecta primero un gestor: mira Gestor de incidencias más abajo.',
  truncated: 'Coincidían más historias: se trajeron las primeras {max}.',
  notApplied:
    'No aplicado del filtro de la vista: {parts}. La vista previa puede tener más historias de las que muestra la vista.',
  field: 'Campo de estimación',
  fieldFound: 'Las estimaciones se escriben en {field}.',
  fieldMissing:
    'No se encontró un campo de estimación para estas historias: elige el campo numérico donde escribir.',
  labelFound: 'Las estimaciones se escriben como la etiqueta «{label}» en cada issue.',
  labelField: 'la etiqueta «{label}»',
  noWeight:
    'Este GitLab no tiene pesos en las issues (una función de los planes de pago): las estimaciones no se pueden escribir de vuelta.',
  estimatesOff:
    'Este equipo de Linear no usa estimaciones: actívalas en la configuración del equipo en Linear para escribirlas de vuelta.',
  pickField: 'Elige un campo',
  inTracker: 'En {tracker} ✓',
  sending: 'Enviando…',
  notSent: 'No enviado: {reason}',
  retry: 'Reintentar',
  notConnected: '{tracker} no está conectado (Opciones, Gestor de incidencias).',
  keyChanged: 'la clave se cambió en la sesión; esta pared importó {key} aquí.',
  notNumber: '«{card}» no es un número.',
  noDecimals: 'el campo solo admite números enteros, no «{card}».',
  offScale: '«{card}» no está en la escala de estimación del equipo ({scale}).',
  dropped: 'No se pudo leer la lista de estimaciones de esta pared para {tracker} y se descartó.',
  sendAll: 'Enviar todas las estimaciones',
  sendAllHelp:
    'Escribe las estimaciones de las historias con clave de {tracker}, cuando confirmes la lista.',
  looking: 'Buscando las claves…',
  confirmList: 'Estas estimaciones se escribirán en {tracker} ({field}):',
  rowNotFound: 'no encontrada en {tracker}, no se escribe',
  rowNotWritten: 'no se escribe',
  rowOffScale: 'fuera de la escala de estimación ({scale}), no se escribe',
  write: { one: 'Escribir {count} estimación', other: 'Escribir {count} estimaciones' },
  handed: {
    one: '{count} estimación va camino de {tracker}.',
    other: '{count} estimaciones van camino de {tracker}.',
  },
  cancel: 'Cancelar',
} satisfies Catalogue['tracker'];
