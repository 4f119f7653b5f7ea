/**
 * The room server's side of the wall's first paint (server/wall-first-paint.ts,
 * server/wall-page.ts): which language it draws in, when it draws nothing (no build, no
 * database, a render that fails or hangs), and the page it sends: its head at once, the
 * cards in the wall's language and direction, the script allowed by its hash and nothing
 * else, never kept by a cache.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startStaticServer, type StaticServer } from '../../../server/static-server';
import {
  MAX_DRAWINGS,
  FIRST_PAINT_BOUND_MS,
  wallFirstPaint,
  type WallFirstPaintBuild,
} from '../../../server/wall-first-paint';
import type { WallFirstPaintRequest } from '../../../shared/wall-first-paint';

/** index.html as the build writes it, in the parts the first paint cares about. */
const INDEX =
  '<!doctype html><html lang="en"><head><title>Story Point</title></head>' +
  '<body><div id="boot" aria-busy="true">Connecting…</div><div id="root"></div></body></html>';
const SCRIPT = 'document.title="fitted"';
const CARDS = '<div data-testid="participant-card">&lt;b&gt;Ana&lt;/b&gt;</div>';
const DATABASE = { database: { host: '127.0.0.1', port: 9, namespace: 'ns' } };

/** A build whose renderer answers with `render`, recording what it was asked. */
function build(render: (r: WallFirstPaintRequest) => Promise<string | null>) {
  const asked: WallFirstPaintRequest[] = [];
  const made: WallFirstPaintBuild = {
    script: SCRIPT,
    render: (request) => {
      asked.push(request);
      return render(request);
    },
  };
  return { asked, load: () => Promise.resolve(made) };
}

const request = (headers: Record<string, string>, config: Record<string, unknown> = DATABASE) => ({
  code: 'team-a',
  headers,
  config,
});

describe("the wall's first paint, on the server", () => {
  it("draws in the wall's language: its own choice, then the deployment's, then the browser's", async () => {
    const { asked, load } = build(() => Promise.resolve(CARDS));
    const draw = wallFirstPaint('dist/web', undefined, load);
    const langOf = async (headers: Record<string, string>, lang?: string) =>
      (await draw(request(headers, { ...DATABASE, ...(lang ? { lang } : {}) })))?.lang;
    expect(await langOf({ 'accept-language': 'de-DE,de;q=0.9' })).toBe('de');
    // The wall puts the deployment's language before the browser's (the phone the other way).
    expect(await langOf({ 'accept-language': 'de' }, 'fr')).toBe('fr');
    expect(await langOf({ 'accept-language': 'de', cookie: 'storyPoint.locale=ar' }, 'fr')).toBe(
      'ar',
    );
    expect(await langOf({})).toBe('en');
    expect(asked.map((a) => a.lang)).toEqual(['de', 'fr', 'ar', 'en']);
    expect(asked[0]?.config).toEqual(DATABASE);
  });

  it('draws nothing without its build or a database to read', async () => {
    const missing = wallFirstPaint('dist/web', undefined, () =>
      Promise.reject(new Error('no build')),
    );
    expect(await missing(request({}))).toBeNull();
    const { asked, load } = build(() => Promise.resolve(CARDS));
    expect(await wallFirstPaint('dist/web', undefined, load)(request({}, {}))).toBeNull();
    expect(asked).toEqual([]);
  });

  it('draws nothing when the render fails, and says why', async () => {
    const log = vi.fn();
    const { load } = build(() => Promise.reject(new Error('render broke')));
    const page = await wallFirstPaint('dist/web', log, load)(request({}));
    expect(await page?.html).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('render broke'));
  });

  it('draws no more than a few at once: the others get the page as before', async () => {
    const finish: ((html: string | null) => void)[] = [];
    const { asked, load } = build(() => new Promise((resolve) => finish.push(resolve)));
    const draw = wallFirstPaint('dist/web', undefined, load);
    const pages = [];
    for (let i = 0; i <= MAX_DRAWINGS; i += 1) pages.push(await draw(request({})));
    expect(pages.at(-1)).toBeNull();
    expect(asked).toHaveLength(MAX_DRAWINGS);
    finish.forEach((f) => f(CARDS));
    await Promise.all(pages.map((p) => p?.html));
    // Drawn, they make room for the next.
    expect(await draw(request({}))).not.toBeNull();
  });

  it('draws nothing when the render never ends, once its time is up', async () => {
    vi.useFakeTimers();
    try {
      const { load } = build(() => new Promise(() => undefined));
      const page = await wallFirstPaint('dist/web', undefined, load)(request({}));
      let drawn: string | null | undefined;
      void page?.html.then((h) => (drawn = h));
      await vi.advanceTimersByTimeAsync(FIRST_PAINT_BOUND_MS - 1);
      expect(drawn).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(drawn).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the wall's page with its first paint", () => {
  let root: string | null = null;
  let server: StaticServer | null = null;
  afterEach(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  async function serve(render: (r: WallFirstPaintRequest) => Promise<string | null>) {
    root = mkdtempSync(path.join(os.tmpdir(), 'wall-page-'));
    writeFileSync(path.join(root, 'index.html'), INDEX);
    server = await startStaticServer({
      root,
      config: DATABASE,
      wallFirstPaint: wallFirstPaint(root, undefined, build(render).load),
    });
    return server;
  }

  /** A GET whose answer is read as it arrives. */
  const open = (url: string, headers: Record<string, string> = {}) =>
    new Promise<IncomingMessage>((resolve, reject) =>
      get(url, { headers }, resolve).on('error', reject),
    );
  const body = async (res: IncomingMessage) => {
    const parts: Buffer[] = [];
    for await (const part of res) parts.push(part as Buffer);
    const raw = Buffer.concat(parts);
    return (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
  };

  it('puts the cards before the page, in its language and direction, their script allowed', async () => {
    const { origin } = await serve(() => Promise.resolve(CARDS));
    const res = await open(`${origin}/team-a`, { cookie: 'storyPoint.locale=ar' });
    const text = await body(res);
    expect(text).toContain('<html lang="ar" dir="rtl">');
    // Right after the body's opening tag: its style hides 'Connecting…' before it is parsed.
    expect(text).toContain('<body><div id="boot-wall"');
    expect(text.indexOf('#boot{display:none}')).toBeLessThan(text.indexOf('<div id="boot"'));
    expect(text.indexOf(CARDS)).toBeLessThan(text.indexOf('<div id="root">'));
    // Seen, but neither pressed nor read: the page's own controls are the ones found.
    expect(text).toContain('<div id="boot-wall" inert aria-hidden="true">');
    // Unseen until the script after it has run: no part of it, nor the whole unfitted.
    expect(text).toMatch(/#boot-wall\{[^}]*opacity:0/);
    expect(text).toContain(`<script>${SCRIPT}</script><style>#boot-wall{opacity:1}</style>`);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-language']).toBe('ar');
    // Another screen's page, or a phone's, is not drawn.
    expect(await body(await open(`${origin}/team-a/vote`))).not.toContain(CARDS);
  });

  it('sends the head before the cards are drawn, compressed as it goes', async () => {
    let finish: (html: string | null) => void = () => undefined;
    const { origin } = await serve(() => new Promise((resolve) => (finish = resolve)));
    const res = await open(`${origin}/team-a`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const arrived: Buffer[] = [];
    res.on('data', (part: Buffer) => arrived.push(part));
    const sofar = () =>
      gunzipSync(Buffer.concat(arrived), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
    // The head is there while the cards are still being drawn.
    await expect.poll(() => arrived.length > 0 && sofar().includes('</head>')).toBe(true);
    // Nothing of the body yet: its first paint will have the cards.
    expect(sofar()).not.toContain('<body');
    finish(CARDS);
    await new Promise((resolve) => res.once('end', resolve));
    expect(gunzipSync(Buffer.concat(arrived)).toString('utf8')).toContain(CARDS);
  });

  it('serves the page as it always was when there are no cards to draw', async () => {
    const { origin } = await serve(() => Promise.resolve(null));
    const text = await body(await open(`${origin}/team-a`));
    // index.html itself, in the wall's language and direction.
    expect(text).toBe(INDEX.replace('<html lang="en">', '<html lang="en" dir="ltr">'));
  });
});
