import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, startStaticServer, type StaticServer } from '../../../server/static-server';

/** A raw GET (Node's fetch would decompress and hide the encoding). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
          }),
        );
      }).on('error', reject);
    },
  );
}

describe('static server', () => {
  const script = `export const x = ${JSON.stringify('story point '.repeat(200))};\n`;
  let root: string;
  let server: StaticServer;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'static-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(root, 'assets/app.js'), script);
    writeFileSync(path.join(root, 'favicon.png'), Buffer.from([1, 2, 3]));
    server = await startStaticServer({ root, config: { database: { host: 'h', port: 1 } } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers a phone's page with the prerendered join page, any other route with the app", async () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'static-vote-'));
    writeFileSync(path.join(other, 'index.html'), '<title>app</title>');
    writeFileSync(path.join(other, 'vote.html'), '<title>join</title>');
    const withVote = await startStaticServer({ root: other });
    try {
      const text = async (p: string) => (await rawGet(`${withVote.origin}${p}`)).body.toString();
      expect(await text('/team-a/vote')).toBe('<title>join</title>');
      expect(await text('/Team%20A/vote/')).toBe('<title>join</title>');
      expect(await text('/team-a')).toBe('<title>app</title>');
      // A screen named 'vote' is a wall.
      expect(await text('/vote')).toBe('<title>app</title>');
      expect(await text('/')).toBe('<title>app</title>');
    } finally {
      await withVote.close();
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("answers a phone's page with the app when the build has no prerendered page", async () => {
    const res = await rawGet(`${server.origin}/team-a/vote`);
    expect(res.body.toString()).toBe('<!doctype html><title>app</title>');
  });

  it('sends scripts gzip-compressed to a browser that accepts gzip', async () => {
    const res = await rawGet(`${server.origin}/assets/app.js`, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBeLessThan(script.length / 5);
    expect(gunzipSync(res.body).toString()).toBe(script);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends them as they are to a client that does not accept gzip', async () => {
    const res = await rawGet(`${server.origin}/assets/app.js`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(script);
  });

  it('sends them as they are to a client that refuses gzip (gzip;q=0)', async () => {
    const res = await rawGet(`${server.origin}/assets/app.js`, { 'accept-encoding': 'gzip;q=0' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(script);
  });

  it('compresses app routes (index.html) but not binary files', async () => {
    const page = await rawGet(`${server.origin}/room-1/vote`, { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('<title>app</title>');
    const icon = await rawGet(`${server.origin}/favicon.png`, { 'accept-encoding': 'gzip' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect([...icon.body]).toEqual([1, 2, 3]);
  });
});

describe("static server: the phone's page in the phone's language", () => {
  let root: string;
  let server: StaticServer;
  let deployment: string | undefined;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'static-lang-'));
    writeFileSync(path.join(root, 'index.html'), '<title>app</title>');
    writeFileSync(path.join(root, 'vote.html'), '<html lang="en">join');
    writeFileSync(path.join(root, 'vote.de.html'), '<html lang="de">beitreten');
    writeFileSync(path.join(root, 'vote.ar.html'), '<html lang="ar" dir="rtl">انضم');
    server = await startStaticServer({
      root,
      config: () => ({ database: { host: 'h', port: 1 }, lang: deployment }),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function page(headers: Record<string, string>, route = '/team-a/vote') {
    const res = await rawGet(`${server.origin}${route}`, headers);
    return { ...res, text: res.body.toString() };
  }

  it.each<[string, Record<string, string>, string]>([
    ['a German browser', { 'accept-language': 'de-AT,de;q=0.9' }, 'de'],
    ['the most wanted language by q-value', { 'accept-language': 'fr;q=0.1, ar;q=0.8' }, 'ar'],
    [
      "the device's own choice over its browser's",
      { cookie: 'x=1; storyPoint.locale=ar', 'accept-language': 'de' },
      'ar',
    ],
    ['an English browser', { 'accept-language': 'en-GB, de;q=0.5' }, 'en'],
    ['a language without a page of its own (fr)', { 'accept-language': 'fr, de;q=0.5' }, 'en'],
    ['a choice without a page of its own', { cookie: 'storyPoint.locale=ja' }, 'en'],
    ['no headers at all', {}, 'en'],
  ])('answers %s with that page', async (_, headers, lang) => {
    const res = await page(headers);
    expect(res.text).toMatch(new RegExp(`^<html lang="${lang}"`));
    expect(res.headers['content-language']).toBe(lang);
    expect(res.headers['vary']).toBe('accept-encoding, accept-language, cookie');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain('connect-src');
  });

  it("falls back to the deployment's language when the browser's are not offered", async () => {
    deployment = 'de';
    try {
      expect((await page({ 'accept-language': 'ko, tlh;q=0.5' })).text).toContain('beitreten');
      // The browser's supported language still comes first, even without a page of its own.
      expect((await page({ 'accept-language': 'fr' })).text).toContain('join');
    } finally {
      deployment = undefined;
    }
  });

  it('answers hostile or garbled headers with the English page', async () => {
    for (const headers of [
      {
        'accept-language': `${'x'.repeat(12_000)};q=0.9, ko`,
        cookie: 'storyPoint.locale=%E0%A4%A',
      },
      { 'accept-language': ';;q=,*;q=9,,', cookie: `${'a=b;'.repeat(3000)}storyPoint.locale` },
    ]) {
      const res = await page(headers);
      expect(res.status).toBe(200);
      expect(res.text).toContain('join');
    }
  });

  it('sends the chosen page gzip-compressed, still saying its language', async () => {
    const res = await page({ 'accept-language': 'ar', 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('انضم');
    expect(res.headers['content-language']).toBe('ar');
    expect(res.headers['vary']).toBe('accept-encoding, accept-language, cookie');
  });

  it('leaves every other route as it was', async () => {
    const wall = await page({ 'accept-language': 'de', cookie: 'storyPoint.locale=ar' }, '/team-a');
    expect(wall.text).toBe('<title>app</title>');
    expect(wall.headers['content-language']).toBeUndefined();
    expect(wall.headers['vary']).toBe('accept-encoding');
    const file = await page({ 'accept-language': 'de' }, '/vote.ar.html');
    expect(file.text).toContain('انضم');
    expect(file.headers['content-language']).toBeUndefined();
  });
});

describe('acceptsGzip: the Accept-Encoding header', () => {
  it.each<[string | undefined, boolean]>([
    ['gzip', true],
    ['gzip, br', true],
    ['br, GZIP', true],
    ['gzip;q=0.5', true],
    ['gzip; q=0.001', true],
    ['x-gzip', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0.0, br', false],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['*, gzip;q=0', false],
    ['br', false],
    ['gzipped', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
