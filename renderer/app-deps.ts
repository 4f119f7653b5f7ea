/**
 * Production wiring of the stores' dependencies: the Firebase gateway on the
 * runtime-configured database, the system clock, Math.random, the browser's
 * storage (or memory when the browser refuses it) and the platform bridge.
 */
import { createFirebaseGateway } from './data/firebase-gateway';
import { loadRuntimeConfig } from './data/runtime-config';
import { detectPlatform } from './platform/platform';
import { systemClock, type AppDeps, type KeyValueStorage } from './stores/deps';

/** In-memory storage for browsers that block Web Storage (private modes, policies). */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

/**
 * Wraps Web Storage so that a full quota or a revoked permission degrades to
 * an in-memory copy instead of throwing into a React render.
 */
export function safeStorage(get: () => Storage): KeyValueStorage {
  const fallback = memoryStorage();
  const attempt = <T>(fn: (s: Storage) => T, otherwise: () => T): T => {
    try {
      return fn(get());
    } catch {
      return otherwise();
    }
  };
  return {
    getItem: (k) =>
      attempt(
        (s) => s.getItem(k),
        () => fallback.getItem(k),
      ),
    setItem: (k, v) =>
      attempt(
        (s) => s.setItem(k, v),
        () => fallback.setItem(k, v),
      ),
    removeItem: (k) =>
      attempt(
        (s) => s.removeItem(k),
        () => fallback.removeItem(k),
      ),
  };
}

/** Loads the runtime config and builds the app's dependencies. */
export async function createAppDeps(): Promise<AppDeps> {
  const config = await loadRuntimeConfig();
  return {
    gateway: createFirebaseGateway(config),
    clock: systemClock,
    random: Math.random,
    sessionStorage: safeStorage(() => window.sessionStorage),
    localStorage: safeStorage(() => window.localStorage),
    platform: detectPlatform(),
    log: console,
  };
}
