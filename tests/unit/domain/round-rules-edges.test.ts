/**
 * Edges of the round rules that mutation testing found unguarded: what other clients
 * may write into `selected` (the longest value, padding, a byte-order mark, garbage), and
 * the participant lists the wall merges and remembers.
 */
import { describe, expect, it } from 'vitest';
import { decodeSelected, encodeSelected } from '../../../renderer/domain/codec';
import { mergeOffline, sameParticipantLists } from '../../../renderer/domain/participants';
import type { ParticipantRecord } from '../../../renderer/domain/types';

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

const rec = (userId: string, userName: string, lastUpdate = 1): ParticipantRecord => ({
  userId,
  userName,
  selected: '-',
  showCard: false,
  lastUpdate,
});

describe('participant lists', () => {
  it('a userId twice in a snapshot shows its first record, also for a remembered card', () => {
    const snapshot = [rec('a', 'First'), rec('a', 'Second')];
    expect(mergeOffline(snapshot, []).map((m) => m.record.userName)).toEqual(['First']);
    expect(mergeOffline(snapshot, [rec('a', 'Remembered')])).toEqual([
      { record: rec('a', 'First'), offline: false },
    ]);
  });

  it('two people of the same name are different entries of the remembered list', () => {
    expect(sameParticipantLists([rec('a', 'Sam')], [rec('b', 'Sam')])).toBe(false);
    expect(sameParticipantLists([rec('a', 'Sam')], [rec('a', 'Sam')])).toBe(true);
  });
});
