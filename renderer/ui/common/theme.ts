/**
 * The wall's theme and the screen's colours. The screen takes its colours from the
 * effective ScreenConfig (saved config or previewed theme) through CSS variables set
 * once at the page root, so a colour change restyles every card without re-rendering
 * any of them. Empty or unsafe config values fall back to the default look below.
 *
 * The wall's first page is styled with `@mui/system` alone (Box, `sx`, this theme):
 * Material's theme machinery is 10 KB of gzip the first page does without (bench
 * `start`, JS <= 180 KB). What is loaded later and built on Material components (the
 * Options menu, the card menu) wraps itself in `MaterialScope` (ui/wall/material-scope.tsx).
 */
import createTheme from '@mui/system/createTheme';

/** System fonts only: the wall screen downloads nothing but the database. */
export const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** The app's palette, shared by the wall's theme and Material's (ui/wall/material-scope.tsx). */
export const APP_PALETTE = {
  mode: 'light',
  // main, dark and contrastText as Material derives them from main (#3b5bdb).
  primary: { main: '#3b5bdb', dark: '#2a3f99', contrastText: '#fff' },
  success: { main: '#16a34a', dark: '#0f7233', contrastText: '#fff' },
  error: { main: '#dc2626', dark: '#9a1a1a', contrastText: '#fff' },
  background: { paper: '#fff', default: '#fff' },
} as const;

/** Rounded corners of the app (MUI `shape`). */
export const APP_SHAPE = { borderRadius: 12 } as const;

/**
 * Material's elevations 0 to 8, the ones the wall's `sx` names (`boxShadow: 2`);
 * Material's theme would bring all 25 with everything else.
 */
const SHADOWS = [
  'none',
  '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)',
  '0px 3px 1px -2px rgba(0,0,0,0.2),0px 2px 2px 0px rgba(0,0,0,0.14),0px 1px 5px 0px rgba(0,0,0,0.12)',
  '0px 3px 3px -2px rgba(0,0,0,0.2),0px 3px 4px 0px rgba(0,0,0,0.14),0px 1px 8px 0px rgba(0,0,0,0.12)',
  '0px 2px 4px -1px rgba(0,0,0,0.2),0px 4px 5px 0px rgba(0,0,0,0.14),0px 1px 10px 0px rgba(0,0,0,0.12)',
  '0px 3px 5px -1px rgba(0,0,0,0.2),0px 5px 8px 0px rgba(0,0,0,0.14),0px 1px 14px 0px rgba(0,0,0,0.12)',
  '0px 3px 5px -1px rgba(0,0,0,0.2),0px 6px 10px 0px rgba(0,0,0,0.14),0px 1px 18px 0px rgba(0,0,0,0.12)',
  '0px 4px 5px -2px rgba(0,0,0,0.2),0px 7px 10px 1px rgba(0,0,0,0.14),0px 2px 16px 1px rgba(0,0,0,0.12)',
  '0px 5px 5px -3px rgba(0,0,0,0.2),0px 8px 10px 1px rgba(0,0,0,0.14),0px 3px 14px 2px rgba(0,0,0,0.12)',
];

/** The wall's theme: the palette paths, elevations and spacing its `sx` names. */
export const screenTheme = createTheme({
  palette: APP_PALETTE,
  shape: APP_SHAPE,
  shadows: SHADOWS,
} as Parameters<typeof createTheme>[0]);

// The screen's colours live in a module without Material, for the phone page's summary.
export { DEFAULT_SCREEN_COLORS, SCREEN_VARS, screenCssVars, screenVar } from './wall-colors';
