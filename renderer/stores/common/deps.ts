/**
 * What every store may need from the outside world, injected in its constructor
 * so that tests can pass a fake clock, a seeded random source, in-memory storage
 * or a gateway on the local database. Production wiring is `createAppDeps()` in
 * `renderer/app-deps.ts`.
 */
import type { DatabaseGateway } from '../../data/gateway';
import type { Platform } from '../../platform/platform';
import type { TrackerService } from '../../../shared/trackers/contract';

/** Time source and timers; tests drive a fake one. */
export interface Clock {
  /** Local wall-clock time in ms. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * The subset of the Web Storage API the stores use. Implementations never throw: the
 * app wraps the browser's storage (app-deps.ts `safeStorage`) so that a refused or full
 * storage degrades to memory, and the stores need no guards of their own.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The page's cookies (document.cookie): what the room server can see of the device.
 * Implementations never throw (app-deps.ts `browserCookies`): a page that cannot keep
 * cookies (the kiosk's app://) reads none and keeps none.
 */
export interface CookieJar {
  /** Every cookie of the page, as `document.cookie` reads them. */
  read(): string;
  /** Sets one cookie, as an assignment to `document.cookie` does. */
  write(cookie: string): void;
}

/** Stores `value` under `key`, or removes the key when `value` is null. */
export function putItem(storage: KeyValueStorage, key: string, value: string | null): void {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/** Console-like sink for problems that users do not need to see. */
export interface Logger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** Everything the stores receive. */
export interface AppDeps {
  gateway: DatabaseGateway;
  clock: Clock;
  /** Uniform random in [0, 1). */
  random: () => number;
  /** Per-tab storage (blockedClients, lastClients). */
  sessionStorage: KeyValueStorage;
  /** Per-device storage (positionConfig, participant identity and name). */
  localStorage: KeyValueStorage;
  platform: Platform;
  log: Logger;
  /**
   * Public address of the participant pages from the runtime config (`site`, or a
   * Firebase project's Hosting address), for the wall's join link, once the config
   * has arrived; resolving to undefined (or absent), the wall uses its own address
   * (see `shared/join-site.ts`).
   */
  configuredSite?: Promise<string | undefined>;
  /** The deployment's default language from the runtime config (`lang`), once it has arrived. */
  configuredLang?: Promise<string | undefined>;
  /** The page's cookies; absent where there are none (tests, the prerender). */
  cookies?: CookieJar;
  /**
   * Vibrates the device (`navigator.vibrate`) where it can; absent where it cannot (a
   * desktop browser, tests).
   */
  vibrate?: (pattern: readonly number[]) => void;
  /**
   * Makes the page's sound output (Web Audio's `AudioContext`), or null where the page
   * may not make sound yet (a browser before anyone touched the page); absent where there
   * is none (tests, phones never ask).
   */
  audio?: () => AudioOutput | null;
  /**
   * Opens the wall's tracker connector (docs/tracker-wall.md) wherever its calls run: loaded
   * only when asked, so neither the wall's first page nor a phone carries it; absent
   * where no tracker is offered (phones, the prerender, tests that do not use one).
   */
  trackerService?: () => Promise<WallTrackerService>;
}

/**
 * The wall's connector as the page gets it: the contract, and whether its calls run in
 * this browser (a browser wall: Options then offers 'Remember on this device').
 */
export type WallTrackerService = TrackerService & { readonly inBrowser?: boolean };

/** What the wall's chime uses of Web Audio's `AudioContext`. */
export interface AudioOutput {
  /** 'suspended' until the browser lets the page make sound. */
  readonly state: string;
  readonly currentTime: number;
  readonly destination: AudioNode;
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

/** The browser's real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};
