import Box from '@mui/system/Box';
import { useId, type ReactNode } from 'react';
import { COFFEE } from '../../domain/cards';
import {
  suggestedCard,
  type ResultSummary,
  type SuggestRule,
  type VoteCount,
} from '../../domain/result-summary';
import { CoffeeIcon } from './icons';
import { screenVar } from './wall-colors';
import { facilitationText } from '../../i18n/en/facilitation';
import { resultText } from '../../i18n/en/result';
import { roomOptionsText } from '../../i18n/en/room-options';
import { useText, useTranslator } from '../../i18n/react';
import { byLength } from './by-length';

/** CSS variable of the panel's unit: every size in the panel is a multiple of it. */
const UNIT_VAR = '--sp-result-unit';

/** `n` panel units (one CSS pixel of a 1080p wall, or of the phone's layout). */
const r = (n: number): string => `calc(var(${UNIT_VAR}) * ${n})`;

/** Height of one distribution row when there is room for it. */
const ROW = 56;

/** Props of {@link ResultSummaryPanel}. */
export interface ResultSummaryPanelProps {
  summary: ResultSummary;
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
    <Box
      role="group"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ display: 'flex', alignItems: 'baseline', gap: r(10), minWidth: 0 }}
    >
      <Box id={id} sx={{ fontSize: r(20), fontWeight: 700, opacity: 0.8, whiteSpace: 'nowrap' }}>
        {label}
      </Box>
      <Box sx={{ fontSize: r(34), fontWeight: 800, lineHeight: 1 }}>{children}</Box>
    </Box>
  );
}

/** One bar of the distribution: the value, a bar as long as its share, and the count. */
function DistributionRow({
  vote,
  max,
  narrow,
}: {
  vote: VoteCount;
  max: number;
  /** In one of two columns: a narrower value box and count. */
  narrow: boolean;
}) {
  const t = useText(resultText);
  const name = vote.value === COFFEE ? t('coffee') : vote.value;
  return (
    <Box
      component="li"
      aria-label={t('valueVotes', { value: name, votes: t('votes', { count: vote.count }) })}
      data-value={vote.value}
      data-count={vote.count}
      sx={{
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
      <Box
        sx={{
          height: '82%',
          display: 'grid',
          placeItems: 'center',
          borderRadius: r(10),
          border: `${r(3)} solid ${screenVar('cardBorder')}`,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          fontSize: byLength(vote.value, [
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
        <ValueFace value={vote.value} />
      </Box>
      <Box aria-hidden sx={{ height: '56%', borderRadius: r(8), overflow: 'hidden' }}>
        <Box
          sx={{
            height: '100%',
            width: `${(100 * vote.count) / max}%`,
            minWidth: r(8),
            borderRadius: r(8),
            bgcolor: screenVar('textColor'),
          }}
        />
      </Box>
      <Box sx={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>{vote.count}</Box>
    </Box>
  );
}

/**
 * The result summary (docs/product.md, Result summary): 'Consensus' when the room agrees,
 * the suggested card ('Closest card' to the average, or 'Next card up' when the room chose
 * it), the 'Median', the 'Lowest' and 'Highest' votes, and the distribution as bars with
 * the counts as text. Drawn in the screen's card colours, so it
 * reads in every theme: the wall sets them from its config, the phone from its own look.
 */
export function ResultSummaryPanel({
  summary,
  unit,
  fitHeight = false,
  wideWhen,
  rule = 'closest',
  testId = 'result-summary',
}: ResultSummaryPanelProps) {
  const translator = useTranslator();
  const t = translator.part(resultText);
  const suggested = suggestedCard(summary, rule);
  const titleId = useId();
  const rows = summary.distribution.length;
  const wide = wideWhen ?? '@media not all';
  // Many bars on a wall: a smaller closest card leaves them the height.
  const dense = fitHeight && rows > 6;
  // Many bars on a wall: two columns of them, each row twice as high as one column
  // would leave it (read across the room); the portrait wall's wide panel keeps one.
  const twoColumns = fitHeight && rows > 4;
  const rowsPerColumn = twoColumns ? Math.ceil(rows / 2) : rows;
  const max = Math.max(1, ...summary.distribution.map((d) => d.count));
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      data-consensus={summary.consensus ? 'true' : 'false'}
      style={{ [UNIT_VAR]: unit } as React.CSSProperties}
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
          <Box data-testid="result-voters" sx={{ fontSize: r(20), fontWeight: 700, opacity: 0.8 }}>
            {t('votes', { count: summary.voters })}
          </Box>
        </Box>

        {summary.consensus && (
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
          {suggested !== null ? (
            <SuggestedCard value={suggested} rule={rule} dense={dense} />
          ) : (
            <Box sx={{ fontSize: r(24), fontWeight: 700, opacity: 0.85 }}>{t('noNumbers')}</Box>
          )}
        </Box>

        {summary.median !== null && (
          <Box
            sx={{
              flex: 'none',
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: r(28),
              rowGap: r(6),
            }}
          >
            <Figure label={translator.text(facilitationText, 'median')} testId="result-median">
              {translator.number(summary.median)}
            </Figure>
            {summary.lowest !== null && summary.highest !== null && (
              <>
                <Figure label={t('lowest')} testId="result-lowest">
                  <ValueFace value={summary.lowest} />
                </Figure>
                <Figure label={t('highest')} testId="result-highest">
                  <ValueFace value={summary.highest} />
                </Figure>
              </>
            )}
          </Box>
        )}
      </Box>

      <Box
        component="ul"
        aria-label={t('distribution')}
        data-testid="result-distribution"
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
        {summary.distribution.map((vote) => (
          <DistributionRow key={vote.value} vote={vote} max={max} narrow={twoColumns} />
        ))}
      </Box>
    </Box>
  );
}

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
    <Box role="group" aria-labelledby={id} sx={{ display: 'contents' }}>
      <Box
        data-testid="result-closest-value"
        sx={{
          flex: 'none',
          minWidth: r(dense ? 72 : 100),
          height: r(dense ? 88 : 136),
          px: r(12),
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
      </Box>
      <Box
        id={id}
        // A long word ('Nächsthöhere') breaks at its soft hyphen, or anywhere at worst,
        // rather than leaving the panel.
        sx={{
          minWidth: 0,
          fontSize: r(34),
          fontWeight: 800,
          lineHeight: 1.15,
          overflowWrap: 'anywhere',
        }}
      >
        {rule === 'up'
          ? translator.text(roomOptionsText, 'nextUp')
          : translator.text(resultText, 'closest')}
      </Box>
    </Box>
  );
}
