import { textPart } from '../translate';

/** A participant card's menu on the wall. */
export const cardMenuText = textPart('cardMenu', {
  moreActions: 'More actions for {name}',
  actions: 'Actions for {name}',
  blockUser: 'Block User',
  setPosition: 'Set Position',
  positionCenter: 'Center',
  positionLeft: 'Left',
  positionRight: 'Right',
  removeFromSession: 'Remove from session',
});
