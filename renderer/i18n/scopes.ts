/**
 * Each translated catalogue comes in three chunks, by who shows the words, so a phone
 * loads only its own (docs/architecture.md, Page budgets): the phone's (its join form
 * and joined view, which the wall shows too), the panels either page opens on request
 * (the result with the room's options, the history, the backlog: fetched with the
 * panel), and the wall's own.
 * English needs none of them: its parts are beside the code.
 */

/** The catalogue parts of each chunk, by part name (i18n/en/*.ts). */
export const CATALOGUE_SCOPES = {
  phone: [
    'app',
    'shared',
    'round',
    'phone',
    'phoneBoard',
    'language',
    'deck',
    'session',
    'backlog',
    'nextStory',
    'watch',
    'facilitation',
  ],
  // The room's options' words: the phone shows them in the result only.
  panels: ['result', 'roomOptions', 'history', 'backlogPanel'],
  wall: ['wall', 'cardMenu', 'options', 'optionsPanels', 'keyHelp', 'tracker', 'trackerSizes'],
} as const;

/** A chunk of a translated catalogue. */
export type CatalogueScope = keyof typeof CATALOGUE_SCOPES;

/** The part names of one chunk. */
export type ScopeParts<S extends CatalogueScope> = (typeof CATALOGUE_SCOPES)[S][number];

/** What the phone loads from the start: its own words only. */
export const PHONE_SCOPES: readonly CatalogueScope[] = ['phone'];

/** Every chunk, as the wall loads them. */
export const ALL_SCOPES: readonly CatalogueScope[] = ['phone', 'panels', 'wall'];
