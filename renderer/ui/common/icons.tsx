/**
 * The wall screen's icons as inline SVG (Material Icons paths, Apache-2.0, as
 * @mui/icons-material ships them), without MUI's SvgIcon: the screen's first page
 * draws nine icons and needs none of SvgIcon's options. Sized by `font-size` (1em
 * square, a class rule of the pages' baseline), coloured by `currentColor`. The phone
 * page uses them too (it has no `@mui/material` at all): the icons only the wall shows
 * are in ui/wall/wall-icons.tsx, so the phone does not load them. The settings menu,
 * loaded later, keeps @mui/icons-material.
 * `@mui/system`'s Box, so the phone does not pull Material's theme in through them.
 */
import Box from './Box';
import type { SxProps, Theme } from '@mui/system';

/** Props of every icon: an `aria-label` makes it an image, else it is decoration. */
export interface IconProps {
  /** Styles of this use; an icon without them renders a plain `<svg>`, with no style work. */
  sx?: SxProps<Theme>;
  /** A class of the page's own rules (the wall's cards size theirs so). */
  className?: string;
  'aria-label'?: string;
  [data: `data-${string}`]: string | undefined;
}

/** The icons' class: 1em square in the current colour, 24 px by default. */
export const ICON_CLASS = 'sp-icon';

/** The rule of {@link ICON_CLASS}, part of both pages' baseline (common/baseline.ts). */
export const ICON_STYLES = {
  [`.${ICON_CLASS}`]: {
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: '1.5rem',
  },
} as const;

/** An icon component from its SVG path data (several paths separated by '|'). */
export function icon(d: string, name: string) {
  function Icon({ sx, className, ...rest }: IconProps) {
    const label = rest['aria-label'];
    const props = {
      viewBox: '0 0 24 24',
      focusable: 'false',
      role: label ? 'img' : undefined,
      'aria-hidden': label ? undefined : true,
      ...rest,
      className: className ? `${ICON_CLASS} ${className}` : ICON_CLASS,
    } as const;
    const paths = d.split('|').map((part) => <path key={part} d={part} />);
    if (sx === undefined) return <svg {...props}>{paths}</svg>;
    return (
      <Box component="svg" {...props} sx={sx}>
        {paths}
      </Box>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const RestartAltIcon = icon(
  'M12 5V2L8 6l4 4V7c3.31 0 6 2.69 6 6 0 2.97-2.17 5.43-5 5.91v2.02c3.95-.49 7-3.85 7-7.93 0-4.42-3.58-8-8-8m-6 8c0-1.65.67-3.15 1.76-4.24L6.34 7.34C4.9 8.79 4 10.79 4 13c0 4.08 3.05 7.44 7 7.93v-2.02c-2.83-.48-5-2.94-5-5.91',
  'RestartAlt',
);
export const VisibilityIcon = icon(
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  'Visibility',
);
export const CoffeeIcon = icon(
  'M18.5 3H6c-1.1 0-2 .9-2 2v5.71c0 3.83 2.95 7.18 6.78 7.29 3.96.12 7.22-3.06 7.22-7v-1h.5c1.93 0 3.5-1.57 3.5-3.5S20.43 3 18.5 3M16 5v3H6V5zm2.5 3H18V5h.5c.83 0 1.5.67 1.5 1.5S19.33 8 18.5 8M4 19h16v2H4z',
  'Coffee',
);
export const CheckCircleIcon = icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  'CheckCircle',
);
