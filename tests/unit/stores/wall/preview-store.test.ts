/**
 * PreviewStore: sample cards for every card of the deck while preview is on, each
 * flipping at 1–3 s drawn from the injected random source (fake clock).
 */
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { POINT_SCALE } from '../../../../renderer/domain/cards';
import type { ScreenConfig } from '../../../../renderer/domain/types';
import { ConfigWriterStore } from '../../../../renderer/stores/wall/config-writer-store';
import { PreviewStore } from '../../../../renderer/stores/wall/preview-store';
import { ThemeCatalogueStore } from '../../../../renderer/stores/wall/theme-catalogue-store';
import { FakeGateway } from '../../../support/fake-gateway';
import { nextTurn } from '../../../support/settle';
import { scriptedRandom, testDeps, type TestDeps } from '../../../support/test-deps';

const VALUES: ScreenConfig = {
  cardBackground: '#000000',
  cardBorder: '#ffff00',
  textColor: '#ffffff',
  screenBackground: '#000000',
  screenForeground: '#ffff00',
  customImages: '',
};

const disposers: (() => void)[] = [];
afterEach(() => disposers.splice(0).forEach((d) => d()));

async function setup(random: () => number): Promise<{
  deps: TestDeps;
  config: ThemeCatalogueStore;
  preview: PreviewStore;
  gateway: FakeGateway;
  cards: { set(cards: readonly string[]): void };
}> {
  const gateway = new FakeGateway();
  gateway.themes = [{ name: 'High Contrast', preview: [], values: VALUES }];
  const deps = testDeps(gateway, { random });
  const config = new ThemeCatalogueStore(new ConfigWriterStore('p', deps), deps);
  config.start();
  const deck = observable.box<readonly string[]>(POINT_SCALE, { deep: false });
  const preview = new PreviewStore(config, deps, () => deck.get());
  preview.start();
  disposers.push(() => preview.dispose());
  await nextTurn();
  const cards = { set: (c: readonly string[]) => runInAction(() => deck.set(c)) };
  return { deps, config, preview, gateway, cards };
}

describe('PreviewStore', () => {
  it('shows one card per point value only while preview is on', async () => {
    const { config, preview, deps } = await setup(Math.random);
    expect(preview.previewCards).toEqual([]);
    expect(deps.clock.pending).toBe(0);

    config.togglePreview(config.themes[0]!);
    expect(preview.previewCards.map((c) => c.value)).toEqual([...POINT_SCALE]);
    expect(deps.clock.pending).toBe(POINT_SCALE.length);

    config.closePreview();
    expect(preview.previewCards).toEqual([]);
    expect(deps.clock.pending).toBe(0);
  });

  it.each([
    [0, 1000],
    [0.25, 1500],
    [0.5, 2000],
    [0.999999, 3000],
    [1, 3000], // a broken source cannot leave the range
    [-1, 1000],
  ])('random %s → each card flips after %i ms', async (r, delay) => {
    const { config, preview, deps } = await setup(scriptedRandom([r]));
    config.togglePreview(config.themes[0]!);
    expect(deps.clock.dueIn).toEqual(POINT_SCALE.map(() => delay));
    const before = preview.previewCards.map((c) => c.flipped);
    deps.clock.advance(delay - 1);
    expect(preview.previewCards.map((c) => c.flipped)).toEqual(before);
    deps.clock.advance(1);
    expect(preview.previewCards.map((c) => c.flipped)).toEqual(before.map((f) => !f));
  });

  it('each card keeps flipping, not just once', async () => {
    // Every draw is 1000 ms: each card flips once a second, again and again.
    const { config, preview, deps } = await setup(scriptedRandom([0]));
    config.togglePreview(config.themes[0]!);
    const flips = POINT_SCALE.map(() => 0);
    let last = preview.previewCards.map((c) => c.flipped);
    for (let t = 0; t < 8000; t += 500) {
      deps.clock.advance(500);
      const now = preview.previewCards.map((c) => c.flipped);
      now.forEach((f, i) => {
        if (f !== last[i]) flips[i]! += 1;
      });
      last = now;
    }
    expect(flips).toEqual(POINT_SCALE.map(() => 8));
    expect(deps.clock.pending).toBe(POINT_SCALE.length);
  });

  it('dispose stops every timer; saved config never written', async () => {
    const { config, preview, deps, gateway } = await setup(Math.random);
    config.togglePreview(config.themes[0]!);
    deps.clock.advance(5000);
    preview.dispose();
    expect(deps.clock.pending).toBe(0);
    expect(preview.previewCards).toEqual([]);
    config.togglePreview(config.themes[0]!);
    config.togglePreview(config.themes[0]!);
    expect(deps.clock.pending).toBe(0);
    expect(gateway.writes).toEqual([]);
  });
  it('cards start face up, so the owner sees the front faces at once', async () => {
    const { config, preview } = await setup(scriptedRandom([0.5]));
    config.togglePreview(config.themes[0]!);
    expect(preview.previewCards.map((c) => c.flipped)).toEqual(POINT_SCALE.map(() => true));
  });

  it('a preview store started while preview is already on shows the cards at once', async () => {
    const { config, deps } = await setup(scriptedRandom([0.5]));
    config.togglePreview(config.themes[0]!);
    const late = new PreviewStore(config, deps, () => POINT_SCALE);
    disposers.push(() => late.dispose());
    // Not before its start(): a store's constructor deals nothing and sets no timer.
    expect(late.previewCards).toEqual([]);
    late.start();
    expect(late.previewCards.map((c) => c.value)).toEqual([...POINT_SCALE]);
  });

  it('deals the cards of the deck in use, again when the deck changes during preview', async () => {
    const { config, preview, deps, cards } = await setup(scriptedRandom([0.5]));
    cards.set(['1', '2', '4']);
    expect(preview.previewCards).toEqual([]);
    config.togglePreview(config.themes[0]!);
    expect(preview.previewCards.map((c) => c.value)).toEqual(['1', '2', '4']);
    cards.set(['S', 'L']);
    expect(preview.previewCards).toEqual([
      { value: 'S', flipped: true },
      { value: 'L', flipped: true },
    ]);
    // The old cards' timers went with them.
    expect(deps.clock.pending).toBe(2);
  });

  it('dispose handed over as a bare cleanup callback still stops the flips', async () => {
    const { config, preview, deps } = await setup(scriptedRandom([0.5]));
    config.togglePreview(config.themes[0]!);
    const { dispose } = preview;
    dispose();
    expect(preview.previewCards).toEqual([]);
    expect(deps.clock.pending).toBe(0);
  });
});
