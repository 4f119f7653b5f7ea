import type { SxProps, Theme } from '@mui/system';

/** One entry of an `sx` array. */
export type SxItem = Extract<SxProps<Theme>, readonly unknown[]>[number];

/** A caller's `sx` as a list, to append after a component's own styles in an `sx` array. */
export function sxList(sx: SxProps<Theme> | undefined): readonly SxItem[] {
  if (sx === undefined) return [];
  return Array.isArray(sx) ? (sx as readonly SxItem[]) : [sx as SxItem];
}
