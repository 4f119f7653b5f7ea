/**
 * The main-process side of the preload's bridge. Every handler first checks
 * that the call comes from a frame showing our own app origin, so a page that
 * somehow got into the window (or a subframe) cannot change settings or quit.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { IPC } from '../shared/ipc-channels';
import { isNormalizedScreenCode } from '../shared/screen-code';
import { APP_ORIGIN, isAppUrl } from './app-protocol';
import type { SettingsStore } from './settings';

/**
 * True when the IPC call comes from a live frame whose URL is on `origin`.
 * A destroyed frame (null) or an unparsable URL is refused.
 */
export function checkSender(
  event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
  origin: string = APP_ORIGIN,
): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isAppUrl(url, origin);
}

/** What the handlers act on. */
export interface IpcDeps {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  settings: SettingsStore;
  startAtLogin: { get(): boolean; set(on: boolean): void };
  quit: () => void;
  toggleKiosk: () => void;
  log?: (message: string) => void;
}

/** Error thrown back to a caller that is not the app. */
export class ForbiddenSenderError extends Error {
  constructor(channel: string) {
    super(`Refused ${channel}: the caller is not the Story Point app.`);
    this.name = 'ForbiddenSenderError';
  }
}

/**
 * Registers one `ipcMain.handle` per bridge method. Arguments are validated
 * here too, since the renderer is the less trusted side. Returns a disposer.
 */
export function setupIpc(deps: IpcDeps): () => void {
  const log = deps.log ?? (() => undefined);
  const handlers: Record<string, (...args: unknown[]) => unknown> = {
    [IPC.getLastScreenCode]: () => deps.settings.get('lastScreenCode'),
    [IPC.setLastScreenCode]: (code) => {
      if (typeof code !== 'string' || !isNormalizedScreenCode(code)) {
        throw new TypeError('setLastScreenCode needs a normalised screen code.');
      }
      deps.settings.set('lastScreenCode', code);
    },
    [IPC.getStartAtLogin]: () => deps.startAtLogin.get(),
    [IPC.setStartAtLogin]: (on) => {
      if (typeof on !== 'boolean') throw new TypeError('setStartAtLogin needs true or false.');
      deps.startAtLogin.set(on);
      deps.settings.set('startAtLogin', on);
    },
    [IPC.getRuntimeConfig]: () => deps.settings.get('runtimeConfig') ?? {},
    [IPC.quit]: () => deps.quit(),
    [IPC.exitKiosk]: () => deps.toggleKiosk(),
  };
  for (const [channel, handler] of Object.entries(handlers)) {
    deps.ipcMain.handle(channel, (event, ...args: unknown[]) => {
      if (!checkSender(event)) {
        log(`Refused IPC ${channel} from ${event.senderFrame?.url ?? 'a destroyed frame'}`);
        throw new ForbiddenSenderError(channel);
      }
      return handler(...args);
    });
  }
  return () => {
    for (const channel of Object.keys(handlers)) deps.ipcMain.removeHandler(channel);
  };
}
