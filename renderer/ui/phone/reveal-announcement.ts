/**
 * What a phone's screen reader says at a reveal (docs/product.md, Participant page): the
 * average, then the suggested card under the name the room chose for it ('Closest card'
 * or 'Next card up', Options' 'Suggested card'), so the ear hears what the eye reads.
 */
import { suggestedCard, type ResultSummary, type SuggestRule } from '../../domain/result-summary';
import { phoneBoardText } from '../../i18n/en/phone-board';
import type { Translator } from '../../i18n/translate';

/** The words said when the cards are revealed. */
export function revealAnnouncement(
  translator: Translator,
  average: number,
  summary: Pick<ResultSummary, 'closest' | 'nextUp'> | null,
  rule: SuggestRule,
): string {
  const t = translator.part(phoneBoardText);
  const said = t('announceRevealed', { average: translator.average(average) });
  const value = summary === null ? null : suggestedCard(summary, rule);
  if (value === null) return said;
  return `${said} ${t(rule === 'up' ? 'announceNextUp' : 'announceClosest', { value })}`;
}
