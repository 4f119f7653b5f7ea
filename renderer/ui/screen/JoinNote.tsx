import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { JoinSite } from '../../domain/join-site';
import { sxList } from '../common/sx';

/** What the wall says when phones cannot open its join link (none when they can). */
export function joinNoteText(site: JoinSite): string | null {
  if (site === null) {
    return 'Phones cannot join yet: this screen knows no address they can open. Set "site" in its config.';
  }
  if (site.loopbackOnly) {
    return 'This link works on this computer only. For phones, start with HOST=0.0.0.0 or set a "site".';
  }
  return null;
}

/** Props of {@link JoinNote}. */
export interface JoinNoteProps {
  site: JoinSite;
  sx?: SxProps<Theme>;
}

/**
 * The short note beside a join link that phones cannot open (a loopback address, or
 * no address at all), saying what to change. Renders nothing for a good link.
 */
export function JoinNote({ site, sx }: JoinNoteProps) {
  const text = joinNoteText(site);
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
