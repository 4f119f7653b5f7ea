import { textPart } from '../translate';

/** Texts the wall and the phone both show. */
export const sharedText = textPart('shared', {
  averagePoint: 'Average Point',
  newRound: 'New round',
});
