/** The screen's config (`configs/{code}`) and the themes list. */
import { get, ref, update, type Database } from 'firebase/database';
import { configPath, THEMES_PATH } from '../../../shared/data-paths';
import type { DatabaseGateway } from '../gateway';
import { listenValue } from './listen';

/** The gateway's reads and writes of the config and the themes. */
export const configAccess = (
  database: Database,
): Pick<DatabaseGateway, 'onConfig' | 'updateConfig' | 'readThemes'> => ({
  onConfig: (code, cb) => listenValue(database, configPath(code), cb),
  updateConfig: (code, patch) => update(ref(database, configPath(code)), patch),
  readThemes: async () => (await get(ref(database, THEMES_PATH))).val() as unknown,
});
