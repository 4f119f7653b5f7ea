import Box from '../common/Box';
import { joinUrl, type JoinSite } from '../../../shared/join-site';
import { wpx } from '../common/wall-units';
import { JoinNote } from './JoinNote';
import { wallText } from '../../i18n/en/wall';
import { useText } from '../../i18n/react';
import { QrCode } from './QrCode';

/** Props of {@link JoinPanel}. */
export interface JoinPanelProps {
  code: string;
  /** Where phones open the participant page (null: nowhere known; undefined: not known yet). */
  site: JoinSite | undefined;
}

/**
 * A small panel with the join QR code and the screen code that stays in a corner while
 * a session runs, so latecomers can join; it can be hidden from the settings menu. It
 * is laid out beside the card area (below it in portrait), never over it, and sized in
 * wall units like the rest of the wall.
 */
export function JoinPanel({ code, site }: JoinPanelProps) {
  const t = useText(wallText);
  const url = site ? joinUrl(site, code) : null;
  return (
    <Box
      component="aside"
      data-testid="join-panel"
      aria-label={t('joinThisScreen')}
      sx={{
        flex: 'none',
        alignSelf: 'flex-end',
        m: wpx(24),
        marginInlineStart: 0,
        // Portrait: QR beside the text, so the row it takes from the cards is low.
        '@media (orientation: portrait)': {
          marginInlineStart: wpx(24),
          mt: 0,
          width: 'auto',
          // Its text wraps rather than taking the row from the result summary beside it.
          maxWidth: `min(${wpx(400)}, calc(100% - ${wpx(48)}))`,
          flexDirection: 'row',
          gap: wpx(16),
          textAlign: 'start',
        },
        width: wpx(184),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: wpx(6),
        p: wpx(12),
        bgcolor: 'rgba(255, 255, 255, 0.94)',
        color: '#0f172a',
        borderRadius: wpx(16),
        boxShadow: '0 10px 30px rgba(0, 0, 0, 0.3)',
        textAlign: 'center',
      }}
    >
      {url !== null && <QrCode text={url} size={wpx(160)} label={t('qrLabel', { url })} />}
      <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
        <Box sx={{ fontSize: wpx(15), fontWeight: 600, color: '#475569', lineHeight: 1.2 }}>
          {t('joinThisScreen')}
        </Box>
        <Box
          data-testid="join-panel-code"
          sx={{ fontSize: wpx(20), fontWeight: 800, lineHeight: 1.2, wordBreak: 'break-all' }}
        >
          {code}
        </Box>
        {site !== undefined && (
          <JoinNote site={site} short sx={{ mt: wpx(6), fontSize: wpx(13), lineHeight: 1.25 }} />
        )}
      </Box>
    </Box>
  );
}
