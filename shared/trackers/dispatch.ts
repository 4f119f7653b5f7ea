/**
 * One entry for the contract's operations when they arrive from the less trusted side
 * (the kiosk's IPC, the room server's HTTP API): the operation named, its arguments
 * checked for shape, then the service called. Both transports use this, so a bad call is
 * refused the same way wherever it came from.
 */
import type { EstimateWrite, TrackerResult, TrackerService, TrackerSetup } from './contract';
import { failure } from './failure';

/** The operations of {@link TrackerService}, as transports name them. */
export const TRACKER_OPS = [
  'status',
  'connect',
  'disconnect',
  'importByQuery',
  'writeEstimate',
] as const;
export type TrackerOp = (typeof TRACKER_OPS)[number];

/** The backlog's limit: an import never asks for more stories. */
export const MAX_IMPORT = 500;

export const isTrackerOp = (value: unknown): value is TrackerOp =>
  typeof value === 'string' && (TRACKER_OPS as readonly string[]).includes(value);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

const refuse = (message: string): TrackerResult<never> => ({
  ok: false,
  failure: failure('invalid', message),
});

const KINDS: readonly unknown[] = [
  'jira-cloud',
  'jira-server',
  'azure-devops',
  'github',
  'gitlab',
  'linear',
];

function setupOf(raw: unknown): TrackerSetup | null {
  if (!isObject(raw)) return null;
  const { kind, baseUrl, email, project, token, remember } = raw;
  if (!KINDS.includes(kind)) return null;
  if (!text(baseUrl, 2000) || !text(token, 4000) || token.trim() === '') return null;
  if (email !== undefined && !text(email, 320)) return null;
  if (project !== undefined && !text(project, 200)) return null;
  if (kind === 'jira-cloud' && (typeof email !== 'string' || !email.includes('@'))) return null;
  if (kind === 'azure-devops' && (typeof project !== 'string' || project.trim() === '')) {
    return null;
  }
  return {
    kind: kind as TrackerSetup['kind'],
    baseUrl,
    token: token.trim(),
    ...(typeof email === 'string' ? { email: email.trim() } : {}),
    ...(typeof project === 'string' ? { project: project.trim() } : {}),
    ...(remember === true ? { remember } : {}),
  };
}

function writeOf(raw: unknown): EstimateWrite | null {
  if (!isObject(raw)) return null;
  const { key, fieldId, value } = raw;
  if (!text(key, 200) || !text(fieldId, 200)) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return { key, fieldId, value };
}

/** Calls `op` with `args` as a transport received them, refusing what is not the contract's. */
export function dispatchTrackerOp(
  service: TrackerService,
  op: unknown,
  args: readonly unknown[],
): Promise<TrackerResult<unknown>> {
  if (!isTrackerOp(op)) return Promise.resolve(refuse('Unknown tracker operation.'));
  switch (op) {
    case 'status':
      return service.status();
    case 'disconnect':
      return service.disconnect();
    case 'connect': {
      const setup = setupOf(args[0]);
      if (!setup) {
        return Promise.resolve(
          refuse(
            'Enter the tracker’s address and the token (and, for Jira Cloud, the account’s e-mail; for Azure DevOps, the project).',
          ),
        );
      }
      return service.connect(setup);
    }
    case 'importByQuery': {
      const [query, limit] = args;
      if (!text(query, 10_000)) return Promise.resolve(refuse('The query must be text.'));
      const cap =
        typeof limit === 'number' && Number.isInteger(limit) && limit > 0
          ? Math.min(limit, MAX_IMPORT)
          : MAX_IMPORT;
      return service.importByQuery(query, cap);
    }
    case 'writeEstimate': {
      const write = writeOf(args[0]);
      if (!write)
        return Promise.resolve(refuse('An estimate needs an issue key, a field and a number.'));
      return service.writeEstimate(write);
    }
  }
}
