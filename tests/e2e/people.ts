/**
 * A room of up to 20 sample participants (names from many scripts, a long one, an
 * emoji) with the values they chose, for the wall's screenshots and layout tests.
 */
import type { TestParticipant } from './fixtures';

/** The sample names, in joining order. */
export const NAMES = [
  'Ann Archer',
  'Bob Baker',
  'Chen Wei',
  'Dana Díaz',
  'Emeka Obi',
  'Freya Olsen',
  'Gustavo Pereira-Montenegro',
  'Hana 花子',
  'Ibrahim',
  'Jo',
  'Kai 🚀',
  'Lena Müller',
  'Mateo',
  'Noor نور',
  'Olga',
  'Priya Raman',
  'Quinn',
  'Rosa',
  'Sven',
  'Tariq',
];
/** Each sample participant's card. */
export const VALUES = [
  '3',
  '5',
  '8',
  '5',
  '13',
  'C',
  '?',
  '8',
  '2',
  '1',
  '20',
  '½',
  '3',
  '5',
  'XL',
  '8',
  '0',
  '40',
  '∞',
  '100',
];

/** The first `n` sample participants, ready (`showCard`) or not. */
export function people(n: number, showCard = true): TestParticipant[] {
  return NAMES.slice(0, n).map((userName, i) => ({
    userId: `p${String(i).padStart(2, '0')}`,
    userName,
    value: VALUES[i]!,
    showCard,
  }));
}
