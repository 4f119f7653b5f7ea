/**
 * The session's story (docs/product.md, Story): one line of plain text saying what is
 * being estimated, at most {@link STORY_MAX_LENGTH} characters. It is only ever shown as
 * text: a pasted link stays a string, never a link that navigates or loads anything.
 */

import { stripInvisible } from './records';

/** Longest story, in UTF-16 code units (what the security rules count). */
export const STORY_MAX_LENGTH = 200;

// C0/C1 controls, DEL, line and paragraph separators: none belongs in one line of text.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * One line of text: control characters become spaces, bidirectional and invisible
 * characters go (as in names, {@link stripInvisible}), runs of spaces become one, trimmed.
 */
export function oneLine(text: string): string {
  return stripInvisible(text.replace(CONTROLS, ' ')).replace(/ {2,}/g, ' ').trim();
}

/**
 * The story as it is stored: line breaks, tabs and other control characters become
 * spaces, runs of spaces one space, no spaces at the ends, cut to
 * {@link STORY_MAX_LENGTH} without splitting a surrogate pair.
 */
export function normalizeStory(text: string): string {
  let cut = oneLine(text).slice(0, STORY_MAX_LENGTH);
  // A lone high surrogate at the end is half an emoji: drop it.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

/** Validates what another client wrote at `sessions/{code}/story`: '' when absent or invalid. */
export function parseStory(raw: unknown): string {
  return typeof raw === 'string' ? normalizeStory(raw) : '';
}
