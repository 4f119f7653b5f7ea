/**
 * Command-line flags, for setup scripts and `npm start`:
 *
 * - `--start-at-login` / `--no-start-at-login`: switch start at login.
 * - `--setup-only`: apply the flags and quit without opening the screen.
 * - `--screen=CODE`: the screen code to show (remembered as the last one).
 * - `--database-host=H --database-port=P [--database-namespace=NS]`: use a
 *   local Realtime Database (remembered as the runtime config).
 * - `--config=FILE`: a runtime config file, as `config.json` in the browser
 *   build (a Firebase web config or a local database), remembered.
 * - `--room-port=N`: port of the participant pages in room-server mode (the
 *   database uses N+1), remembered.
 * - `--no-room-server` / `--room-server`: switch room-server mode off (a kiosk
 *   on a company server) or on again, remembered.
 * - `--room-retention-days=N`: days the room server keeps a screen code nobody
 *   writes to (default 90), remembered.
 * - `--room-allowed-hosts=NAMES`: further names the room server's database may be
 *   reached by (its requests' Host header), comma-separated, remembered; empty forgets them.
 */
import { normalizeScreenCode } from '../shared/screen-code';
import { hostNamesIn, isHostName } from '../server/db/host-check';
import { DEFAULT_RETENTION_DAYS, isRetentionDays } from '../server/db/retention';
import { isRoomPort } from './settings';

/** What the flags ask for; absent fields leave the settings as they are. */
export interface CommandLine {
  startAtLogin?: boolean;
  setupOnly: boolean;
  screenCode?: string;
  /** A local database, from the `--database-*` flags. */
  database?: { host: string; port: number; namespace?: string };
  /** Path of a runtime config file, from `--config`. */
  configFile?: string;
  /** Room-server mode on or off, from `--room-server` / `--no-room-server`. */
  roomServer?: boolean;
  /** Port of the room server's participant pages, from `--room-port`. */
  roomPort?: number;
  /** Days the room server keeps an idle screen code, from `--room-retention-days`. */
  roomRetentionDays?: number;
  /** Further host names of the room server's database, from `--room-allowed-hosts`. */
  roomAllowedHosts?: string[];
  /** Flags we could not use, to report rather than silently ignore. */
  problems: string[];
}

function valueOf(argv: readonly string[], i: number, name: string): [string | undefined, number] {
  const arg = argv[i]!;
  if (arg.startsWith(`${name}=`)) return [arg.slice(name.length + 1), i];
  const next = argv[i + 1];
  return next !== undefined && !next.startsWith('--') ? [next, i + 1] : [undefined, i];
}

/**
 * Parses `process.argv` (anything that is not one of our flags, like
 * Chromium's own switches or the app path, is ignored). The last of
 * `--start-at-login` and `--no-start-at-login` wins.
 */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  const result: CommandLine = { setupOnly: false, problems: [] };
  let host: string | undefined;
  let port: string | undefined;
  let namespace: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const name = arg.split('=', 1)[0]!;
    let value: string | undefined;
    switch (name) {
      case '--start-at-login':
        result.startAtLogin = true;
        break;
      case '--no-start-at-login':
        result.startAtLogin = false;
        break;
      case '--setup-only':
        result.setupOnly = true;
        break;
      case '--screen':
        [value, i] = valueOf(argv, i, name);
        if (value && /[A-Za-z0-9]/.test(value)) result.screenCode = normalizeScreenCode(value);
        else result.problems.push('--screen needs a screen code.');
        break;
      case '--database-host':
        [host, i] = valueOf(argv, i, name);
        break;
      case '--database-port':
        [port, i] = valueOf(argv, i, name);
        break;
      case '--database-namespace':
        [namespace, i] = valueOf(argv, i, name);
        break;
      case '--config':
        [value, i] = valueOf(argv, i, name);
        if (value) result.configFile = value;
        else result.problems.push('--config needs a file.');
        break;
      case '--room-server':
        result.roomServer = true;
        break;
      case '--no-room-server':
        result.roomServer = false;
        break;
      case '--room-port': {
        [value, i] = valueOf(argv, i, name);
        const port = Number(value);
        if (value !== undefined && /^\d+$/.test(value) && isRoomPort(port)) result.roomPort = port;
        else result.problems.push('--room-port needs a port number from 1024 to 65534.');
        break;
      }
      case '--room-retention-days': {
        [value, i] = valueOf(argv, i, name);
        const days = Number(value);
        if (value !== undefined && /^\d+(\.\d+)?$/.test(value) && isRetentionDays(days)) {
          result.roomRetentionDays = days;
        } else {
          result.problems.push(
            `--room-retention-days needs a positive number of days (the default is ${DEFAULT_RETENTION_DAYS}).`,
          );
        }
        break;
      }
      case '--room-allowed-hosts': {
        [value, i] = valueOf(argv, i, name);
        const names = hostNamesIn(value ?? '');
        if (value !== undefined && names.every(isHostName)) result.roomAllowedHosts = names;
        else {
          result.problems.push(
            '--room-allowed-hosts needs host names without a port, comma-separated (room-pc.example,192.0.2.10).',
          );
        }
        break;
      }
      default:
        break;
    }
  }
  if (host !== undefined || port !== undefined) {
    const portNumber = Number(port);
    if (host && Number.isInteger(portNumber) && portNumber > 0 && portNumber < 65536) {
      result.database = { host, port: portNumber, ...(namespace ? { namespace } : {}) };
    } else {
      result.problems.push('--database-host and --database-port need a host and a port (1-65535).');
    }
  }
  return result;
}
