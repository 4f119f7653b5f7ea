import { describe, expect, it } from 'vitest';
import { blankPhone } from '../../../../renderer/ui/phone/blank-phone';
import { carryTypedDrafts } from '../../../../renderer/ui/phone/hydration-drafts';

/** The page's two sets of stores while it hydrates: the blank ones shown, and the device's. */
function hydrating() {
  const blank = blankPhone('team-a');
  const store = blankPhone('team-a');
  // What this device remembered from before.
  store.identity.setNameDraft('Bob');
  store.identity.setPictureDraft('https://pics.example/bob.png');
  return { blank, store };
}

const drafts = (root: ReturnType<typeof blankPhone>) => ({
  name: root.identity.nameDraft,
  picture: root.identity.pictureDraft,
  code: root.joinForm.codeDraft,
  watch: root.watchChoice.watching,
});

describe('carryTypedDrafts', () => {
  it('takes what was typed before the code ran, and keeps what the device remembered elsewhere', () => {
    const { blank, store } = hydrating();
    carryTypedDrafts(store, blank, { name: 'Ada', picture: '', code: 'team-b', watch: true });
    expect(drafts(store)).toEqual({
      name: 'Ada',
      picture: 'https://pics.example/bob.png',
      code: 'team-b',
      watch: true,
    });
  });

  it('a form nobody typed into, or none at all, changes nothing', () => {
    const { blank, store } = hydrating();
    carryTypedDrafts(store, blank, { name: '', picture: '', code: 'team-a', watch: false });
    carryTypedDrafts(store, blank, null);
    expect(drafts(store)).toEqual({
      name: 'Bob',
      picture: 'https://pics.example/bob.png',
      code: 'team-a',
      watch: false,
    });
  });

  it('carries what is typed into the blank stores until the page shows its own', () => {
    const { blank, store } = hydrating();
    const stop = carryTypedDrafts(store, blank, {
      name: 'Ada',
      picture: '',
      code: 'team-a',
      watch: false,
    });
    // The form's onChange, while the page still shows the blank stores.
    blank.identity.setNameDraft('Ada L');
    blank.joinForm.setCodeDraft('');
    blank.watchChoice.setWatching(true);
    expect(drafts(store)).toEqual({
      name: 'Ada L',
      picture: 'https://pics.example/bob.png',
      code: '',
      watch: true,
    });
    blank.identity.setPictureDraft('https://pics.example/ada.png');
    expect(store.identity.pictureDraft).toBe('https://pics.example/ada.png');
    stop();
    blank.identity.setNameDraft('Ada Lovelace');
    expect(store.identity.nameDraft).toBe('Ada L');
  });
});
