import { autorun, observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as imageRuleCode from '../../../../renderer/domain/image-rules';
import { EMPTY_CONFIG } from '../../../../renderer/domain/records';
import type { ScreenConfig } from '../../../../renderer/domain/types';
import {
  CustomImagesStore,
  type ImageRuleCode,
  type ImageRuleCodeLoader,
} from '../../../../renderer/stores/wall/custom-images-store';
import { FakeGateway } from '../../../support/fake-gateway';
import { settleMicrotasks } from '../../../support/settle';
import { scriptedRandom, testDeps } from '../../../support/test-deps';

const A = 'https://img.example/a.png';
const B = 'https://img.example/b.png';

const made: (() => void)[] = [];
afterEach(() => made.splice(0).forEach((stop) => stop()));

/** The matcher at once, as if its chunk were already in. */
const atOnce: ImageRuleCodeLoader = () => imageRuleCode;

function setup(
  customImages: string,
  random = scriptedRandom([0, 0.9]),
  loadCode: ImageRuleCodeLoader = atOnce,
) {
  const config = observable({ effective: { ...EMPTY_CONFIG, customImages } as ScreenConfig });
  const deps = testDeps(new FakeGateway(), { random });
  const store = new CustomImagesStore(config, deps, '', loadCode);
  store.start();
  made.push(() => store.dispose());
  return { config, deps, store };
}

const rules = (...r: object[]) => JSON.stringify(r);

function setRules(config: { effective: ScreenConfig }, customImages: string): void {
  runInAction(() => {
    config.effective = { ...config.effective, customImages };
  });
}

/** A loader the test answers: `resolve`/`reject` the pending load; `calls` counts loads. */
function controlledLoader() {
  let answer: { resolve: (code: ImageRuleCode) => void; reject: (error: Error) => void } | null =
    null;
  const load = vi.fn(
    () =>
      new Promise<ImageRuleCode>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  );
  return {
    load,
    resolve: () => answer?.resolve(imageRuleCode),
    reject: () => answer?.reject(new Error('chunk failed')),
  };
}

/** What a card on the wall shows, re-read whenever what it observes changes. */
function card(store: CustomImagesStore, value: string): { shown: (string | null)[] } {
  const shown: (string | null)[] = [];
  made.push(autorun(() => void shown.push(store.imageFor('ann', 'Ann', value))));
  return { shown };
}

describe('CustomImagesStore', () => {
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
    setRules(config, rules({ value: '', user: '', images: B }));
    expect(store.imageFor('u', 'U', '8')).toBe(B);
  });
  it('after dispose, rule changes are no longer compiled (nor logged) until a card asks', () => {
    const { store, deps, config } = setup(rules({ value: '', user: '', images: A }));
    store.dispose();
    setRules(config, rules({ value: '[unclosed(', user: '', images: B }));
    expect(deps.log.warnings).toEqual([]);
    expect(store.imageFor('u', 'U', '8')).toBeNull();
    expect(deps.log.warnings).toHaveLength(1);
  });
});

describe('CustomImagesStore: the matcher loads only for a config with rules', () => {
  it.each([
    ['no rules', ''],
    ['blank rules', '  \n '],
    ['an empty list', '[]'],
  ])('%s never load it, and cards show their values', async (_l, text) => {
    const loader = controlledLoader();
    const { store, config } = setup(text, undefined, loader.load);
    const shown = card(store, '8').shown;
    runInAction(() => {
      config.effective = { ...config.effective, cardBorder: '#123456' };
    });
    await settleMicrotasks();
    expect(loader.load).not.toHaveBeenCalled();
    expect(shown.every((image) => image === null)).toBe(true);
  });

  it('a store not started yet asks for nothing: its start() does', () => {
    const loader = controlledLoader();
    const config = observable({
      effective: { ...EMPTY_CONFIG, customImages: rules({ value: '8', user: '', images: A }) },
    });
    const store = new CustomImagesStore(config, testDeps(new FakeGateway()), '', loader.load);
    made.push(() => store.dispose());
    expect(loader.load).not.toHaveBeenCalled();
    store.start();
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('with rules, cards show no image until it is in, then re-render with theirs', async () => {
    const loader = controlledLoader();
    const { store } = setup(rules({ value: '8', user: '', images: A }), undefined, loader.load);
    const eight = card(store, '8');
    const five = card(store, '5');
    expect(loader.load).toHaveBeenCalledTimes(1);
    await settleMicrotasks();
    expect(eight.shown).toEqual([null]);
    loader.resolve();
    await settleMicrotasks();
    expect(eight.shown).toEqual([null, A]);
    expect(five.shown.at(-1)).toBeNull();
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('loads the real matcher chunk by itself when no loader is given', async () => {
    const config = observable({
      effective: { ...EMPTY_CONFIG, customImages: rules({ value: '8', user: '', images: A }) },
    });
    const store = new CustomImagesStore(config, testDeps(new FakeGateway()));
    store.start();
    made.push(() => store.dispose());
    const eight = card(store, '8');
    await vi.waitFor(() => expect(eight.shown.at(-1)).toBe(A));
  });

  it('rules that arrive later (the config, a theme) load it then, once', async () => {
    const loader = controlledLoader();
    const { store, config } = setup('', undefined, loader.load);
    const eight = card(store, '8');
    setRules(config, rules({ value: '', user: '', images: A }));
    setRules(config, rules({ value: '', user: '', images: B }));
    expect(loader.load).toHaveBeenCalledTimes(1);
    loader.resolve();
    await settleMicrotasks();
    expect(eight.shown.at(-1)).toBe(B);
  });

  it('once it is in, new rules use it without fetching it again', async () => {
    const loader = controlledLoader();
    const { store, config } = setup(
      rules({ value: '', user: '', images: A }),
      undefined,
      loader.load,
    );
    const eight = card(store, '8');
    loader.resolve();
    await settleMicrotasks();
    setRules(config, rules({ value: '', user: '', images: B }));
    await settleMicrotasks();
    expect(eight.shown.at(-1)).toBe(B);
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('once it is in, keeps one pick per participant and value through other config changes', async () => {
    const loader = controlledLoader();
    const { store, config } = setup(
      rules({ value: '', user: '', images: `${A}\n${B}` }),
      scriptedRandom([0.9, 0, 0.9, 0]),
      loader.load,
    );
    loader.resolve();
    await settleMicrotasks();
    const first = store.imageFor('ann', 'Ann', '8');
    runInAction(() => {
      config.effective = { ...config.effective, textColor: '#000000' };
    });
    expect([first, store.imageFor('ann', 'Ann', '8'), store.imageFor('ann', 'Ann', '8')]).toEqual([
      B,
      B,
      B,
    ]);
  });

  it('logs a bad rule once, whether the text is read before the matcher is in or after', async () => {
    const loader = controlledLoader();
    const { deps } = setup(
      rules({ value: '[unclosed(', user: '', images: A }, { value: 8 }),
      undefined,
      loader.load,
    );
    // What each warning is about: the malformed row at once, the bad expression once compiled.
    const about = () => deps.log.warnings.map((w) => w.at(-1));
    expect(about()).toEqual([{ value: 8 }]);
    loader.resolve();
    await settleMicrotasks();
    expect(about()).toEqual([{ value: 8 }, '[unclosed(']);
  });

  it('a failed load is logged once and leaves the cards without images; new rules try again', async () => {
    const loader = controlledLoader();
    const { store, deps, config } = setup(
      rules({ value: '', user: '', images: A }),
      undefined,
      loader.load,
    );
    const eight = card(store, '8');
    loader.reject();
    await settleMicrotasks();
    card(store, '5');
    store.imageFor('bob', 'Bob', '8');
    expect(deps.log.warnings).toHaveLength(1);
    expect(deps.log.warnings[0]?.[0]).toBe(
      'Custom images: the image rule code could not be loaded, cards show no custom images',
    );
    expect(eight.shown).toEqual([null]);
    expect(loader.load).toHaveBeenCalledTimes(1);

    setRules(config, rules({ value: '', user: '', images: B }));
    expect(loader.load).toHaveBeenCalledTimes(2);
    loader.resolve();
    await settleMicrotasks();
    expect(eight.shown.at(-1)).toBe(B);
  });
});
