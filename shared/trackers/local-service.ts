/**
 * The contract's {@link TrackerService} where the calls run on this computer (the
 * kiosk's main process, the room server): it keeps one connection in a credential
 * store the transport provides (safeStorage in the kiosk, a 0600 file on the room
 * server) and hands each call to the connector of its kind. Nothing it answers carries
 * the credential.
 */
import type { TrackerResult, TrackerService, TrackerStatus } from './contract';
import { failure } from './failure';
import { checkBaseUrl } from './base-url';
import type { FetchLike } from './jira/client';
import { createJiraConnector, type JiraConnector } from './jira/connector';
import type { JiraCredentials } from './jira/credentials';

/** A connection as kept: the credential and the account it was checked for. */
export interface StoredConnection extends JiraCredentials {
  account: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A kept connection read back from its stored form `{ "jira": {...} }`, or null when it
 * holds none of the right shape (a hand-edited or damaged file reads as no connection).
 */
export function parseStoredConnection(raw: unknown): StoredConnection | null {
  const jira = isObject(raw) ? raw.jira : null;
  if (!isObject(jira)) return null;
  const { kind, baseUrl, email, token, account } = jira;
  if (kind !== 'jira-cloud' && kind !== 'jira-server') return null;
  if (typeof baseUrl !== 'string' || typeof token !== 'string' || typeof account !== 'string') {
    return null;
  }
  return { kind, baseUrl, token, account, ...(typeof email === 'string' ? { email } : {}) };
}

/** Where a connection is kept between calls and restarts. */
export interface CredentialStore {
  /** The connection kept, or null (none, or one that could not be read). */
  load(): Promise<StoredConnection | null>;
  /** Keeps `connection`, or forgets it with null. */
  save(connection: StoredConnection | null): Promise<void>;
}

/** A store that forgets at exit (tests; a kiosk without an OS keychain). */
export function memoryCredentialStore(): CredentialStore {
  let kept: StoredConnection | null = null;
  return {
    load: () => Promise.resolve(kept),
    save: (connection) => {
      kept = connection;
      return Promise.resolve();
    },
  };
}

export interface LocalTrackerOptions {
  store: CredentialStore;
  /** A connection from the environment, used while the store holds none. */
  environment?: JiraCredentials | null;
  fetch?: FetchLike;
  now?: () => number;
}

const NOT_CONNECTED = 'No Jira connection yet: connect in Options first.';

export function createLocalTrackerService(options: LocalTrackerOptions): TrackerService {
  // One connector per connection, so its back-off remembers failures in a row.
  let cached: { connection: JiraCredentials; connector: JiraConnector } | null = null;
  let environmentAccount: string | null = null;
  const connectorFor = (connection: JiraCredentials): JiraConnector => {
    const same =
      cached?.connection.baseUrl === connection.baseUrl &&
      cached.connection.token === connection.token &&
      cached.connection.email === connection.email &&
      cached.connection.kind === connection.kind;
    if (!same || !cached) {
      const { kind, baseUrl, token, email } = connection;
      const credentials = { kind, baseUrl, token, ...(email === undefined ? {} : { email }) };
      cached = { connection: credentials, connector: createJiraConnector(credentials, options) };
    }
    return cached.connector;
  };
  const current = async (): Promise<JiraCredentials | null> =>
    (await options.store.load().catch(() => null)) ?? options.environment ?? null;
  const statusOf = (c: JiraCredentials, account: string): TrackerStatus => ({
    kind: c.kind,
    baseUrl: c.baseUrl,
    account,
  });
  const withConnection = async <T>(
    run: (connector: JiraConnector) => Promise<TrackerResult<T>>,
  ): Promise<TrackerResult<T>> => {
    const connection = await current();
    if (!connection) return { ok: false, failure: failure('credentials', NOT_CONNECTED) };
    return run(connectorFor(connection));
  };

  return {
    async status() {
      const stored = await options.store.load().catch(() => null);
      if (stored) return { ok: true, value: statusOf(stored, stored.account) };
      const environment = options.environment;
      if (!environment) return { ok: true, value: null };
      if (environmentAccount === null) {
        const checked = await connectorFor(environment).connect();
        if (!checked.ok) return checked;
        environmentAccount = checked.value;
      }
      return { ok: true, value: statusOf(environment, environmentAccount) };
    },

    async connect(setup) {
      const base = checkBaseUrl(setup.baseUrl);
      if (!base.ok) return base;
      const credentials: JiraCredentials = {
        kind: setup.kind,
        baseUrl: base.value,
        token: setup.token,
        ...(setup.kind === 'jira-cloud' ? { email: setup.email ?? '' } : {}),
      };
      const checked = await connectorFor(credentials).connect();
      if (!checked.ok) return checked;
      try {
        await options.store.save({ ...credentials, account: checked.value });
      } catch {
        return {
          ok: false,
          failure: failure(
            'unavailable',
            'The connection works but could not be kept on this computer.',
          ),
        };
      }
      return { ok: true, value: statusOf(credentials, checked.value) };
    },

    async disconnect() {
      await options.store.save(null);
      cached = null;
      return { ok: true, value: null };
    },

    importByQuery: (query, limit) => withConnection((c) => c.importByQuery(query, limit)),
    writeEstimate: (write) => withConnection((c) => c.writeEstimate(write)),
  };
}
