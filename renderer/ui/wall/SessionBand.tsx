import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { sessionText } from '../../i18n/en/session';
import { useText } from '../../i18n/react';
import type { SessionRoot } from '../../stores/session/session-root';
import { StoryLine } from '../session/StoryLine';
import { SESSION_LOOKS } from '../session/session-look';
import { wpx } from '../common/wall-units';

// The timer's code loads when it is first needed: 'Timer' pressed, T, or a timer
// another device started (docs/architecture.md, What only a person's action needs).
const SessionTimer = lazy(() =>
  import('../session/SessionTimer').then((m) => ({ default: m.SessionTimer })),
);

// The backlog's current story loads with the first backlog (an imported one, or one this
// room already had): a room that writes its story by hand never needs it.
const CurrentStory = lazy(() =>
  import('../session/CurrentStory').then((m) => ({ default: m.CurrentStory })),
);

/**
 * What is being estimated (session/CurrentStory.tsx, SessionStory, as the wall shows it):
 * the backlog's current story while there is one, else the free-text story line.
 */
const WallStory = observer(function WallStory({ session }: { session: SessionRoot }) {
  if (!session.backlog.place) return <StoryLine session={session} variant="wall" />;
  return (
    <Suspense fallback={null}>
      <CurrentStory backlog={session.backlog} variant="wall" />
    </Suspense>
  );
});

/**
 * The timer as SessionTimer draws it while nothing runs: its one 'Timer' button, the
 * same elements and look, without the timer's code.
 */
function IdleTimer({ onTimer }: { onTimer?: () => void }) {
  const t = useText(sessionText);
  return (
    <Box
      role="group"
      aria-label={t('countdown')}
      data-testid="session-timer"
      data-state="idle"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
      }}
    >
      <Box component="button" type="button" sx={SESSION_LOOKS.wall.button} onClick={onTimer}>
        {t('timer')}
      </Box>
    </Box>
  );
}

/** The wall's timer: the idle button until the timer is first needed. */
const WallTimer = observer(function WallTimer({ session }: { session: SessionRoot }) {
  const [asked, setAsked] = useState(false);
  if (!asked && !session.sessionTimer.shown) return <IdleTimer onTimer={() => setAsked(true)} />;
  return (
    <Suspense fallback={<IdleTimer />}>
      <SessionTimer session={session} variant="wall" startChoosing={asked} />
    </Suspense>
  );
});

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
        <WallStory session={session} />
      </Box>
      <Box sx={{ flex: 'none', maxWidth: '60%' }}>
        <WallTimer session={session} />
      </Box>
    </Box>
  );
}
