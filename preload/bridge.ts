/**
 * Builds the `window.storyPoint` object from one `invoke` function. Only the
 * listed methods reach the page; `ipcRenderer` itself never does, so a page
 * cannot send on channels of its choosing.
 */
import type { RuntimeConfig, StoryPointBridge } from '../shared/bridge-types';
import { IPC } from '../shared/ipc-channels';

/** `ipcRenderer.invoke`, or a stand-in in tests. */
export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

/** The bridge: each method is one IPC call, with its result typed. */
export function createBridge(invoke: Invoke): StoryPointBridge {
  return Object.freeze({
    isKiosk: true as const,
    getLastScreenCode: () => invoke(IPC.getLastScreenCode) as Promise<string | null>,
    setLastScreenCode: async (code: string) => {
      await invoke(IPC.setLastScreenCode, code);
    },
    getStartAtLogin: () => invoke(IPC.getStartAtLogin) as Promise<boolean>,
    setStartAtLogin: async (on: boolean) => {
      await invoke(IPC.setStartAtLogin, on);
    },
    getRuntimeConfig: () => invoke(IPC.getRuntimeConfig) as Promise<RuntimeConfig>,
    quit: async () => {
      await invoke(IPC.quit);
    },
    exitKiosk: async () => {
      await invoke(IPC.exitKiosk);
    },
  });
}
