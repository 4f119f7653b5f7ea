import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What the code encodes (the participant URL). */
  text: string;
  /** Rendered size in px. */
  size: number;
  /** Accessible description. */
  label: string;
}

interface Matrix {
  size: number;
  path: string;
}

/** One SVG path of the dark modules: a single element instead of hundreds of rects. */
function modulesPath(size: number, dark: (row: number, col: number) => boolean): string {
  let d = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (dark(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
  }
  return d;
}

/**
 * A QR code generated locally by the `qrcode` package (no network), drawn as React SVG
 * so no markup string is injected. The library is loaded on first use, keeping it out
 * of the screen's first chunk.
 */
export function QrCode({ text, size, label }: QrCodeProps) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then(({ create }) => {
        const { modules } = create(text, { errorCorrectionLevel: 'M' });
        const path = modulesPath(modules.size, (r, c) => modules.get(r, c) === 1);
        if (!cancelled) setMatrix({ size: modules.size, path });
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
      sx={{ width: size, height: size, bgcolor: '#ffffff', borderRadius: 1.5, flex: 'none' }}
    >
      {matrix && (
        <svg
          width={size}
          height={size}
          viewBox={`${-quiet} ${-quiet} ${matrix.size + quiet * 2} ${matrix.size + quiet * 2}`}
          shapeRendering="crispEdges"
        >
          <path d={matrix.path} fill="#000000" />
        </svg>
      )}
    </Box>
  );
}
