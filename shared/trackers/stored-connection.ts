/**
 * A kept connection: the credential, the account it was checked for, and its stored
 * form. Jira's is kept as `{ "jira": {...} }` (as before Azure DevOps joined), Azure
 * DevOps' as `{ "azure-devops": {...} }`, GitHub's as `{ "github": {...} }`, GitLab's as
 * `{ "gitlab": {...} }`, Linear's as `{ "linear": {...} }`. Every place that keeps one
 * (the kiosk's keychain, the room server's file, a browser's storage) reads and writes
 * this form.
 */
import type { TrackerKind } from './contract';
import type { TrackerCredentials } from './connector';

/** A connection as kept: the credential and the account it was checked for. */
export interface StoredConnection extends TrackerCredentials {
  account: string;
}

/** How a connection is to be kept, where the place offers a choice. */
export interface SaveOptions {
  /** A browser: keep it in this browser's storage (otherwise only for this page). */
  remember?: boolean;
}

/** Where a connection is kept between calls and restarts. */
export interface CredentialStore {
  /** The connection kept, or null (none, or one that could not be read). */
  load(): Promise<StoredConnection | null>;
  /** Keeps `connection`, or forgets it with null. */
  save(connection: StoredConnection | null, options?: SaveOptions): Promise<void>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const JIRA_KINDS: readonly TrackerKind[] = ['jira-cloud', 'jira-server'];

/** The stored form's key for a kind. */
const keyOf = (kind: TrackerKind): string => (JIRA_KINDS.includes(kind) ? 'jira' : kind);

/** The stored form of `connection`, e.g. `{ "jira": {...} }`. */
export function storedForm(connection: StoredConnection): Record<string, StoredConnection> {
  return { [keyOf(connection.kind)]: connection };
}

/**
 * A kept connection read back from its stored form, or null when it holds none of the
 * right shape (a hand-edited or damaged file reads as no connection).
 */
export function parseStoredConnection(raw: unknown): StoredConnection | null {
  if (!isObject(raw)) return null;
  const storedKey = ['jira', 'azure-devops', 'github', 'gitlab', 'linear'].find((key) =>
    isObject(raw[key]),
  );
  if (storedKey === undefined) return null;
  const kept = raw[storedKey] as Record<string, unknown>;
  const { kind, baseUrl, email, project, token, account } = kept;
  const kinds: readonly unknown[] = storedKey === 'jira' ? JIRA_KINDS : [storedKey];
  if (!kinds.includes(kind)) return null;
  if (typeof baseUrl !== 'string' || typeof token !== 'string' || typeof account !== 'string') {
    return null;
  }
  if (kind === 'azure-devops' && typeof project !== 'string') return null;
  return {
    kind: kind as TrackerKind,
    baseUrl,
    token,
    account,
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof project === 'string' ? { project } : {}),
  };
}

/** A store that forgets at exit (tests; a kiosk without an OS keychain; a browser tab). */
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
