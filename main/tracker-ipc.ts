/**
 * The kiosk's tracker calls (docs/trackers.md, "Where the calls run"): the main process
 * makes them for its own window, behind one IPC handler per operation that checks its
 * sender as every other handler does. The connection is kept in the settings encrypted
 * with the OS keychain (Electron `safeStorage`); without a keychain it is kept for this
 * run only, never written in clear.
 */
import type { IpcMain, SafeStorage } from 'electron';
import { TRACKER_IPC } from '../shared/ipc-channels';
import type { TrackerService } from '../shared/trackers/contract';
import { dispatchTrackerOp, TRACKER_OPS } from '../shared/trackers/dispatch';
import { failure } from '../shared/trackers/failure';
import {
  memoryCredentialStore,
  parseStoredConnection,
  storedForm,
  type CredentialStore,
} from '../shared/trackers/stored-connection';
import { checkSender, ForbiddenSenderError } from './ipc';
import type { SettingsStore } from './settings';

/** The part of Electron's `safeStorage` the kiosk uses. */
export type KeychainLike = Pick<
  SafeStorage,
  'isEncryptionAvailable' | 'encryptString' | 'decryptString'
>;

/**
 * The connection in the settings' `trackerCredential`, encrypted by `keychain`. With no
 * keychain (or none available) it lives in memory until the kiosk quits.
 */
export function kioskCredentialStore(
  settings: SettingsStore,
  keychain: KeychainLike | null,
  log: (message: string) => void = () => undefined,
): CredentialStore {
  const memory = memoryCredentialStore();
  const usable = () => keychain !== null && keychain.isEncryptionAvailable();
  return {
    async load() {
      const kept = settings.get('trackerCredential');
      if (kept === null || !usable()) return memory.load();
      try {
        return parseStoredConnection(
          JSON.parse(keychain!.decryptString(Buffer.from(kept, 'base64'))),
        );
      } catch {
        // Another user's or another machine's keychain: as if none were kept.
        return null;
      }
    },
    async save(connection) {
      await memory.save(null);
      if (connection === null) {
        settings.set('trackerCredential', null);
        return;
      }
      if (!usable()) {
        log('No OS keychain: the tracker connection is kept until the kiosk quits, not saved.');
        settings.set('trackerCredential', null);
        await memory.save(connection);
        return;
      }
      const sealed = keychain!.encryptString(JSON.stringify(storedForm(connection)));
      settings.set('trackerCredential', sealed.toString('base64'));
    },
  };
}

export interface TrackerIpcDeps {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  service: TrackerService;
  log?: (message: string) => void;
}

/** Registers one handler per tracker operation; returns a disposer. */
export function setupTrackerIpc(deps: TrackerIpcDeps): () => void {
  const log = deps.log ?? (() => undefined);
  for (const op of TRACKER_OPS) {
    const channel = TRACKER_IPC[op];
    deps.ipcMain.handle(channel, async (event, ...args: unknown[]) => {
      if (!checkSender(event)) {
        // The arguments are not logged: a token may be among them.
        log(`Refused IPC ${channel} from ${event.senderFrame?.url ?? 'a destroyed frame'}`);
        throw new ForbiddenSenderError(channel);
      }
      try {
        return await dispatchTrackerOp(deps.service, op, args);
      } catch {
        log(`The tracker call ${op} failed unexpectedly.`);
        return {
          ok: false,
          failure: failure('unavailable', 'The kiosk could not complete the tracker call.'),
        };
      }
    });
  }
  return () => {
    for (const op of TRACKER_OPS) deps.ipcMain.removeHandler(TRACKER_IPC[op]);
  };
}
