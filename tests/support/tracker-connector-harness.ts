/**
 * A tracker's connector on its stand-in, for the connectors' tests: a stand-in started
 * per test and closed after it, the connector at the stand-in's root (a server's) or at
 * the cloud's address with the cloud API's calls led to the stand-in, and the shapes the
 * tests compare with. Each tracker's harness names its stand-in, token and cloud.
 */
import { afterEach } from 'vitest';
import type { TrackerConnector } from '../../shared/trackers/connector';
import type { TrackerImport, TrackerResult } from '../../shared/trackers/contract';
import type { FetchLike, HttpCallerOptions } from '../../shared/trackers/http';

/** The clock every connector test runs at. */
export const NOW = Date.parse('2026-11-29T08:00:00Z');

/** What a test needs of a running stand-in. */
interface RunningStandIn {
  /** The server's root the stand-in answers at. */
  readonly baseUrl: string;
  close(): Promise<void>;
}

export interface StandInConnectorSpec<O extends { token: string }, S extends RunningStandIn> {
  start: (options: O) => Promise<S>;
  /** The options each stand-in starts with (its token among them); a test's lie over them. */
  defaults: () => O;
  /** The cloud's address a connection names (`https://gitlab.com`). */
  cloud: string;
  /** The cloud API's origin (`https://api.github.com`), whose calls go to the stand-in. */
  cloudApi: string;
  /** The tracker's connector for a site and token. */
  create: (baseUrl: string, token: string, options: HttpCallerOptions) => TrackerConnector;
}

/**
 * Starts a stand-in per test, closed after it; the function returned starts one (with a
 * test's options) and connects to it, with another token or at the cloud's address.
 */
export function useStandInConnector<O extends { token: string }, S extends RunningStandIn>(
  spec: StandInConnectorSpec<O, S>,
) {
  let standIn: S | null = null;
  afterEach(async () => {
    await standIn?.close();
    standIn = null;
  });
  return async function onStandIn(
    options: Partial<O> = {},
    { token = spec.defaults().token, dotCom = false } = {},
  ) {
    const started = await spec.start({ ...spec.defaults(), ...options });
    standIn = started;
    const origin = started.baseUrl;
    // The cloud's calls led to the stand-in, as if it were the cloud.
    const fetchVia: FetchLike = (url, init) =>
      fetch(url.startsWith(spec.cloudApi) ? origin + url.slice(spec.cloudApi.length) : url, init);
    const connector = spec.create(dotCom ? spec.cloud : origin, token, {
      now: () => NOW,
      fetch: fetchVia,
    });
    return { standIn: started, connector };
  };
}

/** An import's keys, or its failure. */
export const keys = (answer: TrackerResult<TrackerImport>) =>
  answer.ok ? answer.value.stories.map((s) => s.key) : answer.failure;
