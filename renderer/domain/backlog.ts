/**
 * The backlog of one screen code: the ordered stories a team refines, each estimated
 * in turn. A story is stored in a numbered slot, `sessions/{code}/backlog/{slot}`
 * (`0`–`499`, so the security rules bound the backlog to {@link BACKLOG_MAX_STORIES}
 * without counting), in the order of its slot; `sessions/{code}/currentStory` holds
 * the slot being estimated, as its key ('3'). Everything read back is validated here: another client may
 * have written garbage.
 */
import { isPlainObject, isSafeImageUrl, stripBidiAndInvisible } from './records';
import { oneLine } from './story';

/** Most stories in one backlog (slots `0` to `499`). */
export const BACKLOG_MAX_STORIES = 500;
/** Longest key ('PAY-142'), in UTF-16 code units as the rules count. */
export const BACKLOG_KEY_MAX = 32;
/** Longest title: one line. */
export const BACKLOG_TITLE_MAX = 200;
/** Longest description: several lines. */
export const BACKLOG_DESCRIPTION_MAX = 2000;
/** Longest estimate: a card value. */
export const BACKLOG_ESTIMATE_MAX = 16;
/** Longest text of the votes an estimate was decided with ('Ann: 5; Bob: 8'). */
export const BACKLOG_VOTES_MAX = 2000;
/** Longest link to a story's issue at its tracker. */
export const BACKLOG_URL_MAX = 500;

/** A story's link as read: an http(s) address of at most {@link BACKLOG_URL_MAX}; otherwise none. */
export function storyUrl(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.length <= BACKLOG_URL_MAX && isSafeImageUrl(raw)
    ? raw
    : undefined;
}

/** The estimate the tracker held at import ('Was 5'), as read: a finite number; otherwise none. */
export function storyWas(raw: unknown): number | undefined {
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;
}

/** A story as it is written (before it is estimated: no estimate, no time, no votes). */
export interface BacklogItem {
  key: string;
  title: string;
  description: string;
  /** The page at the tracker (http or https), when it came from one. */
  url?: string;
  /** The estimate the tracker held when it was imported ('Was 5'). */
  was?: number;
}

/** The decision on a story. */
export interface StoryEstimate {
  /** The card value decided. */
  value: string;
  /** Server time (ms) it was decided. */
  at: number;
  /** The votes of the round, as text. */
  votes: string;
}

/** A story as read back. */
export interface BacklogStory extends BacklogItem {
  /** Its slot under `backlog`. */
  slot: number;
  estimate: StoryEstimate | null;
}

// C0/C1 controls except tab and line feed, DEL, and the separators: none belongs in a description.
// eslint-disable-next-line no-control-regex
const DESCRIPTION_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Cuts to `max` UTF-16 code units without leaving half a surrogate pair. */
export function cutText(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * A description's text: CRLF and CR become LF, other controls go, and so do
 * bidirectional and invisible characters (as in titles), no blank space at the ends.
 */
export function cleanDescription(text: string): string {
  // Line separators first: they are among the invisible characters, and end a line here.
  const lines = text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(DESCRIPTION_CONTROLS, '');
  return stripBidiAndInvisible(lines).trim();
}

/**
 * A description as stored ({@link cleanDescription}); over
 * {@link BACKLOG_DESCRIPTION_MAX} it is cut to end with '…' within that length.
 */
export function normalizeDescription(text: string): string {
  const clean = cleanDescription(text);
  if (clean.length <= BACKLOG_DESCRIPTION_MAX) return clean;
  return cutText(clean, BACKLOG_DESCRIPTION_MAX - 1).trimEnd() + '…';
}

/** The slot key of a number: '0' to '499'; null for anything else. */
export function parseSlot(key: string): number | null {
  return /^(0|[1-9][0-9]?|[1-4][0-9][0-9])$/.test(key) ? Number(key) : null;
}

function parseEstimate(raw: Record<string, unknown>): StoryEstimate | null {
  const { estimate, estimatedAt, votes } = raw;
  if (typeof estimate !== 'string' || estimate === '' || estimate.length > BACKLOG_ESTIMATE_MAX)
    return null;
  if (typeof estimatedAt !== 'number' || !Number.isFinite(estimatedAt)) return null;
  const votesText = typeof votes === 'string' ? oneLine(votes).slice(0, BACKLOG_VOTES_MAX) : '';
  return { value: estimate, at: estimatedAt, votes: votesText };
}

/** Validates one `backlog/{slot}` value; null when it is not a story. */
export function parseBacklogStory(key: string, raw: unknown): BacklogStory | null {
  const slot = parseSlot(key);
  if (slot === null || !isPlainObject(raw)) return null;
  const { title, key: storyKey, description } = raw;
  if (typeof title !== 'string') return null;
  const line = oneLine(title);
  if (line === '' || line.length > BACKLOG_TITLE_MAX) return null;
  const keyLine = typeof storyKey === 'string' ? oneLine(storyKey) : '';
  const story: BacklogStory = {
    slot,
    key: keyLine.length > BACKLOG_KEY_MAX ? '' : keyLine,
    title: line,
    description: typeof description === 'string' ? normalizeDescription(description) : '',
    estimate: parseEstimate(raw),
  };
  // Left out when absent, so a story without them reads as it always did.
  const url = storyUrl(raw.url);
  const was = storyWas(raw.was);
  if (url !== undefined) story.url = url;
  if (was !== undefined) story.was = was;
  return story;
}

/**
 * The valid stories of `backlog` in slot order (garbage is left out). The database
 * hands numbered keys back as an array (holes as null) or as an object.
 */
export function parseBacklog(raw: unknown): BacklogStory[] {
  if (!Array.isArray(raw) && !isPlainObject(raw)) return [];
  const stories: BacklogStory[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const story = parseBacklogStory(key, value);
    if (story) stories.push(story);
  }
  return stories.sort((a, b) => a.slot - b.slot);
}

/** `currentStory` as read (the slot's key, '3'): the slot of a story of the backlog, else null. */
export function parseCurrentSlot(raw: unknown, stories: readonly BacklogStory[]): number | null {
  const slot = typeof raw === 'string' ? parseSlot(raw) : null;
  return stories.some((s) => s.slot === slot) ? slot : null;
}

/**
 * The value an import writes at `backlog/{slot}` for a story not yet estimated: its key,
 * title and description. Its link and 'Was' follow in updates of their own
 * (`importDetailPatches`, backlog-import.ts), so that a full import stays within a
 * write's budget.
 */
export function backlogItemValue(item: BacklogItem): Record<string, string> {
  const value: Record<string, string> = { title: item.title };
  if (item.key !== '') value.key = item.key;
  if (item.description !== '') value.description = item.description;
  return value;
}

/** "PAY-142 Pay by card", or the title alone: the story line the history keeps. */
export function storyLine(story: BacklogItem): string {
  return story.key === '' ? story.title : `${story.key} ${story.title}`;
}

/** Where the current story stands: "3 of 12", and the story after it. */
export interface StoryPlace {
  current: BacklogStory;
  /** 1-based position in the backlog. */
  position: number;
  total: number;
  next: BacklogStory | null;
}

/** The place of the story in `slot`, null when there is no such story. */
export function storyPlace(
  stories: readonly BacklogStory[],
  slot: number | null,
): StoryPlace | null {
  const index = stories.findIndex((s) => s.slot === slot);
  const current = stories[index];
  if (!current) return null;
  return {
    current,
    position: index + 1,
    total: stories.length,
    next: stories[index + 1] ?? null,
  };
}

/** "3 of 12" */
export function placeText(place: Pick<StoryPlace, 'position' | 'total'>): string {
  return `${place.position} of ${place.total}`;
}

/**
 * The story to estimate after the one in `slot`: the first one not estimated after
 * it, else the first one not estimated from the start; null when every story has an
 * estimate (or the backlog is empty).
 */
export function nextUnestimated(
  stories: readonly BacklogStory[],
  slot: number | null,
): BacklogStory | null {
  const open = stories.filter((s) => s.estimate === null && s.slot !== slot);
  return open.find((s) => slot !== null && s.slot > slot) ?? open[0] ?? null;
}

/** How many stories have an estimate. */
export function estimatedCount(stories: readonly BacklogStory[]): number {
  return stories.filter((s) => s.estimate !== null).length;
}

/**
 * The update of `sessions/{code}` that imports the stories of `items` from slot `start`
 * (key, title, description: 2,004 values for 500 stories at most, within the 2,048 a
 * write may hold; their links and 'Was' follow, `importDetailPatches`): replacing writes
 * the whole backlog with the first story current, and the server's time as
 * `backlogReplacedAt` (the rules let slots and decided estimates go only in a write that
 * says it replaces the backlog); appending writes the new slots, and makes the first of
 * them current when no story is (`current` null).
 */
export function importPatch(
  items: readonly BacklogItem[],
  start: number,
  replace: boolean,
  current: number | null,
): Record<string, unknown> {
  const values = items.map(backlogItemValue);
  if (replace)
    return {
      backlog: Object.fromEntries(values.map((v, i) => [String(i), v])),
      currentStory: '0',
      backlogReplacedAt: SERVER_TIME,
    };
  const patch: Record<string, unknown> = Object.fromEntries(
    values.map((v, i) => [`backlog/${start + i}`, v]),
  );
  if (current === null) patch.currentStory = String(start);
  return patch;
}

/** A server timestamp as the database's protocol writes it (`serverTimestamp()` is this). */
export const SERVER_TIME = Object.freeze({ '.sv': 'timestamp' });

/** The estimate decided for a story: the card, and the round's votes as text. */
export interface DecidedEstimate {
  value: string;
  votes: string;
}

/**
 * The one update of `sessions/{code}` that moves on to the next story (docs/data-contract.md,
 * The backlog): the estimate of the story in `slot` (none when it is skipped), the next
 * story not estimated as the current one (the same one stays when none is left), and the
 * round number as the literal next number after `round`. The rules accept that number
 * once, so when several devices press at the same moment exactly one moves on.
 */
export function nextStoryPatch(
  stories: readonly BacklogStory[],
  slot: number,
  estimate: DecidedEstimate | null,
  round: number,
): Record<string, unknown> {
  const patch: Record<string, unknown> = { round: round + 1 };
  if (estimate) {
    patch[`backlog/${slot}/estimate`] = estimate.value;
    patch[`backlog/${slot}/estimatedAt`] = SERVER_TIME;
    patch[`backlog/${slot}/votes`] = cutText(estimate.votes, BACKLOG_VOTES_MAX);
  }
  const next = nextUnestimated(stories, slot);
  if (next) patch.currentStory = String(next.slot);
  return patch;
}

/**
 * The cards offered for 'Save N instead' beside the closest card: the other cards that
 * were played and the deck's cards either side of the closest one, in the deck's order,
 * so the usual second choice is one tap away and the wall stays readable. With no
 * closest card (only ? and C played) every card of the deck is offered.
 */
export function otherEstimates(
  cards: readonly string[],
  closest: string | null,
  played: readonly string[],
): string[] {
  const at = closest === null ? -1 : cards.indexOf(closest);
  if (at < 0) return [...cards];
  const near = new Set([...played, cards[at - 1], cards[at + 1]]);
  return cards.filter((c) => c !== closest && near.has(c));
}
