import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Settings from '@mui/icons-material/Settings';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { formatAverage } from '../../domain/average';
import { LABELS } from '../../domain/constants';
import type { ScreenStore } from '../../stores/screen-store';
import { screenVar } from '../theme';

/** What the bar needs of the config store. */
export interface PreviewSwitch {
  readonly previewMode: boolean;
  closePreview(): void;
}

/** Props of {@link StatisticsBar}. */
export interface StatisticsBarProps {
  screen: ScreenStore;
  config: PreviewSwitch;
  onOpenSettings(): void;
}

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ textAlign: 'center', minWidth: 0 }}>
      <Box
        sx={{
          fontSize: 'clamp(13px, 1.05vw, 20px)',
          fontWeight: 600,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          opacity: 0.75,
          whiteSpace: 'nowrap',
        }}
      >
        {label}
      </Box>
      <Box
        sx={{
          fontSize: 'clamp(26px, 2.9vw, 56px)',
          fontWeight: 800,
          lineHeight: 1.1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </Box>
    </Box>
  );
}

const CONNECTION_TEXT = { connecting: 'Connecting…', online: LABELS.online, offline: 'Offline' };
const CONNECTION_COLOR = { connecting: '#f59e0b', online: '#22c55e', offline: '#ef4444' };

const ProductLabel = observer(function ProductLabel({ screen }: { screen: ScreenStore }) {
  const state = screen.connection;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box
        sx={{
          fontSize: 'clamp(20px, 1.9vw, 36px)',
          fontWeight: 800,
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
        }}
      >
        Story Point
      </Box>
      <Box
        data-testid="connection-status"
        data-state={state}
        role="status"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          fontSize: 'clamp(13px, 1vw, 19px)',
          fontWeight: 700,
          color: state === 'offline' ? CONNECTION_COLOR.offline : 'inherit',
        }}
      >
        <Box
          component="span"
          sx={{
            width: '0.7em',
            height: '0.7em',
            borderRadius: '50%',
            bgcolor: CONNECTION_COLOR[state],
            boxShadow: `0 0 0 0.2em ${CONNECTION_COLOR[state]}33`,
          }}
        />
        {CONNECTION_TEXT[state]}
      </Box>
    </Box>
  );
});

const PauseToggle = observer(function PauseToggle({ screen, config }: StatisticsBarProps) {
  const preview = config.previewMode;
  const title = preview
    ? LABELS.closePreview
    : screen.paused
      ? LABELS.continueSession
      : LABELS.pauseSession;
  const icon = preview ? <VisibilityOff /> : screen.paused ? <PlayArrow /> : <Pause />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center' }}>
      <Tooltip title={title}>
        <IconButton
          data-testid="pause-toggle"
          data-paused={screen.paused ? 'true' : 'false'}
          aria-label={title}
          onClick={preview ? config.closePreview : screen.togglePause}
          sx={{
            width: 'clamp(52px, 4.2vw, 80px)',
            height: 'clamp(52px, 4.2vw, 80px)',
            color: 'inherit',
            border: `2px solid ${screenVar('screenForeground')}`,
            bgcolor: screen.paused && !preview ? 'rgba(255,255,255,0.16)' : 'transparent',
            '& svg': { fontSize: 'clamp(28px, 2.3vw, 44px)' },
          }}
        >
          {icon}
        </IconButton>
      </Tooltip>
    </Box>
  );
});

const ParticipantStat = observer(function ParticipantStat({ screen }: { screen: ScreenStore }) {
  return (
    <Stat label={LABELS.participant} value={screen.participantCount} testId="stat-participants" />
  );
});

const ReadyStat = observer(function ReadyStat({ screen }: { screen: ScreenStore }) {
  return <Stat label={LABELS.ready} value={screen.readyCount} testId="stat-ready" />;
});

const AverageStat = observer(function AverageStat({ screen }: { screen: ScreenStore }) {
  return (
    <Stat label={LABELS.averagePoint} value={formatAverage(screen.average)} testId="stat-average" />
  );
});

/**
 * The statistics bar (spec §2), five items: product label with the live connection
 * state, 'Participant', the pause/continue toggle ('Close Preview' in preview mode),
 * 'Ready' and 'Average Point' with 2 decimals; then 'New round' and the gear icon.
 * Each item observes only its own numbers.
 */
export function StatisticsBar({ screen, config, onOpenSettings }: StatisticsBarProps) {
  return (
    <Box
      component="header"
      data-testid="statistics-bar"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(5, minmax(0, 1fr)) auto',
          md: 'minmax(0, 1.3fr) repeat(4, minmax(0, 1fr)) auto',
        },
        alignItems: 'center',
        columnGap: { xs: 1, md: 3 },
        px: { xs: 2, md: 4 },
        py: { xs: 1.25, md: 2 },
        color: screenVar('screenForeground'),
        borderBottom: '1px solid rgba(255,255,255,0.08)',
        background: 'linear-gradient(180deg, rgba(0,0,0,0.22), rgba(0,0,0,0.06))',
      }}
    >
      <ProductLabel screen={screen} />
      <ParticipantStat screen={screen} />
      <PauseToggle screen={screen} config={config} onOpenSettings={onOpenSettings} />
      <ReadyStat screen={screen} />
      <AverageStat screen={screen} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, md: 1.5 } }}>
        <Button
          data-testid="new-round"
          variant="outlined"
          color="inherit"
          startIcon={<RestartAlt />}
          onClick={screen.newRound}
          sx={{
            whiteSpace: 'nowrap',
            fontWeight: 700,
            fontSize: 'clamp(13px, 1vw, 18px)',
            borderWidth: 2,
            textTransform: 'none',
            borderRadius: 999,
            px: 2,
          }}
        >
          New round
        </Button>
        <Tooltip title={LABELS.options}>
          <IconButton
            data-testid="settings-button"
            aria-label="Settings"
            onClick={onOpenSettings}
            sx={{ color: 'inherit', '& svg': { fontSize: 'clamp(28px, 2.2vw, 40px)' } }}
          >
            <Settings />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
