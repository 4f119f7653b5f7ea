/**
 * The module used in place of `idb` (vite.config.ts aliases it): @firebase/app reads and writes its
 * heartbeats through it as through IndexedDB, and reads back what it wrote.
 */
import { describe, expect, it } from 'vitest';
import { openDB } from '../../../renderer/data/heartbeat-store';

describe('the heartbeat store', () => {
  it('gives back what a transaction put, as @firebase/app reads it', async () => {
    const db = await openDB();
    const write = db.transaction();
    await write.objectStore().put({ heartbeats: [{ date: '2026-11-29' }] }, 'app!id');
    await write.done;
    const read = db.transaction();
    expect(await read.objectStore().get('app!id')).toEqual({
      heartbeats: [{ date: '2026-11-29' }],
    });
    await read.done;
    expect(await db.transaction().objectStore().get('other!id')).toBeUndefined();
  });
});
