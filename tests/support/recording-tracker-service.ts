/**
 * A tracker service that answers every call with success and records it, for the
 * tests of what reaches a service (dispatchTrackerOp's check of a call's arguments).
 */
import type { TrackerService } from '../../shared/trackers/contract';

/** The service, and each call it received as `[operation, ...arguments]`. */
export function recordingTrackerService(): { service: TrackerService; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const ok =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return Promise.resolve({ ok: true as const, value: null });
    };
  const service = {
    status: ok('status'),
    connect: ok('connect'),
    disconnect: ok('disconnect'),
    importByQuery: ok('importByQuery'),
    writeEstimate: ok('writeEstimate'),
  } as unknown as TrackerService;
  return { service, calls };
}
