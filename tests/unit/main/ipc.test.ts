import { describe, expect, it } from 'vitest';
import { checkSender, setupIpc } from '../../../main/ipc';
import { memorySettingsStore } from '../../../main/settings';
import { IPC } from '../../../shared/ipc-channels';
import { FakeIpcMain } from './fake-electron';

describe('checkSender', () => {
  it.each([
    ['app://story-point/team-a', true],
    ['app://story-point/', true],
    ['https://evil.example/', false],
    ['app://story-point.evil.example/', false],
    ['file:///tmp/index.html', false],
    ['about:blank', false],
    ['', false],
  ])('a frame at %j may call: %s', (url, allowed) => {
    expect(checkSender({ senderFrame: { url } as never })).toBe(allowed);
  });

  it('refuses a destroyed frame', () => {
    expect(checkSender({ senderFrame: null })).toBe(false);
  });
});

function setup(initial: Parameters<typeof memorySettingsStore>[0] = {}) {
  const ipcMain = new FakeIpcMain();
  const settings = memorySettingsStore(initial);
  const calls: string[] = [];
  let loginOn = false;
  const logs: string[] = [];
  const dispose = setupIpc({
    ipcMain: ipcMain as never,
    settings,
    startAtLogin: {
      get: () => loginOn,
      set: (on) => {
        calls.push(`login ${on}`);
        loginOn = on;
      },
    },
    quit: () => void calls.push('quit'),
    toggleKiosk: () => void calls.push('toggle'),
    log: (m) => void logs.push(m),
  });
  return { ipcMain, settings, calls, logs, dispose };
}

const APP = 'app://story-point/team-a';

describe('setupIpc: the bridge behind window.storyPoint', () => {
  it('answers every bridge method for the app', async () => {
    const { ipcMain, settings, calls } = setup({
      runtimeConfig: { database: { host: 'h', port: 1 } },
    });
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.values(IPC).sort());
    expect(await ipcMain.invoke(APP, IPC.getLastScreenCode)).toBeNull();
    await ipcMain.invoke(APP, IPC.setLastScreenCode, 'team-b');
    expect(await ipcMain.invoke(APP, IPC.getLastScreenCode)).toBe('team-b');
    expect(await ipcMain.invoke(APP, IPC.getStartAtLogin)).toBe(false);
    await ipcMain.invoke(APP, IPC.setStartAtLogin, true);
    expect(await ipcMain.invoke(APP, IPC.getStartAtLogin)).toBe(true);
    expect(settings.get('startAtLogin')).toBe(true);
    expect(await ipcMain.invoke(APP, IPC.getRuntimeConfig)).toEqual({
      database: { host: 'h', port: 1 },
    });
    await ipcMain.invoke(APP, IPC.exitKiosk);
    await ipcMain.invoke(APP, IPC.quit);
    expect(calls).toEqual(['login true', 'toggle', 'quit']);
  });

  it('refuses every call from another origin or a destroyed frame, changing nothing', async () => {
    const { ipcMain, settings, calls, logs } = setup({ lastScreenCode: 'team-a' });
    const args: Record<string, unknown[]> = {
      [IPC.setLastScreenCode]: ['evil'],
      [IPC.setStartAtLogin]: [true],
    };
    for (const frame of ['https://evil.example/', null]) {
      for (const channel of Object.values(IPC)) {
        await expect(ipcMain.invoke(frame, channel, ...(args[channel] ?? []))).rejects.toThrow(
          /not the Story Point app/,
        );
      }
    }
    expect(settings.get('lastScreenCode')).toBe('team-a');
    expect(calls).toEqual([]);
    expect(logs.length).toBe(Object.values(IPC).length * 2);
  });

  it.each([
    [IPC.setLastScreenCode, ['Team A']],
    [IPC.setLastScreenCode, ['']],
    [IPC.setLastScreenCode, [42]],
    [IPC.setStartAtLogin, ['yes']],
    [IPC.setStartAtLogin, []],
  ])('%s refuses bad arguments %j', async (channel, args) => {
    const { ipcMain, settings, calls } = setup({ lastScreenCode: 'team-a' });
    await expect(ipcMain.invoke(APP, channel, ...args)).rejects.toThrow(TypeError);
    expect(settings.get('lastScreenCode')).toBe('team-a');
    expect(calls).toEqual([]);
  });

  it('the disposer removes every handler', () => {
    const { ipcMain, dispose } = setup();
    dispose();
    expect(ipcMain.handlers.size).toBe(0);
  });
});
