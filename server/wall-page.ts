/**
 * The wall's page as the room server sends it when it can draw the room's cards
 * (server/wall-first-paint.ts): index.html's head at once, so the browser fetches the page's
 * code while the cards are drawn, then its body with the cards in it (or none: the page as
 * it always was), so the first paint of the body has them. Compressed as it goes when the
 * browser takes gzip, the head flushed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGzip } from 'node:zlib';
import { acceptsGzip } from './static-server';
import {
  allowingFirstPaintScript,
  splitIndex,
  firstPaintHtml,
  type WallFirstPaintPage,
} from './wall-first-paint';

/** Sends `index` with the wall's first paint `page` in it, under the policy `policy`. */
export async function sendWallPage(
  req: IncomingMessage,
  res: ServerResponse,
  index: string,
  page: WallFirstPaintPage,
  policy: string,
): Promise<void> {
  const parts = splitIndex(index, page.lang);
  const zipped = acceptsGzip(req.headers['accept-encoding']);
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    // The room's cards of this moment: never kept.
    'cache-control': 'no-store',
    vary: 'accept-encoding, accept-language, cookie',
    'content-language': page.lang,
    'content-security-policy': allowingFirstPaintScript(policy, page.script),
    ...(zipped ? { 'content-encoding': 'gzip' } : {}),
  });
  // Level 6, not 9: this page is compressed on every request, not once per file.
  const gzip = zipped ? createGzip({ level: 6 }) : null;
  gzip?.pipe(res);
  const out = gzip ?? res;
  const send = (text: string) =>
    new Promise<void>((resolve) => {
      out.write(text, 'utf8');
      if (gzip) gzip.flush(() => resolve());
      else resolve();
    });
  if (!parts) {
    out.end(index);
    void page.html.catch(() => undefined);
    return;
  }
  await send(parts[0]);
  const html = await page.html;
  out.end(parts[1] + (html ? firstPaintHtml(html, page.script) : '') + parts[2]);
}
