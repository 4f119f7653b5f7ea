/**
 * Material's theme for the parts built on `@mui/material` components, all of them
 * loaded on demand (the Options menu, the card menu): the wall's first page and the
 * phone page run on `@mui/system` alone (ui/theme.ts, ui/vote/vote-theme.ts), so
 * Material's theme machinery is loaded with the first of these parts, not before.
 */
import { createTheme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import type { ReactNode } from 'react';
import { useTranslator } from '../i18n/react';
import type { TextDirection } from '../i18n/locales';
import { APP_PALETTE, APP_SHAPE, SYSTEM_FONTS } from './theme';

/** The Material theme of the on-demand parts (same palette, fonts and corners as the wall). */
function materialThemeFor(direction: TextDirection) {
  return createTheme({
    // Rows of a Stack space their children on the side the language reads from.
    direction,
    palette: {
      mode: 'light',
      primary: { main: APP_PALETTE.primary.main },
      success: { main: APP_PALETTE.success.main },
      error: { main: APP_PALETTE.error.main },
    },
    typography: { fontFamily: SYSTEM_FONTS },
    shape: APP_SHAPE,
  });
}

const THEMES = { ltr: materialThemeFor('ltr'), rtl: materialThemeFor('rtl') } as const;

/**
 * Gives its children Material's theme in the direction of the language shown (portals
 * keep it: it is React context).
 */
export function MaterialScope({ children }: { children: ReactNode }) {
  const { dir } = useTranslator();
  return <ThemeProvider theme={THEMES[dir]}>{children}</ThemeProvider>;
}
