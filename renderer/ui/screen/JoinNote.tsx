import Box from '@mui/system/Box';
import type { SxProps, Theme } from '@mui/system';
import type { JoinSite } from '../../../shared/join-site';
import { sxList } from '../common/sx';

/**
 * What the wall says when phones cannot open its join link (none when they can);
 * `short` for the small join panel beside the cards.
 */
export function joinNoteText(site: JoinSite, short = false): string | null {
  if (site === null) {
    return short
      ? 'Phones cannot join: no network address (or set a "site").'
      : 'Phones cannot join yet: connect this computer to the room\'s network, or set "site" in its config.';
  }
  if (site.loopbackOnly) {
    return short
      ? 'This computer only: phones need HOST=0.0.0.0 or a "site".'
      : 'This link works on this computer only. For phones, start with HOST=0.0.0.0 or set a "site".';
  }
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
  const text = joinNoteText(site, short);
  if (text === null) return null;
  return (
    <Box
      data-testid="join-note"
      role="note"
      sx={[{ color: '#9a3412', fontWeight: 600 }, ...sxList(sx)]}
    >
      {text}
    </Box>
  );
}
