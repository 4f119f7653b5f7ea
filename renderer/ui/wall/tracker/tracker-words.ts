/**
 * The tracker's sentences in the language shown: why a call failed (by the kind the
 * connector named, with the tracker's own reason where it says something a person can
 * act on) and each story's write-back state, each naming the tracker (`tracker`, the
 * connection store's `trackerName`). The stores give kinds; the words are here.
 */
import type { TrackerFailure } from '../../../../shared/trackers/contract';
import type { StoryTrackerState } from '../../../domain/tracker-state';
import { trackerText } from '../../../i18n/en/tracker';
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

/** Why a call failed, one sentence (or two, with the tracker's reason). */
export function failureText(
  translator: Translator,
  failure: Omit<TrackerFailure, 'retryAfterMs'>,
  tracker: string,
): string {
  const t = translator.part(trackerText);
  return t(FAILURE_KEYS[failure.kind], { message: failure.message, tracker }).trim();
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
      return notSent(t(state.reason, { card: state.card }));
    case 'waiting':
      return `${notSent(failureText(translator, state.failure, tracker))} ${t('retrying')}`;
    case 'failed':
      return notSent(failureText(translator, state.failure, tracker));
  }
}
