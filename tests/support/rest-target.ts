/**
 * Where the REST conformance suite sends its requests: a local database it
 * starts, or Firebase's own emulator when FIREBASE_DATABASE_EMULATOR_HOST names
 * one (as conformance.test.ts does), so that the suite's hand-written
 * expectations can be confirmed against the service. On the emulator each
 * rules set is a namespace of its own: the product's rules are those the
 * emulator loaded (firebase.json names database.rules.json), other rules are
 * set through its admin API, and its admin ("Bearer owner") seeds and reads
 * the data in place of the local database's in-process access.
 */
import { loadThemes, startLocalDatabase } from '../../server/db/server';
import { EXTERNAL_EMULATOR } from './local-db';
import { rest, type RestAnswer, type RestRequestOptions } from './rest-client';

/** A database the suite talks REST to. */
export interface RestTarget {
  /** Sends one request (path and query as given). */
  rest(path: string, options?: RestRequestOptions): Promise<RestAnswer>;
  /** The data at `path`, read past the rules. */
  getData(path: string): Promise<unknown>;
  /** Writes past the rules. */
  setData(path: string, value: unknown): Promise<void>;
  stop(): Promise<void>;
}

/** Options of {@link startRestTarget}. */
export interface RestTargetOptions {
  /** The emulator's namespace for this rules set; default: the one the emulator loaded the product's rules for. */
  namespace?: string;
  /** Rules; default the product's (database.rules.json). */
  rules?: object;
  /** Initial data; default the seeded themes, as the local database starts with. */
  seed?: Record<string, unknown>;
}

/** Why a case runs on the local database only, when the suite runs against the emulator. */
export const localOnly = (reason: string): string | null =>
  EXTERNAL_EMULATOR
    ? `${reason}; running against the external emulator ${EXTERNAL_EMULATOR}`
    : null;

const ADMIN = { authorization: 'Bearer owner' };

/** Starts a local database, or prepares a namespace of the external emulator. */
export async function startRestTarget(options: RestTargetOptions = {}): Promise<RestTarget> {
  if (!EXTERNAL_EMULATOR) {
    const db = await startLocalDatabase({
      port: 0,
      quiet: true,
      ...(options.rules ? { rules: options.rules } : {}),
      ...(options.seed ? { seed: options.seed } : {}),
    });
    return {
      rest: (path, opts) => rest(db.port, path, opts),
      getData: (path) => Promise.resolve(db.getData(path)),
      setData: (path, value) => Promise.resolve(db.setData(path, value)),
      stop: () => db.stop(),
    };
  }
  const i = EXTERNAL_EMULATOR.lastIndexOf(':');
  const host = EXTERNAL_EMULATOR.slice(0, i);
  const port = Number(EXTERNAL_EMULATOR.slice(i + 1));
  const ns = options.namespace ?? 'story-point-local';
  const inNamespace = (path: string) => `${path}${path.includes('?') ? '&' : '?'}ns=${ns}`;
  const send = (path: string, opts: RestRequestOptions = {}) =>
    rest(port, inNamespace(path), { host, ...opts });
  const admin = async (path: string, method: string, body?: unknown) => {
    const answer = await send(path, { method, body, headers: ADMIN });
    if (answer.status !== 200) throw new Error(`emulator ${method} ${path}: ${answer.text}`);
    return answer.json;
  };
  if (options.rules) await admin('/.settings/rules.json', 'PUT', options.rules);
  // A namespace of its own starts from its seed alone; the product's is shared, only the themes are set.
  if (options.seed) await admin('/.json', 'PUT', options.seed);
  else await admin('/themes.json', 'PUT', loadThemes());
  return {
    rest: send,
    getData: (path) => admin(`/${path}.json`, 'GET'),
    setData: async (path, value) => void (await admin(`/${path}.json`, 'PUT', value)),
    stop: () => Promise.resolve(),
  };
}
