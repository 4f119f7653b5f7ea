/**
 * The names Options gives the config's fields and the words for a change that was not
 * saved, in the language shown.
 */
import { CONFIG_STRING_MAX_LENGTH } from '../../../domain/records';
import { optionsText } from '../../../i18n/en/options';
import { optionsPanelsText } from '../../../i18n/en/options-panels';
import type { Translator } from '../../../i18n/translate';
import type { ConfigKey, SaveProblem } from '../../../stores/wall/config-writer-store';
import type { RefusalCause } from '../../../stores/wall/refusal';

/** The words for each cause of a refusal (the database's own words are English). */
const REFUSAL_KEYS = {
  permission: 'refusedPermission',
  unavailable: 'refusedUnavailable',
  disconnected: 'refusedDisconnected',
  tooLarge: 'refusedTooLarge',
  invalid: 'refusedInvalid',
  none: 'noReason',
  other: 'refusedOther',
} as const satisfies Record<RefusalCause, keyof typeof optionsPanelsText.en>;

/** The name of one config field, as its control is labelled. */
export function fieldName(translator: Translator, key: ConfigKey): string {
  return key === 'customImages'
    ? translator.text(optionsText, 'valueSpecificImages')
    : translator.text(optionsPanelsText, key);
}

/** What was not saved and why, in words for the screen owner. */
export function saveProblemText(translator: Translator, problem: SaveProblem): string {
  const t = translator.part(optionsPanelsText);
  const fields = translator.list(problem.keys.map((k) => fieldName(translator, k)));
  if (problem.reason === 'tooLong') {
    return t('notSavedTooLong', {
      fields,
      characters: translator.number(problem.characters),
      max: translator.number(CONFIG_STRING_MAX_LENGTH),
    });
  }
  // The database's words, kept only for a cause this app does not know, are a technical
  // detail: isolated so that they read left to right inside a right-to-left sentence.
  const detail = `\u2068${problem.detail ?? ''}\u2069`;
  return t('notSavedRefused', { fields, reason: t(REFUSAL_KEYS[problem.cause], { detail }) });
}
