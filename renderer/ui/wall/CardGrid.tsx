import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { CARD_UNITS, cardScale, type CardScale } from '../../domain/card-fit';
import { cardZoom } from '../../domain/zoom';
import type { CustomImagesStore } from '../../stores/wall/custom-images-store';
import type { WallCard } from '../../stores/wall/wall-card';
import type { WallRoot } from '../../stores/wall/wall-root';
import { useElementSize } from '../common/use-element-size';
import { CARD_SCALE_VAR, cardPx, wpx } from '../common/wall-units';
import { ParticipantCard } from './ParticipantCard';

/** Gap between cards, scaled with them. */
export const GAP = cardPx(CARD_UNITS.gap);

/** Width of `columns` cards side by side with their gaps. */
export const rowWidth = (columns: number) =>
  cardPx(columns * CARD_UNITS.width + (columns - 1) * CARD_UNITS.gap);

/**
 * The card area: takes the space its parent gives it (whatever is left beside and above
 * it), measures itself and draws the cards at the scale that fits them in it
 * ({@link cardScale}). The scale reaches the cards as a CSS variable, so a resize
 * re-renders the grid but not the cards.
 */
export function CardArea({
  lanes,
  zoom,
  testId,
  children,
}: {
  /** Cards per lane (one lane, or left, centre and right). */
  lanes: readonly number[];
  zoom: number;
  testId: string;
  children: (scale: CardScale) => React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement | null>(null);
  const size = useElementSize(ref);
  const shortSide = Math.min(window.innerWidth, window.innerHeight);
  const scale = size
    ? cardScale({ lanes, zoom, area: size, shortSide })
    : { factor: 0, zoom, fit: 0, columns: 1 };
  const factor = Number(scale.factor.toFixed(5));
  return (
    <Box
      data-testid={`${testId}-area`}
      sx={{ position: 'relative', flex: '1 1 0', minWidth: 0, minHeight: 0, alignSelf: 'stretch' }}
    >
      <Box
        ref={ref}
        data-testid={testId}
        data-zoom={zoom}
        data-fit={Number(scale.fit.toFixed(5))}
        data-card-scale={factor}
        style={{ [CARD_SCALE_VAR]: String(factor) } as React.CSSProperties}
        sx={{
          position: 'absolute',
          inset: 0,
          px: wpx(32),
          py: wpx(24),
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        {/* Drawn once measured: no flash of cards at a wrong size. */}
        {size && children(scale)}
      </Box>
    </Box>
  );
}

function CardRow({
  cards,
  wall,
  images,
  justify,
  columns,
  testId,
}: {
  cards: readonly WallCard[];
  wall: WallRoot;
  images: CustomImagesStore;
  justify: 'left' | 'center' | 'right';
  /** Cards per row, for rows of equal length (12 cards: 6 + 6, not 7 + 5). */
  columns?: number;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: justify,
        alignContent: 'flex-start',
        gap: GAP,
        minWidth: 0,
        ...(columns ? { maxWidth: rowWidth(columns), mx: 'auto' } : {}),
      }}
    >
      {cards.map((v) => (
        <ParticipantCard key={v.userId} card={v} wall={wall} images={images} />
      ))}
    </Box>
  );
}

/**
 * The participants' cards: a plain centred grid, or once any position is configured a
 * three-column grid (left group, centre group, right group), at the size that fills the
 * card area. Re-renders only when the set or order of cards changes or the area is
 * resized; each card follows its own participant.
 */
/**
 * The three lanes of a positioned layout, left to right, and how each packs its cards.
 * 'Left' and 'Right' are sides of the screen in every language, so the lanes and their
 * packing are physical; the cards inside a lane follow the language's direction.
 */
const LANES = [
  { lane: 'left', justify: 'left' },
  { lane: 'center', justify: 'center' },
  { lane: 'right', justify: 'right' },
] as const;

export const CardGrid = observer(function CardGrid({
  wall,
  images,
}: {
  wall: WallRoot;
  images: CustomImagesStore;
}) {
  // An anonymous round shows its cards by value: their places would tell whose they are.
  const anonymous = wall.revealMoment.anonymousCards.active;
  const cards = anonymous ? wall.revealMoment.anonymousCards.cards : wall.roster.cards;
  const zoom = cardZoom(cards.length, false);
  const groups = anonymous ? null : wall.roster.gridGroups;
  const lanes = groups ? LANES.map(({ lane }) => groups[lane].length) : [cards.length];
  return (
    <CardArea lanes={lanes} zoom={zoom} testId="card-grid">
      {(scale) =>
        groups ? (
          <Box
            data-layout="positioned"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              gap: GAP,
              alignItems: 'start',
              direction: 'ltr',
              '[dir="rtl"] & > *': { direction: 'rtl' },
            }}
          >
            {LANES.map(({ lane, justify }) => (
              <CardRow
                key={lane}
                cards={groups[lane]}
                wall={wall}
                images={images}
                justify={justify}
                testId={`grid-${lane}`}
              />
            ))}
          </Box>
        ) : (
          <Box data-layout="plain">
            <CardRow
              cards={cards}
              wall={wall}
              images={images}
              justify="center"
              columns={scale.columns}
            />
          </Box>
        )
      }
    </CardArea>
  );
});
