import type { Catalogue } from '../../en';
import type { ScopeParts } from '../../scopes';
import { backlog, nextStory } from './refinement';
import { watch } from './watch';
import { facilitation } from './facilitation';

/** Italian: what the phone shows (and the wall too) (i18n/scopes.ts). */
const phone = {
  app: {
    somethingWrong: 'Qualcosa è andato storto.',
    reloadingIn: 'Ricaricamento tra {seconds} s…',
    reloading: 'Ricaricamento…',
    couldNotStart: 'Story Point non è riuscito ad avviarsi. Ricarica la pagina per riprovare.',
  },
  shared: {
    averagePoint: 'Media',
    newRound: 'Nuovo giro',
  },
  round: {
    cardsNotCleared: {
      one: 'Nuovo giro: non è stato possibile azzerare {count} carta. Controlla la connessione e premi di nuovo Nuovo giro.',
      other:
        'Nuovo giro: non è stato possibile azzerare {count} carte. Controlla la connessione e premi di nuovo Nuovo giro.',
    },
    othersNotTold:
      'Nuovo giro: non è stato possibile avvisare gli altri dispositivi. Controlla la connessione e premi di nuovo Nuovo giro.',
  },
  phone: {
    screen: 'Schermo {code}',
    leave: 'Esci',
    offline: 'Offline: il tuo voto è salvato e verrà inviato al ritorno della connessione',
    joinTitle: 'Partecipa alla votazione',
    joinIntro: 'Scegli una carta dal telefono; apparirà sullo schermo quando tutti saranno pronti.',
    yourName: 'Il tuo nome',
    pictureUrl: 'URL immagine (facoltativo)',
    pictureHelp: 'Lascia vuoto per usare le tue iniziali',
    pictureBroken: 'Impossibile caricare l’immagine, quindi vengono mostrate le tue iniziali.',
    screenCode: 'Codice schermo',
    screenCodeHelp: 'È mostrato sullo schermo; scrivine un altro per cambiare sala',
    join: 'Partecipa',
    starting: 'Avvio in corso…',
    noScript:
      'Story Point ha bisogno di JavaScript per partecipare alla votazione. Attiva JavaScript nelle impostazioni del browser, poi ricarica questa pagina.',
    nameRequired: 'Inserisci il tuo nome',
    nameTooLong: 'Usa al massimo {max} caratteri',
    pictureInvalid: 'L’indirizzo dell’immagine deve iniziare con http:// o https://',
    pictureTooLong: 'L’indirizzo dell’immagine può avere al massimo {max} caratteri',
    codeRequired: 'Inserisci il codice mostrato sullo schermo',
    nameLength: '{length}/{max} · memorizzato su questo telefono',
  },
  phoneBoard: {
    readyCount: '{ready} su {participants} pronti',
    stillChoosing: 'Stanno ancora scegliendo: {names}',
    nameAway: '{name} (assente)',
    nameOffline: '{name} (offline)',
    listSeparator: ', ',
    cardsRevealed: 'Le carte sono scoperte',
    lateJoin: 'Questo giro è stato scoperto prima che entrassi. Partecipi dal prossimo giro.',
    yourCard: 'La tua carta',
    waitingForOthers: 'In attesa degli altri',
    readyToShow: 'Pronto a mostrarla?',
    pickYourCard: 'Scegli la tua carta',
    cards: 'Carte',
    cardSet: 'Mazzo',
    points: 'Punti',
    tShirt: 'Taglie',
    joinNextRound: 'Partecipi quando inizia un nuovo giro',
    anyoneNextRound: 'Chiunque può avviare il prossimo giro, qui o sullo schermo',
    notReady: 'Non pronto — cambia carta',
    pickFirst: 'Scegli prima una carta',
    ready: 'Pronto',
    cardsNextRound: 'Carte per il prossimo giro',
    yourVote: 'Il tuo voto',
    tapToChange: 'Tocca per cambiare carta',
    tapACard: 'Tocca una carta',
    card: 'Carta {value}',
    oneHalf: 'un mezzo',
    infinity: 'infinito',
    notSure: 'non so',
    coffeeBreak: 'pausa caffè',
    session: 'Sessione',
    history: 'Cronologia',
    backToVoting: 'Torna al voto',
    loading: 'Caricamento…',
    announceRevealed: 'Carte scoperte. Media {average}.',
    announceClosest: 'Carta più vicina {value}.',
    announceNextUp: 'Carta superiore successiva {value}.',
    announceNewRound: 'Nuovo round',
  },
  language: {
    loading: 'Caricamento…',
    language: 'Lingua',
    loadFailed: 'Impossibile caricare {language}. Controlla la connessione e riprova.',
  },
  deck: {
    cards: 'Carte',
    deck: 'Mazzo',
    standard: 'Standard',
    fibonacci: 'Fibonacci',
    tshirt: 'Taglie di maglietta',
    powers: 'Potenze di due',
    hours: 'Ore',
    custom: 'Personalizzato',
    question: 'Carta dubbio (?)',
    coffee: 'Carta caffè (C)',
    customLabel: 'Le tue carte',
    customHelp:
      'Separa le carte con virgole: fino a {max}, ognuna di al massimo {length} caratteri.',
    useCards: 'Usa queste carte',
    empty: 'Scrivi almeno una carta.',
    tooMany: 'Al massimo {max} carte: questo elenco ne ha {count}.',
    tooLong: '«{card}» supera {max} caratteri.',
    twice: '«{card}» compare due volte.',
    confirm: 'Cambiare le carte avvia un nuovo round',
    confirmDetail: 'I voti di questo round vengono cancellati.',
    change: 'Cambia carte',
    cancel: 'Annulla',
    saveFailed: 'Non è stato possibile cambiare le carte. Controlla la connessione e riprova.',
    inUse: 'Carte in uso: {cards}',
    inUseTitle: 'Carte in uso',
    close: 'Chiudi',
  },
  session: {
    story: 'Storia',
    addStory: 'Aggiungi una storia',
    storyPlaceholder: 'Cosa stiamo stimando?',
    save: 'Salva',
    cancel: 'Annulla',
    restart: 'Ricomincia',
    stop: 'Ferma',
    timer: 'Timer',
    countdown: 'Conto alla rovescia',
    timeLeft: 'Tempo rimasto',
    timesUp: 'Tempo scaduto',
    session: 'Sessione',
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
