/**
 * The join QR code decodes back to the participant URL with a real QR reader (jsQR),
 * for the URLs a screen shows: short and long codes, a LAN address, a deployed host.
 */
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix, type QrMatrix } from '../../../../renderer/ui/wall/qr-matrix';

/** Renders the symbol as an RGBA image: `scale` px per module, a 4-module quiet zone. */
function toImage(m: QrMatrix, scale = 4): { data: Uint8ClampedArray; width: number } {
  const quiet = 4;
  const width = (m.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const x = Math.floor(px / scale) - quiet;
      const y = Math.floor(py / scale) - quiet;
      if (x < 0 || y < 0 || x >= m.size || y >= m.size || !m.dark(x, y)) continue;
      const i = (py * width + px) * 4;
      data[i] = data[i + 1] = data[i + 2] = 0;
    }
  }
  return { data, width };
}

describe('qrMatrix', () => {
  it.each([
    'http://127.0.0.1:5173/screen-k3j9x2/vote',
    'http://192.168.1.20:5173/team-blue/vote',
    'https://story-point.web.app/platform-team-sprint-planning-2026-q4-the-long-room-name/vote',
    `https://example.com/${'a'.repeat(200)}/vote`,
  ])('encodes %s so a reader gets it back', (url) => {
    const m = qrMatrix(url);
    const { data, width } = toImage(m);
    expect(jsQR(data, width, width)?.data).toBe(url);
  });

  it('draws one path square per dark module', () => {
    const m = qrMatrix('http://127.0.0.1:5173/a/vote');
    let dark = 0;
    for (let y = 0; y < m.size; y += 1)
      for (let x = 0; x < m.size; x += 1) if (m.dark(x, y)) dark += 1;
    expect(m.path.match(/M/g)).toHaveLength(dark);
    // Finder pattern corners are dark, the separator beside them light.
    expect([m.dark(0, 0), m.dark(6, 6), m.dark(7, 7)]).toEqual([true, true, false]);
  });
});
