/**
 * What was typed into the prerendered join form, carried into the page's own stores while
 * React takes the form over (ui/phone/PhonePage.tsx). Hydration shows the blank stores the
 * build rendered, then this device's: a keystroke must reach the latter whenever it lands,
 * or the switch would write an older draft back into the field and lose it.
 */
import { reaction } from 'mobx';
import type { PhoneRoot } from '../../stores/phone/phone-root';
import { typedFields, type JoinFields } from './early-start';

/** The join form's drafts a store holds, and whether it watches. */
function drafts(root: PhoneRoot): JoinFields {
  return {
    name: root.identity.nameDraft,
    picture: root.identity.pictureDraft,
    code: root.joinForm.codeDraft,
    watch: root.watchChoice.watching,
  };
}

function adopt(store: PhoneRoot, typed: Partial<JoinFields>): void {
  if (typed.name !== undefined) store.identity.setNameDraft(typed.name);
  if (typed.picture !== undefined) store.identity.setPictureDraft(typed.picture);
  if (typed.code !== undefined) store.joinForm.setCodeDraft(typed.code);
  if (typed.watch !== undefined) store.watchChoice.setWatching(typed.watch);
}

/**
 * Takes what the form holds `now` beyond what `blank` rendered into `store` (typed before
 * the page's code ran), and from then on every change the form makes to `blank` (typed
 * while the page still shows it, between hydration and the switch to `store`). The fields
 * keep their elements and values, and so focus and caret: the switch writes nothing into
 * them. Returns the function that stops carrying.
 */
export function carryTypedDrafts(
  store: PhoneRoot,
  blank: PhoneRoot,
  now: JoinFields | null,
): () => void {
  if (now) adopt(store, typedFields(now, drafts(blank)));
  return reaction(
    () => drafts(blank),
    (after, before) => adopt(store, typedFields(after, before)),
  );
}
