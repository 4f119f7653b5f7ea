/**
 * Room-server mode of the kiosk, with the fake Electron and real servers on
 * loopback: the LAN address is injected (192.0.2.10, a documentation address)
 * through the interface lookup and checked as text; every request goes to 127.0.0.1.
 */
import { request } from 'node:http';
import { createServer, connect } from 'node:net';
import type { NetworkInterfaceInfo } from 'node:os';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startKioskApp, type KioskApp } from '../../../main/kiosk-app';
import { DATA_FILE_NAME } from '../../../server/db/persistence';
import { ACTIVITY_KEY, DAY_MS } from '../../../server/db/retention';
import { NETWORK_CHECK_MS, ROOM_DATABASE_FOLDER } from '../../../main/room-mode';
import { parseRuntimeConfig } from '../../../shared/runtime-config';
import { fakeEvent } from '../main/fake-electron';
import { cleanupKiosks, kiosk } from '../main/kiosk-harness';

const running: KioskApp[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((k) => k.room.server?.stop()));
  cleanupKiosks();
});

function lan(address: string): NodeJS.Dict<NetworkInterfaceInfo[]> {
  const info = (a: string, internal: boolean): NetworkInterfaceInfo => ({
    address: a,
    netmask: '255.255.255.0',
    family: 'IPv4',
    mac: '02:00:00:00:00:01',
    internal,
    cidr: null,
  });
  return {
    lo: [info('127.0.0.1', true)],
    docker0: [info('172.17.0.1', false)],
    eth0: [info(address, false)],
  };
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port whose next port is free too (pages and database). */
async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port: p } = server.address() as { port: number };
        server.close(() => resolve(p));
      });
    });
    if (port <= 65533 && (await canListen(port + 1))) return port;
  }
}

/** Whether anything accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function appConfig(k: ReturnType<typeof kiosk>): Promise<Record<string, unknown>> {
  const handler = k.protocolHandlers.get('app')!;
  const response = await handler(new Request('app://story-point/config.json'));
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function start(k: ReturnType<typeof kiosk>): Promise<KioskApp> {
  const started = await startKioskApp(k.electron, k.options);
  expect(started).not.toBeNull();
  running.push(started!);
  return started!;
}

describe('room-server mode (no config): the kiosk serves the room itself', () => {
  it('starts database and participant pages on the configured port; the wall’s config carries the LAN site', async () => {
    const port = await freePortPair();
    const k = kiosk([`--room-port=${port}`], { roomServer: true });
    k.interfaces.current = lan('192.0.2.10');
    const started = await start(k);

    expect(started.room.server?.port).toBe(port);
    expect(started.room.server?.database.port).toBe(port + 1);
    expect(k.settings.get('roomPort')).toBe(port); // remembered
    expect(await listening(port)).toBe(true);
    expect(await listening(port + 1)).toBe(true);

    // The kiosk's own window: the database on this computer, the join link on the LAN.
    const config = await appConfig(k);
    expect(config).toEqual({
      database: { host: '127.0.0.1', port: port + 1, namespace: 'story-point-local' },
      site: `http://192.0.2.10:${port}`,
    });
    expect(parseRuntimeConfig(config)).toEqual({ config, problems: [] });

    // A browser on the network gets the pages and a config naming the host it used.
    const page = await fetch(`http://127.0.0.1:${port}/team-a/vote`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Story Point</title>');
    const remote = await (await fetch(`http://127.0.0.1:${port}/config.json`)).json();
    expect(remote).toEqual({
      database: { host: '127.0.0.1', port: port + 1, namespace: 'story-point-local' },
      site: `http://192.0.2.10:${port}`,
    });
    // The database answers on its port.
    const db = await fetch(`http://127.0.0.1:${port + 1}/`);
    expect(await db.text()).toContain('Story Point local Realtime Database');
  });

  it('keeps the room’s data in the user data folder across restarts', async () => {
    const port = await freePortPair();
    const first = kiosk([], { roomServer: true, roomPort: port });
    const started = await start(first);
    const record = { userId: 'u1', userName: 'Ann', selected: '', showCard: false, lastUpdate: 1 };
    started.room.server!.database.setData('screens/team-a/u1', record);
    first.app.emit('will-quit', fakeEvent());
    await expect.poll(() => first.app.quits).toBe(1);
    expect(existsSync(path.join(first.userData, ROOM_DATABASE_FOLDER, DATA_FILE_NAME))).toBe(true);

    // The next start of the same kiosk (same user data folder) has the data back.
    const second = kiosk();
    second.options.settings = first.settings;
    second.options.userDataDir = first.userData;
    const again = await start(second);
    expect(again.room.server!.port).toBe(port);
    expect(again.room.server!.database.getData('screens/team-a/u1')).toEqual(record);
  });

  it('forgets screen codes idle past the retention set with --room-retention-days (remembered); 90 days otherwise', async () => {
    const port = await freePortPair();
    const now = Date.now();
    const k = kiosk(['--room-retention-days=1'], { roomServer: true, roomPort: port });
    // A data file from an earlier run: one room written two days ago, one just now.
    const dataDir = path.join(k.userData, ROOM_DATABASE_FOLDER);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const saved = {
      configs: { old: { textColor: '#111' }, fresh: { textColor: '#222' } },
      [ACTIVITY_KEY]: { old: now - 2 * DAY_MS, fresh: now },
    };
    writeFileSync(path.join(dataDir, DATA_FILE_NAME), JSON.stringify(saved), { mode: 0o600 });
    const started = await start(k);
    expect(k.settings.get('roomRetentionDays')).toBe(1);
    expect(started.room.server!.database.getData('configs')).toEqual({
      fresh: { textColor: '#222' },
    });
    expect(k.logs).toContain('local-db: forgot 1 screen codes idle for 1 days');

    // Without the flag the same two-day-old room is kept.
    const other = kiosk([], { roomServer: true, roomPort: await freePortPair() });
    const otherDir = path.join(other.userData, ROOM_DATABASE_FOLDER);
    mkdirSync(otherDir, { recursive: true, mode: 0o700 });
    writeFileSync(path.join(otherDir, DATA_FILE_NAME), JSON.stringify(saved), { mode: 0o600 });
    const kept = await start(other);
    expect(other.settings.get('roomRetentionDays')).toBe(90);
    expect(kept.room.server!.database.getData('configs/old')).toEqual({ textColor: '#111' });
  });

  it('a retention that is not a positive number of days is refused and named; the setting stays', async () => {
    const port = await freePortPair();
    const k = kiosk(['--room-retention-days=0'], {
      roomServer: true,
      roomPort: port,
      roomRetentionDays: 30,
    });
    await start(k);
    expect(k.settings.get('roomRetentionDays')).toBe(30);
    expect(k.logs).toContain(
      '--room-retention-days needs a positive number of days (the default is 90).',
    );
  });

  it('a phone that reached the pages at the LAN address is sent to the database there, and its CSP allows it', async () => {
    const port = await freePortPair();
    const k = kiosk([], { roomServer: true, roomPort: port });
    k.interfaces.current = lan('192.0.2.10');
    await start(k);
    // Sent to 127.0.0.1, with the Host header a phone on the LAN would send.
    const { body, csp } = await new Promise<{ body: string; csp: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/config.json', headers: { host: `192.0.2.10:${port}` } },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () =>
            resolve({ body: text, csp: String(res.headers['content-security-policy']) }),
          );
        },
      );
      req.once('error', reject);
      req.end();
    });
    expect(JSON.parse(body)).toEqual({
      database: { host: '192.0.2.10', port: port + 1, namespace: 'story-point-local' },
      site: `http://192.0.2.10:${port}`,
    });
    expect(csp).toMatch(new RegExp(`connect-src [^;]*ws://192\\.0\\.2\\.10:${port + 1}`));
  });

  it('its database answers the names it is known by (the LAN address, those given with --room-allowed-hosts, remembered) and refuses a rebound name', async () => {
    const port = await freePortPair();
    const k = kiosk(['--room-allowed-hosts=room-pc.example, Story.Example'], {
      roomServer: true,
      roomPort: port,
    });
    k.interfaces.current = lan('192.0.2.10');
    await start(k);
    expect(k.settings.get('roomAllowedHosts')).toEqual(['room-pc.example', 'Story.Example']);
    const statusFor = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: port + 1, path: '/themes.json', headers: { host } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.once('error', reject);
        req.end();
      });
    expect(await statusFor(`192.0.2.10:${port + 1}`)).toBe(200);
    expect(await statusFor(`localhost:${port + 1}`)).toBe(200);
    expect(await statusFor(`room-pc.example:${port + 1}`)).toBe(200);
    expect(await statusFor('story.example')).toBe(200);
    expect(await statusFor(`rebind.attacker.example:${port + 1}`)).toBe(403);
  });

  it('a --room-allowed-hosts that names no host (a port, a URL) is refused and named; the setting stays', async () => {
    const k = kiosk(['--room-allowed-hosts=room-pc.example:7701'], {
      roomAllowedHosts: ['story.example'],
    });
    await startKioskApp(k.electron, k.options);
    expect(k.settings.get('roomAllowedHosts')).toEqual(['story.example']);
    expect(k.logs).toContain(
      '--room-allowed-hosts needs host names without a port, comma-separated (room-pc.example,192.0.2.10).',
    );
  });

  it('serves only the renderer build and config.json: nothing beside the web root, no kiosk settings', async () => {
    const port = await freePortPair();
    const k = kiosk([`--room-port=${port}`], { roomServer: true });
    writeFileSync(path.join(k.dir, 'secret.txt'), 'not for phones');
    await start(k);
    for (const probe of ['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/userData/config.json']) {
      const text = await (await fetch(`http://127.0.0.1:${port}${probe}`)).text();
      expect(text).not.toContain('not for phones');
      expect(text).not.toContain('lastScreenCode');
    }
  });

  it('follows the network: a new address changes the join link and reloads the wall', async () => {
    const k = kiosk([], { roomServer: true, roomPort: await freePortPair() });
    k.interfaces.current = lan('192.0.2.10');
    const started = await start(k);
    const port = started.room.server!.port;
    k.scheduler.advance(NETWORK_CHECK_MS);
    expect(k.window().webContents.reloads).toBe(0); // nothing changed
    k.interfaces.current = lan('192.0.2.77');
    k.scheduler.advance(NETWORK_CHECK_MS);
    expect(k.window().webContents.reloads).toBe(1);
    expect((await appConfig(k)).site).toBe(`http://192.0.2.77:${port}`);
    // Unplugged: no address phones could use, so the wall says so instead of a dead link.
    k.interfaces.current = {};
    k.scheduler.advance(NETWORK_CHECK_MS);
    expect(k.window().webContents.reloads).toBe(2);
    expect((await appConfig(k)).site).toBeUndefined();
  });

  it('a taken port: the room server takes a free one and says so', async () => {
    const port = await freePortPair();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const k = kiosk([], { roomServer: true, roomPort: port });
      k.interfaces.current = lan('192.0.2.10');
      const started = await start(k);
      const actual = started.room.server!.port;
      expect(actual).not.toBe(port);
      expect((await appConfig(k)).site).toBe(`http://192.0.2.10:${actual}`);
      expect(k.logs.some((l) => l.includes(`Port ${port}`) && l.includes('in use'))).toBe(true);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('quitting stops both servers before the app ends', async () => {
    const port = await freePortPair();
    const k = kiosk([], { roomServer: true, roomPort: port });
    await start(k);
    const quit = fakeEvent();
    k.app.emit('will-quit', quit);
    expect(quit.defaultPrevented).toBe(true); // held until the servers are closed
    await expect.poll(() => k.app.quits).toBe(1);
    expect(await listening(port)).toBe(false);
    expect(await listening(port + 1)).toBe(false);
    // The quit that follows goes through.
    const again = fakeEvent();
    k.app.emit('will-quit', again);
    expect(again.defaultPrevented).toBe(false);
    expect(k.scheduler.pending).toBe(0); // no network check left behind
  });
});

describe('no room server', () => {
  it('a Firebase config: no local server; the wall’s site is the project’s Hosting address', async () => {
    const port = await freePortPair();
    const k = kiosk([], { roomServer: true, roomPort: port });
    const file = path.join(k.dir, 'firebase.json');
    const firebase = {
      databaseURL: 'https://my-room-default-rtdb.firebaseio.com',
      projectId: 'my-room',
    };
    writeFileSync(file, JSON.stringify({ firebase }));
    k.options.argv = [`--config=${file}`];
    const started = await start(k);
    expect(started.room.server).toBeNull();
    expect(await listening(port)).toBe(false);
    expect(await listening(port + 1)).toBe(false);
    const { config } = parseRuntimeConfig(await appConfig(k));
    expect(config.site).toBe('https://my-room.web.app');
  });

  it('a company server (--config with host and site): no local server, its site on the wall', async () => {
    const port = await freePortPair();
    const k = kiosk([], { roomServer: true, roomPort: port });
    const file = path.join(k.dir, 'company.json');
    const company = {
      database: { host: 'poker-db.example.com', port: 9000 },
      site: 'https://poker.example.com',
    };
    writeFileSync(file, JSON.stringify(company));
    k.options.argv = [`--config=${file}`];
    const started = await start(k);
    expect(started.room.server).toBeNull();
    expect(await listening(port)).toBe(false);
    expect(await appConfig(k)).toEqual(company);
  });

  it('--no-room-server: nothing listens, and it is remembered', async () => {
    const port = await freePortPair();
    const k = kiosk(['--no-room-server'], { roomServer: true, roomPort: port });
    k.interfaces.current = lan('192.0.2.10');
    const started = await start(k);
    expect(started.room.server).toBeNull();
    expect(await listening(port)).toBe(false);
    expect(await listening(port + 1)).toBe(false);
    expect(k.settings.get('roomServer')).toBe(false);
    const quit = fakeEvent();
    k.app.emit('will-quit', quit);
    expect(quit.defaultPrevented).toBe(false);
  });
});
