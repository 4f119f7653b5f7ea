/**
 * The wall screen's buttons as plain `<button>` elements styled by class rules of the wall's
 * baseline ({@link BUTTON_STYLES}), plus `sx` where a use adds its own look: MUI's
 * Button and IconButton bring ButtonBase, its ripple and a loading spinner, about 7 KB
 * of gzip the screen's first page does without. The phone page and the settings
 * menu (loaded later) keep MUI's buttons.
 */
import Box from './Box';
import type { SxProps, Theme } from '@mui/system';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { APP_PALETTE } from './theme';
import { sxList, type SxItem } from './sx';

type NativeButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color'> & {
  sx?: SxProps<Theme>;
  [data: `data-${string}`]: string | undefined;
};

/** The buttons' classes: the reset every wall button has, and the round icon button's look. */
export const BUTTON_CLASS = {
  reset: 'sp-button',
  round: 'sp-round-button',
  small: 'sp-round-button-small',
} as const;

/**
 * The rules of {@link BUTTON_CLASS}, in the wall's baseline (ui/wall/WallPage.tsx): a
 * class costs nothing per render where `sx` is resolved anew, and the wall draws a
 * button on each of up to 20 cards.
 */
export const BUTTON_STYLES = {
  [`.${BUTTON_CLASS.reset}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '8px',
    margin: 0,
    border: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 150ms, box-shadow 150ms',
    '&:focus-visible': { outline: '3px solid', outlineOffset: '2px' },
    '&:disabled': { cursor: 'default', opacity: 0.5 },
  },
  [`.${BUTTON_CLASS.round}`]: {
    flex: 'none',
    borderRadius: '50%',
    padding: '8px',
    fontSize: '1.5rem',
    '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.1)' },
  },
  [`.${BUTTON_CLASS.small}`]: { padding: '5px', fontSize: '1.125rem' },
} as const;

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

function NativeButton({ sx, type = 'button', className, ...rest }: NativeButtonProps) {
  const own = classes(BUTTON_CLASS.reset, className);
  // Without styles of its own a button is a plain element: no style work per render.
  if (sx === undefined) return <button type={type} className={own} {...rest} />;
  return <Box component="button" type={type} className={own} {...rest} sx={sx} />;
}

/** Props of {@link TextButton}. */
export interface TextButtonProps extends NativeButtonProps {
  /** 'outlined': a ring in the current colour; 'contained': filled with the primary colour. */
  variant: 'outlined' | 'contained';
  startIcon?: ReactNode;
}

const TEXT_VARIANTS: Record<TextButtonProps['variant'], SxItem> = {
  outlined: {
    border: '2px solid currentColor',
    px: 2,
    py: 0.5,
    '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.1)' },
  },
  contained: {
    color: 'primary.contrastText',
    bgcolor: 'primary.main',
    boxShadow: 2,
    px: 3,
    py: 1,
    '&:hover': { bgcolor: 'primary.dark', boxShadow: 4 },
    // The ring in the fill's colour: the text's (white) would vanish on the white boxes.
    '&:focus-visible': { outlineColor: APP_PALETTE.primary.main },
  },
};

/** A text button ('New round', 'Change'). */
export function TextButton({ variant, startIcon, children, sx, ...rest }: TextButtonProps) {
  return (
    <NativeButton
      {...rest}
      sx={[
        {
          fontWeight: 700,
          lineHeight: 1.75,
          borderRadius: 1,
          '& .TextButton-icon': { display: 'inline-flex', '& svg': { fontSize: '1.25em' } },
        },
        TEXT_VARIANTS[variant],
        ...sxList(sx),
      ]}
    >
      {startIcon && <span className="TextButton-icon">{startIcon}</span>}
      {children}
    </NativeButton>
  );
}

/** Props of {@link RoundIconButton}: an accessible name is required. */
export interface RoundIconButtonProps extends NativeButtonProps {
  'aria-label': string;
  /** 'small' for the card menu's ellipsis (padding 5 px), else 8 px. */
  size?: 'small' | 'medium';
}

/** A round icon button (pause, settings, the card menu's ellipsis). */
export function RoundIconButton({ size = 'medium', className, ...rest }: RoundIconButtonProps) {
  return (
    <NativeButton
      {...rest}
      className={classes(
        BUTTON_CLASS.round,
        size === 'small' ? BUTTON_CLASS.small : undefined,
        className,
      )}
    />
  );
}
