/**
 * The line above the cards while a round waits (docs/product.md, Waiting for, Reveal now,
 * Nudge): who the room waits for once half are ready, cut to fit, and 'Nudge' and
 * 'Reveal now' once someone is ready. Nothing at all while the round needs none of it,
 * so a room that goes by the book sees the spec's screen.
 */
import Box from '@mui/system/Box';
import { observer } from 'mobx-react-lite';
import { canRevealNow } from '../../domain/early-reveal';
import { fitNames } from '../../domain/waiting';
import { facilitationText } from '../../i18n/en/facilitation';
import { useText, useTranslator } from '../../i18n/react';
import type { WallRoot } from '../../stores/wall/wall-root';
import { TextButton } from '../common/buttons';
import { wpx } from '../common/wall-units';

/** About how many characters of names the line holds beside its buttons. */
const NAMES_BUDGET = 60;

export const RoomBar = observer(function RoomBar({ wall }: { wall: WallRoot }) {
  const t = useText(facilitationText);
  const translator = useTranslator();
  const { roster, earlyReveal, nudge, waiting } = wall;
  const round = roster.liveRound;
  const offered = canRevealNow(round);
  const names = waiting.names;
  if (!offered && names.length === 0 && !earlyReveal.error) return null;
  const fitted = fitNames(names, NAMES_BUDGET);
  const list = fitted.names.join(t('listSeparator')) + (fitted.more > 0 ? ` +${fitted.more}` : '');
  let note: string | null = null;
  if (earlyReveal.armed) note = t('revealNowConfirm');
  else if (nudge.outcome === 'sent') note = t('nudgeSent');
  else if (nudge.outcome === 'tooSoon') note = t('nudgeTooSoon');
  else if (nudge.outcome === 'failed') note = t('nudgeFailed');
  return (
    <Box
      data-testid="room-bar"
      sx={{
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: wpx(20),
        px: wpx(32),
        py: wpx(8),
        fontSize: wpx(26),
      }}
    >
      {names.length > 0 && (
        <Box
          data-testid="waiting-for"
          dir="auto"
          sx={{ flex: '1 1 auto', minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {t('waitingFor', { names: list })}
        </Box>
      )}
      <Box role="status" sx={{ flex: '1 1 auto', opacity: 0.85 }}>
        {note}
      </Box>
      {earlyReveal.error && (
        <Box role="alert" sx={{ fontWeight: 700, color: '#fecaca' }}>
          {translator.message(earlyReveal.error)}
        </Box>
      )}
      {nudge.offered && (
        <TextButton variant="outlined" onClick={nudge.send} sx={{ fontSize: wpx(22) }}>
          {t('nudge')}
        </TextButton>
      )}
      {offered && (
        <TextButton variant="outlined" onClick={earlyReveal.reveal} sx={{ fontSize: wpx(22) }}>
          {t('revealNow')}
        </TextButton>
      )}
    </Box>
  );
});
