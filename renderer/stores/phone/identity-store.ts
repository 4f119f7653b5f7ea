/**
 * Who this device is on the participant page: one stable userId per device, the
 * name and optional picture remembered between visits, the preferred card set,
 * and the join form's drafts with their validation messages.
 *
 * Everything is kept in the injected local storage. Storage holds whatever a
 * previous version, an extension or a curious user left there, so every value
 * is checked on read and a bad one is replaced, never trusted or thrown on.
 */
import { makeAutoObservable } from 'mobx';
import {
  isSafeImageUrl,
  PICTURE_URL_MAX_LENGTH,
  stripInvisible,
  USER_NAME_MAX_LENGTH,
} from '../../domain/records';
import { IDENTITY_KEYS } from '../../domain/storage-keys';
import { phoneText } from '../../i18n/en/phone';
import { message, type Message } from '../../i18n/translate';
import { putItem, type AppDeps, type KeyValueStorage } from '../common/deps';

/** Which cards the phone offers. */
export type CardSet = 'points' | 'sizes';

/**
 * A userId is a database key written by this page: letters, digits, '-' and '_'
 * only (never '.', '#', '$', '[', ']' or '/'), long enough to be unique.
 */
const USER_ID_PATTERN = /^[A-Za-z0-9_-]{12,64}$/;
const USER_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const USER_ID_RANDOM_LENGTH = 20;

/** Same shape as the database rule for pictures, so a valid form is never refused there. */
const RULE_PICTURE = /^https?:\/\/\S+$/;

/** Validation messages of the join form (texts in i18n/en/phone.ts). */
export const IDENTITY_MESSAGES = {
  nameRequired: message(phoneText, 'nameRequired'),
  nameTooLong: message(phoneText, 'nameTooLong', { max: USER_NAME_MAX_LENGTH }),
  pictureInvalid: message(phoneText, 'pictureInvalid'),
  pictureTooLong: message(phoneText, 'pictureTooLong', { max: PICTURE_URL_MAX_LENGTH }),
} as const;

/** True when `id` can be used as this device's participant key. */
export function isValidUserId(id: unknown): id is string {
  return typeof id === 'string' && USER_ID_PATTERN.test(id);
}

/** A fresh userId: `u-` and 20 random lowercase letters or digits (about 103 bits). */
export function newUserId(random: () => number): string {
  let out = 'u-';
  for (let i = 0; i < USER_ID_RANDOM_LENGTH; i += 1) {
    const r = random();
    const index = Number.isFinite(r) && r >= 0 ? Math.floor(r * USER_ID_ALPHABET.length) : 0;
    out += USER_ID_ALPHABET[Math.min(USER_ID_ALPHABET.length - 1, index)];
  }
  return out;
}

/**
 * Checks a name as typed. Control, bidirectional and invisible characters are
 * removed and the rest trimmed first (so a name of spaces or zero-width
 * characters is no name); then 1..64 UTF-16 units, the measure the database
 * rule uses, so a name the form accepts is never refused by the database.
 */
export function validateName(
  raw: string,
): { ok: true; name: string } | { ok: false; message: Message } {
  const name = stripInvisible(raw).trim();
  if (name.length === 0) return { ok: false, message: IDENTITY_MESSAGES.nameRequired };
  if (name.length > USER_NAME_MAX_LENGTH)
    return { ok: false, message: IDENTITY_MESSAGES.nameTooLong };
  return { ok: true, name };
}

/**
 * Checks a picture address as typed: empty means none; otherwise an http(s) URL,
 * returned in the browser's canonical form (lower-case scheme and host) because the
 * database rule only accepts a lower-case `http://` or `https://` prefix.
 */
export function validatePicture(
  raw: string,
): { ok: true; picture: string | null } | { ok: false; message: Message } {
  const text = raw.trim();
  if (text === '') return { ok: true, picture: null };
  if (text.length > PICTURE_URL_MAX_LENGTH) {
    return { ok: false, message: IDENTITY_MESSAGES.pictureTooLong };
  }
  if (!isSafeImageUrl(text)) return { ok: false, message: IDENTITY_MESSAGES.pictureInvalid };
  const canonical = new URL(text).href;
  if (canonical.length > PICTURE_URL_MAX_LENGTH) {
    return { ok: false, message: IDENTITY_MESSAGES.pictureTooLong };
  }
  // A parsed http(s) URL with a host always matches; kept as the database rule's own check.
  if (!RULE_PICTURE.test(canonical))
    return { ok: false, message: IDENTITY_MESSAGES.pictureInvalid };
  return { ok: true, picture: canonical };
}

/** The device's participant identity and the join form's drafts. */
export class IdentityStore {
  /** Stable per device; created on first visit and whenever storage held garbage. */
  readonly userId: string;
  /** The saved name ('' until the first join). */
  userName: string;
  /** The saved picture URL, or null. */
  picture: string | null;
  /** Preferred card set. */
  cardSet: CardSet;

  /** What the name field shows. */
  nameDraft: string;
  /** What the picture field shows. */
  pictureDraft: string;
  /** Set once the user tried to submit: messages appear only from then on. */
  submitted = false;

  readonly #storage: KeyValueStorage;

  constructor(deps: Pick<AppDeps, 'localStorage' | 'random'>) {
    this.#storage = deps.localStorage;
    const storedId = this.#storage.getItem(IDENTITY_KEYS.userId);
    if (isValidUserId(storedId)) {
      this.userId = storedId;
    } else {
      this.userId = newUserId(deps.random);
      putItem(this.#storage, IDENTITY_KEYS.userId, this.userId);
    }
    const name = validateName(this.#storage.getItem(IDENTITY_KEYS.userName) ?? '');
    this.userName = name.ok ? name.name : '';
    const picture = validatePicture(this.#storage.getItem(IDENTITY_KEYS.picture) ?? '');
    this.picture = picture.ok ? picture.picture : null;
    this.cardSet = this.#storage.getItem(IDENTITY_KEYS.cardSet) === 'sizes' ? 'sizes' : 'points';
    this.nameDraft = this.userName;
    this.pictureDraft = this.picture ?? '';
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** A saved, valid name exists (the page may join without asking). */
  get hasProfile(): boolean {
    return this.userName !== '';
  }

  /** Message under the name field, or null. */
  get nameError(): Message | null {
    const r = validateName(this.nameDraft);
    return r.ok || !this.submitted ? null : r.message;
  }

  /**
   * Message under the picture field, or null. Shown while typing once the text
   * no longer could become a valid address, so a typo is caught before Join.
   */
  get pictureError(): Message | null {
    const r = validatePicture(this.pictureDraft);
    if (r.ok) return null;
    return this.submitted || this.pictureDraft.trim().length >= 8 ? r.message : null;
  }

  /** The picture the preview should try: the draft when valid, else none. */
  get previewPicture(): string | null {
    const r = validatePicture(this.pictureDraft);
    return r.ok ? r.picture : null;
  }

  /** The name the preview avatar uses (the draft, trimmed, else the saved one). */
  get previewName(): string {
    return this.nameDraft.trim() || this.userName;
  }

  setNameDraft(text: string): void {
    this.nameDraft = text;
  }

  setPictureDraft(text: string): void {
    this.pictureDraft = text;
  }

  /**
   * Validates the drafts and, when both are fine, saves them on the device.
   *
   * @returns true when saved
   */
  saveProfile(): boolean {
    this.submitted = true;
    const name = validateName(this.nameDraft);
    const picture = validatePicture(this.pictureDraft);
    if (!name.ok || !picture.ok) return false;
    this.userName = name.name;
    this.picture = picture.picture;
    this.nameDraft = name.name;
    this.pictureDraft = picture.picture ?? '';
    this.submitted = false;
    putItem(this.#storage, IDENTITY_KEYS.userName, this.userName);
    putItem(this.#storage, IDENTITY_KEYS.picture, this.picture);
    return true;
  }

  /** Switches the card set and remembers it. */
  setCardSet(set: CardSet): void {
    this.cardSet = set;
    putItem(this.#storage, IDENTITY_KEYS.cardSet, set);
  }
}
