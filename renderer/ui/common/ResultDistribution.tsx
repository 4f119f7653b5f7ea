/**
 * The result summary's distribution (ResultSummaryPanel.tsx): a bar per voted value, as
 * long as its share of the largest count, with the count as text. Each bar observes its
 * own count, so a vote re-renders the two bars it moved.
 */
import Box from './Box';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { COFFEE } from '../../domain/cards';
import { resultText } from '../../i18n/en/result';
import { useText } from '../../i18n/react';
import { byLength } from './by-length';
import { r, ROW, summaryOf, ValueFace, type SummarySource } from './result-look';
import { useDerived } from './use-derived';
import { screenVar } from './wall-colors';

/** CSS variable of the largest count: each bar is its count's share of it. */
const MAX_VAR = '--sp-result-max';

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
export interface DistributionLayout {
  rows: number;
  rowsPerColumn: number;
  twoColumns: boolean;
  fitHeight: boolean;
  wide: string;
}

/** The distribution as bars, with the counts as text. */
export const Distribution = observer(function Distribution({
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
