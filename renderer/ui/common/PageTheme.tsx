/**
 * A page's theme and its baseline rules, through Emotion itself: what `@mui/system`'s
 * ThemeProvider and GlobalStyles hand to Emotion for a plain theme object and plain
 * styles, without @mui/styled-engine, whose module brings `@emotion/styled` into the
 * first load (Box.tsx). Material, loaded later, gets its own ThemeProvider in
 * MaterialScope.
 */
import { Global, ThemeProvider, type CSSObject } from '@emotion/react';
import type { Theme } from '@mui/system';
import type { ReactNode } from 'react';

export function PageTheme({
  theme,
  styles,
  children,
}: {
  theme: Theme;
  /** The page's baseline: rules by selector. */
  styles: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      <Global styles={styles as CSSObject} />
      {children}
    </ThemeProvider>
  );
}
