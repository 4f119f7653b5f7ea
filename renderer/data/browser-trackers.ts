/**
 * The trackers a browser wall calls itself (docs/trackers.md, "Where the calls run"):
 * only those that accept a page's cross-origin calls with a token: Azure DevOps, GitHub,
 * GitLab and Linear.
 * Loaded by tracker-service.ts only on a browser wall's first tracker call, so neither
 * the kiosk, the room server's page nor the first page carries it. The connection is
 * kept in this browser's localStorage only when 'Remember on this device' was ticked;
 * otherwise in this page's memory, gone with the tab.
 */
import type { TrackerService } from '../../shared/trackers/contract';
import { AZURE_DEVOPS_KIND } from '../../shared/trackers/azure/kind';
import { createConnectionService } from '../../shared/trackers/connection-service';
import { GITHUB_KIND } from '../../shared/trackers/github/kind';
import { GITLAB_KIND } from '../../shared/trackers/gitlab/kind';
import { LINEAR_KIND } from '../../shared/trackers/linear/kind';
import { failure } from '../../shared/trackers/failure';
import type { FetchLike } from '../../shared/trackers/http';
import {
  memoryCredentialStore,
  parseStoredConnection,
  storedForm,
  type CredentialStore,
} from '../../shared/trackers/stored-connection';

/** The localStorage key of a remembered connection. */
export const REMEMBERED_CONNECTION_KEY = 'story-point.tracker-connection';

export type BrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's memory first, then what this browser remembers; a save replaces both. */
export function browserCredentialStore(storage: BrowserStorage | null): CredentialStore {
  const memory = memoryCredentialStore();
  const forget = () => {
    try {
      storage?.removeItem(REMEMBERED_CONNECTION_KEY);
    } catch {
      // Storage turned off: nothing was remembered there.
    }
  };
  return {
    async load() {
      const kept = await memory.load();
      if (kept) return kept;
      try {
        const raw = storage?.getItem(REMEMBERED_CONNECTION_KEY);
        return raw ? parseStoredConnection(JSON.parse(raw)) : null;
      } catch {
        return null;
      }
    },
    async save(connection, options) {
      await memory.save(null);
      forget();
      if (connection === null) return;
      if (options?.remember === true) {
        if (!storage) throw new Error('This browser keeps no storage for this site.');
        storage.setItem(REMEMBERED_CONNECTION_KEY, JSON.stringify(storedForm(connection)));
        return;
      }
      await memory.save(connection);
    },
  };
}

export interface BrowserTrackerDeps {
  storage: BrowserStorage | null;
  fetch?: FetchLike;
  /** What a tracker that refuses a page's calls (Jira) answers. */
  crossOriginMessage: string;
}

export function createBrowserTrackerService(deps: BrowserTrackerDeps): TrackerService {
  return createConnectionService({
    store: browserCredentialStore(deps.storage),
    connectors: {
      'azure-devops': AZURE_DEVOPS_KIND,
      github: GITHUB_KIND,
      gitlab: GITLAB_KIND,
      linear: LINEAR_KIND,
    },
    unsupported: () => failure('cross-origin', deps.crossOriginMessage),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
}
