/**
 * An iteration field's values in a view's filter (GitHub's "Filtering projects"):
 * `@current` is the iteration today falls in, `@next` the one starting after it (or
 * after today, between two iterations), `@previous` the one ending before it; anything
 * else is an iteration's title.
 */

/** An iteration as GitHub gives it: a start date (`YYYY-MM-DD`) and a length in days. */
export interface IterationSpan {
  title: string;
  startDate: string;
  duration: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** The day after the iteration's last, `YYYY-MM-DD`. */
const endOf = (i: IterationSpan) =>
  new Date(Date.parse(`${i.startDate}T00:00:00Z`) + i.duration * DAY).toISOString().slice(0, 10);

/** The iteration `@current`, `@next` or `@previous` names on `today`, or undefined. */
function relative(
  which: string,
  all: readonly IterationSpan[],
  today: string,
): IterationSpan | undefined {
  const sorted = [...all].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const current = sorted.find((i) => i.startDate <= today && today < endOf(i));
  if (which === '@current') return current;
  const from = current?.startDate ?? today;
  if (which === '@next') return sorted.find((i) => i.startDate > from);
  if (which === '@previous') {
    return sorted.filter((i) => endOf(i) <= (current?.startDate ?? today)).pop();
  }
  return undefined;
}

/** Whether the item's iteration is the one `wanted` (lower case) names. */
export function matchesIteration(
  held: IterationSpan,
  wanted: string,
  all: readonly IterationSpan[],
  today: string,
): boolean {
  if (wanted.startsWith('@')) {
    const named = relative(wanted, all, today);
    return named !== undefined && named.startDate === held.startDate;
  }
  return held.title.toLowerCase() === wanted;
}

/** Whether `wanted` is a relative iteration the wall knows (`@current+1` is not). */
export const knownIteration = (wanted: string) =>
  !wanted.startsWith('@') || ['@current', '@next', '@previous'].includes(wanted);
