/**
 * {@link AppDeps} for store tests: a fake clock, a scripted random source,
 * in-memory storage, a browser platform and a logger that records what it got.
 * Pass a gateway (the fake one, or the Firebase one on the local database).
 */
import type { DatabaseGateway } from '../../renderer/data/gateway';
import type { AppDeps, KeyValueStorage, Logger } from '../../renderer/stores/common/deps';
import { FakeClock } from './fake-clock';

/** Web-Storage-like map. */
export function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

/** A logger that keeps every call. */
export function recordingLogger(): Logger & { warnings: unknown[][]; errors: unknown[][] } {
  const warnings: unknown[][] = [];
  const errors: unknown[][] = [];
  return {
    warnings,
    errors,
    warn: (...args) => void warnings.push(args),
    error: (...args) => void errors.push(args),
  };
}

/** A random source that returns `values` in turn, cycling. */
export function scriptedRandom(values: readonly number[]): () => number {
  let i = 0;
  return () => {
    const v = values[i % values.length] ?? 0;
    i += 1;
    return v;
  };
}

/** A browser platform: no kiosk features. */
export function browserPlatform(): AppDeps['platform'] {
  return {
    kind: 'browser',
    getLastScreenCode: () => Promise.resolve(null),
    rememberScreenCode: () => Promise.resolve(),
    startAtLogin: null,
    quit: null,
  } as unknown as AppDeps['platform'];
}

/** Test dependencies plus direct handles on the fakes. */
export interface TestDeps extends AppDeps {
  clock: FakeClock;
  log: ReturnType<typeof recordingLogger>;
}

/** Builds test dependencies around `gateway`; any field can be overridden. */
export function testDeps(
  gateway: DatabaseGateway,
  overrides: Partial<Omit<AppDeps, 'gateway'>> & { clock?: FakeClock } = {},
): TestDeps {
  return {
    gateway,
    random: scriptedRandom([0.5]),
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
    platform: browserPlatform(),
    ...overrides,
    clock: overrides.clock ?? new FakeClock(),
    log: recordingLogger(),
  };
}
