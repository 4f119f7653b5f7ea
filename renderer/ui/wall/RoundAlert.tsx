import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import type { NewRoundControl } from '../../stores/common/new-round-control';
import { wallText } from '../../i18n/en/wall';
import { useTranslator } from '../../i18n/react';
import { TextButton } from '../common/buttons';

/**
 * What went wrong with the last 'New round' (a write the database refused or never
 * took), shown under the statistics bar until dismissed or the next New round works.
 */
export const RoundAlert = observer(function RoundAlert({ rounds }: { rounds: NewRoundControl }) {
  const translator = useTranslator();
  if (!rounds.error) return null;
  return (
    <Box
      role="alert"
      data-testid="new-round-error"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '1em',
        px: '1.5em',
        py: '0.6em',
        bgcolor: '#7f1d1d',
        color: '#ffffff',
        fontWeight: 600,
        fontSize: 'clamp(14px, 1.6vmin, 30px)',
      }}
    >
      <span>{translator.message(rounds.error)}</span>
      <TextButton
        variant="outlined"
        onClick={rounds.dismissError}
        sx={{ color: 'inherit', borderColor: 'currentColor', fontSize: '0.9em' }}
      >
        {translator.text(wallText, 'dismiss')}
      </TextButton>
    </Box>
  );
});
