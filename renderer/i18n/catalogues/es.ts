import type { Catalogue } from '../en';

/** Spanish. */
const es = {
  language: {
    language: 'Idioma',
    loadFailed: 'No se pudo cargar {language}. Comprueba la conexión e inténtalo de nuevo.',
  },
  app: {
    somethingWrong: 'Algo ha salido mal.',
    reloadingIn: 'Recargando en {seconds} s…',
    reloading: 'Recargando…',
  },
  wall: {
    welcome: 'Te damos la bienvenida a Story Point',
    yourScreenCode: 'Tu código de pantalla:',
    change: 'Cambiar',
    joinFromPhone: 'Únete desde tu móvil: escanea el código o abre',
    qrLabel: 'Código QR para unirse: {url}',
    joinThisScreen: 'Únete a esta pantalla',
    noAddress:
      'Los móviles aún no pueden unirse: conecta este ordenador a la red de la sala o configura "site".',
    noAddressShort: 'No es posible unirse: sin dirección de red (o configura "site").',
    loopbackOnly:
      'Este enlace solo funciona en este ordenador. Para los móviles, inicia con HOST=0.0.0.0 o configura "site".',
    loopbackOnlyShort: 'Solo este ordenador: los móviles necesitan HOST=0.0.0.0 o "site".',
    connecting: 'Conectando…',
    online: 'En línea',
    offline: 'Sin conexión',
    participant: 'Participantes',
    ready: 'Listos',
    averagePoint: 'Promedio',
    pauseSession: 'Pausar sesión',
    continueSession: 'Reanudar sesión',
    closePreview: 'Cerrar vista previa',
    newRound: 'Nueva ronda',
    options: 'Opciones',
    settings: 'Ajustes',
    dismiss: 'Cerrar',
    away: 'Ausente',
    cardUnreadable: 'No se pudo leer la carta',
    coffee: 'Café',
  },
} satisfies Catalogue;

export default es;
