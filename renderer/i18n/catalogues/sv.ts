import type { Catalogue } from '../en';

/** Swedish. */
const sv = {
  language: {
    language: 'Språk',
    loadFailed: '{language} kunde inte laddas. Kontrollera anslutningen och försök igen.',
  },
  app: {
    somethingWrong: 'Något gick fel.',
    reloadingIn: 'Laddar om om {seconds} s…',
    reloading: 'Laddar om…',
  },
  wall: {
    welcome: 'Välkommen till Story Point',
    yourScreenCode: 'Din skärmkod:',
    change: 'Ändra',
    joinFromPhone: 'Gå med från mobilen: skanna koden eller öppna',
    qrLabel: 'QR-kod för att gå med: {url}',
    joinThisScreen: 'Gå med på den här skärmen',
    noAddress:
      'Mobiler kan inte gå med än: anslut datorn till rummets nätverk eller ange "site" i dess konfiguration.',
    noAddressShort: 'Kan inte gå med: ingen nätverksadress (eller ange "site").',
    loopbackOnly:
      'Länken fungerar bara på den här datorn. För mobiler, starta med HOST=0.0.0.0 eller ange "site".',
    loopbackOnlyShort: 'Bara den här datorn: mobiler behöver HOST=0.0.0.0 eller "site".',
    connecting: 'Ansluter…',
    online: 'Online',
    offline: 'Offline',
    participant: 'Deltagare',
    ready: 'Klara',
    averagePoint: 'Medelvärde',
    pauseSession: 'Pausa sessionen',
    continueSession: 'Fortsätt sessionen',
    closePreview: 'Stäng förhandsvisning',
    newRound: 'Ny runda',
    options: 'Alternativ',
    settings: 'Inställningar',
    dismiss: 'Stäng',
    away: 'Borta',
    cardUnreadable: 'Kortet kunde inte läsas',
    coffee: 'Kaffe',
  },
} satisfies Catalogue;

export default sv;
