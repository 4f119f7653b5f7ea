/**
 * The result summary's headline (ResultSummaryPanel.tsx): its title and '12 votes',
 * 'Consensus', the suggested card and the figures ('Median', 'Lowest', 'Highest'), one
 * column beside or above the distribution. Each part observes its own numbers.
 */
import Box from './Box';
import { observer } from 'mobx-react-lite';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { suggestedCard, type SuggestRule } from '../../domain/result-summary';
import { screenVar } from './wall-colors';
import { facilitationText } from '../../i18n/en/facilitation';
import { resultText } from '../../i18n/en/result';
import { roomOptionsText } from '../../i18n/en/room-options';
import { useText, useTranslator } from '../../i18n/react';
import { byLength } from './by-length';
import { r, summaryOf, ValueFace, type SummarySource } from './result-look';
import { useDerived } from './use-derived';

// The parts that re-render with a vote are plain elements with their own style: a Box
// is three components and resolves its sx again on every render.
const FIGURE: CSSProperties = { display: 'flex', alignItems: 'baseline', gap: r(10), minWidth: 0 };
const FIGURE_LABEL: CSSProperties = {
  fontSize: r(20),
  fontWeight: 700,
  opacity: 0.8,
  whiteSpace: 'nowrap',
};
const FIGURE_VALUE: CSSProperties = { fontSize: r(34), fontWeight: 800, lineHeight: 1 };

/** A small labelled figure: 'Lowest 3'. */
function Figure({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} data-testid={testId} style={FIGURE}>
      <div id={id} style={FIGURE_LABEL}>
        {label}
      </div>
      <div style={FIGURE_VALUE}>{children}</div>
    </div>
  );
}

/** 'Median', 'Lowest' and 'Highest': re-rendered when one of them moves. */
const Figures = observer(function Figures({ result }: { result: SummarySource }) {
  const translator = useTranslator();
  const t = translator.part(resultText);
  const { median, lowest, highest } = useDerived(() => {
    const s = summaryOf(result);
    return { median: s.median, lowest: s.lowest, highest: s.highest };
  }, [result]);
  if (median === null) return null;
  return (
    <>
      <Figure label={translator.text(facilitationText, 'median')} testId="result-median">
        {translator.number(median)}
      </Figure>
      {lowest !== null && highest !== null && (
        <>
          <Figure label={t('lowest')} testId="result-lowest">
            <ValueFace value={lowest} />
          </Figure>
          <Figure label={t('highest')} testId="result-highest">
            <ValueFace value={highest} />
          </Figure>
        </>
      )}
    </>
  );
});

const VOTERS: CSSProperties = { fontSize: r(20), fontWeight: 700, opacity: 0.8 };

/** '12 votes'. */
const Voters = observer(function Voters({ result }: { result: SummarySource }) {
  const t = useText(resultText);
  const voters = useDerived(() => summaryOf(result).voters, [result]);
  return (
    <div data-testid="result-voters" style={VOTERS}>
      {t('votes', { count: voters })}
    </div>
  );
});

/** Props of {@link ResultHeadline}: what the panel decided of its layout, and its title's id. */
export interface ResultHeadlineProps {
  result: SummarySource;
  rule: SuggestRule;
  /** The id the panel is labelled by. */
  titleId: string;
  /** The media query under which the headline sits beside the bars (its fixed width). */
  wide: string;
  /** The room agrees: 'Consensus'. */
  consensus: boolean;
  /** Some vote is a number: the figures show. */
  hasMedian: boolean;
  /** Many bars on a wall: a smaller suggested card leaves them the height. */
  dense: boolean;
}

/**
 * The headline: re-rendered only when the panel's layout moves it (consensus, the
 * figures coming or going, a denser panel); a vote re-renders the parts whose numbers moved.
 */
export const ResultHeadline = observer(function ResultHeadline({
  result,
  rule,
  titleId,
  wide,
  consensus,
  hasMedian,
  dense,
}: ResultHeadlineProps) {
  const t = useText(resultText);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: r(16),
        flex: 'none',
        [wide]: { width: r(300) },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: r(12), flex: 'none' }}>
        <Box
          component="h2"
          id={titleId}
          sx={{
            m: 0,
            flex: 1,
            fontSize: r(22),
            fontWeight: 800,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
          }}
        >
          {t('title')}
        </Box>
        <Voters result={result} />
      </Box>

      {consensus && (
        <Box
          data-testid="result-consensus"
          sx={{
            flex: 'none',
            textAlign: 'center',
            py: r(10),
            borderRadius: r(14),
            bgcolor: screenVar('textColor'),
            color: screenVar('cardBackground'),
            fontSize: r(44),
            fontWeight: 900,
            letterSpacing: '0.02em',
          }}
        >
          {t('consensus')}
        </Box>
      )}

      <Box
        data-testid="result-closest"
        data-rule={rule}
        sx={{
          flex: 'none',
          display: 'flex',
          alignItems: 'center',
          gap: r(18),
          minHeight: r(dense ? 88 : 136),
        }}
      >
        <Suggested result={result} rule={rule} dense={dense} />
      </Box>

      {hasMedian && (
        <Box
          sx={{
            flex: 'none',
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: r(28),
            rowGap: r(6),
          }}
        >
          <Figures result={result} />
        </Box>
      )}
    </Box>
  );
});

const NO_NUMBERS: CSSProperties = { fontSize: r(24), fontWeight: 700, opacity: 0.85 };

/** The suggested card, or 'No numbers' when no vote is a number. */
const Suggested = observer(function Suggested({
  result,
  rule,
  dense,
}: {
  result: SummarySource;
  rule: SuggestRule;
  dense: boolean;
}) {
  const t = useText(resultText);
  const suggested = useDerived(() => suggestedCard(summaryOf(result), rule), [result, rule]);
  if (suggested === null) return <div style={NO_NUMBERS}>{t('noNumbers')}</div>;
  return <SuggestedCard value={suggested} rule={rule} dense={dense} />;
});

const SUGGESTED_NAME: CSSProperties = {
  minWidth: 0,
  fontSize: r(34),
  fontWeight: 800,
  lineHeight: 1.15,
  // A long word ('Nächsthöhere') breaks at its soft hyphen, or anywhere at worst,
  // rather than leaving the panel.
  overflowWrap: 'anywhere',
};

/** The suggested card ('Closest card' or 'Next card up') with the value large, in a card-shaped frame. */
function SuggestedCard({
  value,
  rule,
  dense,
}: {
  value: string;
  rule: SuggestRule;
  dense: boolean;
}) {
  const translator = useTranslator();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} style={{ display: 'contents' }}>
      <div
        data-testid="result-closest-value"
        style={{
          flex: 'none',
          minWidth: r(dense ? 72 : 100),
          height: r(dense ? 88 : 136),
          paddingLeft: r(12),
          paddingRight: r(12),
          display: 'grid',
          placeItems: 'center',
          borderRadius: r(14),
          border: `${r(5)} solid ${screenVar('cardBorder')}`,
          fontSize: r(byLength(value, [92, 92, 64, 50, 42, 36, 31, 28]) * (dense ? 0.65 : 1)),
          fontWeight: 900,
          lineHeight: 1,
        }}
      >
        {value}
      </div>
      <div id={id} style={SUGGESTED_NAME}>
        {rule === 'up'
          ? translator.text(roomOptionsText, 'nextUp')
          : translator.text(resultText, 'closest')}
      </div>
    </div>
  );
}
