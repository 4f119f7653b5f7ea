/**
 * The result summary's panel: its frame and layout, the headline (ResultHeadline.tsx)
 * beside or above the distribution (ResultDistribution.tsx).
 */
import Box from './Box';
import { observer } from 'mobx-react-lite';
import { useId, type CSSProperties } from 'react';
import type { SuggestRule } from '../../domain/result-summary';
import { screenVar } from './wall-colors';
import { useCatalogueScope } from '../../i18n/use-catalogue-scope';
import { Distribution } from './ResultDistribution';
import { ResultHeadline } from './ResultHeadline';
import { r, summaryOf, UNIT_VAR, type SummarySource } from './result-look';
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
      <ResultHeadline
        result={result}
        rule={rule}
        titleId={titleId}
        wide={wide}
        consensus={consensus}
        hasMedian={hasMedian}
        dense={dense}
      />

      <Distribution result={result} layout={{ rows, rowsPerColumn, twoColumns, fitHeight, wide }} />
    </Box>
  );
});
