import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { facilitationText } from '../../i18n/en/facilitation';
import { useText } from '../../i18n/react';
import type { RevealCountdownStore } from '../../stores/common/reveal-countdown-store';
import { VISUALLY_HIDDEN } from '../common/sx';

/** The digit's code: fetched once a card is ready (WallPage), before a count can start. */
export const loadRevealDigit = () => import('./RevealDigit');
const RevealDigit = lazy(loadRevealDigit);

/**
 * The reveal's 3-2-1 (docs/product.md, Reveal with a countdown) over the card area: one
 * large digit on a card-coloured disc, readable across the room (RevealDigit). A screen
 * reader hears 'Revealing in 3' from a live region that stays in the page, so each digit
 * is announced.
 */
export const RevealCountdown = observer(function RevealCountdown({
  revealCountdown,
}: {
  revealCountdown: RevealCountdownStore;
}) {
  const t = useText(facilitationText);
  const { digit } = revealCountdown;
  return (
    <>
      <Box role="status" aria-live="assertive" aria-atomic="true" sx={VISUALLY_HIDDEN}>
        {digit !== null && t('revealingIn', { seconds: String(digit) })}
      </Box>
      {digit !== null && (
        <Suspense fallback={null}>
          <RevealDigit digit={digit} />
        </Suspense>
      )}
    </>
  );
});
