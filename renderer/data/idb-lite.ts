/**
 * The part of the `idb` package the database SDK uses, over the browser's IndexedDB
 * (vite.config.ts puts it in that package's place). @firebase/app keeps its daily
 * heartbeat in IndexedDB through `idb` (`openDB`, then one store's `get` or `put` in a
 * transaction and its `done`); the package's whole wrapper of IndexedDB weighs some
 * 960 bytes gzip in both pages' database code, where these calls need about 130. The
 * same database, store and values are written as before.
 */

/** The result of `r`, or its error. */
const result = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

/** One object store in a transaction, as `idb` gives it. */
export interface StoreLite {
  get(key: IDBValidKey): Promise<unknown>;
  put(value: unknown, key?: IDBValidKey): Promise<IDBValidKey>;
}

/** A transaction, as `idb` gives it: its stores, and `done` once it completed. */
export interface TransactionLite {
  readonly done: Promise<void>;
  objectStore(name: string): StoreLite;
}

/** An open database, as `idb` gives it. */
export interface DatabaseLite {
  transaction(store: string, mode?: IDBTransactionMode): TransactionLite;
}

/** `idb`'s `openDB`: opens `name` at `version`, running `upgrade` when it is new or older. */
export function openDB(
  name: string,
  version: number,
  options: { upgrade?: (db: IDBDatabase, oldVersion: number) => void } = {},
): Promise<DatabaseLite> {
  const open = indexedDB.open(name, version);
  open.onupgradeneeded = (event) => options.upgrade?.(open.result, event.oldVersion);
  return result(open).then((db) => ({
    transaction(store, mode) {
      const tx = db.transaction(store, mode);
      const done = new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = tx.onabort = () =>
          reject(tx.error ?? new DOMException('Aborted', 'AbortError'));
      });
      // The SDK awaits `done` after the request; one that failed first leaves it unawaited.
      done.catch(() => undefined);
      return {
        done,
        objectStore(storeName) {
          const objects = tx.objectStore(storeName);
          return {
            get: (key) => result(objects.get(key)),
            put: (value, key) => result(objects.put(value, key)),
          };
        },
      };
    },
  }));
}
