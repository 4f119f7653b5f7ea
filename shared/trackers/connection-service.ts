/**
 * The contract's {@link TrackerService} wherever the connectors run in this process:
 * the kiosk's main process and the room server (all connectors, local-service.ts) or
 * a browser wall (only the trackers that accept a page's calls). It keeps one
 * connection in the store the place provides and hands each call to the connector of
 * its kind. Nothing it answers carries the credential.
 */
import type { TrackerFailure, TrackerResult, TrackerService, TrackerStatus } from './contract';
import type { ConnectorKinds, TrackerConnector, TrackerCredentials } from './connector';
import { failure } from './failure';
import type { HttpCallerOptions } from './http';
import type { CredentialStore } from './stored-connection';

export interface ConnectionServiceOptions extends HttpCallerOptions {
  store: CredentialStore;
  connectors: ConnectorKinds;
  /** The failure of a kind this place has no connector for. */
  unsupported?: (kind: string) => TrackerFailure;
  /** A connection from the environment, used while the store holds none. */
  environment?: TrackerCredentials | null;
}

const NOT_CONNECTED = 'No tracker connection yet: connect in Options first.';

const sameCredentials = (a: TrackerCredentials, b: TrackerCredentials) =>
  a.kind === b.kind &&
  a.baseUrl === b.baseUrl &&
  a.token === b.token &&
  a.email === b.email &&
  a.project === b.project;

/** Only the credential's own fields: an account or a stored extra is not part of it. */
const credentialsOnly = (c: TrackerCredentials): TrackerCredentials => ({
  kind: c.kind,
  baseUrl: c.baseUrl,
  token: c.token,
  ...(c.email === undefined ? {} : { email: c.email }),
  ...(c.project === undefined ? {} : { project: c.project }),
});

const statusOf = (c: TrackerCredentials, account: string): TrackerStatus => ({
  kind: c.kind,
  baseUrl: c.baseUrl,
  ...(c.project === undefined ? {} : { project: c.project }),
  account,
});

export function createConnectionService(options: ConnectionServiceOptions): TrackerService {
  const unsupported =
    options.unsupported ??
    ((kind: string) => failure('invalid', `This wall has no connector for ${kind}.`));
  // One connector per connection, so its back-off remembers failures in a row.
  let cached: { connection: TrackerCredentials; connector: TrackerConnector } | null = null;
  let environmentAccount: string | null = null;
  const connectorFor = (connection: TrackerCredentials): TrackerResult<TrackerConnector> => {
    if (cached && sameCredentials(cached.connection, connection)) {
      return { ok: true, value: cached.connector };
    }
    const kind = options.connectors[connection.kind];
    if (!kind) return { ok: false, failure: unsupported(connection.kind) };
    const credentials = credentialsOnly(connection);
    cached = { connection: credentials, connector: kind.create(credentials, options) };
    return { ok: true, value: cached.connector };
  };
  const current = async (): Promise<TrackerCredentials | null> =>
    (await options.store.load().catch(() => null)) ?? options.environment ?? null;
  const withConnection = async <T>(
    run: (connector: TrackerConnector) => Promise<TrackerResult<T>>,
  ): Promise<TrackerResult<T>> => {
    const connection = await current();
    if (!connection) return { ok: false, failure: failure('credentials', NOT_CONNECTED) };
    const connector = connectorFor(connection);
    return connector.ok ? run(connector.value) : connector;
  };

  return {
    async status() {
      const stored = await options.store.load().catch(() => null);
      if (stored) return { ok: true, value: statusOf(stored, stored.account) };
      const environment = options.environment;
      if (!environment) return { ok: true, value: null };
      if (environmentAccount === null) {
        const connector = connectorFor(environment);
        if (!connector.ok) return connector;
        const checked = await connector.value.connect();
        if (!checked.ok) return checked;
        environmentAccount = checked.value;
      }
      return { ok: true, value: statusOf(environment, environmentAccount) };
    },

    async connect(setup) {
      const kind = options.connectors[setup.kind];
      if (!kind) return { ok: false, failure: unsupported(setup.kind) };
      const credentials = kind.credentialsOf(setup);
      if (!credentials.ok) return credentials;
      const connector = connectorFor(credentials.value);
      if (!connector.ok) return connector;
      const checked = await connector.value.connect();
      if (!checked.ok) return checked;
      try {
        await options.store.save(
          { ...credentials.value, account: checked.value },
          { remember: setup.remember === true },
        );
      } catch {
        return {
          ok: false,
          failure: failure(
            'unavailable',
            'The connection works but could not be kept on this computer.',
          ),
        };
      }
      return { ok: true, value: statusOf(credentials.value, checked.value) };
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
