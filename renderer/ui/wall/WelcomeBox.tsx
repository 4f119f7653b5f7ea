import Box from '../common/Box';
import { useState } from 'react';
import { wallText } from '../../i18n/en/wall';
import { useText } from '../../i18n/react';
import { joinUrl, type JoinSite } from '../../../shared/join-site';
import { wallPath } from '../../../shared/route';
import { isRandomScreenCode, normalizeScreenCode } from '../../../shared/screen-code';
import { QrCode } from './QrCode';
import { JoinNote } from './JoinNote';
import { TextButton } from '../common/buttons';
import { wpx } from '../common/wall-units';

/** Props of {@link WelcomeBox}. */
export interface WelcomeBoxProps {
  code: string;
  /** Where phones open the participant page (null: nowhere known; undefined: not known yet). */
  site: JoinSite | undefined;
  navigate(path: string): void;
}

/**
 * The welcome box (docs/product.md, Welcome box): shown when there are no participants
 * and preview is off. A random screen's code is editable, with 'Change' once the text
 * differs; other codes are read-only. It also shows how to join: the participant URL and
 * its QR code.
 */
export function WelcomeBox({ code, site, navigate }: WelcomeBoxProps) {
  const t = useText(wallText);
  const [text, setText] = useState(code);
  const editable = isRandomScreenCode(code);
  const changed = text.trim() !== '' && text !== code;
  const url = site ? joinUrl(site, code) : null;
  const change = () => navigate(wallPath(normalizeScreenCode(text)));
  return (
    <Box
      data-testid="welcome-box"
      sx={{
        m: 'auto',
        width: `min(${wpx(1120)}, calc(100% - ${wpx(48)}))`,
        bgcolor: 'rgba(255, 255, 255, 0.96)',
        color: '#0f172a',
        borderRadius: wpx(40),
        boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)',
        p: wpx(48),
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        // Portrait: the QR code below the text.
        '@media (orientation: portrait)': { gridTemplateColumns: '1fr' },
        gap: wpx(48),
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box component="h1" sx={{ m: 0, fontSize: wpx(60), fontWeight: 800, lineHeight: 1.1 }}>
          {t('welcome')}
        </Box>
        <Box
          component="label"
          htmlFor="screen-code"
          sx={{
            display: 'block',
            mt: wpx(28),
            mb: wpx(8),
            fontSize: wpx(26),
            fontWeight: 600,
          }}
        >
          {t('yourScreenCode')}
        </Box>
        {editable ? (
          <Box
            component="form"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              if (changed) change();
            }}
            sx={{ display: 'flex', gap: wpx(12), alignItems: 'stretch', flexWrap: 'wrap' }}
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
                flex: `1 1 ${wpx(260)}`,
                minWidth: 0,
                font: 'inherit',
                fontSize: wpx(34),
                fontWeight: 700,
                color: '#0f172a',
                px: wpx(16),
                py: wpx(10),
                borderRadius: wpx(12),
                border: `${wpx(2)} solid #94a3b8`,
                bgcolor: '#ffffff',
                outline: 'none',
                // The ring every control of the wall shows on focus (3:1 on the white box).
                '&:focus-visible': {
                  borderColor: '#3b5bdb',
                  outline: '3px solid #3b5bdb',
                  outlineOffset: 2,
                },
              }}
            />
            {changed && (
              <TextButton
                type="submit"
                variant="contained"
                data-testid="change-code"
                sx={{ fontSize: wpx(26), px: wpx(32), py: wpx(8), borderRadius: wpx(12) }}
              >
                {t('change')}
              </TextButton>
            )}
          </Box>
        ) : (
          <Box
            id="screen-code"
            data-testid="screen-code"
            sx={{
              fontSize: wpx(46),
              fontWeight: 800,
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              wordBreak: 'break-all',
            }}
          >
            {code}
          </Box>
        )}
        <Box sx={{ mt: wpx(32), fontSize: wpx(24), color: '#334155' }}>
          {url !== null && (
            <>
              {t('joinFromPhone')}
              <Box
                data-testid="join-url"
                sx={{ mt: wpx(4), fontWeight: 700, color: '#1d4ed8', wordBreak: 'break-all' }}
              >
                {url}
              </Box>
            </>
          )}
          {site !== undefined && <JoinNote site={site} sx={{ mt: wpx(12) }} />}
        </Box>
      </Box>
      {url !== null && (
        <Box sx={{ justifySelf: 'center' }}>
          <QrCode text={url} size={wpx(260)} label={t('qrLabel', { url })} />
        </Box>
      )}
    </Box>
  );
}
