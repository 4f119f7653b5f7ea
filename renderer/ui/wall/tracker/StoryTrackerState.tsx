import Box from '../../common/Box';
import { observer } from 'mobx-react-lite';
import type { BacklogStory } from '../../../domain/backlog';
import { trackerText } from '../../../i18n/en/tracker';
import { useTranslator } from '../../../i18n/react';
import type { WriteBackStore } from '../../../stores/tracker/write-back-store';
import { PANEL_COLORS, panelButton } from '../../session/panel-look';
import { stateText } from './tracker-words';

/** Colours of the states: sent in green, on its way muted, not sent in red. */
const INK = { sent: '#166534', sending: PANEL_COLORS.muted } as const;

/**
 * A story's write-back on the wall: 'In Jira ✓' (or the connected tracker's name),
 * 'Sending…', or 'Not sent: {reason}' with Retry where a retry can help.
 */
export const StoryTrackerState = observer(function StoryTrackerState({
  story,
  writeBack,
  tracker,
}: {
  story: BacklogStory;
  writeBack: WriteBackStore;
  /** The tracker's name ('Azure DevOps'). */
  tracker: string;
}) {
  const translator = useTranslator();
  const state = writeBack.stateOf(story);
  const text = stateText(translator, state, tracker);
  if (text === null) return null;
  const retry = state.kind === 'failed' || state.kind === 'waiting';
  const ink =
    state.kind === 'sent' || state.kind === 'sending' ? INK[state.kind] : PANEL_COLORS.danger;
  return (
    <Box
      data-testid="tracker-state"
      data-state={state.kind}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
    >
      <Box
        component="span"
        sx={{ fontSize: '0.85rem', fontWeight: 700, color: ink, overflowWrap: 'anywhere' }}
      >
        {text}
      </Box>
      {retry && (
        <Box
          component="button"
          type="button"
          sx={{ ...panelButton, minHeight: 32 }}
          onClick={() => writeBack.retryStory(story)}
        >
          {translator.text(trackerText, 'retry')}
        </Box>
      )}
    </Box>
  );
});
