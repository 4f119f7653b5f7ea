import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId, useState } from 'react';
import { deckText } from '../../i18n/en/deck';
import { useTranslator } from '../../i18n/react';
import type { DeckChoiceStore } from '../../stores/common/deck-choice-store';
import type { DeckStore } from '../../stores/common/deck-store';
import { PhoneButton } from './controls';
import { VOTE_COLORS } from './vote-theme';

// The chooser comes when first opened (its fetch starts as the button is pressed).
const loadPanel = () => import('./PhoneDeckPanel');
const ChooserPanel = lazy(loadPanel);

/**
 * The screen's cards from a phone (docs/product.md, Cards): any participant may change
 * them, as on the wall. A 'Cards' button beside the deck's name opens the chooser in
 * place; a change in the middle of a round is asked first.
 */
export const PhoneDeckChooser = observer(function PhoneDeckChooser({
  deck,
  choice,
}: {
  deck: DeckStore;
  choice: DeckChoiceStore;
}) {
  const t = useTranslator().part(deckText);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <PhoneButton
          variant="outlined"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPointerDown={() => void loadPanel()}
          onClick={() => {
            // Closing the chooser answers a waiting question with Cancel.
            if (open) choice.cancel();
            setOpen(!open);
          }}
          sx={{ minHeight: 44, fontSize: '0.95rem' }}
        >
          {t('cards')}
        </PhoneButton>
        <Box sx={{ color: VOTE_COLORS.muted, fontWeight: 600 }}>{t(deck.deck.id)}</Box>
      </Box>
      {open && (
        <Suspense fallback={null}>
          <ChooserPanel deck={deck} choice={choice} id={panelId} />
        </Suspense>
      )}
    </Box>
  );
});
