/**
 * The phone's join form and device identity at their edges: the userId made from any
 * random source, picture addresses at the length limit (as typed and as the browser
 * writes them), when the picture message appears while typing, the preview name, and
 * the form after a successful Join.
 */
import { describe, expect, it } from 'vitest';
import { PICTURE_URL_MAX_LENGTH } from '../../../../renderer/domain/records';
import {
  IDENTITY_MESSAGES,
  IdentityStore,
  isValidUserId,
  newUserId,
  validatePicture,
} from '../../../../renderer/stores/phone/identity-store';
import { memoryStorage } from '../../../support/test-deps';
import type { Message } from '../../../../renderer/i18n/translate';

const store = () => new IdentityStore({ localStorage: memoryStorage(), random: () => 0.5 });

describe('a new device userId', () => {
  it.each<[string, number, string]>([
    ['the middle', 0.5, 's'],
    ['the top end (1)', 1, '9'],
    ['just under 1', 0.999_999, '9'],
    ['zero', 0, 'a'],
    ['a negative value', -0.5, 'a'],
    ['NaN', Number.NaN, 'a'],
    ['Infinity', Number.POSITIVE_INFINITY, 'a'],
  ])('from %s is u- and 20 letters or digits', (_label, r, char) => {
    const id = newUserId(() => r);
    expect(id).toBe(`u-${char.repeat(20)}`);
    expect(isValidUserId(id)).toBe(true);
  });
});

describe('picture addresses at the length limit', () => {
  const host = 'https://img.test/';
  it('an address of exactly the limit is accepted as typed', () => {
    const url = host + 'a'.repeat(PICTURE_URL_MAX_LENGTH - host.length);
    expect(validatePicture(url)).toEqual({ ok: true, picture: url });
  });

  it('one the browser lengthens past the limit (a "/" added after the host) is refused', () => {
    const url = 'https://img.test?q=' + 'a'.repeat(PICTURE_URL_MAX_LENGTH - 19);
    expect(url).toHaveLength(PICTURE_URL_MAX_LENGTH);
    expect(validatePicture(url)).toEqual({
      ok: false,
      message: IDENTITY_MESSAGES.pictureTooLong,
    });
  });
});

describe('the join form', () => {
  it.each<[string, Message | null]>([
    ['ftp://a', null], // 7 characters: may still become https://...
    ['   ftp://  ', null], // spaces do not count
    ['ftp://ab', IDENTITY_MESSAGES.pictureInvalid], // 8: cannot become valid any more
    ['https://img.test/a.png', null],
  ])('picture typed as %j shows %j before Join', (typed, message) => {
    const s = store();
    s.setPictureDraft(typed);
    expect(s.pictureError).toBe(message);
  });

  it('the preview uses the typed name, trimmed, else the saved one', () => {
    const s = store();
    s.setNameDraft('Ann');
    expect(s.saveProfile()).toBe(true);
    s.setNameDraft('  Bo  ');
    expect(s.previewName).toBe('Bo');
    s.setNameDraft('   ');
    expect(s.previewName).toBe('Ann');
  });

  it('after a Join the picture field is empty and messages wait for the next Join', () => {
    const s = store();
    const { setNameDraft, setPictureDraft, saveProfile } = s; // handlers passed as props
    setNameDraft('Ann');
    setPictureDraft('  ');
    expect(saveProfile()).toBe(true);
    expect(s.pictureDraft).toBe('');
    expect(s.picture).toBeNull();
    setNameDraft('');
    expect(s.nameError).toBeNull();
    expect(saveProfile()).toBe(false);
    expect(s.nameError).toBe(IDENTITY_MESSAGES.nameRequired);
  });
});
