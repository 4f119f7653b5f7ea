import type { Catalogue } from '../../en';

/** Dutch: Options for how a round goes. */
export const roomOptions = {
  round: 'Ronde',
  revealCountdown: 'Omdraaien met aftellen',
  soundAtReveal: 'Geluid bij omdraaien',
  hideNames: 'Namen verbergen',
  suggestedCard: 'Voorgestelde kaart',
  closest: 'Dichtstbijzijnde kaart',
  nextUp: 'Eerst\u00ADvolgende hogere kaart',
  saveFailed:
    'De optie kon niet worden gewijzigd. Controleer de verbinding en probeer het opnieuw.',
  keyReveal: 'Nu omdraaien, voordat iedereen klaar is (twee keer drukken)',
  keyNudge: 'Wie nog niet klaar is porren',
  keyBoard: 'De tot nu toe geschatte stories tonen of verbergen',
} satisfies Catalogue['roomOptions'];
