/**
 * The app's MUI theme and the screen's colours. The screen takes its colours from the
 * effective ScreenConfig (saved config or previewed theme) through CSS variables set
 * once at the page root, so a colour change restyles every card without re-rendering
 * any of them. Empty or unsafe config values fall back to the default look below.
 */
import { createTheme } from '@mui/material/styles';

/** System fonts only: the wall screen downloads nothing but the database. */
export const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** The base theme of every page. */
export const appTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#3b5bdb' },
    success: { main: '#16a34a' },
    error: { main: '#dc2626' },
  },
  typography: { fontFamily: SYSTEM_FONTS },
  shape: { borderRadius: 12 },
});

// The screen's colours live in a module without Material, for the phone page's summary.
export { DEFAULT_SCREEN_COLORS, SCREEN_VARS, screenCssVars, screenVar } from './screen-colors';
