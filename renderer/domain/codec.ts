/**
 * The `selected` obfuscation (docs/data-contract.md, The `selected` codec):
 * `"-" + base64url(xor(utf8(value), utf8(code + "/" + userId)))`, base64url without
 * padding, the key repeated as needed; the empty selection is `"-"`.
 *
 * Works the same in browsers and Node: TextEncoder/TextDecoder and a hand-written
 * base64url, no `Buffer`. A decode failure is a {@link DecodeResult}, never an exception,
 * because what is in the database was written by any client.
 */
import type { DecodeResult } from './types';

/** Prefix of every stored selection. */
export const SELECTED_PREFIX = '-';

/** The stored form of "no card chosen". */
export const EMPTY_SELECTED = '-';

/** Longest decoded value accepted, in characters (code points). */
export const MAX_SELECTED_VALUE_LENGTH = 16;

/**
 * Longest encoded text worth decoding: 16 characters of at most 4 UTF-8 bytes each,
 * in base64url, plus the prefix and tolerated padding. Longer input fails at once, so
 * a megabyte string costs nothing.
 */
const MAX_ENCODED_LENGTH = 1 + Math.ceil((MAX_SELECTED_VALUE_LENGTH * 4 * 4) / 3) + 2;

/** First part of the console message on a decode failure (docs/product.md, Errors). */
export const DECRYPTION_ERROR_MESSAGE = 'Decryption error:';

/** Advice that ends the console message on a decode failure (docs/product.md, Errors). */
export const DECRYPTION_ERROR_ADVICE = 'Please close other tabs or windows';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const ALPHABET_INDEX = new Map<string, number>([...ALPHABET].map((c, i) => [c, i]));

const encoder = new TextEncoder();

/**
 * Encodes a card value for `screens/{code}/{userId}/selected`. The empty value has no
 * bytes to encode, so it is the prefix alone: {@link EMPTY_SELECTED}.
 */
export function encodeSelected(value: string, code: string, userId: string): string {
  return (
    SELECTED_PREFIX + base64UrlEncode(xorWithKey(encoder.encode(value), keyBytes(code, userId)))
  );
}

/**
 * Decodes a stored selection. Fails (as a result) when it is not a string, the '-'
 * prefix is missing, the base64url or the UTF-8 is invalid, or the value is longer than
 * {@link MAX_SELECTED_VALUE_LENGTH} characters. `"-"` decodes to the empty value.
 */
export function decodeSelected(selected: unknown, code: string, userId: string): DecodeResult {
  if (typeof selected !== 'string') return { ok: false, reason: 'selected is not a string' };
  // Every snapshot decodes all 20 cards again, mostly unchanged: remember recent results.
  const key = `${code}\u0000${userId}\u0000${selected}`;
  const known = decoded.get(key);
  if (known) return known;
  const result = decodeString(selected, code, userId);
  if (decoded.size >= DECODE_CACHE_SIZE) decoded.clear();
  decoded.set(key, result);
  return result;
}

/**
 * Decode results kept; far more than one screen's cards and their recent values. The
 * cache starts over when full, so a wall that runs for weeks holds at most this many.
 */
export const DECODE_CACHE_SIZE = 1024;
const decoded = new Map<string, DecodeResult>();

/** How many decode results are remembered now (never more than {@link DECODE_CACHE_SIZE}). */
export function decodeCacheSize(): number {
  return decoded.size;
}

function decodeString(selected: string, code: string, userId: string): DecodeResult {
  if (!selected.startsWith(SELECTED_PREFIX)) return { ok: false, reason: 'prefix "-" missing' };
  if (selected.length > MAX_ENCODED_LENGTH) return { ok: false, reason: 'value too long' };
  const bytes = base64UrlDecode(selected.slice(SELECTED_PREFIX.length));
  if (bytes === null) return { ok: false, reason: 'invalid base64url' };
  let value: string;
  try {
    // fatal: a wrong key (another tab's stale code or user) mostly yields invalid UTF-8.
    value = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(
      xorWithKey(bytes, keyBytes(code, userId)),
    );
  } catch {
    return { ok: false, reason: 'invalid UTF-8' };
  }
  if ([...value].length > MAX_SELECTED_VALUE_LENGTH) {
    return { ok: false, reason: 'value too long' };
  }
  return { ok: true, value };
}

/** What {@link logDecryptionError} names, so the console points at the bad record. */
export interface DecryptionErrorDetails {
  code: string;
  userId: string;
  userName?: string;
  reason: string;
}

/**
 * Logs the product's console message for a decode failure:
 * `Decryption error:` {details} `Please close other tabs or windows`.
 *
 * @param log - usually `console.error`; injected so tests can read it.
 */
export function logDecryptionError(
  log: (...args: unknown[]) => void,
  details: DecryptionErrorDetails,
): void {
  log(DECRYPTION_ERROR_MESSAGE, details, DECRYPTION_ERROR_ADVICE);
}

function keyBytes(code: string, userId: string): Uint8Array {
  return encoder.encode(`${code}/${userId}`);
}

/** XOR with the key repeated; the key is never empty because it contains '/'. */
function xorWithKey(data: Uint8Array, key: Uint8Array): Uint8Array {
  return data.map((byte, i) => byte ^ (key[i % key.length] ?? 0));
}

/** base64url without padding (RFC 4648 §5). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const n = (b0 << 16) | (b1 << 8) | b2;
    // 1, 2 or 3 bytes left take 2, 3 or 4 characters (no padding).
    const chars = Math.min(4, bytes.length - i + 1);
    for (let c = 0; c < chars; c += 1) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/**
 * Decodes base64url; `null` when a character is outside the alphabet or the length is
 * impossible. Correct trailing '=' padding is tolerated, as other clients may add it.
 */
export function base64UrlDecode(text: string): Uint8Array | null {
  let body = text;
  if (body.endsWith('=')) {
    if (body.length % 4 !== 0) return null;
    body = body.slice(0, body.endsWith('==') ? -2 : -1);
  }
  if (body.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((body.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (const ch of body) {
    const v = ALPHABET_INDEX.get(ch);
    if (v === undefined) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o] = (acc >> bits) & 0xff;
      o += 1;
    }
  }
  return out;
}
