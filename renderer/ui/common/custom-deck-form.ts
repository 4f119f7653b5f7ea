/**
 * What the wall's and the phone's custom-deck fields share: the form (Enter or 'Use
 * these cards' tries the typed list) and the help line under the field.
 */
import type { FormEvent } from 'react';
import { DECK_MAX_CARDS, DECK_MAX_VALUE_LENGTH } from '../../domain/deck';
import type { deckText } from '../../i18n/en/deck';
import type { TextFn } from '../../i18n/translate';
import type { DeckChoiceStore } from '../../stores/common/deck-choice-store';

/** Props of the element around the custom field: a form that submits to the chooser. */
export function customDeckForm(choice: DeckChoiceStore) {
  return {
    component: 'form' as const,
    noValidate: true,
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      choice.applyCustom();
    },
  };
}

/** "Separate the cards with commas: up to 20, each at most 8 characters." */
export function customDeckHelp(t: TextFn<typeof deckText.en>): string {
  return t('customHelp', { max: DECK_MAX_CARDS, length: DECK_MAX_VALUE_LENGTH });
}
