import Box from '../common/Box';
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { COFFEE } from '../../domain/cards';
import { screenVar } from '../common/theme';
import { CARD_CLASS, CARD_NAME_TEXT } from './card-styles';
import { CoffeeIcon } from '../common/icons';
import { wallText } from '../../i18n/en/wall';
import { useText } from '../../i18n/react';
import { byLength } from '../common/by-length';

// Only a card that could not be read shows it: its path loads the first time one does.
const HelpOutlinedIcon = lazy(() => import('./unreadable-icon'));

/** Props of {@link PlayingCard}. */
export interface PlayingCardProps {
  /** Front face up (the value); otherwise the back face. */
  revealed: boolean;
  back: ReactNode;
  /**
   * Front content; pass it only while revealed (null otherwise), so a hidden value is
   * not in the page.
   */
  front: ReactNode;
  /** Controls over the card (its menu), on neither face so they never flip away. */
  overlay?: ReactNode;
  /** Root attributes (test ids, user id, its state: React writes a boolean as its text). */
  attributes: Record<string, string | boolean | undefined>;
  /** Dimmed look (offline participants). */
  dimmed?: boolean;
}

/**
 * A card with a back and a front face and the 3D flip between them (500 ms); its look is
 * in class rules (card-styles.ts), so twenty cards cost no style work per render.
 */
export function PlayingCard({
  revealed,
  back,
  front,
  overlay,
  attributes,
  dimmed,
}: PlayingCardProps) {
  return (
    <div
      {...attributes}
      className={CARD_CLASS.card}
      data-revealed={revealed ? 'true' : 'false'}
      data-dimmed={dimmed ? 'true' : 'false'}
    >
      <div className={CARD_CLASS.flip}>
        <div data-face="back" className={`${CARD_CLASS.face} ${CARD_CLASS.back}`}>
          {back}
        </div>
        <div data-face="front" className={`${CARD_CLASS.face} ${CARD_CLASS.front}`}>
          {front}
        </div>
      </div>
      {overlay}
    </div>
  );
}

/** Font size of a value: longer values (100, XXL, a deck's Medium or 12345678) get smaller type to fit. */
function valueSize(value: string): string {
  return byLength(value, [
    '5.2em',
    '4.6em',
    '4em',
    '2.6em',
    '2.05em',
    '1.65em',
    '1.45em',
    '1.25em',
  ]);
}

/** Props of {@link CardValue}. */
export interface CardValueProps {
  /** The decoded value ('' for none); null when it could not be decoded. */
  value: string | null;
  /** A custom foreground image for this value, if any. */
  image?: string | null;
  /** Shown small at the bottom (who chose the value). */
  caption?: string;
  /** A mark ('Lowest', 'Highest') shown just above the caption. */
  mark?: ReactNode;
}

// The front face re-renders with each vote: plain elements with their own style (a Box
// is three components and resolves its sx again on every render).
const FACE_CENTRE: CSSProperties = {
  display: 'grid',
  placeItems: 'center',
  flex: '1 1 0',
  minHeight: 0,
};
const FACE_BADGE: CSSProperties = {
  position: 'absolute',
  top: '0.35em',
  insetInlineStart: '0.35em',
  minWidth: '2.2em',
  height: '2.2em',
  paddingLeft: '0.4em',
  paddingRight: '0.4em',
  borderRadius: '1.1em',
  display: 'grid',
  placeItems: 'center',
  backgroundColor: screenVar('cardBackground'),
  border: `0.1em solid ${screenVar('cardBorder')}`,
};
// Out of the flow: a marked card's value stays on the same line as the others'.
const MARK_PLACE: CSSProperties = {
  position: 'absolute',
  bottom: '100%',
  insetInline: 0,
  display: 'flex',
  justifyContent: 'center',
};
const IMAGE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
};

/**
 * The front face's content: the value, C as a coffee icon, an undecodable value as a
 * placeholder, and an optional custom image (hidden if it fails to load).
 */
export function CardValue({ value, image, caption, mark }: CardValueProps) {
  const t = useText(wallText);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const showImage = image !== null && image !== undefined && image !== brokenImage;
  let content: ReactNode;
  if (value === null) {
    content = (
      <Box
        data-testid="card-placeholder"
        aria-label={t('cardUnreadable')}
        sx={{ display: 'grid', placeItems: 'center', opacity: 0.55 }}
      >
        <Suspense fallback={null}>
          <HelpOutlinedIcon sx={{ fontSize: showImage ? '1.6em' : '4.6em' }} />
        </Suspense>
      </Box>
    );
  } else if (value === COFFEE) {
    content = (
      <CoffeeIcon
        data-testid="coffee-icon"
        aria-label={t('coffee')}
        sx={{ fontSize: showImage ? '1.7em' : '5.4em' }}
      />
    );
  } else {
    content = (
      <span
        data-testid="card-value"
        style={{
          fontSize: showImage ? '1.5em' : valueSize(value),
          fontWeight: 800,
          lineHeight: 1,
          letterSpacing: '-0.02em',
        }}
      >
        {value === '' ? '–' : value}
      </span>
    );
  }
  return (
    <>
      {showImage && (
        <img
          src={image}
          alt=""
          data-testid="card-image"
          referrerPolicy="no-referrer"
          draggable={false}
          onError={() => setBrokenImage(image)}
          style={IMAGE}
        />
      )}
      <div style={showImage ? FACE_BADGE : FACE_CENTRE}>{content}</div>
      {(caption !== undefined || mark) && (
        // The mark sits on the caption, however many lines the caption wraps to.
        <div
          style={{
            position: showImage ? 'absolute' : 'relative',
            bottom: 0,
            width: '100%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
          }}
        >
          {mark && <div style={MARK_PLACE}>{mark}</div>}
          {caption !== undefined && (
            <div
              dir="auto"
              data-testid="card-caption"
              style={{
                width: '100%',
                paddingLeft: '0.25em',
                paddingRight: '0.25em',
                // A border, not padding: the clamp's fourth line would show in padding.
                borderBottom: '0.6em solid transparent',
                ...CARD_NAME_TEXT,
                opacity: showImage ? 1 : 0.85,
                backgroundColor: showImage ? screenVar('cardBackground') : 'transparent',
              }}
            >
              {caption}
            </div>
          )}
        </div>
      )}
    </>
  );
}
