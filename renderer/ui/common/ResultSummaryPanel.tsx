import Box from './Box';
import { observer } from 'mobx-react-lite';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { COFFEE } from '../../domain/cards';
import { suggestedCard, type ResultSummary, type SuggestRule } from '../../domain/result-summary';
import { CoffeeIcon } from './icons';
import { screenVar } from './wall-colors';
import { facilitationText } from '../../i18n/en/facilitation';
import { resultText } from '../../i18n/en/result';
import { roomOptionsText } from '../../i18n/en/room-options';
import { useText, useTranslator } from '../../i18n/react';
import { byLength } from './by-length';
import { useDerived } from './use-derived';

/** CSS variable of the panel's unit: every size in the panel is a multiple of it. */
const UNIT_VAR = '--sp-result-unit';

/** `n` panel units (one CSS pixel of a 1080p wall, or of the phone's layout). */
const r = (n: number): string => `calc(var(${UNIT_VAR}) * ${n})`;

/** CSS variable of the largest count: each bar is its count's share of it. */
const MAX_VAR = '--sp-result-max';

/** Height of one distribution row when there is room for it. */
const ROW = 56;

/**
 * Where the panel reads its summary: a page's result store. Each part of the panel
 * observes only its own numbers (a vote re-renders the bars whose counts moved, not the
 * panel), and reads nothing once the summary is gone (the page is removing the panel).
 */
export interface SummarySource {
  readonly visible: ResultSummary | null;
}

const NO_SUMMARY: ResultSummary = {
  voters: 0,
  distribution: [],
  consensus: false,
  lowest: null,
  highest: null,
  closest: null,
  nextUp: null,
  median: null,
};

const summaryOf = (source: SummarySource): ResultSummary => source.visible ?? NO_SUMMARY;

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

/** A card value as text, the coffee card as its icon (named 'Coffee'). */
function ValueFace({ value }: { value: string }) {
  const t = useText(resultText);
  if (value === COFFEE) return <CoffeeIcon aria-label={t('coffee')} sx={{ fontSize: '1.15em' }} />;
  return <>{value}</>;
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

const BAR_TRACK: CSSProperties = { height: '56%', borderRadius: r(8), overflow: 'hidden' };
const COUNT: CSSProperties = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' };

/**
 * One bar of the distribution: the value, a bar as long as its share of the largest
 * count, and the count. It observes its own count only: a vote re-renders the two bars
 * it moved, and a new largest count only the list's variable.
 */
const DistributionRow = observer(function DistributionRow({
  result,
  value,
  narrow,
}: {
  result: SummarySource;
  value: string;
  /** In one of two columns: a narrower value box and count. */
  narrow: boolean;
}) {
  const t = useText(resultText);
  const count = useDerived(
    () => summaryOf(result).distribution.find((d) => d.value === value)?.count ?? 0,
    [result, value],
  );
  const name = value === COFFEE ? t('coffee') : value;
  return (
    <li
      aria-label={t('valueVotes', { value: name, votes: t('votes', { count }) })}
      data-value={value}
      data-count={count}
      style={{
        // The row's height: its share of the list (which may shrink to fit), at most ROW.
        height: `min(${r(ROW)}, calc(100cqh / var(--rows)))`,
        display: 'grid',
        gridTemplateColumns: narrow
          ? `${r(60)} minmax(0, 1fr) ${r(34)}`
          : `${r(72)} minmax(0, 1fr) ${r(48)}`,
        columnGap: narrow ? r(8) : r(12),
        alignItems: 'center',
        fontSize: `min(${r(30)}, calc(100cqh / var(--rows) * 0.56))`,
        fontWeight: 800,
        lineHeight: 1,
      }}
    >
      <div
        style={{
          height: '82%',
          display: 'grid',
          placeItems: 'center',
          borderRadius: r(10),
          border: `${r(3)} solid ${screenVar('cardBorder')}`,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          fontSize: byLength(value, [
            '1em',
            '1em',
            '0.8em',
            '0.62em',
            '0.5em',
            '0.46em',
            '0.4em',
            '0.35em',
          ]),
        }}
      >
        <ValueFace value={value} />
      </div>
      <div aria-hidden style={BAR_TRACK}>
        <div
          style={{
            height: '100%',
            width: `calc(100% * ${count} / var(${MAX_VAR}))`,
            minWidth: r(8),
            borderRadius: r(8),
            backgroundColor: screenVar('textColor'),
          }}
        />
      </div>
      <div style={COUNT}>{count}</div>
    </li>
  );
});

/** Layout of the distribution, fixed by how many bars it has. */
interface DistributionLayout {
  rows: number;
  rowsPerColumn: number;
  twoColumns: boolean;
  fitHeight: boolean;
  wide: string;
}

/** The distribution as bars, with the counts as text. */
const Distribution = observer(function Distribution({
  result,
  layout,
}: {
  result: SummarySource;
  layout: DistributionLayout;
}) {
  const t = useText(resultText);
  const { rows, rowsPerColumn, twoColumns, fitHeight, wide } = layout;
  const { values, max } = useDerived(() => {
    const { distribution } = summaryOf(result);
    return {
      values: distribution.map((d) => d.value),
      max: Math.max(1, ...distribution.map((d) => d.count)),
    };
  }, [result]);
  return (
    <Box
      component="ul"
      aria-label={t('distribution')}
      data-testid="result-distribution"
      style={{ [MAX_VAR]: String(max) } as CSSProperties}
      sx={{
        '--rows': String(rowsPerColumn),
        listStyle: 'none',
        m: 0,
        p: 0,
        // Sized by its rows; on the wall it may shrink to the height left, and the rows
        // (sized in container units) shrink with it instead of scrolling.
        flex: fitHeight ? `0 1 ${r(ROW * rowsPerColumn)}` : 'none',
        height: fitHeight ? undefined : r(ROW * rows),
        minHeight: fitHeight ? r(12 * rowsPerColumn) : undefined,
        containerType: 'size',
        ...(twoColumns && {
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gridTemplateRows: `repeat(${rowsPerColumn}, auto)`,
          gridAutoFlow: 'column',
          alignContent: 'start',
          columnGap: r(20),
        }),
        // Wide: beside the headline and as high as it, one column.
        [wide]: {
          flex: '1 1 0',
          height: 'auto',
          minHeight: 0,
          alignSelf: 'stretch',
          ...(twoColumns && { display: 'block', '--rows': String(rows) }),
        },
      }}
    >
      {values.map((value) => (
        <DistributionRow key={value} result={result} value={value} narrow={twoColumns} />
      ))}
    </Box>
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
