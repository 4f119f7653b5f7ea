/**
 * Start at login: the login-item API on Windows and macOS, an XDG autostart
 * entry (`~/.config/autostart/story-point.desktop`) on Linux, where Electron's
 * login-item API does nothing.
 */
import * as nodeFs from 'node:fs';
import path from 'node:path';
import type { App } from 'electron';

/** Name of the autostart entry on Linux. */
export const AUTOSTART_FILE_NAME = 'story-point.desktop';

/** The switch the IPC handlers and command-line flags use. */
export interface StartAtLogin {
  /** Whether the OS will start the kiosk at login. */
  get(): boolean;
  /** Adds or removes the OS entry. */
  set(on: boolean): void;
}

/** The file operations the Linux entry needs (node:fs by default). */
export type AutostartFs = Pick<
  typeof nodeFs,
  'existsSync' | 'mkdirSync' | 'readFileSync' | 'writeFileSync' | 'rmSync'
>;

/** What {@link createStartAtLogin} needs. */
export interface StartAtLoginDeps {
  platform: NodeJS.Platform;
  app: Pick<App, 'getLoginItemSettings' | 'setLoginItemSettings'>;
  /** The program to start: the AppImage when run from one, else the executable. */
  executable: string;
  /** Arguments to start it with (e.g. the app folder when run unpackaged). */
  args?: readonly string[];
  /** `$XDG_CONFIG_HOME`, or `~/.config` when unset. */
  configHome: string;
  fs?: AutostartFs;
}

/** Quotes one Exec argument as the Desktop Entry spec asks. */
export function quoteExecArg(arg: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(arg)) return arg;
  // Inside double quotes, `"`, `` ` ``, `$` and `\` are escaped with a backslash;
  // `%` is doubled because Exec field codes start with it.
  return `"${arg.replace(/(["`$\\])/g, '\\$1').replace(/%/g, '%%')}"`;
}

/** The autostart desktop entry that starts the kiosk. */
export function autostartEntry(executable: string, args: readonly string[] = []): string {
  const exec = [executable, ...args].map(quoteExecArg).join(' ');
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Story Point',
    'Comment=Planning poker wall screen',
    `Exec=${exec}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/** Builds the switch for the running OS. */
export function createStartAtLogin(deps: StartAtLoginDeps): StartAtLogin {
  const args = [...(deps.args ?? [])];
  if (deps.platform === 'linux') {
    const fs = deps.fs ?? nodeFs;
    const dir = path.join(deps.configHome, 'autostart');
    const file = path.join(dir, AUTOSTART_FILE_NAME);
    return {
      get() {
        if (!fs.existsSync(file)) return false;
        // An entry a user disabled in their desktop's settings counts as off.
        const text = String(fs.readFileSync(file, 'utf8'));
        return (
          !/^Hidden\s*=\s*true\s*$/m.test(text) &&
          !/^X-GNOME-Autostart-enabled\s*=\s*false\s*$/m.test(text)
        );
      },
      set(on) {
        if (on) {
          fs.mkdirSync(dir, { recursive: true });
          fs.writeFileSync(file, autostartEntry(deps.executable, args));
        } else {
          fs.rmSync(file, { force: true });
        }
      },
    };
  }
  return {
    get: () => deps.app.getLoginItemSettings({ path: deps.executable, args }).openAtLogin,
    set: (on) => deps.app.setLoginItemSettings({ openAtLogin: on, path: deps.executable, args }),
  };
}
