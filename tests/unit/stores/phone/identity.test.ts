/**
 * IdentityStore: one stable userId per device (a fresh one when storage holds
 * garbage or refuses access), the name and picture remembered on the device, and
 * the join form's validation rules.
 */
import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../../../renderer/app-deps';
import type { KeyValueStorage } from '../../../../renderer/stores/common/deps';
import {
  IDENTITY_MESSAGES,
  IdentityStore,
  isValidUserId,
  validateName,
  validatePicture,
} from '../../../../renderer/stores/phone/identity-store';
import { memoryStorage, scriptedRandom } from '../../../support/test-deps';
import { IDENTITY_KEYS } from '../../../../renderer/domain/storage-keys';

const deps = (localStorage: KeyValueStorage = memoryStorage(), random = Math.random) => ({
  localStorage,
  random,
});

describe('userId', () => {
  it('is created once per device and kept across visits', () => {
    const storage = memoryStorage();
    const first = new IdentityStore(deps(storage));
    expect(isValidUserId(first.userId)).toBe(true);
    expect(storage.getItem(IDENTITY_KEYS.userId)).toBe(first.userId);
    const again = new IdentityStore(deps(storage));
    expect(again.userId).toBe(first.userId);
  });

  it('differs between devices', () => {
    const a = new IdentityStore(deps());
    const b = new IdentityStore(deps());
    expect(a.userId).not.toBe(b.userId);
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc'],
    ['a path', 'u-aaaaaaaaaa/other'],
    ['a database-illegal key', 'u-aaaaaaaaaa.b#c$d'],
    ['JSON', '{"userId":"u-aaaaaaaaaaaa"}'],
    ['too long', 'u'.repeat(65)],
    ['spaces', 'u-aaaa aaaaaaaa'],
  ])('a corrupt stored id (%s) is replaced by a fresh valid one', (_label, stored) => {
    const storage = memoryStorage();
    storage.setItem(IDENTITY_KEYS.userId, stored);
    const store = new IdentityStore(deps(storage, scriptedRandom([0.1, 0.7, 0.3])));
    expect(store.userId).not.toBe(stored);
    expect(isValidUserId(store.userId)).toBe(true);
    expect(storage.getItem(IDENTITY_KEYS.userId)).toBe(store.userId);
  });

  it('storage that throws on every call still gives a working identity (through safeStorage)', () => {
    const hostile = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const store = new IdentityStore(deps(safeStorage(() => hostile)));
    expect(isValidUserId(store.userId)).toBe(true);
    store.setNameDraft('Ann');
    expect(store.saveProfile()).toBe(true);
    expect(store.userName).toBe('Ann');
  });
});

describe('validateName', () => {
  it.each([
    ['Ann', { ok: true, name: 'Ann' }],
    ['  Ann Lee  ', { ok: true, name: 'Ann Lee' }],
    ['<b>Bob</b>', { ok: true, name: '<b>Bob</b>' }],
    ['a'.repeat(64), { ok: true, name: 'a'.repeat(64) }],
    [`  ${'a'.repeat(64)}  `, { ok: true, name: 'a'.repeat(64) }],
    ['', { ok: false, message: IDENTITY_MESSAGES.nameRequired }],
    ['   \t ', { ok: false, message: IDENTITY_MESSAGES.nameRequired }],
    ['\u200b\u202e \u2066', { ok: false, message: IDENTITY_MESSAGES.nameRequired }],
    ['Bob\u202egnp.exe', { ok: true, name: 'Bobgnp.exe' }],
    ['\u200fAnn\u200b', { ok: true, name: 'Ann' }],
    ['a'.repeat(65), { ok: false, message: IDENTITY_MESSAGES.nameTooLong }],
    // 33 emoji are 66 UTF-16 units: over the database rule's 64.
    ['😀'.repeat(33), { ok: false, message: IDENTITY_MESSAGES.nameTooLong }],
  ])('%j → %j', (raw, expected) => {
    expect(validateName(raw)).toEqual(expected);
  });
});

describe('validatePicture', () => {
  it.each([
    ['', { ok: true, picture: null }],
    ['   ', { ok: true, picture: null }],
    ['https://example.org/me.png', { ok: true, picture: 'https://example.org/me.png' }],
    [' http://example.org/me.png ', { ok: true, picture: 'http://example.org/me.png' }],
    ['HTTPS://Example.org/Me.png', { ok: true, picture: 'https://example.org/Me.png' }],
    ['javascript:alert(1)', { ok: false, message: IDENTITY_MESSAGES.pictureInvalid }],
    ['data:image/png;base64,AAAA', { ok: false, message: IDENTITY_MESSAGES.pictureInvalid }],
    ['ftp://example.org/me.png', { ok: false, message: IDENTITY_MESSAGES.pictureInvalid }],
    ['/me.png', { ok: false, message: IDENTITY_MESSAGES.pictureInvalid }],
    ['example.org/me.png', { ok: false, message: IDENTITY_MESSAGES.pictureInvalid }],
    [
      `https://example.org/${'a'.repeat(2048)}`,
      { ok: false, message: IDENTITY_MESSAGES.pictureTooLong },
    ],
  ])('%j → %j', (raw, expected) => {
    expect(validatePicture(raw)).toEqual(expected);
  });
});

describe('profile', () => {
  it('is remembered on the device once saved, trimmed', () => {
    const storage = memoryStorage();
    const store = new IdentityStore(deps(storage));
    expect(store.hasProfile).toBe(false);
    store.setNameDraft('  Ann  ');
    store.setPictureDraft('https://example.org/ann.png');
    expect(store.saveProfile()).toBe(true);
    const again = new IdentityStore(deps(storage));
    expect(again.hasProfile).toBe(true);
    expect(again.userName).toBe('Ann');
    expect(again.nameDraft).toBe('Ann');
    expect(again.picture).toBe('https://example.org/ann.png');
  });

  it('is not saved while a field is invalid, and the messages appear only after trying', () => {
    const storage = memoryStorage();
    const store = new IdentityStore(deps(storage));
    store.setNameDraft('   ');
    expect(store.nameError).toBeNull();
    expect(store.saveProfile()).toBe(false);
    expect(store.nameError).toBe(IDENTITY_MESSAGES.nameRequired);
    expect(storage.getItem(IDENTITY_KEYS.userName)).toBeNull();
    store.setNameDraft('Ann');
    store.setPictureDraft('javascript:alert(1)');
    expect(store.saveProfile()).toBe(false);
    expect(store.pictureError).toBe(IDENTITY_MESSAGES.pictureInvalid);
    expect(store.previewPicture).toBeNull();
  });

  it.each([
    ['a stored name over 64 characters', IDENTITY_KEYS.userName, 'x'.repeat(300)],
    ['a blank stored name', IDENTITY_KEYS.userName, '    '],
  ])('ignores %s', (_label, key, value) => {
    const storage = memoryStorage();
    storage.setItem(key, value);
    const store = new IdentityStore(deps(storage));
    expect(store.hasProfile).toBe(false);
    expect(store.userName).toBe('');
  });

  it('ignores a stored picture that is not http(s)', () => {
    const storage = memoryStorage();
    storage.setItem(IDENTITY_KEYS.picture, 'javascript:alert(1)');
    expect(new IdentityStore(deps(storage)).picture).toBeNull();
  });

  it.each([
    ['sizes', 'sizes'],
    ['points', 'points'],
    ['garbage', 'points'],
    [null, 'points'],
  ] as const)('stored card set %j gives %j', (stored, expected) => {
    const storage = memoryStorage();
    if (stored !== null) storage.setItem(IDENTITY_KEYS.cardSet, stored);
    expect(new IdentityStore(deps(storage)).cardSet).toBe(expected);
  });

  it('remembers the card set', () => {
    const storage = memoryStorage();
    new IdentityStore(deps(storage)).setCardSet('sizes');
    expect(new IdentityStore(deps(storage)).cardSet).toBe('sizes');
  });
});
