import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import type { SuggestRule } from '../../domain/result-summary';
import type { ResultStore } from '../../stores/common/result-store';
import { useDerived } from '../common/use-derived';
import { WALL_PX_VAR, wpx } from '../common/wall-units';

const PORTRAIT = '@media (orientation: portrait)';

/**
 * The result summary's code: not in the wall's first page, fetched once a card is ready
 * (WallPage), so it is in before the reveal and the cards make room for it in the same
 * frame as the flip, instead of jumping once it arrives.
 */
export const loadResultPanel = () => import('../common/ResultSummaryPanel');
const ResultSummaryPanel = lazy(() =>
  loadResultPanel().then((m) => ({ default: m.ResultSummaryPanel })),
);

/** Props of {@link SideColumn}. */
export interface SideColumnProps {
  result: ResultStore;
  /** The room's 'Suggested card', shown large in the result summary. */
  rule: SuggestRule;
  /** The join panel, when it is shown. */
  joinPanel: ReactNode;
  /** Under the result summary while it shows ('Next story'). */
  afterResult?: ReactNode;
}

/**
 * The column beside the cards (a row below them in portrait): the result summary at the
 * top while the cards are revealed (docs/product.md, Result summary), the join panel at
 * the bottom. The card area measures what is left, so neither ever covers a card; the
 * summary shrinks its bars to the height it is given rather than scrolling.
 */
export const SideColumn = observer(function SideColumn({
  result,
  rule,
  joinPanel,
  afterResult,
}: SideColumnProps) {
  // Whether the summary shows, not the summary: a vote re-renders the panel's own parts.
  const showing = useDerived(() => result.visible !== null, [result]);
  if (!showing && !joinPanel) return null;
  return (
    <Box
      data-testid="wall-side"
      sx={{
        flex: 'none',
        minHeight: 0,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        alignItems: 'flex-end',
        [PORTRAIT]: { flexDirection: 'row' },
      }}
    >
      {showing && (
        <Box
          data-testid="result-aside"
          sx={{
            flex: '0 1 auto',
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
            width: wpx(400),
            m: wpx(24),
            mb: joinPanel ? 0 : wpx(24),
            // Logical sides: the column stands at the end of a line, right or left.
            marginInlineStart: 0,
            [PORTRAIT]: {
              flex: '1 1 auto',
              width: 'auto',
              maxHeight: '28vh',
              mt: 0,
              marginInlineEnd: joinPanel ? 0 : wpx(24),
              mb: wpx(24),
              marginInlineStart: wpx(24),
            },
          }}
        >
          <Suspense fallback={null}>
            <ResultSummaryPanel
              result={result}
              unit={`var(${WALL_PX_VAR})`}
              fitHeight
              wideWhen={PORTRAIT}
              rule={rule}
            />
          </Suspense>
          {afterResult && <Box sx={{ flex: 'none', mt: wpx(16) }}>{afterResult}</Box>}
        </Box>
      )}
      {joinPanel && (
        <Box
          sx={{
            display: 'contents',
            // A landscape wall's column cannot hold the result, Next story and the join
            // panel at once (docs/product.md, Result summary): while the result and Next
            // story show, the join panel gives way, and is back with the next round.
            ...(showing &&
              afterResult && { '@media (orientation: landscape)': { display: 'none' } }),
          }}
        >
          {joinPanel}
        </Box>
      )}
    </Box>
  );
});
