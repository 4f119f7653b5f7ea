/** How the gateway's parts hand a path's value, or its children, to a listener. */
import { onValue, ref, type Database, type DataSnapshot, type Query } from 'firebase/database';
import type { RawChild, Unsubscribe } from '../gateway';

/** The children of a snapshot, in the query's order. */
export function childrenOf(snapshot: DataSnapshot): RawChild[] {
  const children: RawChild[] = [];
  // forEach walks the query's order (lastUpdate ascending), which val() would lose.
  snapshot.forEach((child) => {
    if (child.key !== null) children.push({ key: child.key, value: child.val() as unknown });
  });
  return children;
}

/** Live value at `path`, raw. */
export const listenValue = (
  database: Database,
  path: string,
  cb: (raw: unknown) => void,
): Unsubscribe => onValue(ref(database, path), (snap) => cb(snap.val()));

/** Live children of `query` (a path's `ref` or an ordered query), raw. */
export const listenChildren = (query: Query, cb: (children: RawChild[]) => void): Unsubscribe =>
  onValue(query, (snap) => cb(childrenOf(snap)));
