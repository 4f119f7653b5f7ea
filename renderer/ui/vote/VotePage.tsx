import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { AppDeps } from '../../stores/deps';
import { VoteStore } from '../../stores/vote-store';
import { JoinForm } from './JoinForm';
import { Avatar } from '../common/Avatar';
import { VoteBoard } from './VoteBoard';
import { VOTE_COLORS, voteTheme } from './vote-theme';

/** Props every page of the app receives. */
export interface VotePageProps {
  code: string;
  deps: AppDeps;
  navigate: (path: string) => void;
}

/** The offline banner's text, word for word. */
export const OFFLINE_MESSAGE =
  'Offline — your vote is kept and will be sent when the connection returns';

const Header = observer(function Header({ store }: { store: VoteStore }) {
  const { identity } = store;
  return (
    <Box
      component="header"
      sx={{
        bgcolor: VOTE_COLORS.header,
        color: VOTE_COLORS.headerText,
        px: 2,
        pt: 'max(8px, env(safe-area-inset-top))',
        pb: 1,
        minHeight: 60,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 800, fontSize: '1.1rem', lineHeight: 1.2 }}>
          Story Point
        </Typography>
        <Typography
          data-testid="vote-room"
          sx={{
            fontSize: '0.85rem',
            opacity: 0.85,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          Screen {store.code}
        </Typography>
      </Box>
      {store.joined && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '45%' }}>
            <Avatar
              name={identity.userName}
              picture={identity.picture}
              size={32}
              testId="vote-avatar"
              ring
            />
            <Typography
              data-testid="vote-me"
              sx={{
                fontWeight: 600,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {identity.userName}
            </Typography>
          </Box>
          <Button
            data-testid="vote-leave"
            onClick={store.leave}
            startIcon={<LogoutRounded />}
            sx={{
              color: VOTE_COLORS.headerText,
              minHeight: 44,
              fontSize: '0.95rem',
              px: 1.5,
              flex: 'none',
              border: '1px solid rgba(248, 250, 252, 0.4)',
            }}
          >
            Leave
          </Button>
        </>
      )}
    </Box>
  );
});

const OfflineBanner = observer(function OfflineBanner({ store }: { store: VoteStore }) {
  if (!store.offline) return null;
  return (
    <Box
      data-testid="vote-offline"
      role="alert"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        bgcolor: VOTE_COLORS.warningSoft,
        color: VOTE_COLORS.warning,
        borderBottom: `2px solid ${VOTE_COLORS.warning}`,
        fontWeight: 600,
      }}
    >
      <CloudOffRounded />
      <Typography sx={{ fontWeight: 700, fontSize: '0.95rem' }}>{OFFLINE_MESSAGE}</Typography>
    </Box>
  );
});

const VoteView = observer(function VoteView({ store }: { store: VoteStore }) {
  return (
    <Box
      data-testid="vote-page"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: VOTE_COLORS.page,
        color: VOTE_COLORS.ink,
        // clip, not hidden: hidden would make this a scroll container and break the sticky bars.
        overflowX: 'clip',
      }}
    >
      <Header store={store} />
      <OfflineBanner store={store} />
      {store.joined ? (
        <VoteBoard store={store} />
      ) : (
        <Box component="main" sx={{ width: '100%', maxWidth: 560, mx: 'auto', p: 2 }}>
          <JoinForm store={store} />
        </Box>
      )}
    </Box>
  );
});

/**
 * The participant page (`/{code}/vote`), opened on a phone from the screen's QR
 * code or link: join with a name, pick a card, say 'Ready'. It owns its store.
 */
export default function VotePage({ code, deps, navigate }: VotePageProps) {
  const [store] = useState(() => new VoteStore(code, deps, { navigate }));
  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);
  useEffect(() => {
    // A phone waking up: refresh the record at once instead of waiting for the heartbeat.
    const onVisible = () => {
      if (document.visibilityState === 'visible') store.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [store]);
  return (
    <ThemeProvider theme={voteTheme}>
      <VoteView store={store} />
    </ThemeProvider>
  );
}
