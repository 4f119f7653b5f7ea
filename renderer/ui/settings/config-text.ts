/**
 * The names Options gives the config's fields and the words for a change that was not
 * saved, in the language shown.
 */
import { CONFIG_STRING_MAX_LENGTH } from '../../domain/records';
import { optionsText } from '../../i18n/en/options';
import { settingsText } from '../../i18n/en/settings';
import type { Translator } from '../../i18n/translate';
import type { ConfigKey, SaveProblem } from '../../stores/config-writer-store';

/** The name of one config field, as its control is labelled. */
export function fieldName(translator: Translator, key: ConfigKey): string {
  return key === 'customImages'
    ? translator.text(optionsText, 'valueSpecificImages')
    : translator.text(settingsText, key);
}

/** What was not saved and why, in words for the screen owner. */
export function saveProblemText(translator: Translator, problem: SaveProblem): string {
  const t = translator.part(settingsText);
  const fields = translator.list(problem.keys.map((k) => fieldName(translator, k)));
  if (problem.reason === 'tooLong') {
    return t('notSavedTooLong', {
      fields,
      characters: translator.number(problem.characters),
      max: translator.number(CONFIG_STRING_MAX_LENGTH),
    });
  }
  return t('notSavedRefused', { fields, reason: problem.detail ?? t('noReason') });
}
