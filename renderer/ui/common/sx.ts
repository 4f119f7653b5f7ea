import type { SxProps, Theme } from '@mui/system';

/** One entry of an `sx` array. */
export type SxItem = Extract<SxProps<Theme>, readonly unknown[]>[number];

/** A caller's `sx` as a list, to append after a component's own styles in an `sx` array. */
export function sxList(sx: SxProps<Theme> | undefined): readonly SxItem[] {
  if (sx === undefined) return [];
  return Array.isArray(sx) ? (sx as readonly SxItem[]) : [sx as SxItem];
}

/** Hidden from the eye, not from the keyboard or a screen reader. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
