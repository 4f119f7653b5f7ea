/**
 * The decode cache behind every snapshot (codec.ts): unchanged cards are answered from
 * memory, and the memory stays bounded on a kiosk wall that runs for weeks.
 */
import { describe, expect, it } from 'vitest';
import {
  DECODE_CACHE_SIZE,
  decodeCacheSize,
  decodeSelected,
  encodeSelected,
} from '../../../renderer/domain/codec';

describe('decode cache', () => {
  it('a snapshot decodes unchanged cards from memory, also with other cards in between', () => {
    const ann = encodeSelected('8', 'wall', 'ann');
    const bob = encodeSelected('5', 'wall', 'bob');
    const first = decodeSelected(ann, 'wall', 'ann');
    decodeSelected(bob, 'wall', 'bob');
    // The same object: nothing was decoded again.
    expect(decodeSelected(ann, 'wall', 'ann')).toBe(first);
  });

  it('a wall running for weeks keeps at most 1024 decode results', () => {
    expect(DECODE_CACHE_SIZE).toBe(1024);
    let largest = 0;
    for (let i = 0; i < 2500; i += 1) {
      const userId = `phone-${i}`;
      const value = String(i % 100);
      expect(decodeSelected(encodeSelected(value, 'wall', userId), 'wall', userId)).toEqual({
        ok: true,
        value,
      });
      largest = Math.max(largest, decodeCacheSize());
    }
    expect(largest).toBe(DECODE_CACHE_SIZE);
    // Full, it starts over rather than growing.
    expect(decodeCacheSize()).toBeLessThan(DECODE_CACHE_SIZE);
  });
});
