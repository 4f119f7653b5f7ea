import Box from '../common/Box';
import { keyframes } from '@emotion/react';
import { screenVar } from '../common/wall-colors';

/** Each digit comes in a little larger than it stays (none for reduced motion). */
const ARRIVE = keyframes`
  from { transform: scale(1.25); opacity: 0.4; }
  to { transform: scale(1); opacity: 1; }
`;

/**
 * The reveal's digit over the card area (RevealCountdown): one large digit on a
 * card-coloured disc, readable across the room. Its code loads once a card is ready.
 */
export default function RevealDigit({ digit }: { digit: number }) {
  return (
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
  );
}
