/**
 * A Linear issue as a story (docs/trackers.md, "Linear: the query"): its key the issue's
 * identifier `ENG-123` (the team's key and the issue's number), its description the
 * Markdown kept as the text it is, its estimate Linear's points. Identifiers and team
 * keys are read and checked here, before any is sent.
 */
import type { TrackerStory } from '../contract';
import type { LinearTeam } from './scale';

/** An issue as the documents ask it. */
export interface LinearIssue {
  id?: unknown;
  identifier?: unknown;
  title?: unknown;
  description?: unknown;
  url?: unknown;
  estimate?: unknown;
  team?: LinearTeam | null;
}

/** An issue's identifier, checked: its team's key (upper case) and its number. */
export interface IssueIdentifier {
  team: string;
  number: number;
}

/** A team's key as Linear allows it: letters and digits, up to 7 (kept upper case). */
const TEAM_KEY = /^[A-Za-z0-9]{1,7}$/;

export const isTeamKey = (text: string) => TEAM_KEY.test(text);

/** `ENG-123` as Linear names an issue, or null. */
export function parseIdentifier(text: string): IssueIdentifier | null {
  const match = /^([A-Za-z0-9]{1,7})-([1-9]\d{0,8})$/.exec(text.trim());
  if (!match) return null;
  return { team: match[1]!.toUpperCase(), number: Number(match[2]) };
}

export const identifierText = (i: IssueIdentifier) => `${i.team}-${i.number}`;

/** Linear's points as the estimate: a number, or null when none is set. */
export const estimateOf = (issue: LinearIssue): number | null =>
  typeof issue.estimate === 'number' && Number.isFinite(issue.estimate) ? issue.estimate : null;

/** The Markdown description as the backlog shows it, line ends `\n`. */
export function markdownText(body: unknown): string {
  return typeof body === 'string' ? body.replace(/\r\n?/g, '\n').trim() : '';
}

/** The story of an issue, or null when Linear's answer names no issue. */
export function storyOf(issue: LinearIssue | null | undefined): TrackerStory | null {
  if (!issue || typeof issue.identifier !== 'string') return null;
  const identifier = parseIdentifier(issue.identifier);
  if (!identifier) return null;
  const key = identifierText(identifier);
  return {
    key,
    title: typeof issue.title === 'string' ? issue.title : '',
    description: markdownText(issue.description),
    estimate: estimateOf(issue),
    url:
      typeof issue.url === 'string' && /^https:\/\//.test(issue.url)
        ? issue.url
        : `https://linear.app/issue/${key}`,
  };
}
