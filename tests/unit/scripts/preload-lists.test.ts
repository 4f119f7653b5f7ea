/**
 * The preload lists of the wall's first page (scripts/preload-lists.ts): what it has
 * loaded already and the imported chunk itself are never listed, a part a person opens
 * lists nothing, and every other chunk keeps Vite's list.
 */
import { describe, expect, it } from 'vitest';
import { preloadList } from '../../../scripts/preload-lists';

const DEPS = ['assets/start-AbC1.js', 'assets/index-x_Y2.js', 'assets/modal-Q9.js'];

describe('the preload lists', () => {
  it("leave out of the wall's imports what the wall has loaded already, and the chunk itself", () => {
    const deps = ['assets/ReferenceColumns-z.js', ...DEPS];
    expect(preloadList('assets/ReferenceColumns-z.js', deps, 'assets/WallPage-h1.js')).toEqual([
      'assets/modal-Q9.js',
    ]);
  });

  it('list nothing for a part only a person opens', () => {
    for (const part of ['OptionsMenu', 'KeyHelp', 'ReferenceBoard', 'CardMenuList']) {
      expect(preloadList(`assets/${part}-k2.js`, DEPS, 'assets/WallPage-h1.js')).toEqual([]);
    }
  });

  it("keep Vite's list for every other importer, the phone's and the entry's", () => {
    expect(preloadList('assets/KeyHelp-k2.js', DEPS, 'assets/PhonePage-p.js')).toEqual(DEPS);
    expect(preloadList('assets/WallPage-h1.js', DEPS, 'assets/index-x_Y2.js')).toEqual(DEPS);
  });
});
