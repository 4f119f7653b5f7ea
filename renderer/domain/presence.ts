/**
 * Presence apart from the record (docs/product.md, Away; docs/data-contract.md): whether
 * a participant's page is connected lives at `presence/{code}/{userId}`, which the page
 * writes and `onDisconnect()` removes. A dropped connection is not leaving: the record
 * and its vote stay in `screens/{code}` and the wall labels the card 'Away'.
 * The rule of 'New round', who leaves by their presence, is in new-round.ts.
 */
import { isPlainObject } from './records';
import type { PresenceRole } from './types';

/** Longest userId accepted as a presence key (the rules bound it too, as participant keys). */
export const PRESENCE_KEY_MAX_LENGTH = 64;

/** What a page writes at `presence/{code}/{userId}`: the server time it connected, and its role. */
export interface PresenceEntry {
  userId: string;
  /** Server time in ms (`serverTimestamp()`). */
  connectedAt: number;
  /** Voting or watching; absent (older clients): voting. */
  role?: PresenceRole;
}

/** One raw child of `presence/{code}` as the gateway passes it up. */
export interface RawPresenceChild {
  key: string;
  value: unknown;
}

/** A presence child whose value is an object (what {@link validPresence} keeps). */
export interface ValidPresenceChild {
  key: string;
  value: Record<string, unknown>;
}

/**
 * The valid entries of a `presence/{code}` snapshot. An entry counts when its key is a
 * bounded non-empty string and its value an object with a numeric `connectedAt`;
 * anything else (garbage, a careless client) is left out, so its owner shows as Away
 * rather than breaking the screen.
 */
export function validPresence(children: readonly RawPresenceChild[]): ValidPresenceChild[] {
  const valid: ValidPresenceChild[] = [];
  for (const { key, value } of children) {
    if (key === '' || key.length > PRESENCE_KEY_MAX_LENGTH) continue;
    if (!isPlainObject(value)) continue;
    if (!Number.isFinite(value.connectedAt)) continue; // only a number is finite
    valid.push({ key, value });
  }
  return valid;
}

/** The userIds of the valid entries of a `presence/{code}` snapshot, watchers included. */
export function presentUserIds(children: readonly RawPresenceChild[]): Set<string> {
  return new Set(validPresence(children).map((c) => c.key));
}

/** What a participant on the screen is, for presence. */
export type PresenceState = 'present' | 'away' | 'offline';

/**
 * A participant's presence state: 'offline' (remembered, missing from the
 * snapshot), 'away' (record there, no presence entry) or 'present'. Until the presence
 * snapshot has arrived (`present` null) nobody is called away.
 */
export function presenceState(
  userId: string,
  offline: boolean,
  present: ReadonlySet<string> | null,
): PresenceState {
  if (offline) return 'offline';
  if (present !== null && !present.has(userId)) return 'away';
  return 'present';
}
