/**
 * The query string of a REST request (`/path.json?...`), read into what the
 * rest of the database speaks: a {@link WireQuery} checked by the same
 * `checkQuery` as a websocket listen's, and the REST-only options (print,
 * shallow, auth, method override). Refusals carry the reason a client is sent
 * with status 400, as the Realtime Database's REST API refuses them.
 */
import { checkQuery, type Checked } from './validate';
import type { WireQuery } from './wire';

/** What the query string of one REST request asks for. */
export interface RestParams {
  /** The query (orderBy and its constraints); absent for a plain read. */
  query: WireQuery | undefined;
  /** Only the keys of the children (objects shown as `true`). */
  shallow: boolean;
  /** `pretty`: indented JSON; `silent`: no body (204). */
  print: 'pretty' | 'silent' | undefined;
  /** A token (`auth=` or `access_token=`). */
  token: string | undefined;
  /** The method a POST stands for (`x-http-method-override=`). */
  methodOverride: string | undefined;
}

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** The JSON text of a constraint: a JSON primitive (string, number, boolean, null). */
function constraint(name: string, text: string): Checked<unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse(
      `${name} must be a JSON primitive (a quoted string, a number, true, false or null)`,
    );
  }
  if (typeof value === 'object' && value !== null) {
    return refuse(
      `${name} must be a JSON primitive (a quoted string, a number, true, false or null)`,
    );
  }
  return { ok: true, value };
}

function limit(name: string, text: string): Checked<number> {
  if (!/^\d{1,15}$/.test(text) || Number(text) === 0) {
    return refuse(`${name} must be a positive integer`);
  }
  return { ok: true, value: Number(text) };
}

/** The index `orderBy` names, as the wire query's `i`. */
function index(text: string): Checked<string> {
  let name: unknown;
  try {
    name = JSON.parse(text);
  } catch {
    return refuse('orderBy must be a valid JSON encoded path');
  }
  if (typeof name !== 'string') return refuse('orderBy must be a valid JSON encoded path');
  if (name === '$key') return { ok: true, value: '.key' };
  if (name === '$value') return { ok: true, value: '.value' };
  if (name === '$priority') {
    return refuse('orderBy="$priority" is not supported: this database keeps no priorities');
  }
  return { ok: true, value: name };
}

const QUERY_NAMES = ['startAt', 'endAt', 'equalTo', 'limitToFirst', 'limitToLast'] as const;

/** Builds the query from `orderBy` and its constraints. */
function query(params: URLSearchParams): Checked<WireQuery | undefined> {
  const orderBy = params.get('orderBy');
  const given = QUERY_NAMES.filter((name) => params.has(name));
  if (orderBy === null) {
    return given.length > 0
      ? refuse('orderBy must be defined when other query parameters are defined')
      : { ok: true, value: undefined };
  }
  const i = index(orderBy);
  if (!i.ok) return i;
  const q: Record<string, unknown> = { i: i.value };
  const bound = (name: 'startAt' | 'endAt' | 'equalTo', sides: readonly ('sp' | 'ep')[]) => {
    const text = params.get(name);
    if (text === null) return null;
    const value = constraint(name, text);
    if (!value.ok) return value.reason;
    if (i.value === '.key' && typeof value.value !== 'string') {
      return `${name} must be a quoted string with orderBy="$key"`;
    }
    for (const side of sides) q[side] = value.value;
    return null;
  };
  if (params.has('equalTo') && (params.has('startAt') || params.has('endAt'))) {
    return refuse('equalTo cannot be combined with startAt or endAt');
  }
  if (params.has('limitToFirst') && params.has('limitToLast')) {
    return refuse('limitToFirst and limitToLast cannot be combined');
  }
  for (const problem of [
    bound('startAt', ['sp']),
    bound('endAt', ['ep']),
    bound('equalTo', ['sp', 'ep']),
  ]) {
    if (problem) return refuse(problem);
  }
  for (const [name, side] of [
    ['limitToFirst', 'l'],
    ['limitToLast', 'r'],
  ] as const) {
    const text = params.get(name);
    if (text === null) continue;
    const n = limit(name, text);
    if (!n.ok) return n;
    q.l = n.value;
    q.vf = side;
  }
  const checked = checkQuery(q);
  return checked.ok ? checked : refuse(`invalid query: ${checked.reason}`);
}

/** Reads the query string of a REST request. */
export function parseRestParams(params: URLSearchParams): Checked<RestParams> {
  const print = params.get('print');
  if (print !== null && print !== 'pretty' && print !== 'silent') {
    return refuse("print must be 'pretty' or 'silent'");
  }
  const shallowText = params.get('shallow');
  if (shallowText !== null && shallowText !== 'true' && shallowText !== 'false') {
    return refuse("shallow must be 'true' or 'false'");
  }
  const shallow = shallowText === 'true';
  const q = query(params);
  if (!q.ok) return q;
  if (shallow && q.value !== undefined) {
    return refuse('shallow cannot be combined with orderBy or its constraints');
  }
  return {
    ok: true,
    value: {
      query: q.value,
      shallow,
      print: print ?? undefined,
      token: params.get('auth') ?? params.get('access_token') ?? undefined,
      methodOverride: params.get('x-http-method-override') ?? undefined,
    },
  };
}
