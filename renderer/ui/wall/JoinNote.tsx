import Box from '../common/Box';
import type { SxProps, Theme } from '@mui/system';
import type { JoinSite } from '../../../shared/join-site';
import { wallText } from '../../i18n/en/wall';
import { useText } from '../../i18n/react';
import { sxList } from '../common/sx';

/** The wall's notes about a join link (i18n/en/wall.ts). */
export type JoinNoteKey = 'noAddress' | 'noAddressShort' | 'loopbackOnly' | 'loopbackOnlyShort';

/**
 * What the wall says when phones cannot open its join link (none when they can);
 * `short` for the small join panel beside the cards.
 */
export function joinNoteKey(site: JoinSite, short = false): JoinNoteKey | null {
  if (site === null) return short ? 'noAddressShort' : 'noAddress';
  if (site.loopbackOnly) return short ? 'loopbackOnlyShort' : 'loopbackOnly';
  return null;
}

/** Props of {@link JoinNote}. */
export interface JoinNoteProps {
  site: JoinSite;
  /** The short wording, for the join panel. */
  short?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The short note beside a join link that phones cannot open (a loopback address, or
 * no address at all), saying what to change. Renders nothing for a good link.
 */
export function JoinNote({ site, short = false, sx }: JoinNoteProps) {
  const t = useText(wallText);
  const key = joinNoteKey(site, short);
  if (key === null) return null;
  return (
    <Box
      data-testid="join-note"
      role="note"
      sx={[{ color: '#9a3412', fontWeight: 600 }, ...sxList(sx)]}
    >
      {t(key)}
    </Box>
  );
}
