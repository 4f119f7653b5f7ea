import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { backlog, nextStory } from './refinement';
import { watch } from './watch';
import { facilitation } from './facilitation';

/** Spanish: what the phone shows (and the wall too) (i18n/scopes.ts). */
const phone = {
  app: {
    somethingWrong: 'Algo ha salido mal.',
    reloadingIn: 'Recargando en {seconds} s…',
    reloading: 'Recargando…',
    couldNotStart:
      'Story Point no se ha podido iniciar. Recarga la página para volver a intentarlo.',
  },
  shared: {
    averagePoint: 'Promedio',
    newRound: 'Nueva ronda',
  },
  round: {
    cardsNotCleared: {
      one: 'Nueva ronda: no se pudo borrar {count} carta. Comprueba la conexión y pulsa de nuevo Nueva ronda.',
      other:
        'Nueva ronda: no se pudieron borrar {count} cartas. Comprueba la conexión y pulsa de nuevo Nueva ronda.',
    },
    othersNotTold:
      'Nueva ronda: no se pudo avisar a los demás dispositivos. Comprueba la conexión y pulsa de nuevo Nueva ronda.',
  },
  phone: {
    screen: 'Pantalla {code}',
    leave: 'Salir',
    offline: 'Sin conexión: tu voto se guarda y se enviará cuando vuelva la conexión',
    joinTitle: 'Únete a la votación',
    joinIntro: 'Elige una carta en tu móvil; aparecerá en la pantalla cuando todos estén listos.',
    yourName: 'Tu nombre',
    pictureUrl: 'URL de la foto (opcional)',
    pictureHelp: 'Déjalo vacío para usar tus iniciales',
    pictureBroken: 'No se pudo cargar esa imagen, así que se muestran tus iniciales.',
    screenCode: 'Código de pantalla',
    screenCodeHelp: 'Aparece en la pantalla; escribe otro para cambiar de sala',
    join: 'Unirse',
    starting: 'Iniciando…',
    noScript:
      'Story Point necesita JavaScript para unirte a la votación. Activa JavaScript en los ajustes de tu navegador y vuelve a cargar esta página.',
    nameRequired: 'Escribe tu nombre',
    nameTooLong: 'Usa como máximo {max} caracteres',
    pictureInvalid: 'La dirección de la imagen debe empezar por http:// o https://',
    pictureTooLong: 'La dirección de la imagen puede tener como máximo {max} caracteres',
    codeRequired: 'Escribe el código que aparece en la pantalla',
    nameLength: '{length}/{max} · se recuerda en este móvil',
  },
  phoneBoard: {
    readyCount: '{ready} de {participants} listos',
    stillChoosing: 'Aún eligiendo: {names}',
    nameAway: '{name} (ausente)',
    nameOffline: '{name} (sin conexión)',
    listSeparator: ', ',
    cardsRevealed: 'Las cartas están reveladas',
    lateJoin: 'Esta ronda se reveló antes de que te unieras. Participas desde la próxima ronda.',
    yourCard: 'Tu carta',
    waitingForOthers: 'Esperando a los demás',
    readyToShow: '¿Listo para mostrarla?',
    pickYourCard: 'Elige tu carta',
    cards: 'Cartas',
    cardSet: 'Baraja',
    points: 'Puntos',
    tShirt: 'Tallas',
    joinNextRound: 'Te unirás cuando empiece una nueva ronda',
    anyoneNextRound: 'Cualquiera puede empezar la siguiente ronda, aquí o en la pantalla',
    notReady: 'No listo: cambiar mi carta',
    pickFirst: 'Elige primero una carta',
    ready: 'Listo',
    cardsNextRound: 'Cartas para la próxima ronda',
    yourVote: 'Tu voto',
    tapToChange: 'Toca para cambiar tu carta',
    tapACard: 'Toca una carta',
    card: 'Carta {value}',
    oneHalf: 'un medio',
    infinity: 'infinito',
    notSure: 'no estoy seguro',
    coffeeBreak: 'pausa para café',
    session: 'Sesión',
    history: 'Historial',
    backToVoting: 'Volver a votar',
    loading: 'Cargando…',
    announceRevealed: 'Cartas reveladas. Promedio {average}.',
    announceClosest: 'Carta más cercana {value}.',
    announceNextUp: 'Siguiente carta hacia arriba {value}.',
    announceNewRound: 'Nueva ronda',
  },
  language: {
    loading: 'Cargando…',
    language: 'Idioma',
    loadFailed: 'No se pudo cargar {language}. Comprueba la conexión e inténtalo de nuevo.',
  },
  deck: {
    cards: 'Cartas',
    deck: 'Baraja',
    standard: 'Estándar',
    fibonacci: 'Fibonacci',
    tshirt: 'Tallas de camiseta',
    powers: 'Potencias de dos',
    hours: 'Horas',
    custom: 'Personalizada',
    question: 'Carta de duda (?)',
    coffee: 'Carta de café (C)',
    customLabel: 'Tus cartas',
    customHelp:
      'Separa las cartas con comas: hasta {max}, cada una de {length} caracteres como máximo.',
    useCards: 'Usar estas cartas',
    empty: 'Escribe al menos una carta.',
    tooMany: 'Como máximo {max} cartas: esta lista tiene {count}.',
    tooLong: '«{card}» tiene más de {max} caracteres.',
    twice: '«{card}» aparece dos veces.',
    confirm: 'Cambiar las cartas inicia una nueva ronda',
    confirmDetail: 'Se borran los votos de esta ronda.',
    change: 'Cambiar cartas',
    cancel: 'Cancelar',
    saveFailed: 'No se pudieron cambiar las cartas. Comprueba la conexión e inténtalo de nuevo.',
    inUse: 'Cartas en uso: {cards}',
    inUseTitle: 'Cartas en uso',
    close: 'Cerrar',
  },
  session: {
    story: 'Historia',
    addStory: 'Añadir una historia',
    storyPlaceholder: '¿Qué estamos estimando?',
    save: 'Guardar',
    cancel: 'Cancelar',
    restart: 'Reiniciar',
    stop: 'Detener',
    timer: 'Temporizador',
    countdown: 'Cuenta atrás',
    timeLeft: 'Tiempo restante',
    timesUp: 'Se acabó el tiempo',
    session: 'Sesión',
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
