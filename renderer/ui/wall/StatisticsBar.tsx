import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import type { CSSProperties, ReactNode } from 'react';
import { sharedText } from '../../i18n/en/shared';
import { wallText } from '../../i18n/en/wall';
import { watchText } from '../../i18n/en/watch';
import { useText, useTranslator } from '../../i18n/react';
import type { WallRoot } from '../../stores/wall/wall-root';
import { Hint } from '../common/Hint';
import { RoundIconButton, TextButton } from '../common/buttons';
import { screenVar } from '../common/theme';
import { wpx } from '../common/wall-units';
import { RestartAltIcon, VisibilityIcon } from '../common/icons';
import { PauseIcon, PlayArrowIcon, OptionsIcon } from './wall-icons';
import { fromOptions } from './options-code';

/** The gear's id: focus goes back to it when Options or the help opened from it closes. */
export const OPTIONS_BUTTON_ID = 'wall-settings';

/** Props of {@link StatisticsBar}. */
export interface StatisticsBarProps {
  wall: WallRoot;
  onOpenOptions(): void;
}

/**
 * Size of the statistics' numbers: their digits stand about 4.2 % of the viewport's
 * shorter side tall (docs/product.md, Wall layout: at least 4 %).
 */
export const STAT_NUMBER_SIZE = wpx(64);

// A statistic re-renders with its number: plain elements with their own style (a Box
// is three components and resolves its sx on every render).
const STAT_LABEL: CSSProperties = {
  fontSize: wpx(18),
  fontWeight: 600,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  opacity: 0.75,
  whiteSpace: 'nowrap',
};
const STAT_NUMBER: CSSProperties = {
  fontSize: STAT_NUMBER_SIZE,
  fontWeight: 800,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
};

function Stat({
  label,
  value,
  testId,
  area,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  area: string;
}) {
  return (
    <div data-testid={testId} style={{ gridArea: area, textAlign: 'center', minWidth: 0 }}>
      <div style={STAT_LABEL}>{label}</div>
      <div data-testid="stat-number" style={STAT_NUMBER}>
        {value}
      </div>
    </div>
  );
}

// 'Close Preview' comes with Options, which alone turns preview on.
const VisibilityOffIcon = fromOptions((code) => code.VisibilityOffIcon);

const CONNECTION_COLOR = { connecting: '#f59e0b', online: '#22c55e', offline: '#ef4444' };

const ProductLabel = observer(function ProductLabel({ wall }: { wall: WallRoot }) {
  const state = wall.connection.state;
  const t = useText(wallText);
  return (
    <Box sx={{ gridArea: 'label', minWidth: 0 }}>
      <Box
        sx={{
          fontSize: wpx(36),
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
          gap: wpx(8),
          fontSize: wpx(19),
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
        {t(state)}
      </Box>
      <WatchingCount wall={wall} />
    </Box>
  );
});

/** How many watch without a card ('2 watching'); nothing while nobody does. */
const WatchingCount = observer(function WatchingCount({ wall }: { wall: WallRoot }) {
  const t = useText(watchText);
  const { count } = wall.watching;
  if (count === 0) return null;
  return (
    <Box
      data-testid="watching-count"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: wpx(8),
        fontSize: wpx(19),
        fontWeight: 600,
        opacity: 0.85,
        whiteSpace: 'nowrap',
        '& svg': { fontSize: '1.1em' },
      }}
    >
      <VisibilityIcon />
      {t('watchingCount', { count })}
    </Box>
  );
});

const PauseToggle = observer(function PauseToggle({ wall }: { wall: WallRoot }) {
  const t = useText(wallText);
  const preview = wall.themeCatalogue.previewMode;
  const title = t(
    preview ? 'closePreview' : wall.pause.paused ? 'continueSession' : 'pauseSession',
  );
  const icon = preview ? (
    <VisibilityOffIcon />
  ) : wall.pause.paused ? (
    <PlayArrowIcon />
  ) : (
    <PauseIcon />
  );
  return (
    <Box sx={{ gridArea: 'pause', display: 'grid', placeItems: 'center' }}>
      <Hint title={title}>
        <RoundIconButton
          data-testid="pause-toggle"
          data-paused={wall.pause.paused}
          aria-label={title}
          onClick={preview ? wall.themeCatalogue.closePreview : wall.togglePause}
          sx={{
            width: wpx(84),
            height: wpx(84),
            color: 'inherit',
            border: `${wpx(3)} solid ${screenVar('screenForeground')}`,
            bgcolor: wall.pause.paused && !preview ? 'rgba(255,255,255,0.16)' : 'transparent',
            '& svg': { fontSize: wpx(46) },
          }}
        >
          {icon}
        </RoundIconButton>
      </Hint>
    </Box>
  );
});

const ParticipantStat = observer(function ParticipantStat({ wall }: { wall: WallRoot }) {
  const t = useText(wallText);
  return (
    <Stat
      label={t('participant')}
      value={wall.roster.participantCount}
      testId="stat-participants"
      area="part"
    />
  );
});

const ReadyStat = observer(function ReadyStat({ wall }: { wall: WallRoot }) {
  const t = useText(wallText);
  return (
    <Stat label={t('ready')} value={wall.roster.readyCount} testId="stat-ready" area="ready" />
  );
});

const AverageStat = observer(function AverageStat({ wall }: { wall: WallRoot }) {
  const translator = useTranslator();
  return (
    <Stat
      label={translator.text(sharedText, 'averagePoint')}
      value={translator.average(wall.roster.average)}
      testId="stat-average"
      area="avg"
    />
  );
});

/**
 * The statistics bar (docs/product.md, Statistics bar), five items: product label with
 * the live connection state (and how many watch), 'Participant', the pause/continue toggle ('Close Preview' in
 * preview mode), 'Ready' and 'Average Point' with 2 decimals; then 'New round' and the
 * gear icon. Each item observes only its own numbers.
 */
export function StatisticsBar({ wall, onOpenOptions }: StatisticsBarProps) {
  const translator = useTranslator();
  const t = translator.part(wallText);
  return (
    <Box
      component="header"
      data-testid="statistics-bar"
      sx={{
        flex: 'none',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1.3fr) repeat(4, minmax(0, 1fr)) auto',
        gridTemplateAreas: '"label part pause ready avg actions"',
        // Portrait: the label and the buttons above, the four statistics below.
        '@media (orientation: portrait)': {
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          gridTemplateAreas: '"label label actions actions" "part pause ready avg"',
          rowGap: wpx(16),
        },
        alignItems: 'center',
        columnGap: wpx(28),
        px: wpx(32),
        py: wpx(18),
        color: screenVar('screenForeground'),
        borderBottom: '1px solid rgba(255,255,255,0.08)',
        background: 'linear-gradient(180deg, rgba(0,0,0,0.22), rgba(0,0,0,0.06))',
      }}
    >
      <ProductLabel wall={wall} />
      <ParticipantStat wall={wall} />
      <PauseToggle wall={wall} />
      <ReadyStat wall={wall} />
      <AverageStat wall={wall} />
      <Box
        sx={{
          gridArea: 'actions',
          justifySelf: 'end',
          display: 'flex',
          alignItems: 'center',
          gap: wpx(12),
        }}
      >
        <TextButton
          data-testid="new-round"
          variant="outlined"
          startIcon={<RestartAltIcon />}
          onClick={wall.newRound}
          sx={{
            whiteSpace: 'nowrap',
            fontSize: wpx(19),
            px: wpx(18),
            py: wpx(5),
            borderWidth: wpx(2),
            borderRadius: 999,
          }}
        >
          {translator.text(sharedText, 'newRound')}
        </TextButton>
        <Hint title={t('options')}>
          <RoundIconButton
            id={OPTIONS_BUTTON_ID}
            data-testid="settings-button"
            aria-label={t('settings')}
            onClick={onOpenOptions}
            sx={{ color: 'inherit', p: wpx(8), '& svg': { fontSize: wpx(42) } }}
          >
            <OptionsIcon />
          </RoundIconButton>
        </Hint>
      </Box>
    </Box>
  );
}
