/**
 * A listen an older SDK sends under the action `l` (server/db/wire.ts) is a listen as
 * one under `q`: the SDK in use does not send it, but any client may, and it must be
 * answered, served and kept up to date like the other.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import { RawClient } from '../support/raw-ws';

describe('local database: a listen under the older action `l`', () => {
  let db: LocalDatabase;
  let client: RawClient | null = null;
  beforeEach(async () => {
    db = await startLocalDatabase({ port: 0, quiet: true, rules: false, seed: { room: { a: 1 } } });
  });
  afterEach(async () => {
    client?.destroy();
    client = null;
    await db.stop();
  });

  it('is answered ok after the data at its path, and hears of a later change there', async () => {
    client = await RawClient.open(db.port);
    expect(await client.request('l', { p: '/room', h: '' })).toEqual({ s: 'ok', d: {} });
    expect(pushes(client)).toEqual([{ p: 'room', d: { a: 1 } }]);

    db.setData('room/a', 2);
    await client.waitFor(
      (m) => (m.d as { a?: string }).a === 'd' && pushes(client!).length === 2,
      10_000,
      'the change',
    );
    expect(pushes(client)[1]).toEqual({ p: 'room/a', d: 2 });
  });
});

/** The data pushed to `client` so far: each push's path and value. */
function pushes(client: RawClient): unknown[] {
  return client.messages
    .map((m) => m.d as { a?: string; b?: { p: string; d: unknown } })
    .filter((d) => d.a === 'd')
    .map((d) => ({ p: d.b?.p, d: d.b?.d }));
}
