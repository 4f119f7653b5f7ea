import { AVATAR_STYLES } from './Avatar';
import { ICON_STYLES } from './icons';

/**
 * Page-wide baseline styles for `GlobalStyles` (what MUI Material's CssBaseline does,
 * without Material): border-box sizing, no body margin, the page's font and colours,
 * and the rules of the common icons (icons.tsx) and avatars (Avatar.tsx).
 */
export function baselineStyles(page: { fontFamily: string; background: string; color: string }) {
  return {
    '*, *::before, *::after': { boxSizing: 'border-box' },
    body: {
      margin: 0,
      fontFamily: page.fontFamily,
      lineHeight: 1.5,
      background: page.background,
      color: page.color,
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
    },
    ...ICON_STYLES,
    ...AVATAR_STYLES,
  } as const;
}
