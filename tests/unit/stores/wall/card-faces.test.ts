/**
 * What a card's face shows for data other clients wrote: a `selected` with wrong
 * base64 padding is the placeholder face (docs/product.md, Card values), and an image rule whose
 * "user" is null (as other clients may write it) applies to everyone.
 */
import { observable } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeSelected } from '../../../../renderer/domain/codec';
import * as imageRuleCode from '../../../../renderer/domain/image-rules';
import { EMPTY_CONFIG } from '../../../../renderer/domain/records';
import type { ScreenConfig } from '../../../../renderer/domain/types';
import { CustomImagesStore } from '../../../../renderer/stores/wall/custom-images-store';
import { FakeGateway } from '../../../support/fake-gateway';
import { HARNESS_CODE, wallHarness, type WallHarness } from '../../../support/wall-harness';
import { testDeps } from '../../../support/test-deps';

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const d of disposers.splice(0)) d();
});

function wall(): WallHarness {
  const harness = wallHarness();
  disposers.push(() => harness.wall.dispose());
  return harness;
}

describe('the placeholder face', () => {
  // '8' for team-a/bob encodes to two base64url characters; correct padding is '=='.
  const eight = encodeSelected('8', HARNESS_CODE, 'bob');

  it.each([
    ['one "=" where two belong', `${eight}=`],
    ['three "="', `${eight}===`],
    ['padding in the middle', `-${eight.slice(1, 2)}=${eight.slice(2)}=`],
  ])('a selected with %s shows the placeholder, not a card', (_label, selected) => {
    const harness = wall();
    harness.join('ann', '3', true);
    harness.gateway.setRecord(HARNESS_CODE, 'bob', {
      userId: 'bob',
      userName: 'Bob',
      selected,
      showCard: true,
      lastUpdate: harness.deps.clock.now(),
    });
    expect(harness.wall.roster.cards.find((v) => v.userId === 'bob')).toMatchObject({
      decodeError: true,
      value: null,
    });
    // The undecodable card does not count: the average is Ann's alone.
    expect(harness.averageText()).toBe('3.00');
    expect(harness.deps.log.errors.map((e) => e[0])).toEqual(['Decryption error:']);
  });

  it('correct padding from another client shows the card', () => {
    const harness = wall();
    harness.gateway.setRecord(HARNESS_CODE, 'bob', {
      userId: 'bob',
      userName: 'Bob',
      selected: `${eight}==`,
      showCard: true,
      lastUpdate: harness.deps.clock.now(),
    });
    expect(harness.wall.roster.cards[0]).toMatchObject({ decodeError: false, value: '8' });
    expect(harness.averageText()).toBe('8.00');
  });
});

describe('value-specific images', () => {
  const IMAGE = 'https://img.example/eight.png';

  function images(customImages: string): CustomImagesStore {
    const config = observable({ effective: { ...EMPTY_CONFIG, customImages } as ScreenConfig });
    const store = new CustomImagesStore(
      config,
      testDeps(new FakeGateway()),
      '',
      () => imageRuleCode,
    );
    store.start();
    disposers.push(() => store.dispose());
    return store;
  }

  it('a rule with "user": null applies to everyone', () => {
    const store = images(JSON.stringify([{ value: '8', user: null, images: IMAGE }]));
    expect(store.imageFor('ann', 'Ann', '8')).toBe(IMAGE);
    expect(store.imageFor('bob', 'Bob', '8')).toBe(IMAGE);
    expect(store.imageFor('bob', 'Bob', '5')).toBeNull();
  });

  it('a rule with "value": null applies to every card, and without "user" to everyone', () => {
    const store = images(JSON.stringify([{ value: null, images: IMAGE }]));
    expect(store.imageFor('ann', 'Ann', '8')).toBe(IMAGE);
    expect(store.imageFor('bob', 'Bob', '?')).toBe(IMAGE);
  });
});
