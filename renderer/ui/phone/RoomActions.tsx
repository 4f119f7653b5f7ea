/**
 * What any phone can do for a round that waits (docs/product.md, Nudge, Reveal now):
 * 'Nudge' and 'Reveal now' once someone is ready, and what a nudge says on the phone
 * it reaches.
 */
import Box from '../common/Box';
import { observer } from 'mobx-react-lite';
import { facilitationText } from '../../i18n/en/facilitation';
import { useText, useTranslator } from '../../i18n/react';
import type { PhoneRoot } from '../../stores/phone/phone-root';
import { PhoneButton } from './controls';
import { VOTE_COLORS } from './vote-theme';

/** 'The room is waiting for you', while a nudge reaches this phone. */
export const NudgedNote = observer(function NudgedNote({ store }: { store: PhoneRoot }) {
  const t = useText(facilitationText);
  return (
    <Box
      role="status"
      data-testid="vote-nudged"
      sx={{ fontWeight: 800, color: VOTE_COLORS.accent }}
    >
      {store.nudged.nudged ? t('nudged') : null}
    </Box>
  );
});

/** 'Nudge' and 'Reveal now' with what became of them; nothing until someone is ready. */
export const RoomActions = observer(function RoomActions({ store }: { store: PhoneRoot }) {
  const translator = useTranslator();
  const t = translator.part(facilitationText);
  const { earlyReveal, nudge } = store;
  if (!earlyReveal.offered) return null;
  let note: string | null = null;
  if (nudge.outcome === 'sent') note = t('nudgeSent');
  else if (nudge.outcome === 'tooSoon') note = t('nudgeTooSoon');
  else if (nudge.outcome === 'failed') note = t('nudgeFailed');
  return (
    <Box data-testid="vote-room-actions" sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: nudge.offered ? '1fr 1fr' : '1fr', gap: 1 }}>
        {nudge.offered && (
          <PhoneButton variant="outlined" onClick={nudge.send} sx={{ minHeight: 44 }}>
            {t('nudge')}
          </PhoneButton>
        )}
        <PhoneButton variant="outlined" onClick={earlyReveal.reveal} sx={{ minHeight: 44 }}>
          {t('revealNow')}
        </PhoneButton>
      </Box>
      <Box role="status" sx={{ mt: 0.5, fontSize: '0.9rem', color: 'text.secondary' }}>
        {note}
      </Box>
      {earlyReveal.error && (
        <Box role="alert" sx={{ color: VOTE_COLORS.error, fontWeight: 600 }}>
          {translator.message(earlyReveal.error)}
        </Box>
      )}
    </Box>
  );
});
