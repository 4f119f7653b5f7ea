/**
 * Preview mode's parts (docs/product.md, Preview mode): the sample cards in the
 * previewed theme and the icon of 'Close Preview'. Only Options turns preview on, so
 * their code comes with Options' chunk (ui/wall/options-code.tsx), not with the first page.
 */
import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { AVATAR_SIZE } from '../../domain/avatar';
import { cardZoom } from '../../domain/zoom';
import type { CustomImagesStore } from '../../stores/wall/custom-images-store';
import type {
  PreviewCard as PreviewCardModel,
  PreviewStore,
} from '../../stores/wall/preview-store';
import { Avatar } from '../common/Avatar';
import { CardMark } from '../common/CardMark';
import { icon } from '../common/icons';
import { cardPx } from '../common/wall-units';
import { CardArea, GAP, rowWidth } from './CardGrid';
import { CardName } from './ParticipantCard';
import { CardValue, PlayingCard } from './PlayingCard';

/** 'Close Preview', where the pause toggle is while preview is on. */
export const VisibilityOffIcon = icon(
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
  'VisibilityOff',
);

const PreviewCard = observer(function PreviewCard({
  card,
  images,
}: {
  card: PreviewCardModel;
  images: CustomImagesStore;
}) {
  return (
    <PlayingCard
      revealed={card.flipped}
      attributes={{ 'data-testid': 'preview-card', 'data-value': card.value }}
      back={
        <>
          <Avatar name="Story Point" size={cardPx(AVATAR_SIZE)} />
          <CardName name="Story Point" />
        </>
      }
      front={
        card.flipped && (
          <>
            <CardMark value={card.value} />
            <CardValue value={card.value} image={images.imageFor('preview', '', card.value)} />
          </>
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
  images: CustomImagesStore;
}) {
  const cards = preview.previewCards;
  return (
    <CardArea lanes={[cards.length]} zoom={cardZoom(cards.length, true)} testId="preview-grid">
      {(scale) => (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: GAP,
            maxWidth: rowWidth(scale.columns),
            mx: 'auto',
          }}
        >
          {cards.map((card) => (
            <PreviewCard key={card.value} card={card} images={images} />
          ))}
        </Box>
      )}
    </CardArea>
  );
});
