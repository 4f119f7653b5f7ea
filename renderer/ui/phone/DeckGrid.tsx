import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import type { PhoneRoot } from '../../stores/phone/phone-root';
import { phoneBoardText } from '../../i18n/en/phone-board';
import { useText } from '../../i18n/react';
import { cardGridColumns } from './card-grid';
import { clearEarlyCard, peekEarlyCard } from './early-start';
import { VoteCard } from './VoteCard';

/**
 * A card tapped before the page knows where this phone stands (the room not loaded, or
 * the own record not back yet after joining): on a reload the HTML's grid took it
 * (boot.js), later this grid does. It shows as chosen and is carried out as a tap
 * would be once the page knows; a round that takes no change any more (revealed,
 * waiting for the next round, watching) or a card the room's deck lacks drops it,
 * and the grid shows what the record holds. Never a dead tap.
 */
function useKeptCard(store: PhoneRoot): {
  kept: string;
  pending: boolean;
  tap: (v: string) => void;
} {
  const { participation } = store;
  const [kept, setKept] = useState(peekEarlyCard);
  const pending =
    !store.roster.loaded || (participation.phase === 'choosing' && !participation.entered);
  useEffect(() => {
    if (kept === '' || pending) return;
    if (participation.canChange && participation.value !== kept) participation.selectCard(kept);
    clearEarlyCard();
    setKept('');
  }, [kept, pending, participation]);
  // One function while `pending` holds, so a tap re-renders only the cards that changed.
  const tap = useCallback(
    (value: string) => {
      if (!pending) participation.selectCard(value);
      else setKept((k) => (k === value ? '' : value));
    },
    [pending, participation],
  );
  return { kept, pending, tap };
}

/** The deck's values as cards, as many columns as fit them best (card-grid.ts). */
export const DeckGrid = observer(function DeckGrid({ store }: { store: PhoneRoot }) {
  const t = useText(phoneBoardText);
  const { deckValues, choosesCardSet } = store.participation;
  const columns = cardGridColumns(
    deckValues.length,
    choosesCardSet ? store.identity.cardSet : null,
  );
  const { kept, pending, tap } = useKeptCard(store);
  const chosen = pending ? kept : kept || store.participation.value;
  const disabled = !pending && !store.participation.canChange;
  return (
    <Box
      role="group"
      aria-label={t('cards')}
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        gridTemplateColumns: {
          xs: `repeat(${columns.xs}, minmax(0, 1fr))`,
          sm: `repeat(${columns.sm}, minmax(0, 1fr))`,
        },
      }}
    >
      {deckValues.map((value) => (
        <VoteCard
          key={value}
          value={value}
          selected={chosen === value}
          disabled={disabled}
          onSelect={tap}
        />
      ))}
    </Box>
  );
});
