/**
 * The help overlay: which keys run the wall (opened with '?', from Options, or by
 * anyone who wonders). A modal dialog: focus moves in and stays, Escape or Close closes
 * it, and focus returns to where it was.
 */
import Box from '../common/Box';
import { useRef } from 'react';
import { WALL_KEY_HELP } from '../../domain/wall-key-help';
import type { WallKeyAction } from '../../domain/wall-keys';
import { keyHelpText } from '../../i18n/en/key-help';
import { roomOptionsText } from '../../i18n/en/room-options';
import { useText } from '../../i18n/react';
import { TextButton } from '../common/buttons';
import { BACKDROP_SX, useFocusTrap } from '../common/modal';
import { wpx } from '../common/wall-units';

/** Keys whose name a keyboard of the language prints differently (the others are symbols). */
const KEY_NAMES: Readonly<Record<string, 'pageDown' | 'pageUp'>> = {
  'Page Down': 'pageDown',
  'Page Up': 'pageUp',
};

/** The facilitator's keys, whose lines are in the room options' texts. */
const FACILITATOR_LINES: Partial<Record<WallKeyAction, 'keyReveal' | 'keyNudge' | 'keyBoard'>> = {
  reveal: 'keyReveal',
  nudge: 'keyNudge',
  board: 'keyBoard',
};

/** Props of {@link KeyHelp}. */
export interface KeyHelpProps {
  onClose(): void;
  /** Where focus goes on closing; absent or null: where it was before the help opened. */
  returnTo?: HTMLElement | null;
}

export default function KeyHelp({ onClose, returnTo }: KeyHelpProps) {
  const t = useText(keyHelpText);
  const facilitator = useText(roomOptionsText);
  const describe = (action: WallKeyAction) => {
    const own = FACILITATOR_LINES[action];
    return own
      ? facilitator(own)
      : t(action as Exclude<WallKeyAction, 'reveal' | 'nudge' | 'board'>);
  };
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, onClose, returnTo);
  return (
    <Box onClick={onClose} sx={BACKDROP_SX}>
      <Box
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="key-help-title"
        onClick={(event) => event.stopPropagation()}
        sx={{
          width: `min(${wpx(900)}, calc(100% - ${wpx(48)}))`,
          maxHeight: 'calc(100% - 48px)',
          overflow: 'auto',
          bgcolor: '#fff',
          color: '#0f172a',
          borderRadius: wpx(24),
          boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)',
          p: wpx(40),
          fontSize: wpx(24),
        }}
      >
        <Box
          component="h2"
          id="key-help-title"
          sx={{ m: 0, mb: wpx(24), fontSize: wpx(36), fontWeight: 800 }}
        >
          {t('title')}
        </Box>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
          <Box component="tbody">
            {WALL_KEY_HELP.map((row) => (
              <Box
                component="tr"
                key={row.action}
                sx={{ borderTop: '1px solid #e2e8f0', '&:first-of-type': { borderTop: 0 } }}
              >
                <Box
                  component="th"
                  scope="row"
                  sx={{
                    textAlign: 'start',
                    py: wpx(12),
                    paddingInlineEnd: wpx(24),
                    whiteSpace: 'nowrap',
                    fontWeight: 400,
                  }}
                >
                  {row.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && ' '}
                      <Box
                        component="kbd"
                        sx={{
                          display: 'inline-block',
                          minWidth: '1.6em',
                          px: '0.4em',
                          border: '1px solid #94a3b8',
                          borderBottomWidth: 3,
                          borderRadius: '0.3em',
                          bgcolor: '#f8fafc',
                          fontFamily: 'inherit',
                          fontWeight: 700,
                          textAlign: 'center',
                        }}
                      >
                        {KEY_NAMES[key] ? t(KEY_NAMES[key]) : key}
                      </Box>
                    </span>
                  ))}
                </Box>
                <Box component="td" sx={{ py: wpx(12) }}>
                  {describe(row.action)}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ mt: wpx(16), color: '#475569', fontSize: wpx(20) }}>{t('hint')}</Box>
        <Box sx={{ mt: wpx(24), display: 'flex', justifyContent: 'flex-end' }}>
          <TextButton variant="contained" onClick={onClose} sx={{ fontSize: wpx(22) }}>
            {t('close')}
          </TextButton>
        </Box>
      </Box>
    </Box>
  );
}
