/**
 * Validation of what the database holds. Any client can write anything, so every
 * record, config and theme is parsed here before the screen uses it; garbage is
 * reported or replaced by defaults and never crashes the screen.
 */
import { EMPTY_SELECTED } from './codec';
import { isRoundNumber } from './round-number';
import { SCREEN_CONFIG_KEYS, type ParticipantRecord, type ScreenConfig, type Theme } from './types';

/** Longest user name shown, in characters (code points); longer names are cut. */
export const USER_NAME_MAX_LENGTH = 64;

/** Longest picture URL accepted. */
export const PICTURE_URL_MAX_LENGTH = 2048;

/**
 * Longest `selected` text kept as is. A valid one is far shorter (about 90); a longer
 * one is replaced by '' so a megabyte string is not held, and still fails decoding.
 */
export const SELECTED_MAX_LENGTH = 256;

/**
 * Longest config string (each field of `configs/{code}`), one limit for the client and
 * the database: the security rules (database.rules.json) refuse longer values with this
 * same number, which a test reads from the rules file. The client does not send a
 * longer value (Options says so) and ignores one it receives (cutting JSON would break it).
 */
export const CONFIG_STRING_MAX_LENGTH = 16_384;

/** Longest theme name kept, in characters. */
export const THEME_NAME_MAX_LENGTH = 64;

/** The default config: every field empty (docs/product.md, Screen config and themes). */
export const EMPTY_CONFIG: Readonly<ScreenConfig> = Object.freeze({
  cardBackground: '',
  cardBorder: '',
  textColor: '',
  screenBackground: '',
  screenForeground: '',
  customImages: '',
});

/** Result of {@link parseParticipant}: a usable record, or why the raw value is not one. */
export type ParticipantParseResult =
  { ok: true; record: ParticipantRecord } | { ok: false; key: string; reason: string };

/** A plain object (not null, not an array). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// Control characters (C0, DEL, C1) would render as boxes or break layout; never useful in a name.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Bidirectional controls and invisible characters: a right-to-left override
 * (U+202E) makes "Bob\u202Egnp.exe" read as "Bobexe.png" and can flip the
 * text around it; zero-width and other invisible characters make two names
 * look alike or a name look empty. Kept: the zero-width joiner and non-joiner
 * (U+200C, U+200D), which emoji sequences and some scripts need.
 */
const INVISIBLE_CHARS =
  /\u034f|\u17b4|\u17b5|[\u00ad\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]/g;

/**
 * Removes bidirectional and invisible characters only, keeping controls: for text
 * whose line breaks and tabs have a rule of their own (a story's description).
 */
export function stripBidiAndInvisible(text: string): string {
  return text.replace(INVISIBLE_CHARS, '');
}

/**
 * Removes control, bidirectional and invisible characters from text typed by a
 * participant; the one place names are made safe to show and to store.
 */
export function stripInvisible(text: string): string {
  return stripBidiAndInvisible(text.replace(CONTROL_CHARS, ''));
}

/**
 * Cleans a display name: control, bidirectional and invisible characters removed
 * ({@link stripInvisible}), trimmed, cut to `max` code points (never splitting a
 * surrogate pair). Returns '' for a blank name.
 */
export function cleanDisplayName(name: string, max = USER_NAME_MAX_LENGTH): string {
  const trimmed = stripInvisible(name).trim();
  return [...trimmed].slice(0, max).join('').trimEnd();
}

/**
 * True for a picture URL the screen may load: a string of at most 2048 characters, with
 * no control characters or surrounding spaces, that `URL` parses as http: or https:.
 * Everything else (`javascript:`, `data:`, relative paths) is refused.
 */
export function isSafeImageUrl(url: string): boolean {
  // '' is refused below: `URL` cannot parse it.
  if (typeof url !== 'string' || url.length > PICTURE_URL_MAX_LENGTH) return false;
  if (url !== url.trim() || new RegExp(CONTROL_CHARS.source).test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // `URL` refuses http: and https: without a host, so a parsed one always names a server.
  return parsed.protocol === 'http:' || parsed.protocol === 'https:';
}

/**
 * Validates one child of `screens/{code}`.
 *
 * - Not an object → failure.
 * - `userName`: a string, cleaned by {@link cleanDisplayName}; blank → failure.
 * - `userId`: defaults to the key; a value that is not the key → failure (the key is the
 *   identity the screen writes to, and two records must not claim one participant).
 * - `selected`: missing → '-' (no card yet); a string is kept as is for the codec to judge;
 *   present but not a string, or over {@link SELECTED_MAX_LENGTH} → '' (fails decoding, so
 *   the card shows the placeholder face instead of hiding the garbage).
 * - `showCard`: only `true` counts as ready.
 * - `lastUpdate`: a finite number, else failure (it orders and ages the participants).
 * - `picture`: kept only when {@link isSafeImageUrl}.
 * - `round`: a whole number ≥ 0 is kept; absent means round 0; anything else → failure
 *   (the round decides whether the vote counts).
 */
export function parseParticipant(key: string, raw: unknown): ParticipantParseResult {
  const fail = (reason: string): ParticipantParseResult => ({ ok: false, key, reason });
  if (!isPlainObject(raw)) return fail('record is not an object');
  if (typeof raw.userName !== 'string') return fail('userName is not a string');
  const userName = cleanDisplayName(raw.userName);
  if (userName === '') return fail('userName is empty');
  if (raw.userId !== undefined && raw.userId !== key) return fail('userId does not match key');
  if (typeof raw.lastUpdate !== 'number' || !Number.isFinite(raw.lastUpdate)) {
    return fail('lastUpdate is not a finite number');
  }
  let selected: string;
  if (raw.selected === undefined || raw.selected === null) selected = EMPTY_SELECTED;
  else if (typeof raw.selected === 'string' && raw.selected.length <= SELECTED_MAX_LENGTH) {
    selected = raw.selected;
  } else selected = '';
  const record: ParticipantRecord = {
    userId: key,
    userName,
    selected,
    showCard: raw.showCard === true,
    lastUpdate: raw.lastUpdate,
  };
  if (typeof raw.picture === 'string' && isSafeImageUrl(raw.picture)) record.picture = raw.picture;
  if (raw.round !== undefined) {
    if (!isRoundNumber(raw.round)) return fail('round is not a whole number');
    record.round = raw.round;
  }
  return { ok: true, record };
}

/**
 * Validates `configs/{code}`: each known key that holds a string of at most
 * {@link CONFIG_STRING_MAX_LENGTH} is taken; anything else falls back to ''. Unknown keys
 * are dropped. Never throws.
 */
export function parseConfig(raw: unknown): ScreenConfig {
  const config: ScreenConfig = { ...EMPTY_CONFIG };
  if (!isPlainObject(raw)) return config;
  for (const key of SCREEN_CONFIG_KEYS) {
    const v = raw[key];
    if (typeof v === 'string' && v.length <= CONFIG_STRING_MAX_LENGTH) config[key] = v;
  }
  return config;
}

/**
 * Validates the `themes` list: an array, or an object of themes (how the database may
 * return a list with gaps), read in order. A theme without a non-blank string `name` or
 * without an object `values` is skipped; its `values` go through {@link parseConfig};
 * `preview` keeps only strings (at most 16) and defaults to the theme's background
 * colours. Names are cleaned like user names. Never throws.
 */
export function parseThemes(raw: unknown): Theme[] {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (isPlainObject(raw)) items = Object.values(raw);
  else return [];
  const themes: Theme[] = [];
  for (const item of items) {
    if (!isPlainObject(item) || typeof item.name !== 'string') continue;
    const name = cleanDisplayName(item.name, THEME_NAME_MAX_LENGTH);
    if (name === '' || !isPlainObject(item.values)) continue;
    const values = parseConfig(item.values);
    const preview = Array.isArray(item.preview)
      ? item.preview
          .filter((c): c is string => typeof c === 'string' && c.length <= 64)
          .slice(0, 16)
      : [];
    themes.push({
      name,
      preview:
        preview.length > 0
          ? preview
          : [values.screenBackground, values.cardBackground].filter((c) => c !== ''),
      values,
    });
  }
  return themes;
}

/**
 * Parses a room snapshot (`screens/{code}`, one child per participant): the usable
 * records in snapshot order; each refused one is passed to `refused` with its reason
 * (the wall reports it, the phone skips it).
 */
export function parseRoom(
  children: readonly { key: string; value: unknown }[],
  refused: (key: string, reason: string) => void = () => undefined,
): ParticipantRecord[] {
  const records: ParticipantRecord[] = [];
  for (const child of children) {
    const parsed = parseParticipant(child.key, child.value);
    if (parsed.ok) records.push(parsed.record);
    else refused(child.key, parsed.reason);
  }
  return records;
}
