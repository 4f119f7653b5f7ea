import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import type { SessionRoot } from '../../stores/session/session-root';
import { SessionStory, SessionTimerSlot } from '../session/session-parts';
import { PhoneButton } from './controls';
import { VOTE_COLORS } from './vote-theme';
import { backlogText } from '../../i18n/en/backlog';
import { phoneBoardText } from '../../i18n/en/phone-board';
import { facilitationText } from '../../i18n/en/facilitation';
import { useText } from '../../i18n/react';

// Opened on request only: not part of the phone's first load.
const HistoryList = lazy(() =>
  import('../session/HistoryList').then((m) => ({ default: m.HistoryList })),
);
const BacklogPanel = lazy(() =>
  import('../session/BacklogPanel').then((m) => ({ default: m.BacklogPanel })),
);
const ReferenceColumns = lazy(() =>
  import('../session/ReferenceColumns').then((m) => ({ default: m.ReferenceColumns })),
);

// As the session's own phone buttons ('Timer'), so the row reads as one.
/** The session's views over the phone's board. */
export type SessionView = 'history' | 'backlog' | 'reference-board';

const VIEW_BUTTON = {
  minHeight: 44,
  fontSize: '0.9rem',
  px: 1.25,
  minWidth: 0,
  borderRadius: '12px',
} as const;

/**
 * The story (or the backlog's current story) and the session timer at the top of the phone
 * page, with the way to the backlog and the history (docs/product.md, Story, Backlog,
 * Timer, History): the story across the panel, and under it one row of equal buttons,
 * 'Backlog', 'History' and 'Timer'; a running or choosing timer takes a row of its own.
 */
export const PhoneSessionPanel = observer(function PhoneSessionPanel({
  session,
  onOpen,
}: {
  session: SessionRoot;
  onOpen: (view: SessionView) => void;
}) {
  const t = useText(phoneBoardText);
  const b = useText(backlogText);
  const f = useText(facilitationText);
  // With a backlog, 'Sized so far' too: two rows of two.
  const boardOffered = session.referenceBoard.offered;
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
        // One column no wider than the card: a long story wraps instead of widening it.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.25,
      }}
    >
      <SessionStory session={session} variant="phone" />
      <Box
        data-testid="phone-session-actions"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${boardOffered ? 2 : 3}, minmax(0, 1fr))`,
          gap: 1,
          '& > [data-state="idle"] > button': { width: '100%', minWidth: 0 },
          '& > [data-state]:not([data-state="idle"])': { gridColumn: '1 / -1' },
        }}
      >
        <PhoneButton variant="outlined" onClick={() => onOpen('backlog')} sx={VIEW_BUTTON}>
          {b('backlog')}
        </PhoneButton>
        <PhoneButton variant="outlined" onClick={() => onOpen('history')} sx={VIEW_BUTTON}>
          {t('history')}
        </PhoneButton>
        {boardOffered && (
          <PhoneButton
            variant="outlined"
            onClick={() => onOpen('reference-board')}
            sx={VIEW_BUTTON}
          >
            {f('sizedSoFar')}
          </PhoneButton>
        )}
        <SessionTimerSlot session={session} variant="phone" />
      </Box>
    </Box>
  );
});

/** A view over the phone's board: its title, 'Back to voting' and what it shows. */
function PhoneView({
  title,
  testId,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useText(phoneBoardText);
  return (
    <Box
      component="main"
      data-testid={testId}
      sx={{ width: '100%', maxWidth: 560, mx: 'auto', px: 2, pt: 2, pb: 4, flex: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Box component="h2" sx={{ m: 0, flex: 1, fontSize: '1.3rem', fontWeight: 800 }}>
          {title}
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
        {children}
      </Suspense>
    </Box>
  );
}

/** The phone's history view: the kept rounds, most recent first, with the export. */
export function PhoneHistory({ session, onClose }: { session: SessionRoot; onClose: () => void }) {
  const t = useText(phoneBoardText);
  return (
    <PhoneView title={t('history')} testId="phone-history" onClose={onClose}>
      <HistoryList session={session} />
    </PhoneView>
  );
}

/** The phone's backlog view: the stories, moving between them, the import and the exports. */
export function PhoneBacklog({ session, onClose }: { session: SessionRoot; onClose: () => void }) {
  const t = useText(backlogText);
  return (
    <PhoneView title={t('backlog')} testId="phone-backlog" onClose={onClose}>
      <BacklogPanel session={session} subheading="h3" />
    </PhoneView>
  );
}

/** The phone's 'Sized so far': the stories estimated, by estimate, live. */
export function PhoneReferenceBoard({
  session,
  onClose,
}: {
  session: SessionRoot;
  onClose: () => void;
}) {
  const t = useText(facilitationText);
  return (
    <PhoneView title={t('sizedSoFar')} testId="phone-sized" onClose={onClose}>
      <ReferenceColumns board={session.referenceBoard} variant="phone" />
    </PhoneView>
  );
}
