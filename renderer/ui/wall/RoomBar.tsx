/**
 * The line above the cards while a round waits (docs/product.md, Waiting for, Reveal now,
 * Nudge): who the room waits for once half are ready, cut to fit, and 'Nudge' and
 * 'Reveal now' once someone is ready. Nothing at all while the round needs none of it,
 * so a room that goes by the book sees the spec's screen.
 */
import { observer } from 'mobx-react-lite';
import { memo, type CSSProperties } from 'react';
import { fitNames } from '../../domain/waiting';
import { facilitationText } from '../../i18n/en/facilitation';
import { useText, useTranslator } from '../../i18n/react';
import type { WallRoot } from '../../stores/wall/wall-root';
import { TextButton } from '../common/buttons';
import { wpx } from '../common/wall-units';
import { ROOM_BAR_HEIGHT } from './later';

/** The row in wall pixels, {@link ROOM_BAR_HEIGHT} in all: its buttons, the padding around. */
const ROW = { button: 52, padding: 8 };

/** About how many characters of names the line holds beside its buttons. */
const NAMES_BUDGET = 60;

// Plain elements with their own style: the line re-renders as people get ready, and a
// Box is three components that resolve their sx again each time.
const BAR: CSSProperties = {
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: wpx(20),
  paddingLeft: wpx(32),
  paddingRight: wpx(32),
  paddingTop: wpx(ROW.padding),
  paddingBottom: wpx(ROW.padding),
  // One row is as tall as the room its slot kept while this code loaded: the cards stay put.
  minHeight: ROOM_BAR_HEIGHT,
  fontSize: wpx(26),
};
const NAMES: CSSProperties = {
  flex: '1 1 auto',
  minWidth: 0,
  fontWeight: 700,
  overflowWrap: 'anywhere',
};
const NOTE: CSSProperties = { flex: '1 1 auto', opacity: 0.85 };
const ERROR: CSSProperties = { fontWeight: 700, color: '#fecaca' };
// In wall pixels to the border: the row is the same height on every screen (ROW).
const BUTTON_SX = { fontSize: wpx(22), height: wpx(ROW.button), py: 0 };
/** The line's buttons keep their props from render to render: they re-render with none of it. */
const Button = memo(TextButton);

export const RoomBar = observer(function RoomBar({ wall }: { wall: WallRoot }) {
  const t = useText(facilitationText);
  const translator = useTranslator();
  const { earlyReveal, nudge, waiting } = wall;
  const { offered } = earlyReveal;
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
    <div data-testid="room-bar" style={BAR}>
      {names.length > 0 && (
        <div data-testid="waiting-for" dir="auto" style={NAMES}>
          {t('waitingFor', { names: list })}
        </div>
      )}
      <div role="status" style={NOTE}>
        {note}
      </div>
      {earlyReveal.error && (
        <div role="alert" style={ERROR}>
          {translator.message(earlyReveal.error)}
        </div>
      )}
      {nudge.offered && (
        <Button variant="outlined" onClick={nudge.send} sx={BUTTON_SX}>
          {t('nudge')}
        </Button>
      )}
      {offered && (
        <Button variant="outlined" onClick={earlyReveal.reveal} sx={BUTTON_SX}>
          {t('revealNow')}
        </Button>
      )}
    </div>
  );
});
