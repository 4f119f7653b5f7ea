/**
 * What every tracker's connector offers the service that keeps the connection
 * (connection-service.ts): a setup checked into credentials before any is sent, and a
 * connector for one site and one credential. Which connectors a place may use is its
 * choice: the kiosk and the room server all of them, a browser only those whose
 * tracker accepts calls from a page (docs/trackers.md, "Where the calls run").
 */
import type {
  EstimateWrite,
  TrackerImport,
  TrackerKind,
  TrackerResult,
  TrackerSetup,
} from './contract';
import type { HttpCallerOptions } from './http';

/** A connection's credential and where it is used; the same shape for every tracker. */
export interface TrackerCredentials {
  kind: TrackerKind;
  /** Checked, without a trailing slash. */
  baseUrl: string;
  /** Jira Cloud's account e-mail. */
  email?: string;
  /** Azure DevOps' project. */
  project?: string;
  token: string;
}

/** One site and one credential. */
export interface TrackerConnector {
  /** Checks the credential with the tracker; answers the account's name. */
  connect(): Promise<TrackerResult<string>>;
  importByQuery(query: string, limit: number): Promise<TrackerResult<TrackerImport>>;
  writeEstimate(write: EstimateWrite): Promise<TrackerResult<{ written: boolean }>>;
}

/** A tracker's connector, as the connection service uses it. */
export interface ConnectorKind {
  /** The setup's credentials, checked (address, project), or why they cannot be used. */
  credentialsOf(setup: TrackerSetup): TrackerResult<TrackerCredentials>;
  create(credentials: TrackerCredentials, options: HttpCallerOptions): TrackerConnector;
}

/** The connectors a place may use, by kind. */
export type ConnectorKinds = Partial<Record<TrackerKind, ConnectorKind>>;
