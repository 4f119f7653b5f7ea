/**
 * The session band's parts as both pages show them, each loading its code (the
 * `session-band` chunk) the first time it is needed (docs/architecture.md, Renderer,
 * phone): the backlog's current story with the first backlog, the timer when 'Timer'
 * is pressed or another device started one, Next story when it is offered (only with
 * a backlog, so its code is in by then). A room that writes its story by hand and runs
 * no timer never fetches them.
 */
import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { sessionText } from '../../i18n/en/session';
import { useText } from '../../i18n/react';
import type { NextStoryProps } from './NextStory';
import { SESSION_LOOKS, type SessionPartProps } from './session-look';
import { StoryLine } from './StoryLine';

const SessionTimer = lazy(() =>
  import('./SessionTimer').then((m) => ({ default: m.SessionTimer })),
);
const CurrentStory = lazy(() =>
  import('./CurrentStory').then((m) => ({ default: m.CurrentStory })),
);
const NextStoryPart = lazy(() => import('./NextStory').then((m) => ({ default: m.NextStory })));

/**
 * What is being estimated (docs/product.md, Story): the backlog's current story while
 * there is one, else the free-text story line.
 */
export const SessionStory = observer(function SessionStory({ session, variant }: SessionPartProps) {
  if (!session.backlog.place) return <StoryLine session={session} variant={variant} />;
  return (
    <Suspense fallback={null}>
      <CurrentStory backlog={session.backlog} variant={variant} />
    </Suspense>
  );
});

/**
 * The timer as SessionTimer draws it while nothing runs: its one 'Timer' button, the
 * same elements and look, without the timer's code.
 */
function IdleTimer({
  variant,
  onTimer,
}: Omit<SessionPartProps, 'session'> & { onTimer?: () => void }) {
  const t = useText(sessionText);
  const wall = variant === 'wall';
  return (
    <Box
      role="group"
      aria-label={t('countdown')}
      data-testid="session-timer"
      data-state="idle"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: wall ? 1.5 : 1,
        flexWrap: 'wrap',
        justifyContent: wall ? 'flex-end' : 'flex-start',
      }}
    >
      <Box component="button" type="button" sx={SESSION_LOOKS[variant].button} onClick={onTimer}>
        {t('timer')}
      </Box>
    </Box>
  );
}

/**
 * The timer (session/SessionTimer.tsx): the idle button until it is first needed. A
 * 'Timer' pressed before its code is in opens the presets once it is.
 */
export const SessionTimerSlot = observer(function SessionTimerSlot({
  session,
  variant,
}: SessionPartProps) {
  const [asked, setAsked] = useState(false);
  if (!asked && !session.sessionTimer.shown) {
    return <IdleTimer variant={variant} onTimer={() => setAsked(true)} />;
  }
  return (
    <Suspense fallback={<IdleTimer variant={variant} />}>
      <SessionTimer session={session} variant={variant} startChoosing={asked} />
    </Suspense>
  );
});

/** 'Next story' (session/NextStory.tsx), whose code loads when it is first offered. */
export const NextStory = observer(function NextStory(props: NextStoryProps) {
  // Offered only with a backlog: no fetch for a room without one.
  if (!props.control.offered || !props.backlog.place) return null;
  return (
    <Suspense fallback={null}>
      <NextStoryPart {...props} />
    </Suspense>
  );
});
