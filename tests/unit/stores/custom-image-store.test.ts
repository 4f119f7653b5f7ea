import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CONFIG } from '../../../renderer/domain/records';
import type { ScreenConfig } from '../../../renderer/domain/types';
import { CustomImageStore } from '../../../renderer/stores/custom-image-store';
import { FakeGateway } from '../../support/fake-gateway';
import { scriptedRandom, testDeps } from '../../support/test-deps';

const A = 'https://img.example/a.png';
const B = 'https://img.example/b.png';

const made: CustomImageStore[] = [];
afterEach(() => made.splice(0).forEach((s) => s.dispose()));

function setup(customImages: string, random = scriptedRandom([0, 0.9])) {
  const config = observable({ effective: { ...EMPTY_CONFIG, customImages } as ScreenConfig });
  const deps = testDeps(new FakeGateway(), { random });
  const store = new CustomImageStore(config, deps);
  made.push(store);
  return { config, deps, store };
}

const rules = (...r: object[]) => JSON.stringify(r);

describe('CustomImageStore', () => {
  it('picks once per participant and value, again when the value changes', () => {
    const { store } = setup(rules({ value: '', user: '', images: `${A}\n${B}` }));
    expect(store.imageFor('ann', 'Ann', '8')).toBe(A);
    expect(store.imageFor('ann', 'Ann', '8')).toBe(A);
    expect(store.imageFor('ann', 'Ann', '5')).toBe(B);
  });

  it.each<[string, string, string, string, string | null]>([
    ['value pattern matches', rules({ value: '^8$', user: '', images: A }), 'Ann', '8', A],
    [
      'value pattern does not match',
      rules({ value: '^8$', user: '', images: A }),
      'Ann',
      '13',
      null,
    ],
    ['user limits the rule', rules({ value: '', user: 'Bob', images: A }), 'Ann', '8', null],
    ['user matches', rules({ value: '', user: 'Bob', images: A }), 'Bob', '8', A],
    [
      'unsafe URL ignored',
      rules({ value: '', user: '', images: 'javascript:x' }),
      'Ann',
      '8',
      null,
    ],
    ['no card, no image', rules({ value: '', user: '', images: A }), 'Ann', '', null],
  ])('%s', (_l, json, name, value, expected) => {
    expect(setup(json).store.imageFor('u', name, value)).toBe(expected);
  });

  it('logs an invalid pattern once, before any card asks, and picks again when rules change', () => {
    const { store, deps, config } = setup(rules({ value: '[unclosed(', user: '', images: A }));
    expect(deps.log.warnings.map((w) => w.join(' ')).join('\n')).toContain('[unclosed(');
    expect(store.imageFor('u', 'U', '8')).toBeNull();
    store.imageFor('u', 'U', '8');
    expect(deps.log.warnings).toHaveLength(1);
    runInAction(() => {
      config.effective = {
        ...config.effective,
        customImages: rules({ value: '', user: '', images: B }),
      };
    });
    expect(store.imageFor('u', 'U', '8')).toBe(B);
  });
  it('after dispose, rule changes are no longer compiled (nor logged) until a card asks', () => {
    const { store, deps, config } = setup(rules({ value: '', user: '', images: A }));
    store.dispose();
    runInAction(() => {
      config.effective = {
        ...config.effective,
        customImages: rules({ value: '[unclosed(', user: '', images: B }),
      };
    });
    expect(deps.log.warnings).toEqual([]);
    expect(store.imageFor('u', 'U', '8')).toBeNull();
    expect(deps.log.warnings).toHaveLength(1);
  });
});
