/**
 * What a phone's screen reader says at a reveal (docs/product.md, Participant page): the
 * suggested card under the name the room chose for it, in the phone's language.
 */
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../../renderer/i18n/load';
import { Translator } from '../../../../renderer/i18n/translate';
import { revealAnnouncement } from '../../../../renderer/ui/phone/reveal-announcement';

const english = new Translator('en', null);
// Votes 3 and 8: average 5.5, the closest card 5, the next card up 8.
const threeAndEight = { closest: '5', nextUp: '8' };

describe('the reveal, said by a phone', () => {
  it("says 'Closest card' when the room takes the closest card", () => {
    expect(revealAnnouncement(english, 5.5, threeAndEight, 'closest')).toBe(
      'Cards revealed. Average 5.50. Closest card 5.',
    );
  });

  it("says 'Next card up' with that card when the room chose it", () => {
    expect(revealAnnouncement(english, 5.5, threeAndEight, 'up')).toBe(
      'Cards revealed. Average 5.50. Next card up 8.',
    );
  });

  it('says only the average when no vote is numeric', () => {
    expect(revealAnnouncement(english, 0, { closest: null, nextUp: null }, 'up')).toBe(
      'Cards revealed. Average 0.00.',
    );
  });

  it('speaks the phone language', async () => {
    const german = new Translator('de', await loadMessages('de'));
    const said = revealAnnouncement(german, 5.5, threeAndEight, 'up');
    expect(said).toContain('Nächsthöhere Karte 8.');
    expect(said).not.toContain('Nächstliegende');
  });
});
