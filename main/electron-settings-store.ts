/**
 * {@link SettingsStore} on electron-store: a JSON file (`config.json`) in the
 * app's userData folder, written atomically. The constructor is injected so
 * the adapter is tested without Electron; `main/index.ts` passes the real one.
 */
import { DEFAULT_SETTINGS, sanitizeSetting, type Settings, type SettingsStore } from './settings';

/** The part of electron-store's API the adapter uses. */
export interface KeyValueFile {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** Constructor of electron-store (or a fake with the same options). */
export type KeyValueFileConstructor = new (options: {
  name?: string;
  cwd?: string;
  defaults?: Record<string, unknown>;
  clearInvalidConfig?: boolean;
}) => KeyValueFile;

/**
 * Opens the settings file. `clearInvalidConfig` makes a corrupt file start
 * over instead of throwing at startup, and each read is sanitised again because
 * a file can be valid JSON yet hold values of the wrong shape.
 */
export function electronSettingsStore(
  Store: KeyValueFileConstructor,
  options: { cwd?: string } = {},
): SettingsStore {
  const file = new Store({
    name: 'config',
    ...options,
    defaults: { ...DEFAULT_SETTINGS },
    clearInvalidConfig: true,
  });
  return {
    get: <K extends keyof Settings>(key: K) => sanitizeSetting(key, file.get(key)),
    set: <K extends keyof Settings>(key: K, value: Settings[K]) =>
      file.set(key, sanitizeSetting(key, value)),
  };
}
