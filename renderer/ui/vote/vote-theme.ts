/**
 * The phone page's look: light, high-contrast, system fonts only (nothing to
 * download but the database), 44 px and larger touch targets.
 */
import { createTheme, type Theme } from '@mui/material/styles';

/** Colours used by the phone page's own elements (contrast ≥ 4.5:1 on their backgrounds). */
export const VOTE_COLORS = {
  page: '#eef2f7',
  header: '#0f172a',
  headerText: '#f8fafc',
  ink: '#0f172a',
  muted: '#475569',
  card: '#ffffff',
  cardBorder: '#cbd5e1',
  accent: '#4338ca',
  accentInk: '#ffffff',
  accentSoft: '#e0e7ff',
  ready: '#047857',
  readySoft: '#d1fae5',
  warning: '#92400e',
  warningSoft: '#fef3c7',
} as const;

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** Builds the phone page's MUI theme on top of the app's. */
export function voteTheme(outer: Theme): Theme {
  return createTheme(outer, {
    palette: {
      mode: 'light',
      primary: { main: VOTE_COLORS.accent, contrastText: VOTE_COLORS.accentInk },
      success: { main: VOTE_COLORS.ready, contrastText: '#ffffff' },
      background: { default: VOTE_COLORS.page, paper: VOTE_COLORS.card },
      text: { primary: VOTE_COLORS.ink, secondary: VOTE_COLORS.muted },
    },
    typography: { fontFamily: SYSTEM_FONTS },
    shape: { borderRadius: 14 },
    components: {
      MuiButton: {
        styleOverrides: {
          root: { minHeight: 48, textTransform: 'none', fontWeight: 700, fontSize: '1.05rem' },
        },
      },
      MuiToggleButton: {
        styleOverrides: { root: { minHeight: 44, textTransform: 'none', fontWeight: 600 } },
      },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    },
  });
}
