import Box from '@mui/material/Box';
import { useState } from 'react';
import { LABELS } from '../../domain/constants';
import { screenPath, votePath } from '../../domain/route';
import { isRandomScreenCode, normalizeScreenCode } from '../../domain/screen-code';
import { QrCode } from './QrCode';
import { TextButton } from '../common/buttons';

/** Props of {@link WelcomeBox}. */
export interface WelcomeBoxProps {
  code: string;
  /** The page's origin, for the participant URL. */
  origin: string;
  navigate(path: string): void;
}

/**
 * The welcome box (spec §2): shown when there are no participants and preview is off.
 * A random screen's code is editable, with 'Change' once the text differs; other codes
 * are read-only. It also shows how to join: the participant URL and its QR code.
 */
export function WelcomeBox({ code, origin, navigate }: WelcomeBoxProps) {
  const [text, setText] = useState(code);
  const editable = isRandomScreenCode(code);
  const changed = text.trim() !== '' && text !== code;
  const joinUrl = origin + votePath(code);
  const change = () => navigate(screenPath(normalizeScreenCode(text)));
  return (
    <Box
      data-testid="welcome-box"
      sx={{
        mx: 'auto',
        my: { xs: 3, md: 6 },
        width: 'min(1120px, calc(100% - 32px))',
        bgcolor: 'rgba(255, 255, 255, 0.96)',
        color: '#0f172a',
        borderRadius: 5,
        boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)',
        p: { xs: 3, md: 5 },
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
        gap: { xs: 3, md: 5 },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box
          component="h1"
          sx={{ m: 0, fontSize: 'clamp(30px, 3.2vw, 56px)', fontWeight: 800, lineHeight: 1.1 }}
        >
          {LABELS.welcome}
        </Box>
        <Box
          component="label"
          htmlFor="screen-code"
          sx={{
            display: 'block',
            mt: 3,
            mb: 1,
            fontSize: 'clamp(16px, 1.3vw, 24px)',
            fontWeight: 600,
          }}
        >
          {LABELS.yourScreenCode}
        </Box>
        {editable ? (
          <Box
            component="form"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              if (changed) change();
            }}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'stretch', flexWrap: 'wrap' }}
          >
            {/* A native input: TextField would pull the whole select/menu/modal chain
                into the screen's first chunk. */}
            <Box
              component="input"
              id="screen-code"
              data-testid="screen-code-input"
              value={text}
              spellCheck={false}
              autoComplete="off"
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
              sx={{
                flex: '1 1 260px',
                minWidth: 0,
                font: 'inherit',
                fontSize: 'clamp(20px, 1.8vw, 32px)',
                fontWeight: 700,
                color: '#0f172a',
                px: 2,
                py: 1.25,
                borderRadius: 2,
                border: '2px solid #94a3b8',
                bgcolor: '#ffffff',
                outline: 'none',
                '&:focus-visible': { borderColor: '#3b5bdb', boxShadow: '0 0 0 3px #c7d2fe' },
              }}
            />
            {changed && (
              <TextButton
                type="submit"
                variant="contained"
                data-testid="change-code"
                sx={{ fontSize: 'clamp(16px, 1.3vw, 22px)', px: 4 }}
              >
                {LABELS.change}
              </TextButton>
            )}
          </Box>
        ) : (
          <Box
            id="screen-code"
            data-testid="screen-code"
            sx={{
              fontSize: 'clamp(24px, 2.4vw, 44px)',
              fontWeight: 800,
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              wordBreak: 'break-all',
            }}
          >
            {code}
          </Box>
        )}
        <Box sx={{ mt: 4, fontSize: 'clamp(16px, 1.25vw, 22px)', color: '#334155' }}>
          Join from your phone: scan the code or open
          <Box
            data-testid="join-url"
            sx={{ mt: 0.5, fontWeight: 700, color: '#1d4ed8', wordBreak: 'break-all' }}
          >
            {joinUrl}
          </Box>
        </Box>
      </Box>
      <Box sx={{ justifySelf: 'center' }}>
        <QrCode text={joinUrl} size={240} label={`QR code to join: ${joinUrl}`} />
      </Box>
    </Box>
  );
}
