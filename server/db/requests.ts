/**
 * The checks of a client's request body (`validate.ts` holds the rules for each
 * part), turning what the client sent into a typed request, or the status and reason
 * it is refused with. The connection (`connection.ts`) dispatches only checked
 * requests, so its handlers never see raw input.
 */
import {
  checkPatch,
  checkPath,
  checkQuery,
  checkTag,
  checkValue,
  type ConnectionLimits,
} from './validate';
import { Status, type RequestBody, type WireQuery } from './wire';

/** A request's checked content, or the status and reason it is refused with. */
export type Checked<T> = { ok: true; value: T } | { ok: false; status: string; reason: string };

const refused = (status: string, reason: string) => ({ ok: false as const, status, reason });

/** A listen, unlisten or get: a path, with a query and a tag when the client sent them. */
export interface ReadRequest {
  path: string;
  query: WireQuery | undefined;
  tag: number | undefined;
}

/** A set: the path and its depth, the value, and a transaction's hash when sent. */
export interface PutRequest {
  path: string;
  data: unknown;
  hash: string | undefined;
}

/** An update: paths below `path`, each with its value. */
export interface MergeRequest {
  path: string;
  data: Record<string, unknown>;
}

function pathOf(b: RequestBody): Checked<string[]> {
  const path = checkPath(b.p ?? '');
  return path.ok ? path : refused(Status.invalidPath, path.reason);
}

export function readRequest(b: RequestBody): Checked<ReadRequest> {
  const path = pathOf(b);
  if (!path.ok) return path;
  const query = checkQuery(b.q);
  if (!query.ok) return refused(Status.invalidQuery, query.reason);
  const tag = checkTag(b.t);
  if (!tag.ok) return refused(Status.invalidQuery, tag.reason);
  return { ok: true, value: { path: path.value.join('/'), query: query.value, tag: tag.value } };
}

/** The limits a write's data is checked against. */
export type WriteLimits = Pick<ConnectionLimits, 'maxWriteValues' | 'maxUpdatePaths'>;

export function putRequest(b: RequestBody, maxValues: number): Checked<PutRequest> {
  const path = pathOf(b);
  if (!path.ok) return path;
  const data = checkValue(b.d, path.value.length, maxValues);
  if (!data.ok) return refused(Status.invalidData, data.reason);
  const hash = typeof b.h === 'string' ? b.h : undefined;
  return { ok: true, value: { path: path.value.join('/'), data: data.value, hash } };
}

export function mergeRequest(b: RequestBody, limits: WriteLimits): Checked<MergeRequest> {
  const path = pathOf(b);
  if (!path.ok) return path;
  const data = checkPatch(b.d, path.value.length, limits);
  if (!data.ok) return refused(Status.invalidData, data.reason);
  return { ok: true, value: { path: path.value.join('/'), data: data.value } };
}

/** An onDisconnect cancel: only a path. */
export function pathRequest(b: RequestBody): Checked<string> {
  const path = pathOf(b);
  return path.ok ? { ok: true, value: path.value.join('/') } : path;
}
