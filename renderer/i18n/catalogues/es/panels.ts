import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { roomOptions } from './room-options';

/** Spanish: the panels either page opens on request: the result, the history, the backlog (i18n/scopes.ts). */
const panels = {
  result: {
    title: 'Resultado',
    consensus: 'Consenso',
    closest: 'Carta más cercana',
    lowest: 'Mínima',
    highest: 'Máxima',
    distribution: 'Votos por carta',
    noNumbers: 'Sin votos numéricos',
    show: 'Mostrar resumen del resultado',
    votes: { one: '{count} voto', other: '{count} votos' },
    valueVotes: '{value}: {votes}',
    coffee: 'Café',
  },
  roomOptions,
  history: {
    noStory: 'Sin historia',
    time: 'Hora',
    story: 'Historia',
    votes: 'Votos',
    average: 'Promedio',
    closestCard: 'Carta más cercana',
    confirmDelete: '¿Borrar esta ronda para todos?',
    delete: 'Borrar',
    keep: 'Conservar',
    deleteRound: 'Borrar ronda',
    downloadCsv: 'Descargar CSV',
    copyMarkdown: 'Copiar como Markdown',
    copied: 'Copiado como tabla Markdown',
    copyRefused: 'El navegador no permitió copiar; inténtalo de nuevo',
    loading: 'Cargando…',
    empty: 'Aún no hay rondas: cada ronda revelada se guarda aquí.',
    rounds: 'Rondas',
  },
  /** The 'Backlog' panel: the stories, the import and the exports. */
  backlogPanel: {
    importHeading: 'Importar historias',
    pasteLabel: 'Pegar historias',
    pasteHelp:
      'Una exportación CSV de Jira, Azure DevOps o GitHub, una tabla key,title,description o una historia por línea.',
    readText: 'Vista previa',
    uploadFile: 'Subir un archivo',
    fileUnreadable: 'No se pudo leer el archivo. Inténtalo de nuevo o pega su texto.',
    readAs: 'Leído como {format}',
    formatLines: 'Una historia por línea',
    storyCount: {
      one: '{count} historia',
      other: '{count} historias',
    },
    rowsSkipped: {
      one: '{count} fila omitida: {rows}',
      other: '{count} filas omitidas: {rows}',
    },
    rowNoTitle: 'la fila {row} no tiene título',
    rowTitleTooLong: 'fila {row}: título de más de {max} caracteres',
    rowKeyTooLong: 'fila {row}: clave de más de {max} caracteres',
    andMore: {
      one: '{rows} y {count} más',
      other: '{rows} y {count} más',
    },
    listSeparator: ', ',
    partSeparator: '; ',
    descriptionsCut: {
      one: '{count} descripción recortada a {max} caracteres',
      other: '{count} descripciones recortadas a {max} caracteres',
    },
    fileTooLarge: 'El archivo ocupa {size} MB; se pueden importar {max} MB como máximo.',
    textTooLarge: 'El texto ocupa {size} MB; se pueden importar {max} MB como máximo.',
    fileNotText: 'El archivo no es de texto: importa un archivo CSV o texto sin formato.',
    textNotText:
      'El texto pegado contiene caracteres que ningún archivo de texto tiene: pega texto sin formato o CSV.',
    nothingEmpty: 'Nada que importar: está vacío.',
    nothingStories: 'Nada que importar: {rows}.',
    unclosedQuote: 'La fila {row} abre unas comillas que nunca se cierran.',
    tooMany: {
      one: '{count} historia: un backlog admite como máximo {max}.',
      other: '{count} historias: un backlog admite como máximo {max}.',
    },
    overCapacity: {
      one: 'El backlog tiene {existing}; {count} más superaría las {max} que admite. Reemplázalo o importa menos.',
      other:
        'El backlog tiene {existing}; {count} más superarían las {max} que admite. Reemplázalo o importa menos.',
    },
    saveFailed:
      'No se pudo guardar el backlog; no se ha cambiado nada. Comprueba la conexión e inténtalo de nuevo.',
    moveFailed: 'No se pudo cambiar de historia. Comprueba la conexión e inténtalo de nuevo.',
    import: 'Importar',
    cancel: 'Cancelar',
    appendOrReplace: {
      one: 'El backlog ya tiene {count} historia. ¿Añadir las nuevas a continuación o reemplazarlo?',
      other:
        'El backlog ya tiene {count} historias. ¿Añadir las nuevas a continuación o reemplazarlo?',
    },
    append: 'Añadir',
    replace: 'Reemplazar',
    imported: {
      one: '{count} historia importada.',
      other: '{count} historias importadas.',
    },
    stories: 'Historias',
    empty: 'Aún no hay backlog: importa historias para estimarlas una a una.',
    estimatedCount: '{estimated} de {total} estimadas',
    notEstimated: 'Sin estimar',
    columnKey: 'Clave',
    columnStory: 'Historia',
    columnEstimate: 'Estimación',
    columnEstimatedAt: 'Estimada el',
    columnVotes: 'Votos',
    estimate: 'Estimación {value}',
    current: 'Actual',
    estimateNow: 'Estimar ahora',
    reEstimate: 'Volver a estimar',
    back: 'Anterior',
    skip: 'Saltar',
    downloadCsv: 'Descargar CSV',
    downloadMarkdown: 'Descargar Markdown',
    was: 'Antes {value}',
    issueLink: 'Incidencia',
  },
} satisfies Pick<Catalogue, ScopeParts<'panels'>>;

export default panels;
