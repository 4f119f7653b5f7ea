import Box from '../common/Box';
import { useEffect, useState } from 'react';
import type { QrMatrix } from './qr-matrix';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What the code encodes (the participant URL). */
  text: string;
  /** Rendered size: px, or a CSS length (wall units). */
  size: number | string;
  /** Accessible description. */
  label: string;
}

/**
 * A QR code generated locally (no network), drawn as React SVG so no markup string is
 * injected. The encoder is loaded on first use, keeping it out of the screen's first
 * chunk.
 */
export function QrCode({ text, size, label }: QrCodeProps) {
  const [matrix, setMatrix] = useState<QrMatrix | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('./qr-matrix')
      .then(({ qrMatrix }) => {
        const next = qrMatrix(text);
        if (!cancelled) setMatrix(next);
      })
      .catch((error: unknown) => console.warn('QR code could not be generated', error));
    return () => {
      cancelled = true;
    };
  }, [text]);
  // A quiet zone of 2 modules around the symbol, as scanners need.
  const quiet = 2;
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="qr-code"
      data-qr-text={text}
      sx={{
        width: size,
        height: size,
        bgcolor: '#ffffff',
        borderRadius: 1.5,
        flex: 'none',
        '& > svg': { display: 'block' },
      }}
    >
      {matrix && (
        <svg
          width="100%"
          height="100%"
          viewBox={`${-quiet} ${-quiet} ${matrix.size + quiet * 2} ${matrix.size + quiet * 2}`}
          shapeRendering="crispEdges"
        >
          <path d={matrix.path} fill="#000000" />
        </svg>
      )}
    </Box>
  );
}
