/**
 * Builds the `window.storyPoint` object from one `invoke` function. Only the
 * listed methods reach the page; `ipcRenderer` itself never does, so a page
 * cannot send on channels of its choosing.
 */
import type { RuntimeConfig, StoryPointBridge } from '../shared/bridge-types';
import { IPC, TRACKER_IPC } from '../shared/ipc-channels';
import type { TrackerService } from '../shared/trackers/contract';

/** `ipcRenderer.invoke`, or a fake in tests. */
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
    trackers: trackerBridge(invoke),
  });
}

/** The tracker service over IPC: each operation one channel, its answer the contract's. */
function trackerBridge(invoke: Invoke): TrackerService {
  type Answer<K extends keyof TrackerService> = ReturnType<TrackerService[K]>;
  return Object.freeze({
    status: () => invoke(TRACKER_IPC.status) as Answer<'status'>,
    connect: (setup) => invoke(TRACKER_IPC.connect, setup) as Answer<'connect'>,
    disconnect: () => invoke(TRACKER_IPC.disconnect) as Answer<'disconnect'>,
    importByQuery: (query, limit) =>
      invoke(TRACKER_IPC.importByQuery, query, limit) as Answer<'importByQuery'>,
    writeEstimate: (write) => invoke(TRACKER_IPC.writeEstimate, write) as Answer<'writeEstimate'>,
  } satisfies TrackerService);
}
