/** IPC channel names shared by the preload and the main process (one per bridge method). */
export const IPC = {
  getLastScreenCode: 'story-point:get-last-screen-code',
  setLastScreenCode: 'story-point:set-last-screen-code',
  getStartAtLogin: 'story-point:get-start-at-login',
  setStartAtLogin: 'story-point:set-start-at-login',
  getRuntimeConfig: 'story-point:get-runtime-config',
  quit: 'story-point:quit',
  exitKiosk: 'story-point:exit-kiosk',
} as const;

/** One of the {@link IPC} channel names. */
export type IpcChannel = (typeof IPC)[keyof typeof IPC];

/**
 * The tracker operations' channels (shared/trackers/contract.ts, `TrackerService`), one
 * per operation, answered by main/tracker-ipc.ts.
 */
export const TRACKER_IPC = {
  status: 'story-point:tracker-status',
  connect: 'story-point:tracker-connect',
  disconnect: 'story-point:tracker-disconnect',
  importByQuery: 'story-point:tracker-import-by-query',
  writeEstimate: 'story-point:tracker-write-estimate',
} as const;
