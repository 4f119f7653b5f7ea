/**
 * Transactions against the local database (server/db/hash.ts): the SDK sends the
 * hash of the value it built its transaction on, and the server runs the write
 * only when that matches the hash of what it holds. A hash computed differently
 * than the SDK's makes every transaction on such data fail after 25 retries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onValue, ref, runTransaction } from 'firebase/database';
import { valueHash } from '../../server/db/hash';
import {
  connectTestClient,
  startTestDatabase,
  waitFor,
  type DatabaseTarget,
} from '../support/local-db';

let target: DatabaseTarget;
beforeAll(async () => {
  target = await startTestDatabase({ rules: false, seed: null });
});
afterAll(async () => {
  await target.stop();
});

describe('transactions by hash', () => {
  it('commit at the first attempt on data the client holds, whatever its keys and types', async () => {
    const client = connectTestClient(target, 'hash');
    try {
      const data = {
        9: { label: 'nine', on: true, n: -0.5 },
        10: { label: 'ten', on: false, n: 1e21 },
        '-08': 'leading zeros',
        b: 'text with : and 𝄞',
        a: 3,
        big: 12345678901,
      };
      target.local!.setData('t', data);
      const at = ref(client.db, 't');
      // A client listening holds the value, so its first attempt starts from it.
      const stop = onValue(at, () => undefined);
      await waitFor(at, (snap) => snap.child('10/label').val() === 'ten');
      let attempts = 0;
      const result = await runTransaction(at, (current: Record<string, unknown> | null) => {
        attempts += 1;
        return { ...current, a: 4 };
      });
      expect(result.committed).toBe(true);
      expect(attempts).toBe(1);
      expect(target.local!.getData('t/a')).toBe(4);
      stop();
    } finally {
      await client.close();
    }
  });

  it('the hash of nothing is empty, and children without a value count as absent', () => {
    expect(valueHash(null)).toBe('');
    expect(valueHash(undefined)).toBe('');
    expect(valueHash({ gone: null })).toBe('');
    expect(valueHash({ gone: null, kept: 1 })).toBe(valueHash({ kept: 1 }));
    expect(valueHash([5, 6])).toBe(valueHash({ 0: 5, 1: 6 }));
    expect(valueHash('1')).not.toBe(valueHash(1));
    expect(valueHash(true)).not.toBe(valueHash('true'));
  });

  it('a value that is not frozen is hashed as it is now, also after it changed', () => {
    const value: Record<string, unknown> = { a: 1, b: { c: 2 } };
    const before = valueHash(value);
    value.a = 3;
    expect(valueHash(value)).toBe(valueHash({ a: 3, b: { c: 2 } }));
    expect(valueHash(value)).not.toBe(before);
    const frozen = Object.freeze({ a: 3, b: Object.freeze({ c: 2 }) });
    expect(valueHash(frozen)).toBe(valueHash(value));
  });
});
