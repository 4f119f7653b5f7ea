import Box from '@mui/material/Box';
import { votePath } from '../../domain/route';
import { QrCode } from './QrCode';

/** Props of {@link JoinPanel}. */
export interface JoinPanelProps {
  code: string;
  origin: string;
}

/** Below this width the panel shrinks to the QR code and the code. */
const COMPACT = '@media (max-width: 1535.95px)';

/**
 * A small panel with the screen code and the join QR code that stays in a corner while
 * a session runs, so latecomers can join; it can be hidden from the settings menu.
 */
export function JoinPanel({ code, origin }: JoinPanelProps) {
  const joinUrl = origin + votePath(code);
  return (
    <Box
      data-testid="join-panel"
      sx={{
        position: 'fixed',
        right: { xs: 12, md: 24 },
        bottom: { xs: 12, md: 24 },
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.25,
        pr: 2,
        maxWidth: 'min(380px, calc(100vw - 24px))',
        bgcolor: 'rgba(255, 255, 255, 0.94)',
        color: '#0f172a',
        borderRadius: 3,
        boxShadow: '0 10px 30px rgba(0, 0, 0, 0.3)',
        zIndex: 2,
        [COMPACT]: { flexDirection: 'column', gap: 0.5, p: 1, pr: 1, width: 116 },
      }}
    >
      <QrCode text={joinUrl} size={96} label={`QR code to join: ${joinUrl}`} />
      <Box sx={{ minWidth: 0, [COMPACT]: { textAlign: 'center', maxWidth: '100%' } }}>
        <Box
          sx={{ fontSize: 14, fontWeight: 600, color: '#475569', [COMPACT]: { display: 'none' } }}
        >
          Join this screen
        </Box>
        <Box
          data-testid="join-panel-code"
          sx={{
            fontSize: 20,
            fontWeight: 800,
            wordBreak: 'break-all',
            lineHeight: 1.2,
            [COMPACT]: { fontSize: 12 },
          }}
        >
          {code}
        </Box>
        <Box
          sx={{
            fontSize: 13,
            color: '#334155',
            wordBreak: 'break-all',
            [COMPACT]: { display: 'none' },
          }}
        >
          {joinUrl}
        </Box>
      </Box>
    </Box>
  );
}
