import Box from '../common/Box';
import { wallText } from '../../i18n/en/wall';
import { useText } from '../../i18n/react';
import { joinUrl, type JoinSite } from '../../../shared/join-site';
import { QrCode } from './QrCode';
import { JoinNote } from './JoinNote';
import { CodeField } from './CodeField';
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
 * and preview is off. It shows the screen's code (CodeField: editable for a random
 * screen) and how to join: the participant URL and its QR code.
 */
export function WelcomeBox({ code, site, navigate }: WelcomeBoxProps) {
  const t = useText(wallText);
  const url = site ? joinUrl(site, code) : null;
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
        <CodeField code={code} navigate={navigate} />
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
