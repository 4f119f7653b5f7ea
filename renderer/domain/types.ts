/**
 * Shared shapes of the data contract (docs/data-contract.md) and of the
 * screen's derived view. Pure types: no runtime code lives here.
 */

/** A participant record as stored at `screens/{code}/{userId}`, after validation. */
export interface ParticipantRecord {
  userId: string;
  userName: string;
  /** Obfuscated selection: `"-" + base64url(xor(utf8(value), utf8(code + "/" + userId)))`. */
  selected: string;
  /** Ready: the participant shows its card. */
  showCard: boolean;
  /** Server time in ms of the participant's last write or heartbeat. */
  lastUpdate: number;
  /** Optional http(s) picture URL. */
  picture?: string;
  /**
   * The round number the record entered (`sessions/{code}/round`; absent means 0): only
   * a record of the current round holds a vote (renderer/domain/record-round.ts).
   */
  round?: number;
}

/**
 * A card as the pages show it: a record, and whether it is Offline (in the wall's
 * remembered list or the round's departures, but missing from the latest snapshot).
 */
export interface RoomCard {
  record: ParticipantRecord;
  offline: boolean;
}

/** Grid position of a card on the screen. */
export type GridPosition = 'default' | 'left' | 'right';

/** The six screen config strings stored at `configs/{code}`; all empty by default. */
export interface ScreenConfig {
  cardBackground: string;
  cardBorder: string;
  textColor: string;
  screenBackground: string;
  screenForeground: string;
  /** JSON array of {@link CustomImageRule}. */
  customImages: string;
}

/** The config keys, in the data contract's order. */
export const SCREEN_CONFIG_KEYS = [
  'cardBackground',
  'cardBorder',
  'textColor',
  'screenBackground',
  'screenForeground',
  'customImages',
] as const satisfies readonly (keyof ScreenConfig)[];

/** A theme from the read-only `themes` list. */
export interface Theme {
  name: string;
  /** Colours of the gradient preview. */
  preview: string[];
  values: ScreenConfig;
}

/** A value-specific image rule (docs/product.md, Custom images). */
export interface CustomImageRule {
  /** Regular expression tested against the selected card; empty matches every card. */
  value: string;
  /** Optional participant name the rule is limited to; empty means anyone. */
  user: string;
  /** Newline-separated image URLs. */
  images: string;
}

/** Result of decoding a `selected` value: failure is a value, not an exception. */
export type DecodeResult =
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly reason: string };

/** What a connected page takes part as (the values the rules accept at `presence/{code}/{userId}/role`). */
export type PresenceRole = 'voter' | 'watcher';
