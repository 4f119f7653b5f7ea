import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { formatAverage } from '../../domain/average';
import { AVERAGE_LABEL } from '../../domain/constants';
import type { CardSet } from '../../stores/identity-store';
import type { VoteStore } from '../../stores/vote-store';
import { CardFace, VoteCard } from './VoteCard';
import { VOTE_COLORS } from './vote-theme';

/** "2 of 3 ready" */
export function readyText(ready: number, participants: number): string {
  return `${ready} of ${participants} ready`;
}

const StatusPanel = observer(function StatusPanel({ store }: { store: VoteStore }) {
  const { phase, round } = store;
  const count = (
    <Typography
      data-testid="vote-ready-count"
      component="span"
      sx={{ fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' }}
    >
      {readyText(round.ready, round.participants)}
    </Typography>
  );
  if (phase === 'revealed') {
    return (
      <Box data-testid="vote-status" data-phase={phase} role="status" aria-live="polite">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <CheckCircleRounded sx={{ color: VOTE_COLORS.ready }} />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800, flex: 1 }}>
            Cards are revealed
          </Typography>
          {count}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Tile label="Your card" testId="vote-my-card">
            <CardFace value={store.value} size="1.1em" />
          </Tile>
          <Tile label={AVERAGE_LABEL} testId="vote-average" strong>
            {formatAverage(round.average)}
          </Tile>
        </Box>
      </Box>
    );
  }
  const waiting = phase === 'waiting';
  return (
    <Box data-testid="vote-status" data-phase={phase} role="status" aria-live="polite">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {waiting && <HourglassTopRounded sx={{ color: VOTE_COLORS.accent }} />}
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800, flex: 1, minWidth: 0 }}>
          {waiting ? 'Waiting for others' : store.value ? 'Ready to show it?' : 'Pick your card'}
        </Typography>
        {count}
      </Box>
      <LinearProgress
        variant="determinate"
        value={round.participants > 0 ? (100 * round.ready) / round.participants : 0}
        aria-hidden
        sx={{
          mt: 1,
          height: 8,
          borderRadius: 4,
          bgcolor: VOTE_COLORS.cardBorder,
          '& .MuiLinearProgress-bar': { bgcolor: VOTE_COLORS.ready, borderRadius: 4 },
        }}
      />
    </Box>
  );
});

function Tile({
  label,
  testId,
  strong,
  children,
}: {
  label: string;
  testId: string;
  strong?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box
      sx={{
        borderRadius: '14px',
        p: 1.5,
        textAlign: 'center',
        bgcolor: strong ? VOTE_COLORS.accent : VOTE_COLORS.card,
        color: strong ? VOTE_COLORS.accentInk : VOTE_COLORS.ink,
        border: `2px solid ${strong ? VOTE_COLORS.accent : VOTE_COLORS.cardBorder}`,
      }}
    >
      <Typography sx={{ fontSize: '0.9rem', fontWeight: 700, opacity: 0.9 }}>{label}</Typography>
      <Box
        data-testid={testId}
        sx={{
          fontSize: '2.6rem',
          fontWeight: 800,
          lineHeight: 1.15,
          fontVariantNumeric: 'tabular-nums',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          minHeight: '3rem',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const CardGrid = observer(function CardGrid({ store }: { store: VoteStore }) {
  const sizes = store.identity.cardSet === 'sizes';
  const disabled = !store.canChange;
  return (
    <Box
      role="group"
      aria-label="Cards"
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        gridTemplateColumns: sizes
          ? 'repeat(3, minmax(0, 1fr))'
          : { xs: 'repeat(4, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {store.cards.map((value) => (
        <VoteCard
          key={value}
          value={value}
          selected={store.value === value}
          disabled={disabled}
          onSelect={store.selectCard}
        />
      ))}
    </Box>
  );
});

const CardSetToggle = observer(function CardSetToggle({ store }: { store: VoteStore }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={store.identity.cardSet}
      onChange={(_e, v: CardSet | null) => v && store.setCardSet(v)}
      disabled={store.ready}
      aria-label="Card set"
      data-testid="vote-cardset"
      sx={{
        bgcolor: VOTE_COLORS.card,
        flex: 'none',
        '& .MuiToggleButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      <ToggleButton value="points" sx={{ px: 2 }}>
        Points
      </ToggleButton>
      <ToggleButton value="sizes" sx={{ px: 2 }}>
        T-shirt
      </ToggleButton>
    </ToggleButtonGroup>
  );
});

/** The sticky action bar: Ready / Not ready, or what happens next. */
const ActionBar = observer(function ActionBar({ store }: { store: VoteStore }) {
  const { phase } = store;
  let content: React.ReactNode;
  if (phase === 'revealed') {
    content = (
      <Typography
        data-testid="vote-next-hint"
        sx={{ textAlign: 'center', fontWeight: 600, color: 'text.secondary', py: 1.5 }}
      >
        Waiting for a new round on the screen
      </Typography>
    );
  } else if (phase === 'waiting') {
    content = (
      <Button
        variant="outlined"
        fullWidth
        data-testid="vote-not-ready"
        onClick={() => store.setReady(false)}
        sx={{ minHeight: 56, borderWidth: 2, '&:hover': { borderWidth: 2 } }}
      >
        Not ready — change my card
      </Button>
    );
  } else {
    content = (
      <Button
        variant="contained"
        color="success"
        fullWidth
        data-testid="vote-ready"
        disabled={store.value === ''}
        onClick={() => store.setReady(true)}
        sx={{ minHeight: 56, fontSize: '1.2rem' }}
      >
        {store.value === '' ? 'Pick a card first' : 'Ready'}
      </Button>
    );
  }
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 'auto',
        px: 2,
        pt: 1.5,
        pb: 'max(12px, env(safe-area-inset-bottom))',
        bgcolor: 'rgba(238, 242, 247, 0.94)',
        backdropFilter: 'blur(6px)',
        borderTop: `1px solid ${VOTE_COLORS.cardBorder}`,
      }}
    >
      <Box sx={{ maxWidth: 560, mx: 'auto' }}>{content}</Box>
    </Box>
  );
});

/** Status, card set, cards and the Ready bar for a joined participant. */
export const VoteBoard = observer(function VoteBoard({ store }: { store: VoteStore }) {
  return (
    <>
      <Box
        component="main"
        sx={{ width: '100%', maxWidth: 560, mx: 'auto', px: 2, pt: 2, pb: 2, flex: 1 }}
      >
        <StatusPanel store={store} />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            my: 1.5,
            gap: 1,
          }}
        >
          <Typography sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {store.phase === 'revealed'
              ? 'Your vote'
              : store.ready
                ? 'Tap to change your card'
                : 'Tap a card'}
          </Typography>
          <CardSetToggle store={store} />
        </Box>
        <CardGrid store={store} />
      </Box>
      <ActionBar store={store} />
    </>
  );
});
