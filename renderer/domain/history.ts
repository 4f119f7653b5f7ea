/**
 * The session's history (docs/product.md, History): each revealed round, kept per screen
 * code under `sessions/{code}/history/{slot}`. Rounds are numbered (`seq`) and stored in slot
 * `seq % HISTORY_CAP`, so never more than {@link HISTORY_CAP} are stored: the oldest
 * is overwritten, and the security rules accept no other slot names.
 *
 * Several walls and phones see the same reveal. Each computes the round's
 * {@link roundFingerprint}; a transaction on `sessions/{code}/lastRound` lets only
 * the first one record it ({@link nextHead}), so a round is kept once.
 */
import { isPlainObject, stripInvisible } from './records';
import { closestCard, compareInScaleOrder } from './result-summary';
import type { Deck } from './deck';
import { summarizeRound } from './round';
import { normalizeStory, STORY_MAX_LENGTH } from './story';
import type { RoomCard } from './types';

/** Most rounds kept per screen code. */
export const HISTORY_CAP = 200;

/** Round numbers (`seq`) are whole numbers below this, as the security rules say. */
export const HISTORY_SEQ_LIMIT = 1_000_000_000;

/** Most votes in one round: the screen shows at most 20 participants. */
export const HISTORY_MAX_VOTES = 20;

/** Longest name in a history entry, in UTF-16 code units (as the participant rule). */
export const HISTORY_NAME_MAX_LENGTH = 64;

/** Longest card value in a history entry. */
export const HISTORY_VALUE_MAX_LENGTH = 16;

/** One participant's vote in a kept round. */
export interface HistoryVote {
  name: string;
  value: string;
}

/** A revealed round as it is kept. */
export interface HistoryRound {
  story: string;
  votes: HistoryVote[];
  /** The average the wall showed (docs/product.md, Average). */
  average: number;
  /** The card closest to the average (the result summary's), when a vote is numeric. */
  closest?: string;
  /** Revealed with 'Reveal now' before everyone was ready. */
  early?: true;
  /** In a round revealed early, the names of the cards that had no vote ('' when names are hidden). */
  noVote?: string[];
}

/** A kept round as read back. */
export interface HistoryEntry extends HistoryRound {
  /** The slot key under `history`. */
  id: string;
  /** Round number within the code, increasing. */
  seq: number;
  /** Server time (ms) the round was kept. */
  at: number;
}

/** `sessions/{code}/lastRound`: the last round kept. */
export interface HistoryHead {
  seq: number;
  fingerprint: string;
}

/** Cuts to `max` UTF-16 code units without leaving half a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const part = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(part) ? part.slice(0, -1) : part;
}

/** What {@link revealedRound} reads. */
export interface RevealedRoundInput {
  code: string;
  participants: readonly RoomCard[];
  blockedIds: ReadonlySet<string>;
  story: string;
  /** The screen's deck (the closest card is one of its cards); standard when absent. */
  deck?: Deck;
  /** The round was revealed with 'Reveal now' (docs/product.md, Reveal now). */
  revealedEarly?: boolean;
  /** 'Hide names' is on: the round is kept with every name empty. */
  hideNames?: boolean;
  /** The reveal's countdown still runs: the round is not revealed yet. */
  countingDown?: boolean;
}

/**
 * The round to keep, or null while it is not revealed (someone is not ready and no one
 * pressed 'Reveal now', or no one is there). Votes are the ready participants' decoded
 * values in the given order; a card that cannot be decoded or holds no value is left
 * out. A round revealed early also names the cards that had no vote; with 'Hide names'
 * every name is empty and the votes go in scale order.
 */
export function revealedRound(input: RevealedRoundInput): HistoryRound | null {
  const summary = summarizeRound(input);
  // Not revealed includes an empty room (never "all ready").
  if (!summary.revealed) return null;
  const names = new Map(input.participants.map((p) => [p.record.userId, p.record.userName]));
  // Every card is a participant's, so the name is there.
  const nameOf = (userId: string) =>
    input.hideNames ? '' : cut(names.get(userId) as string, HISTORY_NAME_MAX_LENGTH);
  const votes: HistoryVote[] = [];
  const noVote: string[] = [];
  for (const card of summary.cards) {
    if (!card.ready) {
      if (noVote.length < HISTORY_MAX_VOTES) noVote.push(nameOf(card.userId));
      continue;
    }
    if (card.value === null || card.value === '' || votes.length === HISTORY_MAX_VOTES) continue;
    votes.push({ name: nameOf(card.userId), value: cut(card.value, HISTORY_VALUE_MAX_LENGTH) });
  }
  if (votes.length === 0) return null;
  // Without names, the room's order would still tell who voted what.
  if (input.hideNames) votes.sort((a, b) => compareInScaleOrder(a.value, b.value));
  const round: HistoryRound = {
    story: normalizeStory(input.story),
    votes,
    average: summary.average,
  };
  // The result summary's card (docs/product.md, Result summary), so the history and the
  // wall name the same one.
  const closest = closestCard(summary.cards, input.deck);
  if (closest !== null) round.closest = closest;
  if (summary.early) {
    round.early = true;
    round.noVote = noVote;
  }
  return round;
}

/** 32-bit FNV-1a of a string, as 8 hex digits. */
function fnv1a(text: string, seed = 0x811c9dc5): string {
  let h = seed;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * Identifies a round: the same votes in the same round number give the same text on
 * every device (the order of the votes does not matter). The story is not part of it:
 * editing the story after the reveal does not make it another round.
 *
 * @param roundNumber - `sessions/{code}/round`, counted up by New round, so two rounds
 *   that happen to end alike are still two rounds
 */
export function roundFingerprint(votes: readonly HistoryVote[], roundNumber: number): string {
  const text = JSON.stringify([roundNumber, votes.map((v) => `${v.name}\u0000${v.value}`).sort()]);
  // Two differently seeded hashes: 64 bits make an accidental match negligible.
  return `${roundNumber}-${fnv1a(text)}${fnv1a(text, 0x01234567)}`;
}

/** Validates `sessions/{code}/lastRound`; null when absent or invalid. */
export function parseHead(raw: unknown): HistoryHead | null {
  if (!isPlainObject(raw)) return null;
  const { seq, fingerprint } = raw;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return null;
  if (seq >= HISTORY_SEQ_LIMIT) return null;
  if (typeof fingerprint !== 'string' || fingerprint.length > 64) return null;
  return { seq, fingerprint };
}

/**
 * The round number to keep next. The head goes on when it matches the kept rounds:
 * not behind the newest one (rounds would be listed out of order) and less than
 * {@link HISTORY_CAP} ahead of it (entries lost after their claim leave small gaps
 * only). Otherwise, or when the head is unreadable, the kept rounds decide, so a
 * bad head is repaired by the next round kept instead of stopping the history.
 *
 * @param newestKept - the highest `seq` among the kept rounds, null when none is kept
 */
export function nextSeq(head: HistoryHead | null, newestKept: number | null): number {
  const goesOn =
    head !== null &&
    (newestKept === null || (head.seq >= newestKept && head.seq - newestKept < HISTORY_CAP));
  const seq = goesOn ? head.seq + 1 : newestKept === null ? 0 : newestKept + 1;
  // Past the last number the rules accept, numbering starts again.
  return seq < HISTORY_SEQ_LIMIT ? seq : 0;
}

/**
 * The transaction on `lastRound`: the next head when the round `fingerprint` names is
 * not kept yet, or null when it is (another device was first).
 *
 * @param newestKept - see {@link nextSeq}
 */
export function nextHead(
  current: unknown,
  fingerprint: string,
  newestKept: number | null,
): HistoryHead | null {
  const head = parseHead(current);
  if (head && sameRound(head.fingerprint, fingerprint)) return null;
  return { seq: nextSeq(head, newestKept), fingerprint };
}

/**
 * Whether two fingerprints name the same round: the same round number (the text up
 * to the first '-'), whatever the votes. Walls that hide different blocked cards see
 * different votes in one round, and it is still kept once. Fingerprints without a
 * round number (none are written today) are compared whole.
 */
export function sameRound(a: string, b: string): boolean {
  const round = /^\d+-/.exec(b)?.[0];
  return round === undefined ? a === b : a.startsWith(round);
}

/** The highest `seq` among the kept rounds, null when none is kept. */
export function newestKeptSeq(children: readonly { key: string; value: unknown }[]): number | null {
  return parseHistory(children)[0]?.seq ?? null;
}

/** The slot a round number is stored in: at most {@link HISTORY_CAP} distinct slots. */
export function slotFor(seq: number): string {
  return String(((seq % HISTORY_CAP) + HISTORY_CAP) % HISTORY_CAP);
}

/** The value written at `history/{slot}`; `at` is the server-timestamp placeholder. */
export function historyEntryValue(
  round: HistoryRound,
  seq: number,
  at: unknown,
): Record<string, unknown> {
  const value: Record<string, unknown> = {
    seq,
    at,
    story: round.story,
    votes: round.votes.map((v) => ({ name: v.name, value: v.value })),
    average: round.average,
  };
  if (round.closest !== undefined) value.closest = round.closest;
  if (round.early) value.early = true;
  // Only an early round has the list, and it names at least the one card not ready.
  if (round.noVote) value.noVote = [...round.noVote];
  return value;
}

function parseVote(raw: unknown): HistoryVote | null {
  if (!isPlainObject(raw)) return null;
  const { name, value } = raw;
  if (typeof name !== 'string' || typeof value !== 'string') return null;
  if (name.length > HISTORY_NAME_MAX_LENGTH || value.length > HISTORY_VALUE_MAX_LENGTH) return null;
  // Shown like a participant's name: no control, bidirectional or invisible characters.
  return { name: stripInvisible(name), value };
}

/** The names of a round revealed early that had no vote; garbage gives none. */
function parseNoVote(raw: unknown): string[] {
  if (!Array.isArray(raw) && !isPlainObject(raw)) return [];
  return Object.values(raw)
    .filter((n): n is string => typeof n === 'string' && n.length <= HISTORY_NAME_MAX_LENGTH)
    .slice(0, HISTORY_MAX_VOTES)
    .map(stripInvisible);
}

/** Validates one `history/{slot}` value; null when it is not a kept round. */
export function parseHistoryEntry(id: string, raw: unknown): HistoryEntry | null {
  if (!isPlainObject(raw)) return null;
  const { seq, at, story, votes, average, closest, early, noVote } = raw;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return null;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (typeof story !== 'string' || story.length > STORY_MAX_LENGTH) return null;
  if (typeof average !== 'number' || !Number.isFinite(average)) return null;
  // The database hands a list back as an array, or as an object when a key is missing:
  // either way its values, in key order.
  if (!Array.isArray(votes) && !isPlainObject(votes)) return null;
  const parsed = Object.values(votes).map(parseVote);
  if (parsed.length === 0 || parsed.length > HISTORY_MAX_VOTES) return null;
  if (parsed.some((v) => v === null)) return null;
  const entry: HistoryEntry = {
    id,
    seq,
    at,
    story: normalizeStory(story),
    votes: parsed as HistoryVote[],
    average,
  };
  if (typeof closest === 'string' && closest.length <= HISTORY_VALUE_MAX_LENGTH)
    entry.closest = closest;
  if (early === true) {
    entry.early = true;
    entry.noVote = parseNoVote(noVote);
  }
  return entry;
}

/** The valid entries of `history`, most recent first (garbage is left out). */
export function parseHistory(children: readonly { key: string; value: unknown }[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const child of children) {
    const entry = parseHistoryEntry(child.key, child.value);
    if (entry) entries.push(entry);
  }
  return entries.sort((a, b) => b.seq - a.seq || b.at - a.at).slice(0, HISTORY_CAP);
}

/** Turns a server time (ms) into the text shown in the time column. */
export type TimeFormatter = (ms: number) => string;

/**
 * "2026-11-23 18:34" in the time zone `offsetMinutes` east of UTC (the browser passes
 * `-new Date(ms).getTimezoneOffset()`), sortable in a spreadsheet and unambiguous.
 */
export function formatHistoryTime(ms: number, offsetMinutes = 0): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ` +
    `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`
  );
}

/** "Ann: 5; Bob: 8"; a round kept without names (Hide names) gives "5; 8". */
export function votesText(votes: readonly HistoryVote[]): string {
  return votes.map((v) => (v.name === '' ? v.value : `${v.name}: ${v.value}`)).join('; ');
}
