/**
 * The tracker's sentences in the language shown: why a call failed (by the kind the
 * connector named, with the tracker's own reason where it says something a person can
 * act on) and each story's write-back state, each naming the tracker (`tracker`, the
 * connection store's `trackerName`). The stores give kinds; the words are here.
 */
import type {
  EstimateField,
  TrackerFailure,
  TrackerFieldProblem,
  TrackerKind,
} from '../../../../shared/trackers/contract';
import {
  GITHUB_LABEL,
  GITHUB_LABEL_FIELD_ID,
  queryFormatName,
  trackerName,
} from '../../../domain/tracker-kinds';
import type { WrittenRefusal } from '../../../domain/size-numbers';
import type { FieldScale } from '../../../domain/tracker-estimate';
import type { StoryTrackerState } from '../../../domain/tracker-state';
import { trackerText } from '../../../i18n/en/tracker';
import { trackerSizesText } from '../../../i18n/en/tracker-sizes';
import type { Translator } from '../../../i18n/translate';

const FAILURE_KEYS = {
  credentials: 'credentials',
  permission: 'permission',
  'not-found': 'notFound',
  'not-on-screen': 'notOnScreen',
  invalid: 'invalid',
  removed: 'removed',
  'rate-limited': 'rateLimited',
  unavailable: 'unavailable',
  network: 'network',
  'cross-origin': 'crossOrigin',
} as const satisfies Record<TrackerFailure['kind'], keyof typeof trackerText.en>;

/** The label, isolated left to right so its colon stays put in a right-to-left sentence. */
const LABEL_SHOWN = `\u2066${GITHUB_LABEL}\u2069`;

/**
 * A scale as the wall names it, 'Fibonacci: 1, 2, 3, 5, 8' (the tracker's name for it is
 * its own, as Linear shows it), isolated left to right so a right-to-left sentence keeps
 * the numbers in order, and with no-break spaces so a narrow panel never splits it.
 */
export function scaleText(scale: FieldScale): string {
  const values = scale.values.join(',\u00a0');
  return `\u2066${scale.name ? `${scale.name}:\u00a0${values}` : values}\u2069`;
}

/** The scale of a field that has one (a Linear team's estimate), else null. */
function fieldScale(field: EstimateField): FieldScale | null {
  return field.scale ? { values: field.scale, name: field.scaleName } : null;
}

/**
 * A field's name as the wall shows it: the tracker's own ('Story Points', a GitHub
 * project's 'Estimate') with its scale where it has one ('Estimate (Fibonacci: 1, 2, 3,
 * 5, 8)'), except GitHub's label, which the wall says in its language ('the label
 * “estimate: N”').
 */
export function fieldName(translator: Translator, field: EstimateField): string {
  if (field.id === GITHUB_LABEL_FIELD_ID)
    return translator.part(trackerText)('labelField', { label: LABEL_SHOWN });
  const scale = fieldScale(field);
  return scale ? `${field.name} (${scaleText(scale)})` : field.name;
}

/** What the preview says of the field its stories will be written to. */
export function fieldFoundText(translator: Translator, field: EstimateField): string {
  const t = translator.part(trackerText);
  return field.id === GITHUB_LABEL_FIELD_ID
    ? t('labelFound', { label: LABEL_SHOWN })
    : t('fieldFound', { field: fieldName(translator, field) });
}

/**
 * Why Send all's list does not write a row's card: not found, off the field's scale
 * (named), or not a number the field takes.
 */
export function rowRefusalText(
  translator: Translator,
  refusal: 'notFound' | 'notNumber' | 'noDecimals' | 'offScale',
  field: EstimateField | null,
  tracker: string,
): string {
  const t = translator.part(trackerText);
  if (refusal === 'notFound') return t('rowNotFound', { tracker });
  const scale = field && fieldScale(field);
  if (refusal === 'offScale' && scale) return t('rowOffScale', { scale: scaleText(scale) });
  return t('rowNotWritten');
}

/**
 * The name the preview gives an import by query: 'Jira (JQL)', 'GitHub (search)',
 * 'GitLab (filters)', 'Linear (filters)', the word in brackets of the last three in the
 * language shown.
 */
export function queryFormatText(translator: Translator, kind: TrackerKind): string {
  const word = kind === 'gitlab' || kind === 'linear' ? 'filtersFormat' : 'searchFormat';
  return queryFormatName(kind, translator.text(trackerText, word));
}

const FIELD_PROBLEM_KEYS = {
  'no-weight': 'noWeight',
  'estimates-off': 'estimatesOff',
} as const satisfies Record<TrackerFieldProblem, keyof typeof trackerText.en>;

/**
 * Why the tracker has no field to write the stories' estimates to: a GitLab without
 * issue weights (a paid plan's feature), a Linear team that does not use estimates.
 */
export function fieldProblemText(translator: Translator, problem: TrackerFieldProblem): string {
  return translator.text(trackerText, FIELD_PROBLEM_KEYS[problem]);
}

/**
 * The parts of the tracker's view filter the import could not apply, each as written
 * there and isolated left to right (`assignee:@me` keeps its colon in Arabic).
 */
export function notAppliedText(translator: Translator, parts: readonly string[]): string {
  const shown = parts.map((part) => `\u2066${part}\u2069`).join(' ');
  return translator.text(trackerText, 'notApplied', { parts: shown });
}

/** Why a call failed, one sentence (or two, with the tracker's reason). */
export function failureText(
  translator: Translator,
  failure: Omit<TrackerFailure, 'retryAfterMs'>,
  tracker: string,
): string {
  const t = translator.part(trackerText);
  const text = t(FAILURE_KEYS[failure.kind], { message: failure.message, tracker }).trim();
  // GitLab refuses a read_api token's write and a Guest's alike (403): both fixes are said.
  if (failure.kind !== 'permission' || tracker !== trackerName('gitlab')) return text;
  return `${text} ${t('gitlabPermission', { scope: '\u2066api\u2069' })}`;
}

/** Why a card is not written ('“?” is not a number.'), a size with where to map it. */
export function refusalText(
  translator: Translator,
  reason: WrittenRefusal,
  card: string,
  scale?: FieldScale,
): string {
  return reason === 'sizeNotMapped'
    ? translator.text(trackerSizesText, 'notMapped', { card })
    : translator.text(trackerText, reason, { card, scale: scale ? scaleText(scale) : '' });
}

/** What the panel says of a story's write-back; null when nothing is to be said. */
export function stateText(
  translator: Translator,
  state: StoryTrackerState,
  tracker: string,
): string | null {
  const t = translator.part(trackerText);
  const notSent = (reason: string) => t('notSent', { reason });
  switch (state.kind) {
    case 'none':
    case 'open':
      return null;
    case 'sent':
      return t('inTracker', { tracker });
    case 'sending':
      return t('sending');
    case 'notConnected':
      return notSent(t('notConnected', { tracker }));
    case 'keyChanged':
      return notSent(t('keyChanged', { key: state.key }));
    case 'notWritten':
      return notSent(refusalText(translator, state.reason, state.card, state.scale));
    case 'waiting':
      return `${notSent(failureText(translator, state.failure, tracker))} ${t('retrying')}`;
    case 'failed':
      return notSent(failureText(translator, state.failure, tracker));
  }
}
