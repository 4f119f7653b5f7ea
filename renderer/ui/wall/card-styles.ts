/**
 * The participant card's look as class rules, inserted once for the wall page (its
 * `GlobalStyles`, ui/wall/WallPage.tsx). The wall draws up to 20 cards of about ten
 * elements each; an element's `sx` is resolved and serialized again on every render, a
 * class costs nothing, so the first cards paint sooner (docs/architecture.md, "The wall's
 * first card"). What changes per card is in attributes (`data-revealed`, `data-dimmed`) or,
 * for a participant's own colours, in the avatar's own `style` (common/Avatar.tsx).
 */
import { CARD_UNITS } from '../../domain/card-fit';
import { TRANSITION_MS } from '../../domain/constants';
import { screenVar } from '../common/theme';
import { cardPx } from '../common/wall-units';

/** The cards' class names, one per part. */
export const CARD_CLASS = {
  card: 'sp-card',
  flip: 'sp-card-flip',
  face: 'sp-card-face',
  back: 'sp-card-back',
  front: 'sp-card-front',
  avatar: 'sp-card-avatar',
  name: 'sp-card-name',
  status: 'sp-card-status',
  offline: 'sp-card-offline',
  away: 'sp-card-away',
  noVote: 'sp-card-no-vote',
  awayCorner: 'sp-card-away-corner',
  menuCorner: 'sp-card-menu-corner',
  menu: 'sp-card-menu',
  menuIcon: 'sp-card-menu-icon',
  ready: 'sp-card-ready',
} as const;

/**
 * A participant's name on either face: a size legible across a room at 20 cards, never
 * smaller, so a long name wraps (up to three lines, which the card has room for; a word
 * longer than a line is broken) and is cut with an ellipsis only after that.
 */
export const CARD_NAME_TEXT = {
  fontSize: '1.25em',
  fontWeight: 700,
  lineHeight: 1.25,
  textAlign: 'center',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  overflowWrap: 'break-word',
} as const;

const c = (name: keyof typeof CARD_CLASS) => `.${CARD_CLASS[name]}`;

/**
 * Card size: card units ({@link CARD_UNITS}: 320 × 448, avatar 150) times the one scale
 * factor the grid puts in its CSS variable. Every size inside the card is in `em` of its
 * font size, 1/10 of its width, so a card scales as a whole.
 */
export const CARD_STYLES = {
  [c('card')]: {
    position: 'relative',
    width: cardPx(CARD_UNITS.width),
    height: cardPx(CARD_UNITS.height),
    fontSize: cardPx(CARD_UNITS.width / 10),
    perspective: '60em',
    flex: 'none',
    transition: `opacity ${TRANSITION_MS}ms`,
  },
  [`${c('card')}[data-dimmed="true"]`]: { opacity: 0.72 },
  // The 3D flip between the faces (500 ms).
  [c('flip')]: {
    position: 'absolute',
    inset: 0,
    transformStyle: 'preserve-3d',
    transition: `transform ${TRANSITION_MS}ms ease-in-out`,
  },
  [`${c('card')}[data-revealed="true"] > ${c('flip')}`]: { transform: 'rotateY(180deg)' },
  [c('face')]: {
    position: 'absolute',
    inset: 0,
    backfaceVisibility: 'hidden',
    WebkitBackfaceVisibility: 'hidden',
    borderRadius: '0.9em',
    border: `0.16em solid ${screenVar('cardBorder')}`,
    backgroundColor: screenVar('cardBackground'),
    color: screenVar('textColor'),
    boxShadow: '0 0.5em 1.4em rgba(0, 0, 0, 0.28)',
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
  },
  [c('back')]: { gap: '0.5em', padding: '0.8em' },
  // The value starts below the corners ('Away', the menu), so neither covers it; a long
  // name with a mark leaves less than a big value's line box, whose blank edges it then
  // overflows into (CardValue lets its box shrink).
  [c('front')]: { transform: 'rotateY(180deg)', paddingTop: '2.1em' },
  [c('avatar')]: { position: 'relative' },
  [c('name')]: {
    // Into most of the face's padding: a long word keeps its line.
    marginLeft: '-0.5em',
    marginRight: '-0.5em',
    maxWidth: 'calc(100% + 1em)',
    ...CARD_NAME_TEXT,
  },
  // A small pill under the name ('Offline', 'No vote') or in a corner ('Away').
  [c('status')]: {
    padding: '0.15em 0.6em',
    borderRadius: '1em',
    color: '#ffffff',
    fontSize: '0.8em',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  },
  [c('offline')]: { backgroundColor: '#b91c1c' },
  [c('away')]: { backgroundColor: '#475569' },
  [c('noVote')]: { backgroundColor: '#92400e' },
  // On both faces: a revealed card still says its phone is away.
  [c('awayCorner')]: {
    position: 'absolute',
    top: '0.7em',
    insetInlineStart: '0.7em',
    zIndex: 1,
  },
  [c('menuCorner')]: {
    position: 'absolute',
    top: '0.35em',
    insetInlineEnd: '0.35em',
    zIndex: 1,
    color: screenVar('textColor'),
  },
  // After the round button's rules (common/buttons.tsx), which these refine: in the
  // card's em, so it scales with the card.
  [c('menu')]: {
    color: 'inherit',
    backgroundColor: 'rgba(0, 0, 0, 0.06)',
    fontSize: '1em',
    padding: '0.2em',
    '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.14)' },
  },
  [c('menuIcon')]: { fontSize: '1.5em' },
  // The ready mark on the avatar's corner.
  [c('ready')]: {
    position: 'absolute',
    insetInlineEnd: '-0.2em',
    bottom: '-0.1em',
    fontSize: '1.9em',
    color: '#16a34a',
    backgroundColor: '#ffffff',
    borderRadius: '50%',
  },
} as const;
