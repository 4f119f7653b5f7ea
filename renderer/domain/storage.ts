/**
 * Browser-stored data (docs/product.md, Browser storage): what is kept and how it is
 * read back (the keys are in storage-keys.ts). Stored JSON is checked for validity before
 * it is used; anything else gives the default. The stores do the I/O (session storage for
 * blockedClients and lastClients, local storage for positionConfig); this module is the
 * pure parsing.
 */
import { isPlainObject, isSafeImageUrl } from './records';
import type { GridPosition, ParticipantRecord } from './types';

/** The grid positions (docs/product.md, Positions). */
export const GRID_POSITIONS = [
  'default',
  'left',
  'right',
] as const satisfies readonly GridPosition[];

/** Map of userId to grid position; 'default' is never stored (it removes the entry). */
export type PositionConfig = Record<string, GridPosition>;

/** Longest stored text parsed; more is treated as corrupt rather than parsed. */
export const STORED_JSON_MAX_LENGTH = 1_000_000;

/**
 * Parses a stored JSON text. Returns `fallback` when there is nothing stored, the text is
 * too long, it is not valid JSON, or `validate` rejects the parsed value. Never throws.
 */
export function parseStoredJson<T>(
  raw: string | null,
  validate: (v: unknown) => v is T,
  fallback: T,
): T {
  // '' is not valid JSON: refused below.
  if (raw === null || raw.length > STORED_JSON_MAX_LENGTH) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return fallback;
  }
  return validate(value) ? value : fallback;
}

/** True for a grid position name. */
export function isGridPosition(v: unknown): v is GridPosition {
  return typeof v === 'string' && (GRID_POSITIONS as readonly string[]).includes(v);
}

/**
 * True for a stored participant record: userId and userName non-empty strings, selected a
 * string, showCard a boolean, lastUpdate a finite number, picture absent or a safe
 * http(s) URL.
 */
export function isStoredParticipant(v: unknown): v is ParticipantRecord {
  return (
    isPlainObject(v) &&
    typeof v.userId === 'string' &&
    v.userId !== '' &&
    typeof v.userName === 'string' &&
    v.userName !== '' &&
    typeof v.selected === 'string' &&
    typeof v.showCard === 'boolean' &&
    Number.isFinite(v.lastUpdate) && // only a number is finite: no text, no null
    (v.picture === undefined || (typeof v.picture === 'string' && isSafeImageUrl(v.picture)))
  );
}

/** True for a list of participant records; one bad entry makes the whole list invalid. */
export function isParticipantList(v: unknown): v is ParticipantRecord[] {
  return Array.isArray(v) && v.every(isStoredParticipant);
}

/** True for a map of userId to grid position. */
export function isPositionConfig(v: unknown): v is PositionConfig {
  return isPlainObject(v) && Object.values(v).every(isGridPosition);
}

/**
 * Sets a participant's position; 'default' removes the stored entry (docs/product.md,
 * Positions).
 * Returns a new map.
 */
export function withPosition(
  config: Readonly<PositionConfig>,
  userId: string,
  position: GridPosition,
): PositionConfig {
  const next: PositionConfig = { ...config };
  if (position === 'default') delete next[userId];
  else next[userId] = position;
  return next;
}

/** A participant's position; 'default' when none is stored. */
export function positionOf(config: Readonly<PositionConfig>, userId: string): GridPosition {
  return Object.hasOwn(config, userId) ? (config[userId] ?? 'default') : 'default';
}

/** True when any participant has a non-default position: the screen uses the left/right grid. */
export function hasCustomPositions(config: Readonly<PositionConfig>): boolean {
  return Object.values(config).some((p) => p !== 'default');
}
