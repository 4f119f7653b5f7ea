import Box from '../common/Box';
import { sessionText } from '../../i18n/en/session';
import { useText } from '../../i18n/react';
import type { SessionRoot } from '../../stores/session/session-root';
import { SessionStory, SessionTimerSlot } from '../session/session-parts';
import { wpx } from '../common/wall-units';

/**
 * The band above the cards (docs/product.md, Wall layout): the story on the left,
 * large, the timer on the right. One compact row sized in wall pixels, so the
 * card grid below keeps what is left of the viewport.
 */
export function SessionBand({ session }: { session: SessionRoot }) {
  const t = useText(sessionText);
  return (
    <Box
      component="section"
      aria-label={t('session')}
      data-testid="session-band"
      sx={{
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: wpx(32),
        px: wpx(32),
        py: wpx(10),
        minHeight: wpx(84),
        borderBottom: '1px solid rgba(255,255,255,0.08)',
        background: 'rgba(0,0,0,0.08)',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SessionStory session={session} variant="wall" />
      </Box>
      <Box sx={{ flex: 'none', maxWidth: '60%' }}>
        <SessionTimerSlot session={session} variant="wall" />
      </Box>
    </Box>
  );
}
