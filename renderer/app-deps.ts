/**
 * Production wiring of the stores' dependencies: the Firebase gateway on the
 * runtime-configured database, the system clock, Math.random, the browser's
 * storage (or memory when the browser refuses it) and cookies, and the platform bridge.
 */
import { deferGateway } from './data/deferred-gateway';
import type { DatabaseGateway } from './data/gateway';
import { loadRuntimeConfig } from '../shared/runtime-config';
import { lazyFirstLook } from './data/lazy-first-look';
import { MAX_PARTICIPANTS } from './domain/constants';
import { detectPlatform, type Platform } from './platform/platform';
import {
  systemClock,
  type AppDeps,
  type AudioOutput,
  type CookieJar,
  type KeyValueStorage,
} from './stores/common/deps';

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

/**
 * The page's cookies, read and written through `doc().cookie`; a page that refuses
 * cookies (the kiosk's app://, a sandbox) reads none and keeps none, never throwing.
 */
export function browserCookies(doc: () => { cookie: string }): CookieJar {
  return {
    read: () => {
      try {
        return doc().cookie;
      } catch {
        return '';
      }
    },
    write: (cookie) => {
      try {
        doc().cookie = cookie;
      } catch {
        // Nothing to keep it in: the device's choice still lives in its local storage.
      }
    },
  };
}

/**
 * The page's sound output, or null where it has none or may not make sound yet. A
 * browser lets a page make sound only after a touch or a key on it, and logs a warning
 * for an output made before: so none is made until then. The kiosk's window may make
 * sound from the start (main/window.ts).
 */
export function pageAudio(
  platform: Pick<Platform, 'kind'>,
  page: {
    AudioContext?: new () => AudioOutput;
    navigator: { userActivation?: { hasBeenActive: boolean } };
  } = window,
): AudioOutput | null {
  if (typeof page.AudioContext !== 'function') return null;
  if (platform.kind !== 'kiosk' && page.navigator.userActivation?.hasBeenActive === false)
    return null;
  return new page.AudioContext();
}

/**
 * Builds the app's dependencies at once, so the page renders without waiting for the
 * network: the gateway is a deferred one until `databaseCode` (the Firebase SDK chunk) and
 * the runtime config (fetched meanwhile; index.html preloads it) have both arrived.
 *
 * @param databaseCode - loads the gateway module: on the phone once the page's own code
 *   is in, so the SDK never competes with what the phone needs first
 * @param wallCode - the wall's screen code: it takes a first look at its room by REST
 *   (data/first-look.ts) and evaluates the SDK once those cards are painted; null on
 *   other pages, which ask for the SDK at once
 */
export function createAppDeps(
  databaseCode: () => Promise<typeof import('./data/firebase-gateway')>,
  wallCode: string | null = null,
): AppDeps {
  const config = loadRuntimeConfig();
  const firstLook =
    wallCode === null
      ? null
      : lazyFirstLook(
          import('./data/first-look').then((look) =>
            look.restFirstLook(wallCode, MAX_PARTICIPANTS, config, {
              fetch: (url) => fetch(url),
              afterPaint: look.afterNextPaint,
              setTimeout: (fn, ms) => window.setTimeout(fn, ms),
            }),
          ),
        );
  const gateway: Promise<DatabaseGateway> = Promise.all([
    config,
    (firstLook?.shown ?? Promise.resolve()).then(databaseCode),
  ]).then(([loaded, module]) => module.createFirebaseGateway(loaded));
  const platform = detectPlatform();
  // The tracker's connector, for the wall only, loaded when its stores first ask (a
  // failed load is asked again: the network may be back).
  let trackerService: ReturnType<NonNullable<AppDeps['trackerService']>> | null = null;
  const openTracker = () =>
    (trackerService ??= import('./data/tracker-service')
      .then((m) => m.openTrackerService())
      .catch((e: unknown) => {
        trackerService = null;
        throw e;
      }));
  return {
    gateway: deferGateway(gateway, undefined, firstLook),
    clock: systemClock,
    random: Math.random,
    sessionStorage: safeStorage(() => window.sessionStorage),
    localStorage: safeStorage(() => window.localStorage),
    platform,
    log: console,
    configuredSite: config.then((loaded) => loaded.site),
    configuredLang: config.then((loaded) => loaded.lang),
    cookies: browserCookies(() => document),
    vibrate: (pattern) => {
      // Missing in some browsers (Safari), and refused before the page was touched.
      if (typeof navigator.vibrate === 'function') navigator.vibrate([...pattern]);
    },
    audio: () => pageAudio(platform),
    ...(wallCode === null ? {} : { trackerService: openTracker }),
  };
}
