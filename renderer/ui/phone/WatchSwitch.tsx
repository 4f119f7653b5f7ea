import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { watchText } from '../../i18n/en/watch';
import { useText } from '../../i18n/react';
import type { PhoneRoot } from '../../stores/phone/phone-root';
import { VisibilityIcon } from '../common/icons';
import { PhoneButton } from './controls';
import { VOTE_COLORS } from './vote-theme';

/**
 * Voting or watching once joined (docs/product.md, Watchers). A watcher sees why no card
 * of theirs is on the screen and can take one; a voter can give theirs up and watch.
 */
export const WatchSwitch = observer(function WatchSwitch({ store }: { store: PhoneRoot }) {
  const t = useText(watchText);
  const { watching, setWatching } = store.watchChoice;
  if (!watching) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <PhoneButton
          variant="outlined"
          data-testid="vote-watch-instead"
          startIcon={<VisibilityIcon />}
          onClick={() => setWatching(true)}
          sx={{ minHeight: 48, fontSize: '0.95rem', borderWidth: 1 }}
        >
          {t('watchOnly')}
        </PhoneButton>
      </Box>
    );
  }
  return (
    <Box
      data-testid="vote-watching"
      sx={{
        mt: 2,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        bgcolor: VOTE_COLORS.card,
        border: `1px solid ${VOTE_COLORS.cardBorder}`,
        borderRadius: '14px',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <VisibilityIcon sx={{ color: VOTE_COLORS.accent, flex: 'none', mt: '2px' }} />
        <Box component="p" sx={{ m: 0, fontWeight: 600 }}>
          {t('watchingNote')}
        </Box>
      </Box>
      <PhoneButton
        variant="contained"
        data-testid="vote-instead"
        onClick={() => setWatching(false)}
        sx={{ width: '100%', minHeight: 52 }}
      >
        {t('voteInstead')}
      </PhoneButton>
    </Box>
  );
});
