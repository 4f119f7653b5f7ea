/**
 * The deck a screen offers: the standard one (the 14 point cards and the T-shirt sizes,
 * the default), a preset (Fibonacci, T-shirt, powers of two, hours) or a team's own list.
 * Stored per screen code at `sessions/{code}/deck` (docs/data-contract.md, "The deck");
 * absent means the standard deck, so clients that know only that one keep working.
 *
 * Which values are numbers is the card rule ({@link cardNumericValue}): numbers, '½'
 * and the sizes; any other value is like '?' and 'C'.
 */
import { cardNumericValue, isKnownCard, POINT_SCALE, SIZE_SCALE } from './cards';

/** The decks a screen can choose. */
export type DeckId = 'standard' | 'fibonacci' | 'tshirt' | 'powers' | 'hours' | 'custom';

/** A deck: which one, and its cards in the order they are offered. */
export interface Deck {
  readonly id: DeckId;
  readonly cards: readonly string[];
}

/** Most cards in a deck. */
export const DECK_MAX_CARDS = 20;
/** Longest card value, in UTF-16 code units (what the security rules count). */
export const DECK_MAX_VALUE_LENGTH = 8;

/** The cards ? and C, which a preset may leave out. */
export const QUESTION = '?';
export const COFFEE_CARD = 'C';

/** The default deck: the 14 point cards, and the sizes on phones that ask for them. */
export const STANDARD_DECK: Deck = { id: 'standard', cards: POINT_SCALE };

/** The presets' cards without ? and C, which {@link presetDeck} adds on request. */
export const PRESET_CARDS = {
  fibonacci: ['0', '1', '2', '3', '5', '8', '13', '21', '34', '55', '89'],
  tshirt: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  powers: ['0', '1', '2', '4', '8', '16', '32', '64'],
  hours: ['0.5', '1', '2', '4', '8', '16', '24', '40'],
} as const satisfies Record<string, readonly string[]>;

/** A preset other than the standard deck. */
export type PresetId = keyof typeof PRESET_CARDS;

/** Whether `id` is a preset (whose ? and C can be switched), not the standard or a custom deck. */
export function isPreset(id: DeckId): id is PresetId {
  return Object.hasOwn(PRESET_CARDS, id);
}

/** The decks in the order the chooser lists them (their names are the catalogue's). */
export const DECK_IDS: readonly DeckId[] = [
  'standard',
  'fibonacci',
  'tshirt',
  'powers',
  'hours',
  'custom',
];

/** Whether a preset offers the ? and C cards (both by default). */
export interface ExtraCards {
  question: boolean;
  coffee: boolean;
}

/** Both ? and C: how a preset is first offered. */
export const BOTH_EXTRAS: ExtraCards = { question: true, coffee: true };

/** A preset's deck, with ? and C as asked. */
export function presetDeck(id: PresetId, extras: ExtraCards): Deck {
  const cards: string[] = [...PRESET_CARDS[id]];
  if (extras.question) cards.push(QUESTION);
  if (extras.coffee) cards.push(COFFEE_CARD);
  return { id, cards };
}

/**
 * Why a list of cards cannot be a deck: none, too many (`count` listed), a card too
 * long, a card listed twice. Pages say it in their language.
 */
export type DeckRefusal =
  | { kind: 'empty' }
  | { kind: 'tooMany'; count: number }
  | { kind: 'tooLong'; card: string }
  | { kind: 'twice'; card: string };

/** A list of cards, or why it cannot be a deck. */
export type CardsResult = { ok: true; cards: string[] } | { ok: false; refusal: DeckRefusal };

/** Commas, line breaks and other control characters separate typed cards. */
// eslint-disable-next-line no-control-regex
const SEPARATORS = /[,\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Reads a typed list such as `1, 2, 4, 8, ?`: cards separated by commas (or line
 * breaks), spaces around them dropped, empty entries ignored. Refused ({@link DeckRefusal}):
 * no card, more than {@link DECK_MAX_CARDS}, a card longer than
 * {@link DECK_MAX_VALUE_LENGTH} characters, a card listed twice.
 */
export function parseCardList(text: string): CardsResult {
  const cards = text
    .split(SEPARATORS)
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return checkCards(cards);
}

/** The rules every deck's cards follow (typed or read from the database). */
function checkCards(cards: readonly string[]): CardsResult {
  if (cards.length === 0) return { ok: false, refusal: { kind: 'empty' } };
  if (cards.length > DECK_MAX_CARDS) {
    return { ok: false, refusal: { kind: 'tooMany', count: cards.length } };
  }
  const long = cards.find((v) => v.length > DECK_MAX_VALUE_LENGTH);
  if (long !== undefined) return { ok: false, refusal: { kind: 'tooLong', card: long } };
  const twice = cards.find((v, i) => cards.indexOf(v) !== i);
  if (twice !== undefined) return { ok: false, refusal: { kind: 'twice', card: twice } };
  return { ok: true, cards: [...cards] };
}

/** The custom deck from a typed list, or why not. */
export function customDeck(
  text: string,
): { ok: true; deck: Deck } | { ok: false; refusal: DeckRefusal } {
  const parsed = parseCardList(text);
  return parsed.ok ? { ok: true, deck: { id: 'custom', cards: parsed.cards } } : parsed;
}

/** What `sessions/{code}/deck` holds (docs/data-contract.md, "The deck"). */
export interface StoredDeck {
  preset: DeckId;
  cards: string[];
}

/** What is stored at `sessions/{code}/deck`; null (the path removed) for the standard deck. */
export function storedDeck(deck: Deck): StoredDeck | null {
  return deck.id === 'standard' ? null : { preset: deck.id, cards: [...deck.cards] };
}

/** A deck read from the database, and what was wrong with it (null when nothing). */
export interface ParsedDeck {
  deck: Deck;
  problem: string | null;
}

const STORED_IDS: readonly string[] = DECK_IDS.filter((id) => id !== 'standard');

/**
 * Reads `sessions/{code}/deck` as another client may have written it. Absent: the
 * standard deck. Anything that breaks the rules (an unknown preset, cards that are no
 * list of 1 to 20 distinct strings of 1 to 8 characters): the standard deck, with the
 * reason, so a screen always has cards to offer.
 */
export function parseStoredDeck(raw: unknown): ParsedDeck {
  if (raw === null || raw === undefined) return { deck: STANDARD_DECK, problem: null };
  const fail = (problem: string): ParsedDeck => ({ deck: STANDARD_DECK, problem });
  if (typeof raw !== 'object') return fail('the deck is not an object');
  const { preset, cards } = raw as { preset?: unknown; cards?: unknown };
  if (typeof preset !== 'string' || !STORED_IDS.includes(preset)) {
    return fail('unknown preset');
  }
  // The database keeps a list as an object with keys 0, 1, 2…, or as an array.
  const list = cards !== null && typeof cards === 'object' ? Object.values(cards) : null;
  if (list === null || !list.every((v) => typeof v === 'string')) {
    return fail('cards are not a list of strings');
  }
  const checked = checkCards(list as string[]);
  if (!checked.ok) return fail(`cards refused: ${JSON.stringify(checked.refusal)}`);
  return { deck: { id: preset as DeckId, cards: checked.cards }, problem: null };
}

/**
 * Whether a vote for `value` belongs to the deck: the empty vote always does; with the
 * standard deck every value does, as before decks existed (another client's '7' counts).
 */
export function deckAccepts(deck: Deck, value: string): boolean {
  return deck.id === 'standard' || value === '' || deck.cards.includes(value);
}

/**
 * The cards a phone offers, in order: a chosen deck's; with the standard deck the point
 * cards, or the sizes when the phone's switch says so.
 */
export function offeredCards(deck: Deck, sizes: boolean): readonly string[] {
  if (deck.id !== 'standard') return deck.cards;
  return sizes ? SIZE_SCALE : POINT_SCALE;
}

/**
 * A vote a phone can show as its own card: one of a chosen deck's cards, or with the
 * standard deck a point card or a size (another client's '7' is not).
 */
export function phoneShowsCard(deck: Deck, value: string): boolean {
  return deck.id === 'standard' ? isKnownCard(value) : deck.cards.includes(value);
}

/** Whether a preset's deck offers ? and C (the chooser's switches). */
export function extrasOf(deck: Deck): ExtraCards {
  return { question: deck.cards.includes(QUESTION), coffee: deck.cards.includes(COFFEE_CARD) };
}

/** The deck's numeric cards from the smallest to the largest (one card per number). */
export function numericCards(deck: Deck): string[] {
  const seen = new Set<number>();
  const numeric: { card: string; n: number }[] = [];
  for (const card of deck.cards) {
    const n = cardNumericValue(card);
    if (n === null || seen.has(n)) continue;
    seen.add(n);
    numeric.push({ card, n });
  }
  return numeric.sort((a, b) => a.n - b.n).map((c) => c.card);
}

/** Two decks offer the same cards in the same order. */
export function sameDeck(a: Deck, b: Deck): boolean {
  return a.id === b.id && a.cards.join('\u0000') === b.cards.join('\u0000');
}
