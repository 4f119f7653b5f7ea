import type { Catalogue } from '../en';

/** Italian. */
const it = {
  language: {
    language: 'Lingua',
    loadFailed: 'Impossibile caricare {language}. Controlla la connessione e riprova.',
  },
  app: {
    somethingWrong: 'Qualcosa è andato storto.',
    reloadingIn: 'Ricaricamento tra {seconds} s…',
    reloading: 'Ricaricamento…',
  },
  wall: {
    welcome: 'Benvenuti in Story Point',
    yourScreenCode: 'Il tuo codice schermo:',
    change: 'Cambia',
    joinFromPhone: 'Partecipa dal telefono: scansiona il codice o apri',
    qrLabel: 'Codice QR per partecipare: {url}',
    joinThisScreen: 'Partecipa a questo schermo',
    noAddress:
      'I telefoni non possono ancora partecipare: collega questo computer alla rete della sala o imposta "site" nella sua configurazione.',
    noAddressShort: 'Impossibile partecipare: nessun indirizzo di rete (o imposta "site").',
    loopbackOnly:
      'Questo link funziona solo su questo computer. Per i telefoni, avvia con HOST=0.0.0.0 o imposta "site".',
    loopbackOnlyShort: 'Solo questo computer: i telefoni richiedono HOST=0.0.0.0 o "site".',
    connecting: 'Connessione…',
    online: 'Online',
    offline: 'Offline',
    participant: 'Partecipanti',
    ready: 'Pronti',
    averagePoint: 'Media',
    pauseSession: 'Metti in pausa',
    continueSession: 'Riprendi sessione',
    closePreview: 'Chiudi anteprima',
    newRound: 'Nuovo giro',
    options: 'Opzioni',
    settings: 'Impostazioni',
    dismiss: 'Chiudi',
    away: 'Assente',
    cardUnreadable: 'Impossibile leggere la carta',
    coffee: 'Caffè',
  },
} satisfies Catalogue;

export default it;
