import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  CONTENT_SECURITY_POLICY,
  appUrl,
  contentSecurityPolicy,
  createAppRequestHandler,
  isAppUrl,
  registerAppScheme,
  setupAppProtocol,
} from '../../../main/app-protocol';
import { BOOT_SCRIPT_HASH } from '../../../shared/content-security-policy';

let webRoot: string;
let outside: string;
const INDEX = '<!doctype html><title>Story Point</title>';

beforeAll(() => {
  const base = mkdtempSync(path.join(tmpdir(), 'story-point-web-'));
  webRoot = path.join(base, 'web');
  outside = path.join(base, 'secret.txt');
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  writeFileSync(path.join(webRoot, 'assets', 'app-1.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'assets', 'app-1.css'), 'body{}');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg/>');
  writeFileSync(outside, 'do not serve');
});
afterAll(() => rmSync(path.dirname(webRoot), { recursive: true, force: true }));

function handler(config: Record<string, unknown> | null = null) {
  return createAppRequestHandler({ webRoot, getRuntimeConfig: () => config });
}

describe('app:// protocol: the bundled renderer with no server and no network', () => {
  it.each([
    // [url, status, content type starts with, body]
    ['app://story-point/', 200, 'text/html', INDEX],
    ['app://story-point/index.html', 200, 'text/html', INDEX],
    ['app://story-point/team-a', 200, 'text/html', INDEX], // a screen route
    ['app://story-point/team-a/vote', 200, 'text/html', INDEX], // the phone page
    ['app://story-point/Team%20A!!', 200, 'text/html', INDEX], // normalised later by the app
    ['app://story-point/team-a?x=1#y', 200, 'text/html', INDEX],
    ['app://story-point/assets/app-1.js', 200, 'text/javascript', 'console.log(1)'],
    ['app://story-point/assets/app-1.css', 200, 'text/css', 'body{}'],
    ['app://story-point/favicon.svg', 200, 'image/svg+xml', '<svg/>'],
    ['app://story-point/assets/gone-2.js', 404, 'text/plain', 'Not found'], // stale chunk
    // Dot segments never climb out of the web root: these are app routes.
    ['app://story-point/../secret.txt', 200, 'text/html', INDEX],
    ['app://story-point/%2e%2e/secret.txt', 200, 'text/html', INDEX],
    ['app://story-point/..%2fsecret.txt', 200, 'text/html', INDEX],
    ['app://elsewhere/', 404, 'text/plain', 'Not found'],
    ['https://story-point/', 404, 'text/plain', 'Not found'],
  ])('%s -> %i %s', async (url, status, type, body) => {
    const response = await handler()(new Request(url));
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')?.startsWith(type)).toBe(true);
    expect(await response.text()).toBe(body);
  });

  it('never reads a file outside the web root', async () => {
    const read: string[] = [];
    const spy = createAppRequestHandler({
      webRoot,
      getRuntimeConfig: () => null,
      readFile: async (file) => {
        read.push(file);
        return (await import('node:fs/promises')).readFile(file);
      },
    });
    for (const url of [
      'app://story-point/%2e%2e/secret.txt',
      'app://story-point/%2e%2e%2fsecret.txt',
      'app://story-point/..%2fsecret.txt',
      'app://story-point/assets/..%2f..%2f..%2fsecret.txt',
      'app://story-point/%2fetc%2fpasswd',
    ]) {
      const text = await (await spy(new Request(url))).text();
      expect(text).not.toContain('do not serve');
    }
    expect(read.length).toBeGreaterThan(0);
    for (const file of read) expect(file.startsWith(webRoot + path.sep)).toBe(true);
  });

  it('sets the Content-Security-Policy on every response, found or not', async () => {
    for (const url of ['app://story-point/', 'app://story-point/assets/gone.js', 'app://x/']) {
      const response = await handler()(new Request(url));
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('the policy allows our scripts, the local database and Firebase, and nothing else to run', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    // Files of our own origin, and the inline boot script by its hash only.
    expect(directives['script-src']).toEqual(["'self'", `'${BOOT_SCRIPT_HASH}'`]);
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining([
        'ws://127.0.0.1:*',
        'ws://localhost:*',
        'wss://*.firebaseio.com',
        'wss://*.firebasedatabase.app',
      ]),
    );
    expect(directives['img-src']).toEqual(expect.arrayContaining(['https:', 'http:', 'data:']));
  });

  it('serves the runtime config as /config.json, or 404 (the renderer default) when none is set', async () => {
    const config = { database: { host: '127.0.0.1', port: 9123 } };
    const found = await handler(config)(new Request('app://story-point/config.json'));
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await found.json()).toEqual(config);
    const missing = await handler(null)(new Request('app://story-point/config.json'));
    expect(missing.status).toBe(404);
  });

  it('refuses writes', async () => {
    const response = await handler()(new Request('app://story-point/', { method: 'POST' }));
    expect(response.status).toBe(405);
  });

  it('registers the scheme as standard, secure and fetchable, and handles it', () => {
    const schemes: unknown[] = [];
    registerAppScheme({ registerSchemesAsPrivileged: (s) => void schemes.push(...s) });
    expect(schemes).toEqual([
      {
        scheme: 'app',
        privileges: expect.objectContaining({
          standard: true,
          secure: true,
          supportFetchAPI: true,
        }),
      },
    ]);
    const handled: string[] = [];
    setupAppProtocol(
      { handle: (scheme) => void handled.push(scheme) },
      { webRoot, getRuntimeConfig: () => null },
    );
    expect(handled).toEqual(['app']);
  });
});

describe('isAppUrl and appUrl', () => {
  it.each([
    ['app://story-point/', true],
    ['app://story-point/team-a/vote?x#y', true],
    ['app://story-point.evil.example/', false],
    ['app://evil@story-point/', false],
    ['app://other/', false],
    ['https://story-point/', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
    ['', false],
  ])('%s is ours: %s', (url, ours) => {
    expect(isAppUrl(url)).toBe(ours);
  });

  it('builds URLs on the app origin', () => {
    expect(APP_ORIGIN).toBe('app://story-point');
    expect(appUrl('/team-a')).toBe('app://story-point/team-a');
    expect(appUrl('team-a')).toBe('app://story-point/team-a');
    expect(appUrl()).toBe('app://story-point/');
  });
});

describe('contentSecurityPolicy: a database on the LAN is reachable, nothing else is added', () => {
  it.each([
    [null, null],
    [{ database: { host: '127.0.0.1', port: 9000 } }, null],
    [{ database: { host: 'localhost', port: 9000 } }, null],
    [{ firebase: { databaseURL: 'https://p.firebaseio.com' } }, null],
    [{ database: { host: '192.168.1.20', port: 9000 } }, '192.168.1.20:9000'],
    [{ database: { host: 'poker.local', port: 9100 } }, 'poker.local:9100'],
    [{ database: { host: '[fd00::1]', port: 9000 } }, '[fd00::1]:9000'],
    [{ database: { host: "x; script-src 'unsafe-inline'", port: 9000 } }, null],
    [{ database: { host: 'x *', port: 9000 } }, null],
    [{ database: { host: 'db.local', port: 70000 } }, null],
    [{ database: { host: 'db.local', port: '9000' } }, null],
  ])('%j adds %s', (config, added) => {
    const policy = contentSecurityPolicy(config as Record<string, unknown> | null);
    if (added === null) {
      expect(policy).toBe(CONTENT_SECURITY_POLICY);
    } else {
      const connect = policy.split(';').find((d) => d.trim().startsWith('connect-src'))!;
      expect(connect).toContain(`ws://${added}`);
      expect(connect).toContain(`http://${added}`);
      expect(policy.replace(` ws://${added} http://${added}`, '')).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('is the policy the app pages are served with', async () => {
    const config = { database: { host: '10.0.0.5', port: 9000 } };
    const response = await createAppRequestHandler({ webRoot, getRuntimeConfig: () => config })(
      new Request('app://story-point/team-a'),
    );
    expect(response.headers.get('content-security-policy')).toContain('ws://10.0.0.5:9000');
  });
});
