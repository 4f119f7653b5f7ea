/**
 * `@mui/system`'s Box, drawn through Emotion's `css` prop instead of its `styled()`: the
 * same `sx` (resolved by the system's own `styleFunctionSx` against the same theme), the
 * same element and class (`MuiBox-root`), the same rules inserted the same way; the
 * theme is the one PageTheme gives Emotion. Without `styled()`, the pages' first load
 * carries neither `@emotion/styled` nor its list of valid HTML attributes (about 3 KB
 * gzip on each page); Material, loaded later, keeps them. Every page imports Box from
 * here, so the prerendered HTML and the browser agree.
 */
import { jsx, useTheme } from '@emotion/react';
// eslint-disable-next-line no-restricted-imports -- its type only: this is the Box the rule names
import type { Box as MuiBox } from '@mui/system';
import createTheme from '@mui/system/createTheme';
import styleFunctionSx from '@mui/system/styleFunctionSx';
import { forwardRef, type ElementType } from 'react';

/** The theme sx resolves against outside any page's theme, as @mui/system's Box. */
const DEFAULT_THEME = createTheme();

interface BoxProps {
  component?: ElementType;
  className?: string;
  sx?: unknown;
}

const Box = forwardRef<unknown, BoxProps & Record<string, unknown>>(function Box(
  { component = 'div', className, sx, ...rest },
  ref,
) {
  // The page's theme (PageTheme), else the system's default, as useTheme() gives Box.
  const given = useTheme();
  const theme = Object.keys(given).length === 0 ? DEFAULT_THEME : given;
  return jsx(component as ElementType<Record<string, unknown>>, {
    ...rest,
    ref,
    className: className ? `${className} MuiBox-root` : 'MuiBox-root',
    css: styleFunctionSx({ sx, theme } as Parameters<typeof styleFunctionSx>[0]),
  });
});

/** Typed as `@mui/system`'s Box: the same props, checked the same way. */
export default Box as unknown as typeof MuiBox;
