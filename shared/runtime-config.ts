/**
 * Runtime configuration (docs/product.md, Configuration): one build serves every
 * deployment. An optional `config.json` beside `index.html` names either a
 * Firebase project (web config, nothing secret) or a local database host and
 * port, and optionally `site`, the public address of the participant pages that
 * the wall's join link and QR code use. Without it, or when it is broken, the app
 * uses the embedded local database on 127.0.0.1.
 */
import { checkSite, firebaseHostingSite } from './join-site';
import { parseReconnectSchedule } from './reconnect-schedule';

/** The Firebase web config fields we use. */
export interface FirebaseWebConfig {
  apiKey?: string;
  authDomain?: string;
  databaseURL: string;
  projectId?: string;
  appId?: string;
}

/** A local Realtime Database server (our `npm run db`, or Firebase's emulator). */
export interface LocalDatabaseConfig {
  host: string;
  port: number;
  /** Database namespace (the `ns` of the emulator URL). */
  namespace: string;
}

/** Where the app finds its database. Exactly one of the two is used; `firebase` wins. */
export interface RuntimeConfig {
  firebase?: FirebaseWebConfig;
  database?: LocalDatabaseConfig;
  /**
   * Public address (origin) of the participant pages, for the join link: the
   * configured `site`, else Firebase Hosting's `https://{projectId}.web.app` for a
   * Firebase project; absent, the wall uses the address it was opened with.
   */
  site?: string;
  /** `reconnect.delaysMs` (reconnect-schedule.ts); absent, the default schedule. */
  reconnectDelaysMs?: readonly number[];
  /**
   * `lang`: the deployment's default language, a BCP 47 tag such as "de" or "pt-BR"
   * (shared/locales.ts says which it has); a device's own choice wins over it.
   */
  lang?: string;
  /**
   * `"room-server"`: the server of this page makes the wall's tracker calls
   * (docs/trackers.md); absent, the kiosk's bridge or the browser itself does.
   */
  trackers?: 'room-server';
}

/** The embedded default: the local database of `npm run db`. */
export const DEFAULT_LOCAL_DATABASE: LocalDatabaseConfig = {
  host: '127.0.0.1',
  port: 9000,
  namespace: 'story-point-local',
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const optionalString = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 ? v : undefined;

/**
 * Validates a parsed `config.json`. Unknown or malformed parts are reported in
 * `problems` and replaced by the default, so a typo never leaves the wall blank.
 */
export function parseRuntimeConfig(raw: unknown): { config: RuntimeConfig; problems: string[] } {
  const problems: string[] = [];
  if (!isObject(raw)) {
    problems.push('config.json is not a JSON object; using the local database.');
    return { config: { database: DEFAULT_LOCAL_DATABASE }, problems };
  }
  let site: string | undefined;
  if (raw.site !== undefined) {
    const checked = checkSite(raw.site);
    if (checked.ok) site = checked.site;
    else problems.push(`config.json ${checked.problem}`);
  }
  let lang: string | undefined;
  if (raw.lang !== undefined) {
    if (typeof raw.lang === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(raw.lang)) {
      lang = raw.lang;
    } else {
      problems.push('config.json "lang" needs a language tag such as "de" or "pt-BR"; ignored.');
    }
  }
  const trackers = raw.trackers === 'room-server' ? { trackers: 'room-server' as const } : {};
  const withChoices = (config: RuntimeConfig): RuntimeConfig => ({
    ...config,
    ...trackers,
    ...(site === undefined ? {} : { site }),
    ...(lang === undefined ? {} : { lang }),
  });
  const fb = raw.firebase;
  if (fb !== undefined) {
    if (isObject(fb) && typeof fb.databaseURL === 'string' && /^https:\/\//.test(fb.databaseURL)) {
      const projectId = optionalString(fb.projectId);
      site ??= firebaseHostingSite(projectId);
      return {
        config: withChoices({
          firebase: {
            databaseURL: fb.databaseURL,
            apiKey: optionalString(fb.apiKey),
            authDomain: optionalString(fb.authDomain),
            projectId,
            appId: optionalString(fb.appId),
          },
        }),
        problems,
      };
    }
    problems.push('config.json "firebase" needs an https "databaseURL"; using the local database.');
  }
  const db = raw.database;
  if (db === undefined) {
    return { config: withChoices({ database: DEFAULT_LOCAL_DATABASE }), problems };
  }
  if (
    isObject(db) &&
    typeof db.host === 'string' &&
    db.host.length > 0 &&
    typeof db.port === 'number' &&
    Number.isInteger(db.port) &&
    db.port > 0 &&
    db.port < 65536
  ) {
    return {
      config: withChoices({
        database: {
          host: db.host,
          port: db.port,
          namespace: optionalString(db.namespace) ?? DEFAULT_LOCAL_DATABASE.namespace,
        },
      }),
      problems,
    };
  }
  problems.push('config.json "database" needs a "host" and an integer "port"; using the default.');
  return { config: withChoices({ database: DEFAULT_LOCAL_DATABASE }), problems };
}

/**
 * Fetches `config.json` beside `index.html`. A missing file is normal (the
 * embedded default); a broken one is reported through `warn`.
 */
export async function loadRuntimeConfig(
  fetchFn: typeof fetch = fetch,
  warn: (...args: unknown[]) => void = console.warn,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchFn('/config.json', { cache: 'no-store' });
  } catch {
    return { database: DEFAULT_LOCAL_DATABASE };
  }
  if (!response.ok) return { database: DEFAULT_LOCAL_DATABASE };
  let raw: unknown;
  try {
    raw = JSON.parse(await response.text());
  } catch {
    warn('Story Point: config.json is not valid JSON; using the local database.');
    return { database: DEFAULT_LOCAL_DATABASE };
  }
  const { config, problems } = parseRuntimeConfig(raw);
  const reconnect = parseReconnectSchedule(isObject(raw) ? raw.reconnect : undefined);
  if (reconnect.problem) problems.push(reconnect.problem);
  for (const p of problems) warn(`Story Point: ${p}`);
  return reconnect.delaysMs ? { ...config, reconnectDelaysMs: reconnect.delaysMs } : config;
}
