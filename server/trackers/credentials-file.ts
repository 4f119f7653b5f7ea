/**
 * The room server's tracker connection in its data folder: `trackers.json`, readable by its
 * user only (0600, in the 0700 data folder) and replaced atomically, so a crash leaves
 * the old file or the new one, never half of either. docs/trackers.md says where it is.
 */
import { chmod, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  parseStoredConnection,
  storedForm,
  type CredentialStore,
} from '../../shared/trackers/stored-connection';
import { prepareDataDir, writeAtomically } from '../db/persistence';

export const TRACKERS_FILE_NAME = 'trackers.json';

/**
 * The store on `{dataDir}/trackers.json`. `report` hears of a file that could not be
 * made private (never of its content).
 */
export function fileCredentialStore(
  dataDir: string,
  report: (message: string) => void = () => undefined,
): CredentialStore & { readonly file: string } {
  const file = path.join(dataDir, TRACKERS_FILE_NAME);
  return {
    file,
    async load() {
      try {
        const connection = parseStoredConnection(JSON.parse(await readFile(file, 'utf8')));
        // A file copied in by hand may be readable by others: make it private again.
        if (connection) await chmod(file, 0o600).catch(() => undefined);
        return connection;
      } catch {
        return null;
      }
    },
    async save(connection) {
      if (connection === null) {
        await rm(file, { force: true });
        return;
      }
      prepareDataDir(dataDir, report);
      await writeAtomically(file, [JSON.stringify(storedForm(connection), null, 2)]);
    },
  };
}
