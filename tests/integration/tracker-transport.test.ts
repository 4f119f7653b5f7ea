/**
 * The wall's tracker transport (renderer/data/tracker-service.ts) chooses where the calls
 * run, and over the room server's API it reaches the stand-in Jira as the page would:
 * its config.json from the server, its calls to the same origin.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REMEMBERED_CONNECTION_KEY } from '../../renderer/data/browser-trackers';
import { CROSS_ORIGIN_MESSAGE, openTrackerService } from '../../renderer/data/tracker-service';
import { startRoomServer, type RoomServer } from '../../server/room-server';
import { fileCredentialStore } from '../../server/trackers/credentials-file';
import type { StoryPointBridge } from '../../shared/bridge-types';
import type { TrackerService } from '../../shared/trackers/contract';
import { createLocalTrackerService } from '../../shared/trackers/local-service';
import {
  makeIssues,
  startJiraStandIn,
  TEAM_ESTIMATE,
  type JiraStandIn,
} from '../support/jira-stand-in';

const TOKEN = 'ATATT-transport-secret-55555';
let room: RoomServer | null = null;
let jira: JiraStandIn | null = null;

afterEach(async () => {
  await room?.stop();
  await jira?.close();
  room = null;
  jira = null;
});

/** `fetch` as a page at `origin` does it: relative URLs on its origin, Origin sent on a POST. */
/** A localStorage of this test's own. */
function memoryStorage() {
  const kept = new Map<string, string>();
  return {
    kept,
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
}

function pageFetch(origin: string): typeof fetch {
  return (input, init) => {
    const url = new URL(String(input), origin);
    const headers = new Headers(init?.headers);
    if (init?.method === 'POST') headers.set('origin', origin);
    return fetch(url, { ...init, headers });
  };
}

describe('openTrackerService', () => {
  it('takes the kiosk’s bridge when it offers trackers, without reading config.json', async () => {
    const trackers = {
      status: () => Promise.resolve({ ok: true, value: null }),
    } as unknown as TrackerService;
    const service = await openTrackerService({
      bridge: { trackers } as unknown as StoryPointBridge,
      fetch: () => Promise.reject(new Error('config.json must not be read')),
    });
    expect(service).toBe(trackers);
  });

  it('in a browser on its own, a Jira connect answers cross-origin, naming the kiosk and npm start', async () => {
    const service = await openTrackerService({
      config: { site: 'https://team.web.app' },
      storage: memoryStorage(),
    });
    expect(await service.status()).toEqual({ ok: true, value: null });
    const connect = await service.connect({
      kind: 'jira-cloud',
      baseUrl: 'https://acme.atlassian.net',
      email: 'a@b.c',
      token: 't',
    });
    expect(connect).toEqual({
      ok: false,
      failure: { kind: 'cross-origin', message: CROSS_ORIGIN_MESSAGE },
    });
    expect(CROSS_ORIGIN_MESSAGE).toMatch(/kiosk.*npm start/);
    // Without a connection there is nothing to call: the wall asks to connect first.
    for (const answer of [
      await service.importByQuery('project = PAY', 500),
      await service.writeEstimate({ key: 'PAY-1', fieldId: TEAM_ESTIMATE, value: 3 }),
    ]) {
      expect(answer).toMatchObject({ ok: false, failure: { kind: 'credentials' } });
    }
  });

  it('a Jira connection forged into the browser’s storage is never called: cross-origin', async () => {
    const storage = memoryStorage();
    storage.setItem(
      REMEMBERED_CONNECTION_KEY,
      JSON.stringify({
        jira: { kind: 'jira-server', baseUrl: 'https://j.example', token: 't', account: 'a' },
      }),
    );
    const service = await openTrackerService({ config: {}, storage });
    expect(await service.importByQuery('project = PAY', 500)).toEqual({
      ok: false,
      failure: { kind: 'cross-origin', message: CROSS_ORIGIN_MESSAGE },
    });
  });

  it('on a page the room server served, calls through its API to Jira', async () => {
    jira = await startJiraStandIn({
      kind: 'jira-cloud',
      email: 'ana@example.com',
      token: TOKEN,
      issues: makeIssues('PAY', 2, 'team-managed', true),
      projects: { PAY: 'team-managed' },
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'story-point-transport-'));
    room = await startRoomServer({
      webRoot: 'dist/web',
      port: 0,
      databasePort: 0,
      host: '127.0.0.1',
      quiet: true,
      trackers: createLocalTrackerService({ store: fileCredentialStore(dataDir) }),
      log: () => undefined,
    });
    const service = await openTrackerService({ fetch: pageFetch(`http://127.0.0.1:${room.port}`) });
    expect(
      await service.connect({
        kind: 'jira-cloud',
        baseUrl: jira.baseUrl,
        email: 'ana@example.com',
        token: TOKEN,
      }),
    ).toMatchObject({
      ok: true,
      value: { account: 'Ana Lima' },
    });
    const imported = await service.importByQuery('project = PAY', 500);
    expect(imported).toMatchObject({
      ok: true,
      value: {
        stories: [
          { key: 'PAY-1', estimate: 1 },
          { key: 'PAY-2', estimate: 2 },
        ],
      },
    });
    jira.fail({ method: 'PUT', status: 429, retryAfter: '12' });
    expect(
      await service.writeEstimate({ key: 'PAY-1', fieldId: TEAM_ESTIMATE, value: 5 }),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', retryAfterMs: 12_000 },
    });
    expect(await service.writeEstimate({ key: 'PAY-1', fieldId: TEAM_ESTIMATE, value: 5 })).toEqual(
      {
        ok: true,
        value: { written: true },
      },
    );

    // A page of another origin is refused by the server, and told so as a permission failure.
    const foreign = await openTrackerService({
      config: { trackers: 'room-server' },
      fetch: (input, init) =>
        fetch(new URL(String(input), `http://127.0.0.1:${room!.port}`), {
          ...init,
          headers: { ...init?.headers, origin: 'https://evil.example' },
        }),
    });
    expect(await foreign.status()).toMatchObject({ ok: false, failure: { kind: 'permission' } });

    // The server gone: a network failure the wall retries.
    const port = room.port;
    await room.stop();
    room = null;
    const orphan = await openTrackerService({
      config: { trackers: 'room-server' },
      fetch: pageFetch(`http://127.0.0.1:${port}`),
    });
    expect(await orphan.status()).toMatchObject({
      ok: false,
      failure: { kind: 'network', retryAfterMs: 2_000 },
    });
  });
});
