/**
 * Which participants the screen shows (docs/product.md, Who is shown, Offline): the
 * 30-minute inactivity drop, the last 20 by lastUpdate, and the merge with the remembered
 * list that marks missing participants offline.
 */
import { EMPTY_SELECTED } from './codec';
import { MAX_PARTICIPANTS } from './constants';
import { asOfRound } from './record-round';
import type { ParticipantRecord, RoomCard } from './types';

/** Participants inactive for more than 30 minutes are dropped. */
export const INACTIVITY_MS = 1_800_000;

/**
 * How far ahead of the server's time a lastUpdate may be and still count: the
 * same minute `database.rules.json` allows for clock skew. A record dated
 * further ahead (written before that rule, or by a careless server) would
 * otherwise stay "active" for ever and hold one of the 20 places.
 */
export const FUTURE_TOLERANCE_MS = 60_000;

/**
 * Whether a record is inside the 30-minute window: lastUpdate at most
 * {@link INACTIVITY_MS} before `now` and at most {@link FUTURE_TOLERANCE_MS} after it.
 */
export function isActive(record: ParticipantRecord, now: number): boolean {
  const age = now - record.lastUpdate;
  return age <= INACTIVITY_MS && age >= -FUTURE_TOLERANCE_MS;
}

/**
 * Drops records whose lastUpdate is more than {@link INACTIVITY_MS} before `now`, then
 * keeps the {@link MAX_PARTICIPANTS} most recent, returned by lastUpdate ascending.
 * Equal timestamps keep their input order (stable sort). A lastUpdate up to a minute
 * in the future (clock skew) counts as active, one further ahead does not.
 *
 * @param now - the server's time in ms, injected
 */
export function selectActive(
  records: readonly ParticipantRecord[],
  now: number,
): ParticipantRecord[] {
  return records
    .filter((r) => isActive(r, now))
    .sort((a, b) => a.lastUpdate - b.lastUpdate)
    .slice(-MAX_PARTICIPANTS);
}

/**
 * Merges the latest snapshot with the remembered list (session `lastClients`).
 *
 * A participant missing from `latest` but present in `remembered` is marked offline
 * with an empty selection ('-' and showCard false), which hides the cards and makes
 * the average 0.
 *
 * Order: cards must not jump around on a wall screen (a heartbeat changes lastUpdate
 * every few minutes), so the remembered order is kept, each entry replaced by its latest
 * record when present; participants new in `latest` are appended in `latest` order.
 * Duplicated userIds keep their first place. The result's records are what the caller
 * remembers next time.
 */
export function mergeOffline(
  latest: readonly ParticipantRecord[],
  remembered: readonly ParticipantRecord[],
): RoomCard[] {
  const latestById = new Map<string, ParticipantRecord>();
  for (const r of latest) if (!latestById.has(r.userId)) latestById.set(r.userId, r);
  const seen = new Set<string>();
  const out: RoomCard[] = [];
  for (const r of remembered) {
    if (seen.has(r.userId)) continue;
    seen.add(r.userId);
    const now = latestById.get(r.userId);
    out.push(
      now
        ? { record: now, offline: false }
        : { record: { ...r, selected: EMPTY_SELECTED, showCard: false }, offline: true },
    );
  }
  for (const r of latest) {
    if (seen.has(r.userId)) continue;
    seen.add(r.userId);
    out.push({ record: r, offline: false });
  }
  return out;
}

/**
 * At most `max` cards, without moving anyone: every online participant stays (the
 * query already gives at most 20), and offline ones fill the places left, the most
 * recently updated first; the others are dropped where they stand. (Cutting the
 * remembered list to its 20 most recent instead dropped an online participant with an
 * old lastUpdate and appended it again at the end: its card jumped.)
 */
export function limitCards(
  merged: readonly RoomCard[],
  max: number = MAX_PARTICIPANTS,
): RoomCard[] {
  const offline = merged.filter((m) => m.offline);
  const room = Math.max(0, max - (merged.length - offline.length));
  const kept = new Set(
    [...offline].sort((a, b) => b.record.lastUpdate - a.record.lastUpdate).slice(0, room),
  );
  return merged.filter((m) => !m.offline || kept.has(m));
}

/** Whether two lists hold the same records in the same order, field by field. */
export function sameParticipantLists(
  a: readonly ParticipantRecord[],
  b: readonly ParticipantRecord[],
): boolean {
  return (
    a.length === b.length &&
    a.every((r, i) => {
      // Never undefined (the lengths are equal); `?.` only satisfies the type checker.
      const o = b[i];
      return (
        r.userId === o?.userId &&
        r.userName === o.userName &&
        r.selected === o.selected &&
        r.showCard === o.showCard &&
        r.lastUpdate === o.lastUpdate &&
        r.picture === o.picture &&
        r.round === o.round
      );
    })
  );
}

/** Removes one participant from a list by userId (block, "Remove from session"). */
export function withoutParticipant(
  records: readonly ParticipantRecord[],
  userId: string,
): ParticipantRecord[] {
  return records.filter((r) => r.userId !== userId);
}

/**
 * The cards of a room, for the wall and the phones alike: the active records of the
 * current round (`active`), then the wall's remembered participants missing from them
 * as Offline ({@link mergeOffline}; a phone remembers nobody), then those who left this
 * round and are on neither list as Offline too, at most 20 cards ({@link limitCards}).
 * A departure past the 30-minute rule no longer counts, as a remembered entry.
 *
 * @param now - the server's time in ms
 */
export function roomCards(
  active: readonly ParticipantRecord[],
  remembered: readonly ParticipantRecord[],
  departed: readonly ParticipantRecord[],
  now: number,
): RoomCard[] {
  const merged = mergeOffline(active, remembered);
  const shown = new Set(merged.map((m) => m.record.userId));
  for (const record of departed) {
    if (shown.has(record.userId) || !isActive(record, now)) continue;
    shown.add(record.userId);
    merged.push({ record, offline: true });
  }
  return limitCards(merged);
}

/** What the wall chooses its cards from. */
export interface ShownFrom {
  /** Records of the latest snapshot. */
  records: readonly ParticipantRecord[];
  /** The remembered list. */
  remembered: readonly ParticipantRecord[];
  /** Who left the current round with Leave (`departedRecords`): Offline, unless watching now. */
  departed: readonly ParticipantRecord[];
  /** Blocked on this wall: never shown. */
  blockedIds: ReadonlySet<string>;
  /** Watching now (docs/product.md, Watchers): one remembered is not Offline but gone. */
  watcherIds: ReadonlySet<string>;
  now: number;
  /** The current round: votes of records of another round are left behind. */
  round: number | null;
}

/**
 * The wall's cards: the active records as of the current round, merged with the
 * remembered list (missing ones Offline) and who left this round ({@link roomCards}), at
 * most 20; blocked participants never, and remembered watchers (they switched from
 * voting) not as Offline cards.
 */
export function shownParticipants(from: ShownFrom): RoomCard[] {
  const { blockedIds, watcherIds, now } = from;
  const active = selectActive(from.records, now)
    .filter((r) => !blockedIds.has(r.userId))
    .map((r) => asOfRound(r, from.round));
  // Stale remembered entries go too, or the 30-minute drop would turn into 'offline'.
  const kept = from.remembered.filter(
    (r) => isActive(r, now) && !blockedIds.has(r.userId) && !watcherIds.has(r.userId),
  );
  const departed = from.departed.filter(
    (r) => !blockedIds.has(r.userId) && !watcherIds.has(r.userId),
  );
  return roomCards(active, kept, departed, now);
}
