/**
 * What a listen is sent when its value changes: the whole value, or only the one child
 * that changed. A room's wall and phones listen to the whole room; a vote changes one
 * participant's record, and sending that record alone (about 200 bytes) instead of the
 * room (20 records, about 2.5 KB) to each of the room's 21 listeners is most of what a
 * room server spends on a vote. The SDK applies a push at a child's path to the view
 * it listens to, tagged queries included, as it does with the real service's pushes.
 */
import { getOrAdd } from './memo';
import { isRecord } from './wire';

/**
 * A value as a listen is sent it: each child's JSON when it is an object, and the value
 * and its whole JSON, each built when first read. A vote sends its room's 21 listeners
 * the one record it changed, so the room's whole JSON is built only for a listener that
 * must be sent the whole value.
 */
export interface Encoded {
  readonly value: unknown;
  readonly json: string;
  readonly children: ReadonlyMap<string, string> | null;
}

/** The JSON of an object whose children's JSON are `children`, in their order. */
function joined(children: ReadonlyMap<string, string>): string {
  const parts: string[] = [];
  for (const [key, json] of children) parts.push(`${JSON.stringify(key)}:${json}`);
  return `{${parts.join(',')}}`;
}

/** An {@link Encoded} whose value and whole JSON are built once, when first read. */
export class Encoding implements Encoded {
  private built: { value: unknown } | null = null;

  /**
   * @param children - each child's JSON, in the order of the value's keys; null for a value that is no object
   * @param build - the value
   * @param text - the whole JSON, when known already
   */
  constructor(
    readonly children: ReadonlyMap<string, string> | null,
    private readonly build: () => unknown,
    private text?: string,
  ) {}

  get value(): unknown {
    return (this.built ??= { value: this.build() }).value;
  }

  get json(): string {
    return (this.text ??= this.children ? joined(this.children) : JSON.stringify(this.value));
  }
}

/** One changed child: its key and its new value as JSON. */
export interface ChildChange {
  key: string;
  json: string;
}

/**
 * The JSON of each object child encoded so far. The values come from the data tree,
 * frozen and shared while their node is unchanged (data-tree.ts), so the records a
 * vote did not touch are not encoded again.
 */
const encoded = new WeakMap<object, string>();

/** `value` as JSON, encoded once per frozen object (see {@link encoded}). */
export function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) {
    return JSON.stringify(value);
  }
  let json = encoded.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    encoded.set(value, json);
  }
  return json;
}

/**
 * The encoding of each object encoded so far: the listens that start on one location
 * (40 event streams on a room of 4,000 records) share its encoding, as those told of
 * one change do. Values are never changed once read: the data tree's are frozen, and
 * a query's are new objects.
 */
const encodings = new WeakMap<object, Encoded>();

/** Encodes `value` once, keeping each child's JSON for later comparisons. */
export function encode(value: unknown): Encoded {
  if (!isRecord(value)) return new Encoding(null, () => value, JSON.stringify(value));
  return getOrAdd(encodings, value, () => {
    const children = new Map<string, string>();
    for (const [key, child] of Object.entries(value)) children.set(key, jsonOf(child));
    return new Encoding(children, () => value);
  });
}

/**
 * What a listen that last saw `before` is told of `after`: nothing ('none') when they
 * hold the same; the one child that changed when that says everything (both objects
 * with the same keys and exactly one child different); otherwise null, the whole value:
 * children that came or went change a limited query's window, which only the whole value
 * describes. Told from the children's JSON, so neither whole JSON is built.
 */
export function changeBetween(before: Encoded, after: Encoded): ChildChange | 'none' | null {
  if (before === after) return 'none';
  const [was, is] = [before.children, after.children];
  if (!was || !is) return !was && !is && before.json === after.json ? 'none' : null;
  if (was.size !== is.size) return null;
  let change: ChildChange | null = null;
  for (const [key, json] of is) {
    const old = was.get(key);
    if (old === json) continue;
    if (old === undefined || change) return null;
    change = { key, json };
  }
  return change ?? 'none';
}
