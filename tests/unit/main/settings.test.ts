import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  electronSettingsStore,
  type KeyValueFileConstructor,
} from '../../../main/electron-settings-store';
import {
  DEFAULT_SETTINGS,
  jsonFileSettingsStore,
  memorySettingsStore,
  sanitizeSetting,
  sanitizeSettings,
} from '../../../main/settings';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'story-point-settings-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('sanitizeSetting: a corrupt value reads as the default', () => {
  it.each([
    ['lastScreenCode', 'team-a', 'team-a'],
    ['lastScreenCode', 'screen-ab12cd34', 'screen-ab12cd34'],
    ['lastScreenCode', 'Team A', null], // not normalised: would open a different screen
    ['lastScreenCode', '', null],
    ['lastScreenCode', 42, null],
    ['lastScreenCode', null, null],
    ['startAtLogin', true, true],
    ['startAtLogin', 'true', false],
    ['startAtLogin', undefined, false],
    ['runtimeConfig', { database: { host: 'h', port: 1 } }, { database: { host: 'h', port: 1 } }],
    ['runtimeConfig', [1, 2], null],
    ['runtimeConfig', 'x', null],
    ['roomServer', false, false],
    ['roomServer', 'no', true], // unreadable: the out-of-the-box mode
    ['roomPort', 8080, 8080],
    ['roomPort', 80, 7700], // would need privileges
    ['roomPort', 65535, 7700], // no room for the database's port after it
    ['roomPort', 7700.5, 7700],
    ['roomPort', '8080', 7700],
    ['roomRetentionDays', 30, 30],
    ['roomRetentionDays', 0.5, 0.5],
    ['roomRetentionDays', 0, 90], // would forget every room at once
    ['roomRetentionDays', -7, 90],
    ['roomRetentionDays', Infinity, 90],
    ['roomRetentionDays', '30', 90],
    [
      'roomAllowedHosts',
      ['room-pc.example', '[2001:db8::10]'],
      ['room-pc.example', '[2001:db8::10]'],
    ],
    ['roomAllowedHosts', ['room-pc.example:7701'], []], // a port is no host name
    ['roomAllowedHosts', ['story.example', 7], []],
    ['roomAllowedHosts', 'story.example', []],
    ['trackerCredential', 'djEwAAAB+/8=', 'djEwAAAB+/8='],
    ['trackerCredential', '{"jira":{"token":"x"}}', null], // never a clear credential
    ['trackerCredential', '', null],
    ['trackerCredential', 7, null],
  ] as const)('%s = %j reads as %j', (key, value, expected) => {
    expect(sanitizeSetting(key, value)).toEqual(expected);
  });

  it('a settings file that is not an object gives the first-start settings', () => {
    expect(sanitizeSettings([])).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings(null)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('memorySettingsStore', () => {
  it('starts empty and keeps what is set, validated', () => {
    const store = memorySettingsStore();
    expect(store.get('lastScreenCode')).toBeNull();
    store.set('lastScreenCode', 'team-a');
    store.set('startAtLogin', true);
    expect(store.snapshot()).toEqual({
      lastScreenCode: 'team-a',
      startAtLogin: true,
      runtimeConfig: null,
      roomServer: true,
      roomPort: 7700,
      roomRetentionDays: 90,
      roomAllowedHosts: [],
      trackerCredential: null,
    });
    store.set('lastScreenCode', 'not normal!' as string);
    expect(store.get('lastScreenCode')).toBeNull();
  });
});

describe('jsonFileSettingsStore (a temporary settings file)', () => {
  it('persists across instances, as across kiosk restarts', () => {
    const file = path.join(tempDir(), 'nested', 'config.json');
    const first = jsonFileSettingsStore(file);
    expect(first.get('lastScreenCode')).toBeNull();
    first.set('lastScreenCode', 'room-4');
    first.set('runtimeConfig', { database: { host: '127.0.0.1', port: 9000 } });
    const second = jsonFileSettingsStore(file);
    expect(second.get('lastScreenCode')).toBe('room-4');
    expect(second.get('runtimeConfig')).toEqual({ database: { host: '127.0.0.1', port: 9000 } });
    expect(JSON.parse(readFileSync(file, 'utf8')).lastScreenCode).toBe('room-4');
  });

  it('a corrupt file gives defaults and is replaced on the next write', () => {
    const file = path.join(tempDir(), 'config.json');
    writeFileSync(file, '{ not json');
    const store = jsonFileSettingsStore(file);
    expect(store.get('startAtLogin')).toBe(false);
    store.set('startAtLogin', true);
    expect(jsonFileSettingsStore(file).get('startAtLogin')).toBe(true);
  });
});

describe('electronSettingsStore (electron-store adapter)', () => {
  function fakeStoreClass() {
    const created: { options: unknown; data: Map<string, unknown> }[] = [];
    const Store = class {
      data = new Map<string, unknown>();
      constructor(options: { defaults?: Record<string, unknown> }) {
        for (const [k, v] of Object.entries(options.defaults ?? {})) this.data.set(k, v);
        created.push({ options, data: this.data });
      }
      get(key: string) {
        return this.data.get(key);
      }
      set(key: string, value: unknown) {
        this.data.set(key, value);
      }
    };
    return { Store: Store as KeyValueFileConstructor, created };
  }

  it('opens config.json with defaults, recovering from an invalid file', () => {
    const { Store, created } = fakeStoreClass();
    electronSettingsStore(Store, { cwd: '/tmp/x' });
    expect(created[0]?.options).toMatchObject({
      name: 'config',
      cwd: '/tmp/x',
      clearInvalidConfig: true,
      defaults: DEFAULT_SETTINGS,
    });
  });

  it('writes through and validates what it reads back', () => {
    const { Store, created } = fakeStoreClass();
    const store = electronSettingsStore(Store);
    store.set('lastScreenCode', 'team-a');
    expect(created[0]?.data.get('lastScreenCode')).toBe('team-a');
    expect(store.get('lastScreenCode')).toBe('team-a');
    created[0]?.data.set('startAtLogin', 'yes'); // hand-edited file
    expect(store.get('startAtLogin')).toBe(false);
  });
});
