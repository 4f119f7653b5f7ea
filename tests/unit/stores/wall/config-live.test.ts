/**
 * ConfigStores on the real local database through the product's Firebase gateway:
 * two screens showing one code (two connections) see each other's theme and
 * colour changes live; preview stays local; the seeded themes are read.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CONFIG_STRING_MAX_LENGTH } from '../../../../renderer/domain/records';
import { CONFIG_WRITE_INTERVAL_MS } from '../../../../renderer/stores/wall/config-writer-store';
import { editModeOf, startedConfig, type ConfigStores } from '../../../support/config-stores';
import { eventually } from '../../../support/local-db';
import { useLiveDatabase } from '../../../support/live-database';
import { testDeps, type TestDeps } from '../../../support/test-deps';

const live = useLiveDatabase('config-live');

/** One screen: its own connection, store and fake clock. */
function screen(code: string): { store: ConfigStores; deps: TestDeps } {
  const gateway = live.gateway();
  const deps = testDeps(gateway);
  return { store: startedConfig(code, deps), deps };
}

describe('Options on the local database', () => {
  it('reads the seeded themes: at least six, light and dark, a high-contrast one', async () => {
    const { store } = screen(live.session.code());
    await eventually(() => expect(store.catalogue.themesLoaded).toBe(true));
    expect(store.catalogue.themes.length).toBeGreaterThanOrEqual(6);
    expect(store.catalogue.themes.some((t) => /high contrast/i.test(t.name))).toBe(true);
    store.dispose();
  });

  it('a theme selected and a colour edited on one screen apply live on another', async () => {
    const code = live.session.code();
    const a = screen(code);
    const b = screen(code);
    await eventually(() =>
      expect(a.store.catalogue.themesLoaded && b.store.config.configLoaded).toBe(true),
    );
    const theme = a.store.catalogue.themes[1]!;

    editModeOf(a.store).toggle();
    editModeOf(a.store).selectTheme(theme);
    expect(editModeOf(a.store).on).toBe(false);
    await eventually(() => expect(b.store.config.saved).toEqual(theme.values));
    await eventually(() => expect(b.store.catalogue.selectedTheme?.name).toBe(theme.name));

    // Preview on screen A is local: B keeps the saved theme.
    a.store.catalogue.togglePreview(a.store.catalogue.themes[0]!);
    expect(a.store.catalogue.effective).toEqual(a.store.catalogue.themes[0]!.values);
    a.store.config.setColor('cardBackground', '#123456');
    a.deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await eventually(() => expect(b.store.config.saved.cardBackground).toBe('#123456'));
    expect(b.store.catalogue.selectedTheme).toBeNull(); // 'Custom' on the other screen too
    expect(b.store.catalogue.previewMode).toBe(false);

    a.store.imageRules.add();
    a.store.imageRules.update(0, { value: '8', images: 'https://img.test/8.png' });
    a.deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await eventually(() =>
      expect(b.store.imageRules.rules).toEqual([
        { value: '8', user: '', images: 'https://img.test/8.png' },
      ]),
    );
    a.store.dispose();
    b.store.dispose();
  });

  it('an image list longer than the limit is not sent: Options says why, the text stays, the database keeps the saved list', async () => {
    const code = live.session.code();
    const { store, deps } = screen(code);
    await eventually(() => expect(store.config.configLoaded).toBe(true));
    store.imageRules.add();
    store.imageRules.update(0, { value: '8', images: 'https://img.test/8.png' });
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await eventually(() => expect(store.config.saved.customImages).toContain('img.test/8.png'));
    const saved = store.config.saved.customImages;

    const long = `https://img.test/${'x'.repeat(CONFIG_STRING_MAX_LENGTH)}.png`;
    store.imageRules.update(0, { images: long });
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    expect(store.config.saveProblem?.keys).toEqual(['customImages']);
    expect(store.config.saveProblem).toMatchObject({ reason: 'tooLong' });
    expect(store.config.saveProblem).toHaveProperty('characters', expect.any(Number));
    expect(store.imageRules.rules[0]!.images).toBe(long);
    // Nothing was sent: a screen opened now reads the saved list from the database.
    const other = screen(code);
    await eventually(() => expect(other.store.config.configLoaded).toBe(true));
    expect(other.store.config.saved.customImages).toBe(saved);
    other.store.dispose();

    // Shortened again: saved, and the message goes.
    store.imageRules.update(0, { images: 'https://img.test/13.png' });
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await eventually(() => expect(store.config.saved.customImages).toContain('img.test/13.png'));
    await eventually(() => expect(store.config.saveProblem).toBeNull());
    store.dispose();
  });

  it('a change the database refuses is reported with its reason and kept in the field', async () => {
    // The rules refuse this code: every write to it is denied. The SDK's own warning
    // about it is expected here, not printed.
    const sdkWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => sdkWarn.mockRestore());
    const { store, deps } = screen('not a valid code');
    await eventually(() => expect(store.config.configLoaded).toBe(true));
    store.config.setColor('cardBackground', '#123456');
    deps.clock.advance(CONFIG_WRITE_INTERVAL_MS);
    await eventually(() => expect(store.config.saveProblem).not.toBeNull());
    expect(store.config.saveProblem).toEqual({
      keys: ['cardBackground'],
      reason: 'refused',
      cause: 'permission',
      detail: null,
    });
    expect(store.config.colorValue('cardBackground')).toBe('#123456');
    expect(store.config.saved.cardBackground).toBe('');
    expect(deps.log.warnings.map((w) => String(w[0]))).toContain(
      'Config: could not write configs/not a valid code',
    );
    store.dispose();
  });
});
