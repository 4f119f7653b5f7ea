/**
 * The contract's {@link TrackerService} where the calls run on this computer (the
 * kiosk's main process, the room server): every connector, one connection kept in a
 * credential store the transport provides (safeStorage in the kiosk, a 0600 file on
 * the room server). connection-service.ts holds the rules; this only names the
 * connectors, so a browser can use those rules without loading Jira's.
 */
import type { TrackerService } from './contract';
import type { ConnectorKinds, TrackerCredentials } from './connector';
import { AZURE_DEVOPS_KIND } from './azure/kind';
import { createConnectionService } from './connection-service';
import { GITHUB_KIND } from './github/kind';
import { GITLAB_KIND } from './gitlab/kind';
import type { HttpCallerOptions } from './http';
import { JIRA_KIND } from './jira/kind';
import { LINEAR_KIND } from './linear/kind';
import type { CredentialStore } from './stored-connection';

export {
  memoryCredentialStore,
  parseStoredConnection,
  storedForm,
  type CredentialStore,
  type StoredConnection,
} from './stored-connection';

/** Every tracker's connector: what the kiosk and the room server may call. */
export const ALL_CONNECTORS: ConnectorKinds = {
  'jira-cloud': JIRA_KIND,
  'jira-server': JIRA_KIND,
  'azure-devops': AZURE_DEVOPS_KIND,
  github: GITHUB_KIND,
  gitlab: GITLAB_KIND,
  linear: LINEAR_KIND,
};

export interface LocalTrackerOptions extends HttpCallerOptions {
  store: CredentialStore;
  /** A connection from the environment, used while the store holds none. */
  environment?: TrackerCredentials | null;
}

export function createLocalTrackerService(options: LocalTrackerOptions): TrackerService {
  return createConnectionService({ ...options, connectors: ALL_CONNECTORS });
}
