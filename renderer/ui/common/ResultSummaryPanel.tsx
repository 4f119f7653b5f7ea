import Box from './Box';
import { observer } from 'mobx-react-lite';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { suggestedCard, type SuggestRule } from '../../domain/result-summary';
import { screenVar } from './wall-colors';
import { facilitationText } from '../../i18n/en/facilitation';
import { resultText } from '../../i18n/en/result';
import { roomOptionsText } from '../../i18n/en/room-options';
import { useText, useTranslator } from '../../i18n/react';
import { useCatalogueScope } from '../../i18n/use-catalogue-scope';
import { byLength } from './by-length';
import { Distribution } from './ResultDistribution';
import { r, summaryOf, UNIT_VAR, ValueFace, type SummarySource } from './result-look';
import { useDerived } from './use-derived';

export type { SummarySource } from './result-look';

/** Props of {@link ResultSummaryPanel}. */
export interface ResultSummaryPanelProps {
  result: SummarySource;
  /**
   * The length of one unit: the wall passes its wall pixel (1/1080 of the viewport's
   * shorter side), the phone a CSS pixel.
   */
  unit: string;
  /**
   * The distribution may shrink its rows to fit the height the panel is given (the
   * wall: the panel never scrolls); otherwise rows keep their size (the phone scrolls).
   */
  fitHeight?: boolean;
  /**
   * A media query under which the panel is wide and low (a wall in portrait, where it
   * sits below the cards): the headline beside the bars.
   */
  wideWhen?: string;
  /** The room's 'Suggested card' (Options): the card shown large, the one Next story saves. */
  rule?: SuggestRule;
  testId?: string;
}

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

/**
 * The result summary (docs/product.md, Result summary): 'Consensus' when the room agrees,
 * the suggested card ('Closest card' to the average, or 'Next card up' when the room chose
 * it), the 'Median', the 'Lowest' and 'Highest' votes, and the distribution as bars with
 * the counts as text. Drawn in the screen's card colours, so it
 * reads in every theme: the wall sets them from its config, the phone from its own look.
 * The panel itself re-renders only when its layout changes (consensus, how many bars);
 * each figure observes its own numbers.
 */
export const ResultSummaryPanel = observer(function ResultSummaryPanel({
  result,
  unit,
  fitHeight = false,
  wideWhen,
  rule = 'closest',
  testId = 'result-summary',
}: ResultSummaryPanelProps) {
  // Its words come with the panel on a phone (i18n/scopes.ts).
  useCatalogueScope('panels');
  const t = useText(resultText);
  const titleId = useId();
  const { consensus, rows, hasMedian } = useDerived(() => {
    const s = summaryOf(result);
    return { consensus: s.consensus, rows: s.distribution.length, hasMedian: s.median !== null };
  }, [result]);
  const wide = wideWhen ?? '@media not all';
  // Many bars on a wall: a smaller closest card leaves them the height.
  const dense = fitHeight && rows > 6;
  // Many bars on a wall: two columns of them, each row twice as high as one column
  // would leave it (read across the room); the portrait wall's wide panel keeps one.
  const twoColumns = fitHeight && rows > 4;
  const rowsPerColumn = twoColumns ? Math.ceil(rows / 2) : rows;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      data-consensus={consensus ? 'true' : 'false'}
      style={{ [UNIT_VAR]: unit } as CSSProperties}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: r(16),
        // Shrinks (its bars first) to the height its parent gives it.
        flex: '0 1 auto',
        minHeight: 0,
        p: r(24),
        borderRadius: r(24),
        border: `${r(4)} solid ${screenVar('cardBorder')}`,
        bgcolor: screenVar('cardBackground'),
        color: screenVar('textColor'),
        boxShadow: '0 0.5em 1.4em rgba(0, 0, 0, 0.28)',
        overflow: 'hidden',
        [wide]: { flexDirection: 'row', columnGap: r(32) },
      }}
    >
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

      <Distribution result={result} layout={{ rows, rowsPerColumn, twoColumns, fitHeight, wide }} />
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
