/**
 * The phone page's look: light, high-contrast, system fonts only (nothing to
 * download but the database), 44 px and larger touch targets.
 *
 * The phone page is styled with `@mui/system` alone (Box, `sx`, this theme), never
 * `@mui/material`: Material's theme, components and icons would add 30 to 60 KB of
 * gzip to a page whose first load has a budget of 120 KB (bench `phone-start`).
 * ESLint enforces it for `renderer/ui/phone/`.
 */
import createTheme from '@mui/system/createTheme';
import { VOTE_COLORS } from './vote-colors';

export { VOTE_COLORS } from './vote-colors';

/** System fonts only (the same stack as the wall's). */
export const PHONE_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/**
 * The phone page's theme: spacing 8 px, and the palette paths its `sx` may name
 * (`primary.main`, `text.secondary`, ...).
 */
export const voteTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: VOTE_COLORS.accent, contrastText: VOTE_COLORS.accentInk },
    success: { main: VOTE_COLORS.ready, contrastText: '#ffffff' },
    error: { main: VOTE_COLORS.error },
    background: { default: VOTE_COLORS.page, paper: VOTE_COLORS.card },
    text: { primary: VOTE_COLORS.ink, secondary: VOTE_COLORS.muted },
  },
  shape: { borderRadius: 14 },
});
