/**
 * A value's JSON text in parts, so that a large one is written out between other
 * clients' turns (docs/threat-model.md, "Fair time"). The data file holds the whole
 * database: `JSON.stringify` of 48 MB took 200 to 460 ms, all in one turn, once a second
 * while writes came. Joined, the parts are exactly `JSON.stringify(value)`.
 */

/** About how many characters a part holds: a few milliseconds of encoding. */
export const PART_CHARS = 64 * 1024;

/**
 * A value read only when its part is encoded (its JSON is that value's). The data file's
 * rooms are such (save-view.ts): building the whole tree's value before the first part
 * took 12-32 ms in one turn at 500 rooms, a busy stretch every second that every write
 * waited through; built a room at a time, it falls in the parts.
 */
export class Later {
  constructor(readonly read: () => unknown) {}
}

/**
 * A value's JSON text, encoded already: put as it is. The data file's records and rooms
 * are such (save-view.ts): their text is kept between saves, so that a save encodes
 * what changed since the last one, not every record once a second.
 */
export class Json {
  constructor(readonly text: string) {}
}

/** What JSON has no text for: left out of an object, `null` in an array. */
const hasNoJson = (v: unknown) =>
  v === undefined || typeof v === 'function' || typeof v === 'symbol';

/**
 * Whether `value` is encoded whole: an object or array whose children hold no object (a
 * record), or one that gives its own JSON (`toJSON`).
 */
function isWhole(value: object): boolean {
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return true;
  return Object.values(value).every((child) => typeof child !== 'object' || child === null);
}

/** The JSON text of `value`, in parts of about `partChars` characters (more where one record is longer). */
export function* jsonInParts(
  value: unknown,
  partChars = PART_CHARS,
): Generator<string, void, void> {
  let pending: string[] = [];
  let size = 0;
  const put = (text: string) => {
    pending.push(text);
    size += text.length;
  };
  // Depth first, with what closes each object or array on the stack.
  const stack: (() => void)[] = [() => encode(value)];
  const encode = (later: unknown) => {
    const v = later instanceof Later ? later.read() : later;
    if (v instanceof Json) return put(v.text);
    if (typeof v !== 'object' || v === null || isWhole(v)) return put(JSON.stringify(v));
    const array = Array.isArray(v);
    const entries = array
      ? Array.from(v, (child, i) => [String(i), hasNoJson(child) ? null : child] as const)
      : Object.entries(v).filter(([, child]) => !hasNoJson(child));
    put(array ? '[' : '{');
    stack.push(() => put(array ? ']' : '}'));
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i] as readonly [string, unknown];
      const comma = i > 0 ? ',' : '';
      stack.push(() => {
        put(array ? comma : `${comma}${JSON.stringify(key)}:`);
        encode(child);
      });
    }
  };
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    next();
    if (size >= partChars) {
      yield pending.join('');
      pending = [];
      size = 0;
    }
  }
  if (size > 0) yield pending.join('');
}
