/**
 * A TLS front for the local database, in place of `{name}.firebaseio.com`: the
 * browser resolves that name to this front (Chromium's `--host-resolver-rules`), so the
 * SDK runs its real `wss://` path. The certificate is self-signed, made with openssl
 * when the front starts (the browser runs with `--ignore-certificate-errors`). Only
 * loopback: it listens on 127.0.0.1 and forwards to the database there.
 *
 * `refuse()` makes the service unreachable (open connections dropped, new ones
 * refused) and `restore()` brings it back on the same port.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:tls';

export interface TlsFront {
  port: number;
  /** Drops every connection and refuses new ones, as a service that went away. */
  refuse(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A self-signed certificate for `*.{domain}`, made now. */
function selfSignedCertificate(domain: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'story-point-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=*.${domain}`,
        '-addext',
        `subjectAltName=DNS:*.${domain}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });

/** Starts a TLS front on a free loopback port that forwards to `targetPort`. */
export async function startTlsFront(
  targetPort: number,
  domain = 'firebaseio.com',
): Promise<TlsFront> {
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  const server = createServer(selfSignedCertificate(domain), (client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  server.on('connection', track);
  const port = await listen(server, 0);
  let listening = true;
  const refuse = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  };
  return {
    port,
    refuse,
    async restore() {
      if (listening) return;
      await listen(server, port);
      listening = true;
    },
    close: refuse,
  };
}
