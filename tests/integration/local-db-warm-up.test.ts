/**
 * The warm-up of the rules' check (server/db/warm-up.ts): the product's writes, all
 * accepted by the rules, into a scratch store; one per turn of the event loop, so that
 * clients are served meanwhile; never into the served data; ended by stopping the server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadDefaultRules, startLocalDatabase, type LocalDatabase } from '../../server/db/server';
import { ROUNDS_PER_MEETING, WARM_UP_MEETINGS, warmUpRules } from '../../server/db/warm-up';
import { rest } from '../support/rest-client';

/** Writes of a round: records, their presence and votes, stories, an import, a participant leaving (presence, then record). */
const WRITES_PER_ROUND = 7;
const WRITES_PER_MEETING = ROUNDS_PER_MEETING * WRITES_PER_ROUND;

let db: LocalDatabase | null = null;

afterEach(async () => {
  await db?.stop();
  db = null;
});

describe('warming the rules up', () => {
  it("writes the product's shapes, every one accepted by the rules", async () => {
    const result = await warmUpRules(loadDefaultRules(), 1).done;
    expect(result).toEqual({ written: WRITES_PER_MEETING, refused: 0 });
  });

  it('writes one at a time: other work runs between two writes, and stop() ends it there', async () => {
    const warmUp = warmUpRules(loadDefaultRules(), 1);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    warmUp.stop();
    const { written, refused } = await warmUp.done;
    expect(refused).toBe(0);
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThanOrEqual(2);
  });

  it('a server that warms up answers clients meanwhile and keeps none of it in its data', async () => {
    db = await startLocalDatabase({ quiet: true, warmUp: true, seed: { themes: { a: 'x' } } });
    let warmed = false;
    void db.warmedUp.then(() => (warmed = true));
    const answer = await rest(db.port, '/screens/room.json');
    expect(answer.status).toBe(200);
    expect(warmed).toBe(false);
    expect(await db.warmedUp).toEqual({
      written: WARM_UP_MEETINGS * WRITES_PER_MEETING,
      refused: 0,
    });
    expect(db.getData('')).toEqual({ themes: { a: 'x' } });
  }, 20_000); // the whole warm-up: a second or two of checks on a loaded machine

  it('stopping the server ends its warm-up', async () => {
    db = await startLocalDatabase({ quiet: true, warmUp: true });
    await db.stop();
    const { written } = (await db.warmedUp) ?? { written: NaN };
    expect(written).toBeLessThan(WRITES_PER_ROUND);
    db = null;
  });

  it('a server started without warmUp, or with rules off, warms nothing up', async () => {
    db = await startLocalDatabase({ quiet: true });
    expect(await db.warmedUp).toBeNull();
    await db.stop();
    db = await startLocalDatabase({ quiet: true, warmUp: true, rules: false });
    expect(await db.warmedUp).toBeNull();
  });
});
