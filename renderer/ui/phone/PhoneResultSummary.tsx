import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { SuggestRule } from '../../domain/result-summary';
import type { ResultStore } from '../../stores/common/result-store';
import type { WallLookStore } from '../../stores/phone/wall-look-store';
import { useDerived } from '../common/use-derived';
import { screenCssVars } from '../common/wall-colors';

// Shown only after a reveal: not part of the phone's first load.
const ResultSummaryPanel = lazy(() =>
  import('../common/ResultSummaryPanel').then((m) => ({ default: m.ResultSummaryPanel })),
);

/**
 * The result summary on the phone after the reveal (docs/product.md, Result summary): the
 * wall's panel in phone-sized units, in the screen's card colours (a panel of the wall in
 * the hand).
 */
export const PhoneResultSummary = observer(function PhoneResultSummary({
  result,
  look,
  rule,
}: {
  result: ResultStore;
  look: WallLookStore;
  /** The room's 'Suggested card', shown large as on the wall. */
  rule: SuggestRule;
}) {
  const showing = useDerived(() => result.visible !== null, [result]);
  if (!showing) return null;
  return (
    <Box style={screenCssVars(look.config) as React.CSSProperties} sx={{ mt: 1.5 }}>
      <Suspense fallback={null}>
        <ResultSummaryPanel result={result} unit="0.8px" rule={rule} testId="vote-result-summary" />
      </Suspense>
    </Box>
  );
});
