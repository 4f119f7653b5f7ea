import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTOSTART_FILE_NAME,
  autostartEntry,
  createStartAtLogin,
  quoteExecArg,
} from '../../../main/start-at-login';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function configHome(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'story-point-xdg-'));
  dirs.push(dir);
  return dir;
}

function fakeLoginItems() {
  const calls: unknown[] = [];
  let open = false;
  return {
    calls,
    app: {
      getLoginItemSettings: () => ({ openAtLogin: open }) as never,
      setLoginItemSettings: (settings: { openAtLogin?: boolean }) => {
        calls.push(settings);
        open = settings.openAtLogin === true;
      },
    },
  };
}

describe('start at login on Linux: an XDG autostart entry', () => {
  it('adds, reports and removes ~/.config/autostart/story-point.desktop', () => {
    const home = configHome();
    const { app, calls } = fakeLoginItems();
    const login = createStartAtLogin({
      platform: 'linux',
      app,
      executable: '/opt/Story Point/story-point',
      configHome: home,
    });
    const file = path.join(home, 'autostart', AUTOSTART_FILE_NAME);
    expect(login.get()).toBe(false);
    login.set(true);
    expect(login.get()).toBe(true);
    const entry = readFileSync(file, 'utf8');
    expect(entry).toContain('[Desktop Entry]');
    expect(entry).toContain('Type=Application');
    expect(entry).toContain('Exec="/opt/Story Point/story-point"');
    login.set(false);
    expect(existsSync(file)).toBe(false);
    expect(login.get()).toBe(false);
    login.set(false); // already off: no error
    expect(calls).toEqual([]); // Electron's login items do nothing on Linux: never used there
  });

  it.each([
    ['Hidden=true', false],
    ['X-GNOME-Autostart-enabled=false', false],
    ['X-GNOME-Autostart-enabled=true', true],
  ])('an entry with %s counts as on: %s (the desktop settings can disable it)', (line, on) => {
    const home = configHome();
    const login = createStartAtLogin({
      platform: 'linux',
      app: fakeLoginItems().app,
      executable: '/usr/bin/story-point',
      configHome: home,
    });
    login.set(true);
    const file = path.join(home, 'autostart', AUTOSTART_FILE_NAME);
    writeFileSync(file, `[Desktop Entry]\nType=Application\nExec=/usr/bin/story-point\n${line}\n`);
    expect(login.get()).toBe(on);
  });

  it('starts an unpackaged app with its folder as argument', () => {
    expect(autostartEntry('/usr/bin/electron', ['/home/me/story point'])).toContain(
      'Exec=/usr/bin/electron "/home/me/story point"',
    );
  });
});

describe('quoteExecArg (Desktop Entry Exec quoting)', () => {
  it.each([
    ['/usr/bin/story-point', '/usr/bin/story-point'],
    ['/opt/Story Point/app', '"/opt/Story Point/app"'],
    ['a"b', '"a\\"b"'],
    ['$HOME', '"\\$HOME"'],
    ['50%', '50%'],
    ['50% off', '"50%% off"'],
    ['a\\b', '"a\\\\b"'],
  ])('%j -> %s', (arg, quoted) => {
    expect(quoteExecArg(arg)).toBe(quoted);
  });
});

describe('start at login on Windows and macOS: the login-item API', () => {
  it.each(['win32', 'darwin'] as const)('%s switches the login item', (platform) => {
    const { app, calls } = fakeLoginItems();
    const home = configHome();
    const login = createStartAtLogin({
      platform,
      app,
      executable: 'C:\\Story Point\\Story Point.exe',
      configHome: home,
    });
    expect(login.get()).toBe(false);
    login.set(true);
    expect(login.get()).toBe(true);
    login.set(false);
    expect(login.get()).toBe(false);
    expect(calls).toEqual([
      { openAtLogin: true, path: 'C:\\Story Point\\Story Point.exe', args: [] },
      { openAtLogin: false, path: 'C:\\Story Point\\Story Point.exe', args: [] },
    ]);
    expect(existsSync(path.join(home, 'autostart'))).toBe(false);
  });
});
