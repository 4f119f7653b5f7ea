/**
 * The data tree as the data file's parts read it (json-parts.ts): a record (a node whose
 * children are values) and a room (a node of at most {@link PIECE_CHILDREN} records) are
 * saved as one piece of JSON text; any other node as its children, each read when its
 * part is encoded (a {@link Later}). The nodes never change once built, so the file holds
 * the data of the moment the save began, whatever is written between its parts, and the
 * rooms are encoded a part at a time, not all in the save's first turn.
 *
 * A piece's text is kept with its node between saves, and a record's is the one the
 * deliveries encoded. At 500 rooms a second's votes change most rooms but few of their
 * records, and the save encoded all 10,000 records again once a second (47-56 ms of CPU
 * a save in bench/README.md's measure, loaded: about 5 % of the server's); it now joins
 * the kept texts of the records for the rooms that changed (21-25 ms), and a room nobody
 * wrote to since the last save costs a lookup.
 */
import { jsonOf } from './changes';
import { valueOf, type Node } from './data-node';
import { Json, Later } from './json-parts';
import { childKeys, childOf } from './wide-node';

/**
 * Most children of a node saved as one piece: a room of records. A larger one is saved a
 * child at a time, so that no part is much longer than the parts are meant to be.
 */
const PIECE_CHILDREN = 64;

/** Each record's JSON text once encoded (null: the node is no record). */
const records = new WeakMap<Node, string | null>();
/** Each room's piece once made (null: the node is saved a child at a time). */
const rooms = new WeakMap<Node, Json | null>();

/** Whether `key` is an array index, which an object lists first, in their order. */
function isIndex(key: string): boolean {
  // Most keys start with a letter (push ids, names): those are no index, without the pattern.
  const first = key.charCodeAt(0);
  if (!(first >= 48 && first <= 57)) return false;
  return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 2 ** 32 - 1;
}

/**
 * `keys` in the order of the value's own keys (the value is built in the node's order):
 * array indices first, ascending, then the others as they come, as `JSON.stringify`
 * lists them.
 */
function inValueOrder(keys: string[]): string[] {
  const indices = keys.filter(isIndex);
  if (indices.length === 0) return keys;
  indices.sort((a, b) => Number(a) - Number(b));
  return [...indices, ...keys.filter((key) => !isIndex(key))];
}

/**
 * A record's JSON text (a node whose children are all values), null for another node:
 * the text the deliveries encoded (`jsonOf`, kept by frozen value) when they sent it.
 */
function recordText(node: Node): string | null {
  let text = records.get(node);
  if (text === undefined) {
    const isRecord = childKeys(node).every(
      (key) => valueOf(childOf(node, key) as Node) !== undefined,
    );
    text = isRecord ? jsonOf(node.$value()) : null;
    records.set(node, text);
  }
  return text;
}

/**
 * A room's JSON text (at most {@link PIECE_CHILDREN} records), null for another node: its
 * records' texts joined, so that it is `JSON.stringify` of the room's value.
 */
function roomPiece(node: Node): Json | null {
  let piece = rooms.get(node);
  if (piece === undefined) {
    piece = null;
    const keys = childKeys(node);
    if (keys.length <= PIECE_CHILDREN) {
      const parts: string[] = [];
      for (const key of inValueOrder(keys)) {
        const text = recordText(childOf(node, key) as Node);
        if (text === null) break;
        parts.push(`${JSON.stringify(key)}:${text}`);
      }
      if (parts.length === keys.length) piece = new Json(`{${parts.join(',')}}`);
    }
    rooms.set(node, piece);
  }
  return piece;
}

/** `node`'s text when it is a record or a room of records, null otherwise. */
function pieceOf(node: Node): Json | null {
  const text = recordText(node);
  return text === null ? roomPiece(node) : new Json(text);
}

/** `node`'s value when it is one (the root may be), otherwise its children as the save reads them. */
export function savedValue(node: Node): unknown {
  const value = valueOf(node);
  return value !== undefined ? value : childrenOf(node);
}

/**
 * The children of `node`: each value as it is, each piece already made as its text, and
 * a {@link Later} for the others, read when its part comes.
 */
function childrenOf(node: Node): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of childKeys(node)) {
    const child = childOf(node, key) as Node;
    const value = valueOf(child);
    out[key] =
      value !== undefined
        ? value
        : (rooms.get(child) ?? new Later(() => pieceOf(child) ?? childrenOf(child)));
  }
  return out;
}
