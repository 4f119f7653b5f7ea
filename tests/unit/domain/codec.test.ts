import { describe, expect, it, vi } from 'vitest';
import {
  DECRYPTION_ERROR_ADVICE,
  DECRYPTION_ERROR_MESSAGE,
  EMPTY_SELECTED,
  base64UrlDecode,
  base64UrlEncode,
  decodeSelected,
  encodeSelected,
  logDecryptionError,
} from '../../../renderer/domain/codec';
import { POINT_SCALE, SIZE_SCALE } from '../../../renderer/domain/cards';

/**
 * Reference implementation of docs/data-contract.md with Node's Buffer, to pin the wire
 * format.
 */
function reference(value: string, code: string, userId: string): string {
  if (value === '') return '-';
  const data = Buffer.from(value, 'utf8');
  const key = Buffer.from(`${code}/${userId}`, 'utf8');
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i += 1) out[i] = data[i]! ^ key[i % key.length]!;
  return '-' + out.toString('base64url');
}

describe('encodeSelected', () => {
  it.each([
    ['8', 'team-a', 'u1'],
    ['½', 'team-a', 'u1'],
    ['∞', 'screen-abcd1234', 'x'],
    ['XXL', 'c', 'user-with-a-long-id-0123456789'],
    ['a sixteen chars!', 'k', 'u'],
    ['😀', 'team', 'é'],
  ])('encodes %j for %s/%s exactly as the data contract', (value, code, userId) => {
    expect(encodeSelected(value, code, userId)).toBe(reference(value, code, userId));
  });

  it('has no padding and uses the url alphabet', () => {
    for (const v of ['1', '13', '100', '?', 'C', 'XS']) {
      expect(encodeSelected(v, 'c', 'u')).toMatch(/^-[A-Za-z0-9_-]+$/);
    }
  });

  it('encodes the empty value as "-"', () => {
    expect(encodeSelected('', 'team', 'u1')).toBe(EMPTY_SELECTED);
    expect(EMPTY_SELECTED).toBe('-');
  });

  // The key is used from its start, so a short value only depends on the key's first bytes.
  it('depends on code and user', () => {
    expect(encodeSelected('8', 'a', 'u')).not.toBe(encodeSelected('8', 'b', 'u'));
    expect(encodeSelected('XXL', 'a', 'u')).not.toBe(encodeSelected('XXL', 'a', 'v'));
  });
});

describe('decodeSelected', () => {
  it.each([...POINT_SCALE, ...SIZE_SCALE, '', '7', '😀😀', 'a sixteen chars!'])(
    'round-trips %j',
    (value) => {
      expect(decodeSelected(encodeSelected(value, 'team-a', 'user-1'), 'team-a', 'user-1')).toEqual(
        { ok: true, value },
      );
    },
  );

  it('decodes a value written by another client (Buffer reference)', () => {
    expect(decodeSelected(reference('13', 'room', 'phone'), 'room', 'phone')).toEqual({
      ok: true,
      value: '13',
    });
  });

  it('tolerates correct "=" padding from other clients', () => {
    // '8' (0x38) xor 'c' (0x63) = 0x5b, which standard base64 writes as 'Ww=='.
    const padded = '-' + Buffer.from([0x38 ^ 0x63]).toString('base64');
    expect(padded).toBe('-Ww==');
    expect(decodeSelected(padded, 'c', 'u')).toEqual({ ok: true, value: '8' });
  });

  const longValue = reference('seventeen chars!!', 'c', 'u');
  const invalidUtf8 = '-' + Buffer.from([0xff ^ 'c'.charCodeAt(0)]).toString('base64url');

  it.each<[string, unknown, string]>([
    ['a number', 42, 'not a string'],
    ['null', null, 'not a string'],
    ['undefined', undefined, 'not a string'],
    ['an object', { v: '-AA' }, 'not a string'],
    ['no prefix', 'Wg', 'prefix'],
    ['the empty string', '', 'prefix'],
    ['plain text value', '8', 'prefix'],
    ['invalid base64url characters', '-a+b/', 'base64url'],
    ['an impossible length', '-abcde', 'base64url'],
    ['misplaced padding', '-a=b', 'base64url'],
    ['invalid UTF-8', invalidUtf8, 'UTF-8'],
    ['a value over 16 characters', longValue, 'too long'],
    ['a megabyte string', '-' + 'A'.repeat(1_000_000), 'too long'],
  ])('fails on %s, without throwing', (_label, selected, reason) => {
    const result = decodeSelected(selected, 'c', 'u');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toContain(reason);
  });

  it.each([
    ['another code', 'beam', 'u'],
    ['another user', 'c', 'v'],
  ])('with %s never yields the original value', (_label, code, user) => {
    const stored = encodeSelected('XXL', 'c', 'u');
    const r = decodeSelected(stored, code, user);
    expect(r.ok && r.value === 'XXL').toBe(false);
  });

  it('answers repeated decodes from memory per code and user, and stays right past its bound', () => {
    const stored = encodeSelected('XXL', 'c', 'u');
    expect(decodeSelected(stored, 'c', 'u')).toEqual({ ok: true, value: 'XXL' });
    // Remembered for (c, u) only: the same string for another user is decoded afresh.
    const other = decodeSelected(stored, 'c', 'v');
    expect(other.ok && other.value === 'XXL').toBe(false);
    for (let i = 0; i < 3000; i += 1) {
      const value = String(i % 100);
      expect(decodeSelected(encodeSelected(value, 'c', `user-${i}`), 'c', `user-${i}`)).toEqual({
        ok: true,
        value,
      });
    }
    expect(decodeSelected(stored, 'c', 'u')).toEqual({ ok: true, value: 'XXL' });
    expect(decodeSelected(stored, 'c', 'v')).toEqual(other);
  });
});

describe('base64url', () => {
  it.each([
    [[], ''],
    [[0], 'AA'],
    [[0, 0], 'AAA'],
    [[0, 0, 0], 'AAAA'],
    [[0xfb, 0xff], '-_8'],
    [[1, 2, 3, 4, 5], 'AQIDBAU'],
  ])('%j ↔ %j', (bytes, text) => {
    expect(base64UrlEncode(Uint8Array.from(bytes))).toBe(text);
    expect(Array.from(base64UrlDecode(text) ?? [-1])).toEqual(bytes);
  });
});

describe('logDecryptionError', () => {
  it("logs 'Decryption error:' with the bad record and 'Please close other tabs or windows'", () => {
    const log = vi.fn();
    const details = { code: 'team', userId: 'u1', userName: 'Ann', reason: 'invalid UTF-8' };
    logDecryptionError(log, details);
    expect(log).toHaveBeenCalledWith(
      'Decryption error:',
      details,
      'Please close other tabs or windows',
    );
    expect(DECRYPTION_ERROR_MESSAGE).toBe('Decryption error:');
    expect(DECRYPTION_ERROR_ADVICE).toBe('Please close other tabs or windows');
  });
});

describe('selected written by other clients', () => {
  it('the longest value (16 four-byte characters) with correct padding is still a card', () => {
    const value = '😀'.repeat(16);
    const padded = `${encodeSelected(value, 'c', 'u')}==`;
    expect(padded).toHaveLength(89);
    expect(decodeSelected(padded, 'c', 'u')).toEqual({ ok: true, value });
  });

  it('a long run of garbage is refused as too long, before any decoding', () => {
    const result = decodeSelected(`-${'%'.repeat(200)}`, 'c', 'u');
    expect(result).toEqual({ ok: false, reason: 'value too long' });
  });

  it.each([
    ['one "=" where two belong', 1],
    ['three "="', 3],
  ])('%s is refused (placeholder face)', (_label, n) => {
    const selected = encodeSelected('8', 'c', 'u') + '='.repeat(n);
    const result = decodeSelected(selected, 'c', 'u');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toContain('base64url');
  });

  it('a value starting with a byte-order mark decodes as written, so "\\uFEFF8" is not an 8', () => {
    const value = '\uFEFF8';
    expect(decodeSelected(encodeSelected(value, 'c', 'u'), 'c', 'u')).toEqual({ ok: true, value });
  });

  it.each([
    ['one byte, two "="', '8'],
    ['two bytes, one "="', '13'],
  ])('correct padding is accepted: %s', (_label, value) => {
    const plain = encodeSelected(value, 'c', 'u');
    const padded = plain + '='.repeat((4 - ((plain.length - 1) % 4)) % 4);
    expect(padded.length % 4).toBe(1);
    expect(decodeSelected(padded, 'c', 'u')).toEqual({ ok: true, value });
  });

  it('the empty value is the prefix alone and decodes to no card', () => {
    expect(encodeSelected('', 'c', 'u')).toBe('-');
    expect(decodeSelected('-', 'c', 'u')).toEqual({ ok: true, value: '' });
  });
});
