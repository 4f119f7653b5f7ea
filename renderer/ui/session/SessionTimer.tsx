import Box from '../common/Box';
import { keyframes } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatTimeLeft, presetLabel, TIMER_PRESETS_MS } from '../../domain/session-timer';
import { SESSION_LOOKS, sxs, type SessionPartProps } from './session-look';
import { sessionText } from '../../i18n/en/session';
import { useText } from '../../i18n/react';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/**
 * The timer (docs/product.md, Timer): its time, large, and its controls: 'Timer'
 * opens the presets (30 s … 5 min); while it runs, 'Restart' and 'Stop'. At zero it turns
 * red, says "Time's up" and pulses (without sound; no pulse for reduced motion).
 */
export const SessionTimer = observer(function SessionTimer({
  session,
  variant,
  startChoosing = false,
}: SessionPartProps & {
  /** Opens with the presets shown: 'Timer' was pressed before this code was in. */
  startChoosing?: boolean;
}) {
  const t = useText(sessionText);
  const look = SESSION_LOOKS[variant];
  const [choosing, setChoosing] = useState(startChoosing);
  const view = session.sessionTimer.shown ? session.sessionTimer.view : null;
  const wall = variant === 'wall';
  let controls;
  if (choosing) {
    controls = (
      <>
        {TIMER_PRESETS_MS.map((ms) => (
          <Box
            key={ms}
            component="button"
            type="button"
            sx={look.button}
            onClick={() => {
              session.sessionTimer.begin(ms);
              setChoosing(false);
            }}
          >
            {presetLabel(ms)}
          </Box>
        ))}
        <Box component="button" type="button" sx={look.button} onClick={() => setChoosing(false)}>
          {t('cancel')}
        </Box>
      </>
    );
  } else if (view) {
    controls = (
      <>
        <Box
          component="button"
          type="button"
          sx={look.button}
          onClick={session.sessionTimer.runAgain}
        >
          {t('restart')}
        </Box>
        <Box
          component="button"
          type="button"
          sx={look.button}
          onClick={session.sessionTimer.cancel}
        >
          {t('stop')}
        </Box>
      </>
    );
  } else {
    controls = (
      <Box component="button" type="button" sx={look.button} onClick={() => setChoosing(true)}>
        {t('timer')}
      </Box>
    );
  }
  return (
    <Box
      role="group"
      aria-label={t('countdown')}
      data-testid="session-timer"
      // A page lays the one 'Timer' button out beside others, the rest on a row of its own.
      data-state={choosing ? 'choosing' : view ? 'running' : 'idle'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: wall ? 1.5 : 1,
        flexWrap: 'wrap',
        justifyContent: wall ? 'flex-end' : 'flex-start',
      }}
    >
      {view && (
        <Box
          data-testid="timer"
          data-finished={view.finished ? 'true' : 'false'}
          sx={sxs(
            {
              display: 'inline-flex',
              alignItems: 'baseline',
              gap: wall ? 1.5 : 1,
              px: wall ? 2 : 0.75,
              py: wall ? 0.5 : 0.5,
              borderRadius: wall ? 2 : '12px',
            },
            view.finished && look.finished,
            view.finished && {
              animation: `${pulse} 1s ease-in-out infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            },
          )}
        >
          <Box component="span" role="timer" aria-label={t('timeLeft')} sx={look.digits}>
            {formatTimeLeft(view.remainingSeconds)}
          </Box>
          {view.finished && (
            // On a phone its own live region says it, once (PhoneAnnouncer).
            <Box
              component="span"
              role={wall ? 'status' : undefined}
              sx={sxs(look.label, look.timesUp)}
            >
              {t('timesUp')}
            </Box>
          )}
        </Box>
      )}
      {controls}
    </Box>
  );
});
