/**
 * The static server of `npm start` and the e2e tests sends the kiosk's
 * Content-Security-Policy, with the database each browser is told to use in
 * `connect-src`, built by the kiosk's own policy function.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../shared/content-security-policy';
import { startStaticServer, type StaticServer } from '../../server/static-server';

let root: string;
const servers: StaticServer[] = [];

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'story-point-web-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
});
afterAll(async () => {
  for (const s of servers) await s.close();
  rmSync(root, { recursive: true, force: true });
});

/** GET `pathname` with the given Host header; resolves with the response headers. */
function get(server: StaticServer, pathname: string, host?: string) {
  return new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, path: pathname, headers: host ? { host } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function serve(config: Parameters<typeof startStaticServer>[0]['config']) {
  const server = await startStaticServer({ root, config });
  servers.push(server);
  return server;
}

describe('static server Content-Security-Policy', () => {
  it('is the kiosk’s policy on every response when the database is on this machine', async () => {
    const server = await serve({ database: { host: '127.0.0.1', port: 9000 } });
    for (const p of ['/', '/team-a', '/team-a/vote', '/config.json', '/assets/missing.js']) {
      const headers = await get(server, p);
      expect(headers['content-security-policy'], p).toBe(CONTENT_SECURITY_POLICY);
      expect(headers['x-content-type-options'], p).toBe('nosniff');
    }
  });

  it('lets the page reach a database on the LAN that config.json names', async () => {
    const server = await serve({ database: { host: '192.0.2.10', port: 9000 } });
    const csp = String((await get(server, '/team-a'))['content-security-policy']);
    expect(csp).toMatch(/connect-src [^;]* ws:\/\/192\.0\.2\.10:9000 http:\/\/192\.0\.2\.10:9000/);
    expect(csp).toContain("script-src 'self'");
  });

  it('follows the host name each browser used, as config.json does', async () => {
    const server = await serve((requestHost) => ({
      database: { host: requestHost, port: 9000 },
    }));
    const csp = String((await get(server, '/', 'wall-pc.local:5173'))['content-security-policy']);
    expect(csp).toContain('ws://wall-pc.local:9000');
    // A forged Host header cannot widen the policy.
    const forged = await get(server, '/', 'evil.example;script-src *');
    expect(forged['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});
