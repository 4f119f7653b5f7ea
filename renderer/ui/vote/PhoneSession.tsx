import Box from '@mui/system/Box';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { SessionRoot } from '../../stores/session-root';
import { SessionTimer } from '../session/SessionTimer';
import { StoryLine } from '../session/StoryLine';
import { PhoneButton } from './controls';
import { VOTE_COLORS } from './vote-theme';
import { phoneBoardText } from '../../i18n/en/phone-board';
import { useText } from '../../i18n/react';

// Opened on request only: not part of the phone's first load.
const HistoryList = lazy(() =>
  import('../session/HistoryList').then((m) => ({ default: m.HistoryList })),
);

/**
 * The story and the countdown at the top of the phone page (docs/product.md, Story,
 * Timer).
 */
export const PhoneSessionPanel = observer(function PhoneSessionPanel({
  session,
  onOpenHistory,
}: {
  session: SessionRoot;
  onOpenHistory: () => void;
}) {
  const t = useText(phoneBoardText);
  return (
    <Box
      component="section"
      aria-label={t('session')}
      data-testid="phone-session"
      sx={{
        bgcolor: VOTE_COLORS.card,
        border: `1px solid ${VOTE_COLORS.cardBorder}`,
        borderRadius: '14px',
        p: 1.5,
        mb: 2,
        display: 'grid',
        gap: 1.25,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <StoryLine session={session} variant="phone" />
        </Box>
        <PhoneButton
          variant="outlined"
          onClick={onOpenHistory}
          sx={{ minHeight: 44, fontSize: '0.9rem', px: 1.25, flex: 'none' }}
        >
          {t('history')}
        </PhoneButton>
      </Box>
      <SessionTimer session={session} variant="phone" />
    </Box>
  );
});

/** The phone's history view: the kept rounds, most recent first, with the export. */
export function PhoneHistory({ session, onClose }: { session: SessionRoot; onClose: () => void }) {
  const t = useText(phoneBoardText);
  return (
    <Box
      component="main"
      data-testid="phone-history"
      sx={{ width: '100%', maxWidth: 560, mx: 'auto', px: 2, pt: 2, pb: 4, flex: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Box component="h2" sx={{ m: 0, flex: 1, fontSize: '1.3rem', fontWeight: 800 }}>
          {t('history')}
        </Box>
        <PhoneButton
          variant="outlined"
          onClick={onClose}
          sx={{ minHeight: 44, fontSize: '0.95rem' }}
        >
          {t('backToVoting')}
        </PhoneButton>
      </Box>
      <Suspense fallback={<Box sx={{ color: VOTE_COLORS.muted }}>{t('loading')}</Box>}>
        <HistoryList session={session} />
      </Suspense>
    </Box>
  );
}
