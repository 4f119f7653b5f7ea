import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VOTE_SESSION_KEYS } from '../../../renderer/domain/storage-keys';
import { parseRoute } from '../../../shared/route';

const BOOT = readFileSync(path.resolve('renderer/boot.js'), 'utf8');

/** The lists the build writes into the preload meta (shared chunks appear in several). */
const LISTS: Record<string, string> = {
  'data-screen': 'assets/Screen.js assets/shared.js assets/db.js',
  'data-vote': 'assets/Vote.js assets/shared.js',
  'data-vote-joined': 'assets/Joined.js assets/shared.js assets/Vote.js',
};

/** An element the prerendered page marks with data-screen-code. */
interface Marked {
  tagName: string;
  textContent: string;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

const marked = (tagName: string, textContent = ''): Marked => ({
  tagName,
  textContent,
  attributes: {},
  setAttribute(name, value) {
    this.attributes[name] = value;
  },
});

type Listener = (event: unknown) => void;

/** index.html's `#root` and the join form's template, as far as the parser got. */
interface Parsed {
  root?: { firstChild: unknown; appendChild(child: unknown): void };
  template?: { content: unknown };
}

/** Runs the boot script on `pathname` with a stub document; returns what it did. */
function boot(
  pathname: string,
  joinedCode: string | null | 'throws',
  elements: Marked[] = [],
  parsedSoFar: Parsed = {},
) {
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const classes = new Set<string>();
  const html = {
    get className() {
      return [...classes].join(' ');
    },
    set className(value: string) {
      classes.clear();
      value.split(' ').forEach((c) => c && classes.add(c));
    },
    classList: { add: (c: string) => classes.add(c) },
  };
  const listeners: Record<string, { listener: Listener; options: unknown }[]> = {};
  const observers: { callback: () => void; observing: boolean }[] = [];
  const document = {
    documentElement: html,
    querySelector: (s: string) =>
      s === 'meta[name="story-point-preload"]' ? { getAttribute: (a: string) => LISTS[a] } : null,
    querySelectorAll: (s: string) => (s === '[data-screen-code]' ? elements : []),
    getElementById: (id: string) =>
      (id === 'root' ? parsedSoFar.root : id === 'boot-join' ? parsedSoFar.template : null) ?? null,
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (l: (typeof links)[number]) => links.push(l) },
    addEventListener: (type: string, listener: Listener, options: unknown) =>
      (listeners[type] ??= []).push({ listener, options }),
  };
  class MutationObserver {
    readonly record: { callback: () => void; observing: boolean };
    constructor(callback: () => void) {
      this.record = { callback, observing: false };
      observers.push(this.record);
    }
    observe() {
      this.record.observing = true;
    }
    disconnect() {
      this.record.observing = false;
    }
  }
  const sessionStorage = {
    getItem: (key: string) => {
      if (joinedCode === 'throws') throw new Error('SecurityError');
      return key === VOTE_SESSION_KEYS.joinedCode ? joinedCode : null;
    },
  };
  const window: { storyPointEarly?: { join: boolean; ready: boolean; card: string } } = {};
  new Function('location', 'document', 'sessionStorage', 'window', 'MutationObserver', BOOT)(
    { pathname },
    document,
    sessionStorage,
    window,
    MutationObserver,
  );
  /** The page was parsed a little further: the observer's callback runs. */
  const parsed = () => observers.forEach((o) => o.observing && o.callback());
  /** Parsing is over. */
  const interactive = () => listeners.readystatechange?.forEach((l) => l.listener({}));
  /** A submit of the join form; returns what the boot script did with it. */
  const submit = () => {
    const event = { prevented: false, stopped: false } as { prevented: boolean; stopped: boolean };
    const e = {
      preventDefault: () => (event.prevented = true),
      stopPropagation: () => (event.stopped = true),
    };
    listeners.submit?.forEach((l) => l.listener(e));
    return event;
  };
  /** A tap on `target`; says whether the boot script prevented what it would do. */
  const click = (target: unknown) => {
    let prevented = false;
    listeners.click?.forEach((l) =>
      l.listener({ target, preventDefault: () => (prevented = true) }),
    );
    return prevented;
  };
  return {
    className: html.className,
    classes,
    hrefs: links.map((l) => l.href),
    links,
    window,
    listeners,
    observers,
    parsed,
    interactive,
    submit,
    click,
  };
}

/** A button of the HTML's joined grid: a card (with its value) or another control. */
interface GridButton {
  attributes: Record<string, string>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  closest(selector: string): unknown;
}

/** The joined grid the HTML shows on a reload, with the deck's cards and a Ready button. */
function joinedGrid(values: string[]) {
  const buttons: GridButton[] = [];
  const grid = {
    querySelectorAll: (s: string) =>
      s === 'button[data-value]' ? buttons.filter((b) => 'data-value' in b.attributes) : [],
  };
  const button = (attributes: Record<string, string>): GridButton => {
    const b: GridButton = {
      attributes,
      getAttribute: (name) => b.attributes[name] ?? null,
      setAttribute: (name, value) => void (b.attributes[name] = value),
      closest: (selector) => {
        if (selector === '#boot-vote-joined') return grid;
        return selector === 'button[data-value]' && 'data-value' in b.attributes ? b : null;
      },
    };
    buttons.push(b);
    return b;
  };
  const cards = values.map((v) => button({ 'data-value': v, 'aria-pressed': 'false' }));
  const ready = button({});
  const pressed = () => cards.filter((c) => c.attributes['aria-pressed'] === 'true');
  return { cards, ready, pressed };
}

describe('the boot script', () => {
  it("marks the wall's route and preloads its chunks as modules", () => {
    const { className, hrefs, links } = boot('/team-a', null);
    expect(className).toBe('boot-screen');
    expect(hrefs).toEqual(['/assets/Screen.js', '/assets/shared.js', '/assets/db.js']);
    expect(links.every((l) => l.rel === 'modulepreload' && l.crossOrigin === '')).toBe(true);
  });

  it("a new phone preloads the join form's chunks only", () => {
    const { className, hrefs } = boot('/team-a/vote', null);
    expect(className).toBe('boot-vote');
    expect(hrefs).toEqual(['/assets/Vote.js', '/assets/shared.js']);
  });

  it('a tab that had joined (a reload) preloads the joined view too, each chunk once', () => {
    const { hrefs, className } = boot('/team-a/vote/', 'team-a');
    expect(hrefs).toEqual(['/assets/Vote.js', '/assets/shared.js', '/assets/Joined.js']);
    // The prerendered join form stays hidden: this phone goes to its cards.
    expect(className).toBe('boot-vote boot-joined');
  });

  it('a tab that had joined another screen is a new phone here', () => {
    const { hrefs, className } = boot('/team-b/vote', 'team-a');
    expect(hrefs).toEqual(['/assets/Vote.js', '/assets/shared.js']);
    expect(className).toBe('boot-vote');
  });

  it('refused storage only means the joined view is fetched later', () => {
    expect(boot('/team-a/vote', 'throws').hrefs).toEqual(['/assets/Vote.js', '/assets/shared.js']);
  });

  it.each([
    '/team-a/vote',
    '/Team%20A!!/vote/',
    '/a/b/vote',
    '/%E0%A4%A/vote',
    '/Zürich Süd/vote',
    `/${'x'.repeat(200)}/vote`,
  ])('writes the code of %s into the prerendered page as parseRoute reads it', (path) => {
    const route = parseRoute(path);
    if (route.kind !== 'vote') throw new Error(`${path} is not a phone's page`);
    const field = marked('INPUT');
    const header = marked('DIV', 'Screen \u2066\u2069');
    const page = boot(path, null, [field, header]);
    page.parsed();
    expect(field.attributes.value).toBe(route.code);
    expect(header.textContent).toBe(`Screen \u2066${route.code}\u2069`);
  });

  it('fills each marked element once, as the page is parsed and when parsing ends', () => {
    const header = marked('DIV', 'Screen \u2066\u2069');
    const elements: Marked[] = [header];
    const page = boot('/team-a/vote', null, elements);
    page.parsed();
    const field = marked('INPUT');
    elements.push(field);
    page.parsed();
    expect(header.textContent).toBe('Screen \u2066team-a\u2069');
    expect(field.attributes.value).toBe('team-a');
    // A text that changed since (the app, say) is not touched again.
    header.textContent = 'Bildschirm \u2066\u2069';
    page.interactive();
    expect(header.textContent).toBe('Bildschirm \u2066\u2069');
    expect(page.observers.every((o) => !o.observing)).toBe(true);
  });

  it('keeps a Join pressed before the page is ready instead of letting the browser send it', () => {
    const page = boot('/team-a/vote', null);
    expect(page.window.storyPointEarly).toEqual({ join: false, ready: false, card: '' });
    expect(page.listeners.submit?.[0]?.options).toBe(true);
    expect(page.submit()).toEqual({ prevented: true, stopped: true });
    expect(page.window.storyPointEarly?.join).toBe(true);
    expect(page.classes.has('boot-joining')).toBe(true);
  });

  it('leaves Join to the page once it is ready', () => {
    const page = boot('/team-a/vote', null);
    (page.window.storyPointEarly as { ready: boolean }).ready = true;
    expect(page.submit()).toEqual({ prevented: false, stopped: false });
    expect(page.window.storyPointEarly?.join).toBe(false);
    expect(page.classes.has('boot-joining')).toBe(false);
  });

  it("keeps the card tapped in the HTML's grid on a reload and shows it as chosen", () => {
    const page = boot('/team-a/vote', 'team-a');
    const grid = joinedGrid(['1', '5', '?']);
    expect(page.listeners.click?.[0]?.options).toBe(true);
    expect(page.click(grid.cards[1])).toBe(true);
    expect(page.window.storyPointEarly?.card).toBe('5');
    expect(grid.pressed()).toEqual([grid.cards[1]]);
    // Another card replaces it; the same card again takes it back.
    page.click(grid.cards[2]);
    expect(page.window.storyPointEarly?.card).toBe('?');
    expect(grid.pressed()).toEqual([grid.cards[2]]);
    page.click(grid.cards[2]);
    expect(page.window.storyPointEarly?.card).toBe('');
    expect(grid.pressed()).toEqual([]);
  });

  it("lets the grid's other controls wait, and leaves taps outside the grid alone", () => {
    const page = boot('/team-a/vote', 'team-a');
    const grid = joinedGrid(['1', '5']);
    expect(page.click(grid.ready)).toBe(true);
    expect(page.window.storyPointEarly?.card).toBe('');
    expect(grid.pressed()).toEqual([]);
    const elsewhere = { closest: () => null };
    expect(page.click(elsewhere)).toBe(false);
    expect(page.click(null)).toBe(false);
  });

  /** index.html's empty `#root`, which records what is put into it. */
  const emptyRoot = () => {
    const root = {
      firstChild: null as unknown,
      appendChild: (child: unknown) => void (root.firstChild = child),
    };
    return root;
  };

  it("index.html on a phone's route: the join form goes into #root once that is parsed, and its code is filled", () => {
    const field = marked('INPUT');
    const form = { fields: [field] };
    const parsedSoFar: Parsed = { template: { content: form } };
    const elements: Marked[] = [];
    const page = boot('/team-a/vote', null, elements, parsedSoFar);
    // The template is parsed, #root not yet: nothing moves.
    page.parsed();
    expect(page.classes.has('boot-form')).toBe(false);
    const root = emptyRoot();
    parsedSoFar.root = root;
    elements.push(field);
    page.parsed();
    expect(root.firstChild).toBe(form);
    expect(page.classes.has('boot-form')).toBe(true);
    expect(field.attributes.value).toBe('team-a');
    // Once only, even if the page fills #root itself later.
    root.firstChild = null;
    page.interactive();
    expect(root.firstChild).toBeNull();
  });

  it('a #root that holds the prerendered page (vote.html), or no template, is left alone', () => {
    const page = { fields: [] };
    const held = { firstChild: page, appendChild: () => expect.unreachable() };
    const onVotePage = boot('/team-a/vote', null, [], { root: held, template: { content: {} } });
    onVotePage.parsed();
    expect(held.firstChild).toBe(page);
    expect(onVotePage.classes.has('boot-form')).toBe(false);
    const root = emptyRoot();
    const noTemplate = boot('/team-a/vote', null, [], { root });
    noTemplate.interactive();
    expect(root.firstChild).toBeNull();
  });

  it('a reload after joining shows its placeholder, not the join form', () => {
    const root = emptyRoot();
    const page = boot('/team-a/vote', 'team-a', [], { root, template: { content: {} } });
    page.parsed();
    page.interactive();
    expect(root.firstChild).toBeNull();
    expect(page.classes.has('boot-form')).toBe(false);
  });

  it('the wall keeps nothing and fills nothing', () => {
    const header = marked('DIV', 'Screen \u2066\u2069');
    const root = emptyRoot();
    const page = boot('/team-a', null, [header], { root, template: { content: {} } });
    expect(root.firstChild).toBeNull();
    expect(page.window.storyPointEarly).toBeUndefined();
    expect(page.listeners).toEqual({});
    expect(page.observers).toEqual([]);
    expect(header.textContent).toBe('Screen \u2066\u2069');
  });
});
