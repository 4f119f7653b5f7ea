import { textPart } from '../translate';

/**
 * The team's T-shirt sizes as numbers (docs/tracker-wall.md, The estimate written): the
 * form in Options' Issue tracker, and why a size with no number is not written. The
 * sizes themselves (XS … XXL) are the cards' own names, never translated. A part of its
 * own beside the tracker's: only the wall's Options show it, never a phone.
 */
export const trackerSizesText = textPart('trackerSizes', {
  heading: 'T-shirt sizes as numbers',
  help: 'The tracker’s estimate field takes numbers: once saved, each size is written as its number. A size left blank is not written.',
  save: 'Save',
  clear: 'Clear',
  saved: 'Saved: sizes are written as these numbers.',
  notSaved: 'Not saved: sizes are not written to the tracker.',
  bad: 'Enter a number of up to 6 digits, with up to 6 decimals, for {sizes}; or leave it blank.',
  outOfOrder: '{size} has a lower number than a smaller size: check that this is meant.',
  dropped: 'The saved numbers for the sizes could not be read and were dropped: save them again.',
  /** A story's state: a size the team gave no number. */
  notMapped:
    '“{card}” is a size with no number: sizes can be given numbers in Options, Issue tracker.',
});
