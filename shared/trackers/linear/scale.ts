/**
 * The estimate field and a team's scale (docs/trackers.md, "Linear: the field written").
 * Linear keeps one estimate per issue, whole points, and each team picks its scale in
 * its settings: `issueEstimationType` exponential (1, 2, 4, 8, 16), fibonacci (1, 2, 3,
 * 5, 8), linear (1, 2, 3, 4, 5) or tShirt (XS … XL, kept as 1, 2, 3, 5, 8), or notUsed;
 * `issueEstimationExtended` adds two values (32, 64; 13, 21; 6, 7; XXL 13, XXXL 21) and
 * `issueEstimationAllowZero` puts 0 first. A value outside the team's scale is refused.
 */
import type { EstimateField, TrackerImport } from '../contract';

/** A team's estimate settings, as the documents ask them. */
export interface LinearTeam {
  id?: unknown;
  key?: unknown;
  issueEstimationType?: unknown;
  issueEstimationExtended?: unknown;
  issueEstimationAllowZero?: unknown;
}

/** The values a team's estimates take, and the scale's name. */
export interface TeamScale {
  values: number[];
  name: string;
}

const SCALES: Record<string, { name: string; base: number[]; extended: number[] }> = {
  exponential: { name: 'Exponential', base: [1, 2, 4, 8, 16], extended: [32, 64] },
  fibonacci: { name: 'Fibonacci', base: [1, 2, 3, 5, 8], extended: [13, 21] },
  linear: { name: 'Linear', base: [1, 2, 3, 4, 5], extended: [6, 7] },
  tShirt: { name: 'T-shirt', base: [1, 2, 3, 5, 8], extended: [13, 21] },
};

/** Linear's estimate field. */
export const ESTIMATE_FIELD_ID = 'estimate';

/** Whether the team does not use estimates. */
export const estimatesOff = (team: LinearTeam) => team.issueEstimationType === 'notUsed';

/**
 * The team's scale; null when it does not use estimates, or names a type Linear did not
 * have when this was written (then Linear itself judges a value).
 */
export function scaleOf(team: LinearTeam): TeamScale | null {
  const type = team.issueEstimationType;
  const scale = typeof type === 'string' ? SCALES[type] : undefined;
  if (!scale) return null;
  return {
    name: scale.name,
    values: [
      ...(team.issueEstimationAllowZero === true ? [0] : []),
      ...scale.base,
      ...(team.issueEstimationExtended === true ? scale.extended : []),
    ],
  };
}

const keyOf = (team: LinearTeam) => (typeof team.key === 'string' ? team.key : '?');

/** How a refusal names a team's scale: "1, 2, 3, 5, 8 (Fibonacci)". */
export const scaleText = (scale: TeamScale) => `${scale.values.join(', ')} (${scale.name})`;

/** Why `value` cannot be written for `team`, or null when it can. */
export function scaleProblem(team: LinearTeam, value: number): string | null {
  const key = keyOf(team);
  if (estimatesOff(team)) {
    return `Linear’s team ${key} does not use estimates: turn them on in the team’s settings.`;
  }
  if (!Number.isInteger(value) || value < 0) {
    return `Linear’s estimates are whole points: ${String(value)} is not written.`;
  }
  const scale = scaleOf(team);
  if (!scale || scale.values.includes(value)) return null;
  return `Linear’s team ${key} takes ${scaleText(scale)}: ${String(value)} is not written.`;
}

const sameScale = (a: TeamScale | null, b: TeamScale | null) =>
  a !== null && b !== null && a.name === b.name && a.values.join() === b.values.join();

/**
 * The field part of an import from `teams` (each once): the estimate with the scale
 * they share; without a scale when they differ (each write is then checked against its
 * own team's); none, said, when no team uses estimates.
 */
export function fieldOf(
  teams: readonly LinearTeam[],
): Pick<TrackerImport, 'field' | 'fields' | 'fieldProblem'> {
  const using = teams.filter((t) => !estimatesOff(t));
  if (teams.length > 0 && using.length === 0) {
    return { field: null, fields: [], fieldProblem: 'estimates-off' };
  }
  const field: EstimateField = { id: ESTIMATE_FIELD_ID, name: 'Estimate', decimals: false };
  const scales = using.map(scaleOf);
  const first = scales[0] ?? null;
  if (first && scales.every((s) => sameScale(s, first))) {
    field.scale = first.values;
    field.scaleName = first.name;
  }
  return { field, fields: [field] };
}
