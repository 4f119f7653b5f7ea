import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { formatAverage } from '../../domain/average';
import { LABELS } from '../../domain/constants';
import type { ScreenStore } from '../../stores/screen-store';
import { Hint } from '../common/Hint';
import { RoundIconButton, TextButton } from '../common/buttons';
import { screenVar } from '../theme';
import {
  PauseIcon,
  PlayArrowIcon,
  RestartAltIcon,
  SettingsIcon,
  VisibilityOffIcon,
} from '../common/icons';

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
  const icon = preview ? <VisibilityOffIcon /> : screen.paused ? <PlayArrowIcon /> : <PauseIcon />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center' }}>
      <Hint title={title}>
        <RoundIconButton
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
        </RoundIconButton>
      </Hint>
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
        <TextButton
          data-testid="new-round"
          variant="outlined"
          startIcon={<RestartAltIcon />}
          onClick={screen.newRound}
          sx={{
            whiteSpace: 'nowrap',
            fontSize: 'clamp(13px, 1vw, 18px)',
            borderRadius: 999,
          }}
        >
          New round
        </TextButton>
        <Hint title={LABELS.options}>
          <RoundIconButton
            data-testid="settings-button"
            aria-label="Settings"
            onClick={onOpenSettings}
            sx={{ color: 'inherit', '& svg': { fontSize: 'clamp(28px, 2.2vw, 40px)' } }}
          >
            <SettingsIcon />
          </RoundIconButton>
        </Hint>
      </Box>
    </Box>
  );
}
