/**
 * How the session controls look on the wall and on the phone. The wall sizes in wall
 * pixels ({@link wpx}: relative to the viewport) and the screen's text colour; the
 * phone sizes in rem and uses the phone's palette.
 */
import type { SxProps, Theme } from '@mui/system';
import type { SessionRoot } from '../../stores/session/session-root';
import { VOTE_COLORS } from '../phone/vote-colors';
import { wpx } from '../common/wall-units';

/** Where a session control is drawn. */
export type SessionVariant = 'wall' | 'phone';

/** The props of a session part drawn on either page. */
export interface SessionPartProps {
  session: SessionRoot;
  variant: SessionVariant;
}

type Sx = SxProps<Theme>;

/** The look of one variant. */
export interface SessionLook {
  /** The small caps label ('Story', 'Timer'). */
  label: Sx;
  /** The story text. */
  story: Sx;
  /** The timer digits. */
  digits: Sx;
  /** A text button. */
  button: Sx;
  /** A filled (main action) text button. */
  primary: Sx;
  /** The one-line text field. */
  input: Sx;
  /** The timer reached zero. */
  finished: Sx;
  /** The "Time's up" words beside 0:00. */
  timesUp: Sx;
}

const FOCUS = { outline: '3px solid currentColor', outlineOffset: 2 };

const baseButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.5,
  m: 0,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:focus-visible': FOCUS,
  '&:disabled': { opacity: 0.5, cursor: 'default' },
} as const;

/** The wall's session buttons: large, round, in the band's own colour. */
const wallButton = {
  ...baseButton,
  fontSize: wpx(18),
  minHeight: wpx(44),
  px: wpx(16),
  borderRadius: 999,
  color: 'inherit',
  border: `${wpx(2)} solid currentColor`,
} as const;

/** Both looks. */
export const SESSION_LOOKS: Record<SessionVariant, SessionLook> = {
  wall: {
    label: {
      fontSize: wpx(15),
      fontWeight: 700,
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      opacity: 0.75,
    },
    story: { fontSize: wpx(40), fontWeight: 800, lineHeight: 1.15 },
    digits: {
      fontSize: wpx(48),
      fontWeight: 800,
      lineHeight: 1,
      fontVariantNumeric: 'tabular-nums',
    },
    button: {
      ...wallButton,
      bgcolor: 'transparent',
      '&:hover:not(:disabled)': { bgcolor: 'rgba(255,255,255,0.14)' },
    },
    primary: { ...wallButton, bgcolor: 'rgba(255,255,255,0.24)' },
    input: {
      font: 'inherit',
      fontSize: wpx(32),
      fontWeight: 700,
      px: wpx(12),
      py: wpx(6),
      minWidth: 0,
      flex: 1,
      borderRadius: wpx(10),
      border: `${wpx(2)} solid currentColor`,
      color: '#0f172a',
      bgcolor: '#ffffff',
    },
    finished: { bgcolor: '#dc2626', color: '#ffffff' },
    timesUp: { fontSize: wpx(26), opacity: 1, color: 'inherit', letterSpacing: '0.04em' },
  },
  phone: {
    label: {
      fontSize: '0.75rem',
      fontWeight: 700,
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: VOTE_COLORS.muted,
    },
    story: { fontSize: '1.1rem', fontWeight: 700, lineHeight: 1.3, color: VOTE_COLORS.ink },
    digits: {
      fontSize: '1.75rem',
      fontWeight: 800,
      lineHeight: 1,
      fontVariantNumeric: 'tabular-nums',
      color: VOTE_COLORS.ink,
    },
    button: {
      ...baseButton,
      fontSize: '0.9rem',
      minHeight: 44,
      px: 1.25,
      borderRadius: '12px',
      color: VOTE_COLORS.accent,
      bgcolor: VOTE_COLORS.card,
      border: `2px solid ${VOTE_COLORS.accent}`,
      '&:hover:not(:disabled)': { bgcolor: VOTE_COLORS.accentSoft },
      '&:focus-visible': { outline: `3px solid ${VOTE_COLORS.accent}`, outlineOffset: 2 },
    },
    primary: {
      ...baseButton,
      fontSize: '0.9rem',
      minHeight: 44,
      px: 1.25,
      borderRadius: '12px',
      color: VOTE_COLORS.accentInk,
      bgcolor: VOTE_COLORS.accent,
      border: `2px solid ${VOTE_COLORS.accent}`,
      '&:focus-visible': { outline: `3px solid ${VOTE_COLORS.accent}`, outlineOffset: 2 },
    },
    input: {
      font: 'inherit',
      fontSize: '1rem',
      px: 1.25,
      py: 1,
      minWidth: 0,
      flex: 1,
      borderRadius: '10px',
      border: `2px solid ${VOTE_COLORS.cardBorder}`,
      color: VOTE_COLORS.ink,
      bgcolor: VOTE_COLORS.card,
      '&:focus': { borderColor: VOTE_COLORS.accent, outline: 'none' },
    },
    finished: { bgcolor: VOTE_COLORS.error, color: '#ffffff' },
    timesUp: { fontSize: '0.85rem', opacity: 1, color: 'inherit' },
  },
};

/** Merges sx values into one list. */
export function sxs(...items: (Sx | undefined | false)[]): Sx {
  return items.flatMap((i) => (!i ? [] : Array.isArray(i) ? i : [i])) as Sx;
}
