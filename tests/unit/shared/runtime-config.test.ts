import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LOCAL_DATABASE,
  loadRuntimeConfig,
  parseRuntimeConfig,
} from '../../../shared/runtime-config';

const local = { database: DEFAULT_LOCAL_DATABASE };

describe('parseRuntimeConfig', () => {
  it.each([
    ['an empty object', {}, local, 0],
    ['not an object', 'nope', local, 1],
    ['an array', [], local, 1],
    [
      'a local database',
      { database: { host: '10.0.0.5', port: 9100 } },
      { database: { host: '10.0.0.5', port: 9100, namespace: 'story-point-local' } },
      0,
    ],
    [
      'a local database with namespace',
      { database: { host: 'db', port: 1, namespace: 'ns' } },
      { database: { host: 'db', port: 1, namespace: 'ns' } },
      0,
    ],
    ['a port out of range', { database: { host: 'db', port: 70000 } }, local, 1],
    ['a port as text', { database: { host: 'db', port: '9000' } }, local, 1],
    [
      'a Firebase project',
      {
        firebase: {
          databaseURL: 'https://p-default-rtdb.firebaseio.com',
          apiKey: 'k',
          projectId: 'p',
        },
      },
      {
        firebase: {
          databaseURL: 'https://p-default-rtdb.firebaseio.com',
          apiKey: 'k',
          projectId: 'p',
          authDomain: undefined,
          appId: undefined,
        },
      },
      0,
    ],
    ['a Firebase project without https URL', { firebase: { databaseURL: 'http://x' } }, local, 1],
  ])('%s', (_name, raw, expected, problemCount) => {
    const { config, problems } = parseRuntimeConfig(raw);
    expect(config).toEqual(expected);
    expect(problems).toHaveLength(problemCount);
  });
});

describe('parseRuntimeConfig: the public address of the participant pages (site)', () => {
  const firebase = { databaseURL: 'https://my-project-default-rtdb.firebaseio.com' };

  it.each([
    [
      'a Firebase project with no site: its Hosting address',
      { firebase: { ...firebase, projectId: 'my-project' } },
      'https://my-project.web.app',
      0,
    ],
    [
      'a Firebase project with a site: the site',
      { firebase: { ...firebase, projectId: 'my-project' }, site: 'https://poker.example.com/' },
      'https://poker.example.com',
      0,
    ],
    ['a Firebase project without projectId', { firebase }, undefined, 0],
    [
      'a Firebase project with a broken site: its Hosting address, reported',
      { firebase: { ...firebase, projectId: 'my-project' }, site: 'app://story-point' },
      'https://my-project.web.app',
      1,
    ],
    [
      'a company server with its site',
      { database: { host: 'db.example.com', port: 9000 }, site: 'http://poker.example.com' },
      'http://poker.example.com',
      0,
    ],
    ['a site alone', { site: 'http://192.0.2.10:7700' }, 'http://192.0.2.10:7700', 0],
    ['a file:// site, reported', { site: 'file:///index.html' }, undefined, 1],
    ['a site that is not text, reported', { site: ['https://x.example'] }, undefined, 1],
  ])('%s', (_name, raw, site, problemCount) => {
    const { config, problems } = parseRuntimeConfig(raw);
    expect(config.site).toBe(site);
    expect(problems).toHaveLength(problemCount);
  });
});

describe("parseRuntimeConfig: the deployment's default language (lang)", () => {
  it.each([
    ['a language', { lang: 'de' }, 'de', 0],
    ['a language with its region', { lang: 'pt-BR' }, 'pt-BR', 0],
    [
      'with a Firebase project',
      { firebase: { databaseURL: 'https://x.firebaseio.com' }, lang: 'ja' },
      'ja',
      0,
    ],
    ['with a local database', { database: { host: 'h', port: 2 }, lang: 'ar' }, 'ar', 0],
    ['none', {}, undefined, 0],
    ['not text, reported', { lang: 7 }, undefined, 1],
    ['not a language tag, reported', { lang: 'German please' }, undefined, 1],
    ['empty, reported', { lang: '' }, undefined, 1],
    ['markup, reported', { lang: '<b>de</b>' }, undefined, 1],
  ])('%s', (_name, raw, lang, problemCount) => {
    const { config, problems } = parseRuntimeConfig(raw);
    expect(config.lang).toBe(lang);
    expect(problems).toHaveLength(problemCount);
    if (problemCount) expect(problems[0]).toContain('"lang"');
  });

  it('keeps the language beside the site', () => {
    expect(parseRuntimeConfig({ site: 'https://p.example', lang: 'fr' }).config).toEqual({
      database: DEFAULT_LOCAL_DATABASE,
      site: 'https://p.example',
      lang: 'fr',
    });
  });
});

describe('loadRuntimeConfig', () => {
  const respond = (status: number, body: string) =>
    vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

  it('uses the local database when there is no config.json', async () => {
    const warn = vi.fn();
    expect(await loadRuntimeConfig(respond(404, 'not found'), warn)).toEqual(local);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and falls back on broken JSON', async () => {
    const warn = vi.fn();
    expect(await loadRuntimeConfig(respond(200, '{oops'), warn)).toEqual(local);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not valid JSON'));
  });

  it('reads a valid config', async () => {
    const warn = vi.fn();
    const body = JSON.stringify({ database: { host: 'h', port: 2 } });
    expect(await loadRuntimeConfig(respond(200, body), warn)).toEqual({
      database: { host: 'h', port: 2, namespace: 'story-point-local' },
    });
  });

  it('falls back when the fetch itself fails', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    expect(await loadRuntimeConfig(failing, vi.fn())).toEqual(local);
  });
});

describe('loadRuntimeConfig: reconnect schedule', () => {
  const respond = (body: unknown) =>
    vi.fn(
      async () => new Response(JSON.stringify(body), { status: 200 }),
    ) as unknown as typeof fetch;

  it('passes a valid schedule on with the database', async () => {
    const warn = vi.fn();
    const config = await loadRuntimeConfig(respond({ reconnect: { delaysMs: [500] } }), warn);
    expect(config).toEqual({ database: DEFAULT_LOCAL_DATABASE, reconnectDelaysMs: [500] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about a broken schedule and keeps the rest of the config', async () => {
    const warn = vi.fn();
    const config = await loadRuntimeConfig(
      respond({ database: { host: 'db', port: 9 }, reconnect: { delaysMs: [1] } }),
      warn,
    );
    expect(config).toEqual({ database: { host: 'db', port: 9, namespace: 'story-point-local' } });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"reconnect" needs "delaysMs"/));
  });
});

describe('parseRuntimeConfig: who makes the tracker calls (trackers)', () => {
  it('keeps "room-server" and drops anything else', () => {
    expect(parseRuntimeConfig({ trackers: 'room-server' }).config.trackers).toBe('room-server');
    expect(
      parseRuntimeConfig({ trackers: 'https://evil.example' }).config.trackers,
    ).toBeUndefined();
    expect(parseRuntimeConfig({}).config.trackers).toBeUndefined();
  });
});
