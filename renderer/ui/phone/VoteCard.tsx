import Box from '../common/Box';
import { memo } from 'react';
import { COFFEE } from '../../domain/cards';
import { CoffeeIcon } from '../common/icons';
import { VOTE_COLORS } from './vote-theme';
import { phoneBoardText } from '../../i18n/en/phone-board';
import { useText } from '../../i18n/react';

/** Props of {@link VoteCard}. */
export interface VoteCardProps {
  value: string;
  selected: boolean;
  disabled: boolean;
  onSelect: (value: string) => void;
}

/** Accessible names for cards whose face is a symbol. */
const SPOKEN: Readonly<Record<string, 'oneHalf' | 'infinity' | 'notSure' | 'coffeeBreak'>> = {
  '½': 'oneHalf',
  '∞': 'infinity',
  '?': 'notSure',
  [COFFEE]: 'coffeeBreak',
};

/** The face of a card value: 'C' is a coffee icon. */
export function CardFace({ value, size }: { value: string; size: string }) {
  if (value === COFFEE) {
    return <CoffeeIcon data-testid="coffee-icon" sx={{ fontSize: size }} />;
  }
  return <span aria-hidden="true">{value}</span>;
}

/**
 * The font of a value of four characters or more (a chosen deck's 'Medium' or
 * '12345678'): sized to the card's width (the card is a size container), never larger
 * than the card's own font.
 */
function fittedSize(value: string): string | undefined {
  const length = [...value].length;
  if (length < 4) return undefined;
  return `min(1em, ${(100 / (0.66 * length + 0.8)).toFixed(1)}cqi)`;
}

/**
 * How the chosen card stands out; the card grid the HTML shows on a reload takes the
 * same look for a card tapped before the page's code runs (scripts/prerender-join-page.ts).
 */
export const CHOSEN_CARD = {
  borderColor: VOTE_COLORS.accent,
  background: VOTE_COLORS.accent,
  color: VOTE_COLORS.accentInk,
  boxShadow: '0 6px 16px rgba(67, 56, 202, 0.35)',
  transform: 'translateY(-3px)',
} as const;

/** One tappable card; memoised so a tap re-renders only the cards whose state changed. */
export const VoteCard = memo(function VoteCard({
  value,
  selected,
  disabled,
  onSelect,
}: VoteCardProps) {
  const t = useText(phoneBoardText);
  const spoken = SPOKEN[value];
  const long = value.length >= 3;
  return (
    <Box
      component="button"
      type="button"
      data-testid="vote-card"
      data-value={value}
      aria-pressed={selected}
      aria-label={t('card', { value: spoken ? t(spoken) : value })}
      disabled={disabled}
      onClick={() => onSelect(value)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 0,
        m: 0,
        font: 'inherit',
        cursor: 'pointer',
        WebkitTapHighlightColor: 'transparent',
        // The value's font follows the card's width (see fittedSize).
        containerType: 'inline-size',
        aspectRatio: '4 / 5',
        // Short screens (360x640): square cards, so the grid and the Ready bar fit.
        '@media (max-height: 720px)': { aspectRatio: '1 / 1' },
        minHeight: 56,
        width: '100%',
        borderRadius: '14px',
        border: '2px solid',
        borderColor: selected ? CHOSEN_CARD.borderColor : VOTE_COLORS.cardBorder,
        bgcolor: selected ? CHOSEN_CARD.background : VOTE_COLORS.card,
        color: selected ? CHOSEN_CARD.color : VOTE_COLORS.ink,
        fontSize: long ? 'clamp(1.2rem, 6vw, 1.9rem)' : 'clamp(1.5rem, 8vw, 2.4rem)',
        fontWeight: 800,
        fontVariantNumeric: 'tabular-nums',
        boxShadow: selected ? CHOSEN_CARD.boxShadow : '0 1px 2px rgba(15, 23, 42, 0.08)',
        transform: selected ? CHOSEN_CARD.transform : 'none',
        transition: 'transform 120ms ease, background-color 120ms ease, box-shadow 120ms ease',
        '&:disabled': { cursor: 'default', opacity: selected ? 1 : 0.45 },
        '&:focus-visible': { outline: `3px solid ${VOTE_COLORS.accent}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', transform: 'none' },
      }}
    >
      <Box component="span" sx={{ fontSize: fittedSize(value), display: 'inline-flex' }}>
        <CardFace value={value} size="1.25em" />
      </Box>
    </Box>
  );
});
