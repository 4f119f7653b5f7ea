/**
 * The QR code of a join URL, computed locally (lean-qr's "nano" build: byte mode,
 * about 2 KB gzip). Loaded on demand by {@link QrCode}.
 */
import { correction, generate } from 'lean-qr/nano';

/** A QR symbol: its width in modules and one SVG path of the dark modules. */
export interface QrMatrix {
  size: number;
  /** `M{x} {y}h1v1h-1z` per dark module: one element instead of hundreds of rects. */
  path: string;
  /** Whether the module at column x, row y is dark. */
  dark(x: number, y: number): boolean;
}

/**
 * Encodes `text` with error correction level M at least (a phone camera reads it
 * from across a table, or with a reflection on the screen).
 */
export function qrMatrix(text: string): QrMatrix {
  const code = generate(text, { minCorrectionLevel: correction.M });
  let path = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) {
      if (code.get(x, y)) path += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { size: code.size, path, dark: (x, y) => code.get(x, y) };
}
