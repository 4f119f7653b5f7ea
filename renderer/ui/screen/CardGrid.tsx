import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import { cardZoom } from '../../domain/zoom';
import type { CustomImageStore } from '../../stores/custom-image-store';
import type { PreviewCard as PreviewCardModel, PreviewStore } from '../../stores/preview-store';
import type { ParticipantView, ScreenStore } from '../../stores/screen-store';
import { CardName, ParticipantCard } from './ParticipantCard';
import { CARD_BASE_WIDTH, CARD_WIDTH, CardValue, PlayingCard } from './PlayingCard';
import { Avatar } from '../common/Avatar';

/** Gap between cards, scaled with them. */
const GAP = `calc(${CARD_WIDTH} * 0.11)`;

/** The container that sets the card size and zoom for every card inside. */
function ZoomArea({
  zoom,
  children,
  testId,
  reserveRight = false,
}: {
  zoom: number;
  children: React.ReactNode;
  testId: string;
  /** Keeps the right edge free for the join panel, so it never covers a card. */
  reserveRight?: boolean;
}) {
  return (
    <Box
      data-testid={testId}
      data-zoom={zoom}
      style={{ '--sp-zoom': String(zoom) } as React.CSSProperties}
      sx={{
        '--sp-card-w': CARD_BASE_WIDTH,
        // A portrait window has height to spare: wider cards, more rows.
        '@media (orientation: portrait)': { '--sp-card-w': 'min(280px, 24vw, 28vh)' },
        width: '100%',
        px: { xs: 2, md: 4 },
        pr: reserveRight ? { xs: '150px', xl: '420px' } : undefined,
        py: 2,
      }}
    >
      {children}
    </Box>
  );
}

function CardRow({
  views,
  screen,
  images,
  justify,
  testId,
}: {
  views: readonly ParticipantView[];
  screen: ScreenStore;
  images: CustomImageStore;
  justify: 'flex-start' | 'center' | 'flex-end';
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
      }}
    >
      {views.map((v) => (
        <ParticipantCard key={v.userId} view={v} screen={screen} images={images} />
      ))}
    </Box>
  );
}

/**
 * The participants' cards: a plain centred grid, or once any position is configured a
 * three-column grid (left group, centre group, right group). Re-renders only when the
 * set or order of cards changes; each card follows its own participant.
 */
export const CardGrid = observer(function CardGrid({
  screen,
  images,
  reserveRight,
}: {
  screen: ScreenStore;
  images: CustomImageStore;
  /** The join panel is shown at the bottom right. */
  reserveRight: boolean;
}) {
  const zoom = cardZoom(screen.views.length, false);
  const groups = screen.gridGroups;
  return (
    <ZoomArea zoom={zoom} testId="card-grid" reserveRight={reserveRight}>
      {groups ? (
        <Box
          data-layout="positioned"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: GAP,
            alignItems: 'start',
          }}
        >
          <CardRow
            views={groups.left}
            screen={screen}
            images={images}
            justify="flex-start"
            testId="grid-left"
          />
          <CardRow
            views={groups.center}
            screen={screen}
            images={images}
            justify="center"
            testId="grid-center"
          />
          <CardRow
            views={groups.right}
            screen={screen}
            images={images}
            justify="flex-end"
            testId="grid-right"
          />
        </Box>
      ) : (
        <Box data-layout="plain">
          <CardRow views={screen.views} screen={screen} images={images} justify="center" />
        </Box>
      )}
    </ZoomArea>
  );
});

const PreviewCard = observer(function PreviewCard({
  card,
  images,
}: {
  card: PreviewCardModel;
  images: CustomImageStore;
}) {
  return (
    <PlayingCard
      revealed={card.flipped}
      attributes={{ 'data-testid': 'preview-card', 'data-value': card.value }}
      back={
        <>
          <Avatar name="Story Point" size="4.6em" />
          <CardName name="Story Point" />
        </>
      }
      front={
        card.flipped && (
          <CardValue value={card.value} image={images.imageFor('preview', '', card.value)} />
        )
      }
    />
  );
});

/** Preview mode: the sample cards in the previewed theme, at zoom 0.8. */
export const PreviewGrid = observer(function PreviewGrid({
  preview,
  images,
}: {
  preview: PreviewStore;
  images: CustomImageStore;
}) {
  return (
    <ZoomArea zoom={cardZoom(preview.previewCards.length, true)} testId="preview-grid">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: GAP }}>
        {preview.previewCards.map((card) => (
          <PreviewCard key={card.value} card={card} images={images} />
        ))}
      </Box>
    </ZoomArea>
  );
});
