/**
 * The Linear connector on the stand-in, for the connector's tests: api.linear.app led to
 * the stand-in, and the shapes the tests compare with.
 */
import { afterEach } from 'vitest';
import type { TrackerImport, TrackerResult } from '../../shared/trackers/contract';
import type { FetchLike } from '../../shared/trackers/http';
import { createLinearConnector } from '../../shared/trackers/linear/connector';
import { LINEAR_API } from '../../shared/trackers/linear/credentials';
import {
  startLinearStandIn,
  type LinearStandIn,
  type LinearStandInOptions,
} from './linear-stand-in';

export const KEY = 'lin_api_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd';
export const NOW = Date.parse('2026-11-29T08:00:00Z');

/** Starts a stand-in per test, closed after it; `linear()` connects to it. */
export function useLinear() {
  let standIn: LinearStandIn | null = null;
  afterEach(async () => {
    await standIn?.close();
    standIn = null;
  });
  return async function linear(options: Partial<LinearStandInOptions> = {}, { key = KEY } = {}) {
    standIn = await startLinearStandIn({ token: KEY, ...options });
    const origin = standIn.baseUrl;
    // api.linear.app's calls led to the stand-in, as if it were Linear.
    const fetchVia: FetchLike = (url, init) => fetch(url.replace(LINEAR_API, origin), init);
    const connector = createLinearConnector(
      { kind: 'linear', baseUrl: LINEAR_API, token: key },
      { now: () => NOW, fetch: fetchVia },
    );
    return { standIn, connector };
  };
}

/** The operations the connector sent, in order. */
export const operations = (s: LinearStandIn) => s.requests.map((r) => r.operation);

/** An import's keys, or its failure. */
export const keys = (answer: TrackerResult<TrackerImport>) =>
  answer.ok ? answer.value.stories.map((s) => s.key) : answer.failure;
