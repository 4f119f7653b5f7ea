/**
 * The English catalogue, the source of every other: the parts (en/*.ts, each beside
 * the code that shows it at runtime) gathered, and the shape a translation must have.
 * Only tests and the translations' types read this module; the app itself imports
 * just the parts a page shows, so English costs a page only its own texts.
 */
import { appText } from './en/app';
import { backlogText } from './en/backlog';
import { backlogPanelText } from './en/backlog-panel';
import { cardMenuText } from './en/card-menu';
import { deckText } from './en/deck';
import { resultText } from './en/result';
import { languageText } from './en/language';
import { optionsText } from './en/options';
import { phoneText } from './en/phone';
import { phoneBoardText } from './en/phone-board';
import { roundText } from './en/round';
import { sessionText } from './en/session';
import { sharedText } from './en/shared';
import { wallText } from './en/wall';
import { optionsPanelsText } from './en/options-panels';
import { historyText } from './en/history';
import { keyHelpText } from './en/key-help';
import { nextStoryText } from './en/next-story';
import { watchText } from './en/watch';
import { facilitationText } from './en/facilitation';
import { roomOptionsText } from './en/room-options';
import { trackerText } from './en/tracker';
import { trackerSizesText } from './en/tracker-sizes';
import type { PluralText } from './translate';

/** Every part of the English catalogue. */
export const EN_PARTS = [
  appText,
  sharedText,
  roundText,
  wallText,
  cardMenuText,
  resultText,
  optionsText,
  sessionText,
  phoneText,
  phoneBoardText,
  languageText,
  optionsPanelsText,
  historyText,
  keyHelpText,
  deckText,
  backlogText,
  backlogPanelText,
  nextStoryText,
  watchText,
  facilitationText,
  roomOptionsText,
  trackerText,
  trackerSizesText,
] as const;

type Part = (typeof EN_PARTS)[number];

/**
 * What a translated catalogue holds: every part, every key, a string where English has
 * a string and plural forms where English has them.
 */
export type Catalogue = {
  readonly [P in Part as P['name']]: {
    readonly [K in keyof P['en']]: P['en'][K] extends string ? string : PluralText;
  };
};

/** The English catalogue as a whole (part name, then key). */
export const en = Object.fromEntries(EN_PARTS.map((p) => [p.name, p.en])) as unknown as Catalogue;
