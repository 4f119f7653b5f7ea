/**
 * The kiosk's persisted settings and the small store interface they live
 * behind. Production uses electron-store (see `electron-settings-store.ts`);
 * tests use {@link memorySettingsStore} or {@link jsonFileSettingsStore} on a
 * temporary file, so no module here needs Electron to run.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isHostName } from '../server/db/host-check';
import { DEFAULT_RETENTION_DAYS, isRetentionDays } from '../server/db/retention';
import { isNormalizedScreenCode } from '../shared/screen-code';

/** Port of the participant pages in the kiosk's room-server mode (documented in docs/kiosk.md). */
export const DEFAULT_ROOM_PORT = 7700;

/** What the kiosk remembers between runs. */
export interface Settings {
  /** The screen code shown last; null until a screen has been shown. */
  lastScreenCode: string | null;
  /** Whether the kiosk should start when the user logs in (the OS entry follows it). */
  startAtLogin: boolean;
  /**
   * The runtime config served to the renderer as `/config.json` (a Firebase
   * web config or a local database host and port); null serves none, and the
   * renderer falls back to the local database on 127.0.0.1.
   */
  runtimeConfig: Record<string, unknown> | null;
  /**
   * Room-server mode: with no database in the runtime config (no Firebase project,
   * no company server), the kiosk serves its own database and participant pages to
   * the room's network. Off (`--no-room-server`), nothing listens.
   */
  roomServer: boolean;
  /** Port of the participant pages in room-server mode; the database uses the next one. */
  roomPort: number;
  /** Days the room server keeps a screen code nobody writes to (docs/data-contract.md). */
  roomRetentionDays: number;
  /**
   * Further names the room server's database may be reached by (its requests' Host
   * header), beyond loopback, this computer's addresses and the join link's: names an
   * operator gives this computer. `DB_ALLOWED_HOSTS` adds to them.
   */
  roomAllowedHosts: readonly string[];
  /**
   * The tracker connection (docs/trackers.md), encrypted with the OS keychain
   * (Electron `safeStorage`) and base64-encoded; null when none is kept.
   */
  trackerCredential: string | null;
}

/** Settings of a first start. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  lastScreenCode: null,
  startAtLogin: false,
  runtimeConfig: null,
  roomServer: true,
  roomPort: DEFAULT_ROOM_PORT,
  roomRetentionDays: DEFAULT_RETENTION_DAYS,
  roomAllowedHosts: [],
  trackerCredential: null,
});

/** A port the room server may use: 1024-65534 (no privileges needed, and room for the database's). */
export function isRoomPort(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1024 && value <= 65534;
}

/** Whether `value` is a list of host names (see `isHostName`). */
function isHostNames(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string' && isHostName(v));
}

/** An encrypted credential as kept: base64, of a sane size. */
function isEncrypted(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= 16_384 &&
    /^[A-Za-z0-9+/]+={0,2}$/.test(value)
  );
}

/** Key-value access to {@link Settings}; every read is already validated. */
export interface SettingsStore {
  get<K extends keyof Settings>(key: K): Settings[K];
  set<K extends keyof Settings>(key: K, value: Settings[K]): void;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Validates one stored value. A hand-edited or corrupt settings file must not
 * keep the wall from starting, so anything of the wrong shape reads as the default.
 */
export function sanitizeSetting<K extends keyof Settings>(key: K, value: unknown): Settings[K] {
  switch (key) {
    case 'lastScreenCode':
      return (
        typeof value === 'string' && isNormalizedScreenCode(value) ? value : null
      ) as Settings[K];
    case 'startAtLogin':
      return (typeof value === 'boolean' ? value : false) as Settings[K];
    case 'runtimeConfig':
      return (isPlainObject(value) ? value : null) as Settings[K];
    case 'roomServer':
      return (typeof value === 'boolean' ? value : true) as Settings[K];
    case 'roomPort':
      return (isRoomPort(value) ? value : DEFAULT_ROOM_PORT) as Settings[K];
    case 'roomRetentionDays':
      return (isRetentionDays(value) ? value : DEFAULT_RETENTION_DAYS) as Settings[K];
    case 'roomAllowedHosts':
      return (isHostNames(value) ? value : []) as Settings[K];
    case 'trackerCredential':
      return (isEncrypted(value) ? value : null) as Settings[K];
    default:
      return DEFAULT_SETTINGS[key];
  }
}

/** Validates a whole parsed settings object (unknown keys dropped). */
export function sanitizeSettings(raw: unknown): Settings {
  const obj = isPlainObject(raw) ? raw : {};
  return {
    lastScreenCode: sanitizeSetting('lastScreenCode', obj.lastScreenCode),
    startAtLogin: sanitizeSetting('startAtLogin', obj.startAtLogin),
    runtimeConfig: sanitizeSetting('runtimeConfig', obj.runtimeConfig),
    roomServer: sanitizeSetting('roomServer', obj.roomServer),
    roomPort: sanitizeSetting('roomPort', obj.roomPort),
    roomRetentionDays: sanitizeSetting('roomRetentionDays', obj.roomRetentionDays),
    roomAllowedHosts: sanitizeSetting('roomAllowedHosts', obj.roomAllowedHosts),
    trackerCredential: sanitizeSetting('trackerCredential', obj.trackerCredential),
  };
}

/** Settings held in memory only. */
export function memorySettingsStore(initial: Partial<Settings> = {}): SettingsStore & {
  snapshot(): Settings;
} {
  let current = sanitizeSettings({ ...DEFAULT_SETTINGS, ...initial });
  return {
    get: (key) => current[key],
    set: (key, value) => {
      current = { ...current, [key]: sanitizeSetting(key, value) };
    },
    snapshot: () => ({ ...current }),
  };
}

/**
 * Settings in a JSON file, written atomically (temp file then rename) so a
 * power cut mid-write leaves the previous settings, not a torn file. The same
 * file format electron-store uses, so tests can prepare what the kiosk reads.
 */
export function jsonFileSettingsStore(file: string): SettingsStore {
  const read = (): Settings => {
    try {
      return sanitizeSettings(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      return { ...DEFAULT_SETTINGS };
    }
  };
  return {
    get: (key) => read()[key],
    set: (key, value) => {
      const next = { ...read(), [key]: sanitizeSetting(key, value) };
      mkdirSync(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(next, null, 2));
      renameSync(tmp, file);
    },
  };
}
