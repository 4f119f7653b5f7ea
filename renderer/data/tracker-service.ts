/**
 * The wall's way to its tracker connection (docs/trackers.md, "Where the calls run"),
 * loaded by the UI only when it is used (a dynamic import), so nothing of it reaches
 * the wall's first page or the phone. It picks where the calls run:
 * - the kiosk's main process, when the preload's bridge offers `trackers`;
 * - the room server that served this page (`npm start`), when its `config.json` says
 *   `"trackers": "room-server"`;
 * - otherwise this browser itself, for the trackers that accept a page's cross-origin
 *   calls (Azure DevOps, GitHub, GitLab, Linear; browser-trackers.ts, loaded on the first
 *   call). Jira refuses them (it allows no cross-origin calls with an API token): connecting to Jira answers
 *   'cross-origin', naming the kiosk and `npm start`.
 */
import type { StoryPointBridge } from '../../shared/bridge-types';
import { loadRuntimeConfig, type RuntimeConfig } from '../../shared/runtime-config';
import type { TrackerFailure, TrackerResult, TrackerService } from '../../shared/trackers/contract';
import { FIRST_BACKOFF_MS } from '../../shared/trackers/failure';
import type { WallTrackerService } from '../stores/common/deps';
import type { BrowserStorage } from './browser-trackers';

/** What the choice depends on; each defaults to this page's own. */
export interface TrackerServiceDeps {
  bridge?: StoryPointBridge;
  config?: RuntimeConfig;
  fetch?: typeof fetch;
  /** Where a browser wall remembers a connection; defaults to localStorage. */
  storage?: BrowserStorage | null;
}

/** The path of the room server's tracker API (server/trackers/api.ts). */
export const ROOM_SERVER_TRACKER_API = '/api/trackers/';

export const CROSS_ORIGIN_MESSAGE =
  'Jira does not accept calls from a web page with an API token. Use the Story Point kiosk, or run the wall with npm start on this computer.';

const isResult = (value: unknown): value is TrackerResult<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  ((value as { ok?: unknown }).ok === true ||
    ((value as { ok?: unknown }).ok === false &&
      typeof (value as { failure?: { kind?: unknown } }).failure?.kind === 'string'));

/** The room server's API: each operation one JSON POST to this page's own origin. */
export function roomServerTrackerService(fetchFn: typeof fetch = fetch): TrackerService {
  const unreachable: TrackerFailure = {
    kind: 'network',
    message: 'The room server on this computer did not answer.',
    retryAfterMs: FIRST_BACKOFF_MS,
  };
  async function call<T>(op: keyof TrackerService, ...args: unknown[]): Promise<TrackerResult<T>> {
    let response: Response;
    try {
      response = await fetchFn(`${ROOM_SERVER_TRACKER_API}${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ args }),
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch {
      return { ok: false, failure: unreachable };
    }
    const body: unknown = await response.json().catch(() => null);
    if (isResult(body)) return body as TrackerResult<T>;
    return {
      ok: false,
      failure: {
        kind: 'unavailable',
        message: `The room server answered ${response.status} to a tracker call.`,
        retryAfterMs: FIRST_BACKOFF_MS,
      },
    };
  }
  return {
    status: () => call('status'),
    connect: (setup) => call('connect', setup),
    disconnect: () => call('disconnect'),
    importByQuery: (query, limit) => call('importByQuery', query, limit),
    writeEstimate: (write) => call('writeEstimate', write),
  };
}

/** This page's localStorage, or null where the browser refuses it (storage turned off). */
function pageStorage(): BrowserStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * This browser on its own: the trackers that accept a page's calls, loaded on the first
 * call. A Jira setup answers 'cross-origin'.
 */
export function browserTrackerService(
  deps: Pick<TrackerServiceDeps, 'fetch' | 'storage'> = {},
): WallTrackerService {
  let opened: Promise<TrackerService> | null = null;
  const open = () =>
    (opened ??= import('./browser-trackers').then((m) =>
      m.createBrowserTrackerService({
        storage: deps.storage === undefined ? pageStorage() : deps.storage,
        crossOriginMessage: CROSS_ORIGIN_MESSAGE,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      }),
    ));
  const run = async <T>(
    call: (service: TrackerService) => Promise<TrackerResult<T>>,
  ): Promise<TrackerResult<T>> => {
    let service: TrackerService;
    try {
      service = await open();
    } catch {
      // The connector's file could not be loaded (offline): try again on the next call.
      opened = null;
      return {
        ok: false,
        failure: {
          kind: 'network',
          message: 'The tracker connector could not be loaded.',
          retryAfterMs: FIRST_BACKOFF_MS,
        },
      };
    }
    return call(service);
  };
  return {
    status: () => run((s) => s.status()),
    connect: (setup) => run((s) => s.connect(setup)),
    disconnect: () => run((s) => s.disconnect()),
    importByQuery: (query, limit) => run((s) => s.importByQuery(query, limit)),
    writeEstimate: (write) => run((s) => s.writeEstimate(write)),
    inBrowser: true,
  };
}

/** The tracker service for this wall: the kiosk's, the room server's, or the browser's. */
export async function openTrackerService(
  deps: TrackerServiceDeps = {},
): Promise<WallTrackerService> {
  const bridge = deps.bridge ?? (typeof window === 'undefined' ? undefined : window.storyPoint);
  if (bridge?.trackers) return bridge.trackers;
  const fetchFn = deps.fetch ?? ((input, init) => fetch(input, init));
  const config = deps.config ?? (await loadRuntimeConfig(fetchFn, () => undefined));
  if (config.trackers === 'room-server') return roomServerTrackerService(fetchFn);
  return browserTrackerService({
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.storage === undefined ? {} : { storage: deps.storage }),
  });
}
