/**
 * Material's theme for the parts built on `@mui/material` components, all of them
 * loaded on demand (the Options menu, the card menu): the wall's first page and the
 * phone page run on `@mui/system` alone (ui/common/theme.ts, ui/phone/vote-theme.ts), so
 * Material's theme machinery is loaded with the first of these parts, not before.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { useTranslator } from '../../i18n/react';
import type { TextDirection } from '../../../shared/locales';
import { APP_PALETTE, APP_SHAPE, SYSTEM_FONTS } from '../common/theme';

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
    components: {
      // Material marks keyboard focus with a faint ripple only: a ring like the wall's
      // own buttons' (docs/product.md, The wall from the keyboard), 3:1 on the white menus.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': {
              outline: `3px solid ${APP_PALETTE.primary.main}`,
              outlineOffset: 2,
            },
          },
        },
      },
      // Inside, where a menu's edge would cut a ring drawn outside the item.
      MuiMenuItem: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } },
      },
    },
  });
}

const THEMES = { ltr: materialThemeFor('ltr'), rtl: materialThemeFor('rtl') } as const;

/**
 * Where these parts' styles go. Material writes its styles left to right (a button's icon
 * margin, a field's label, an adornment's side); in a right-to-left language the rtl cache
 * mirrors them as Material's own guide does, so write sx in left-to-right terms here.
 * Both directions use a cache of this scope, so switching language restyles the parts
 * in place instead of remounting them (an open Options menu keeps its focus).
 */
const CACHES = {
  ltr: createCache({ key: 'mui-ltr' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
} as const;

/**
 * Gives its children Material's theme and styles in the direction of the language shown
 * (portals keep them: they are React context).
 */
export function MaterialScope({ children }: { children: ReactNode }) {
  const { dir } = useTranslator();
  return (
    <CacheProvider value={CACHES[dir]}>
      <ThemeProvider theme={THEMES[dir]}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
