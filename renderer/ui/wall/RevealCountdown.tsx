import Box from '@mui/system/Box';
import { keyframes } from '@mui/system';
import { observer } from 'mobx-react-lite';
import { facilitationText } from '../../i18n/en/facilitation';
import { useText } from '../../i18n/react';
import type { RevealCountdownStore } from '../../stores/common/reveal-countdown-store';
import { VISUALLY_HIDDEN } from '../common/sx';
import { screenVar } from '../common/theme';

/** Each digit comes in a little larger than it stays (none for reduced motion). */
const ARRIVE = keyframes`
  from { transform: scale(1.25); opacity: 0.4; }
  to { transform: scale(1); opacity: 1; }
`;

/**
 * The reveal's 3-2-1 (docs/product.md, Reveal with a countdown) over the card area: one
 * large digit on a card-coloured disc, readable across the room. A screen reader hears
 * 'Revealing in 3' from a live region that stays in the page, so each digit is announced.
 */
export const RevealCountdown = observer(function RevealCountdown({
  countdown,
}: {
  countdown: RevealCountdownStore;
}) {
  const t = useText(facilitationText);
  const { digit } = countdown;
  return (
    <>
      <Box role="status" aria-live="assertive" aria-atomic="true" sx={VISUALLY_HIDDEN}>
        {digit !== null && t('revealingIn', { seconds: String(digit) })}
      </Box>
      {digit !== null && (
        <Box
          data-testid="reveal-countdown"
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: `color-mix(in srgb, ${screenVar('screenBackground')} 55%, transparent)`,
            pointerEvents: 'none',
          }}
        >
          <Box
            key={digit}
            sx={{
              width: '1.4em',
              height: '1.4em',
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              fontSize: 'min(38vh, 38vw)',
              fontWeight: 800,
              lineHeight: 1,
              fontVariantNumeric: 'tabular-nums',
              bgcolor: screenVar('cardBackground'),
              color: screenVar('textColor'),
              border: `0.04em solid ${screenVar('cardBorder')}`,
              boxShadow: '0 0.05em 0.2em rgba(0, 0, 0, 0.35)',
              '@media (prefers-reduced-motion: no-preference)': {
                animation: `${ARRIVE} 300ms ease-out`,
              },
            }}
          >
            {digit}
          </Box>
        </Box>
      )}
    </>
  );
});
