/**
 * Every root's one lifecycle (docs/architecture.md, Stores): start, dispose, start again,
 * as React's StrictMode runs a page's effects. After dispose() no listener of the
 * database and no timer is left; a second start() listens once; after the restart the
 * root hears the room again, what was written meanwhile included.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKER_KEYS } from '../../../renderer/domain/tracker-storage-keys';
import { textPart, type Messages } from '../../../renderer/i18n/translate';
import { LocaleStore } from '../../../renderer/stores/common/locale-store';
import { AppRoot } from '../../../renderer/stores/app/app-root';
import { RoundNumberStore } from '../../../renderer/stores/common/round-number-store';
import { JoinedStores } from '../../../renderer/stores/phone/joined-stores';
import { PhoneRoot } from '../../../renderer/stores/phone/phone-root';
import { BacklogStore } from '../../../renderer/stores/session/backlog-store';
import { SessionRoot } from '../../../renderer/stores/session/session-root';
import { TrackerRoot } from '../../../renderer/stores/tracker/tracker-root';
// The tracker's chunk, which a wall loads at start, is in before the first test: loaded
// inside a test, its modules' tables (a tracker's name, a key's pattern) would count as
// covered by that test alone, and mutation testing would judge them by this lifecycle,
// which does not read them, instead of leaving them to the tests that pin them.
import '../../../renderer/stores/tracker/tracker-stores';
import { WallRoot } from '../../../renderer/stores/wall/wall-root';
import { FakeGateway } from '../../support/fake-gateway';
import { FakeTracker } from '../../support/fake-tracker';
import { CODE, ME, rejoiningDeps } from '../../support/phone-harness';
import { roundVote } from '../../support/records';
import { nextTurn } from '../../support/settle';
import { testDeps, type TestDeps } from '../../support/test-deps';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

/** A root as a page holds it, with what the test reads and writes through the fakes. */
interface Page {
  root: { start(): void; dispose(): void };
  gateway: FakeGateway;
  deps: TestDeps;
  /** Listeners and timers that are not the root's (a store its page owns beside it). */
  outside: { listeners: number; timers: number };
  /** Lets what loads or answers later (a chunk, a write) arrive. */
  settle(): Promise<void>;
  /** Writes `text` through the fake gateway, as another device would. */
  write(text: string): void;
  /** What the root shows of the last write. */
  shown(): string;
}

/** A tracker that keeps estimates for the code: the wall loads its tracker at start. */
function trackerDeps(gateway: FakeGateway): TestDeps {
  const deps = testDeps(gateway, {
    trackerService: () => Promise.resolve(new FakeTracker()),
  });
  deps.localStorage.setItem(TRACKER_KEYS.queue(CODE), '[]');
  return deps;
}

const settleTwice = async () => {
  await nextTurn();
  await nextTurn();
};

const hello = textPart('sample', { hello: 'Hello' });

/**
 * The tab's language over `deps`, the wall's order: the deployment's `lang` (when it
 * arrives) decides; each language's words come at once.
 */
function tabLanguage(deps: TestDeps, deployment: Promise<string | undefined>): LocaleStore {
  return new LocaleStore({
    localStorage: deps.localStorage,
    languages: [],
    load: (code): Promise<Messages> => Promise.resolve({ sample: { hello: `Hello (${code})` } }),
    root: null,
    log: deps.log,
    order: 'deployment-first',
    deployment,
  });
}

const PAGES: Record<string, () => Page> = {
  wall: () => {
    const gateway = new FakeGateway();
    const deps = trackerDeps(gateway);
    gateway.serverNow = () => deps.clock.now();
    const root = new WallRoot(CODE, deps);
    return {
      root,
      gateway,
      deps,
      outside: { listeners: 0, timers: 0 },
      // The tracker's stores load with the wall (a kept queue): their chunk is in.
      settle: () => root.tracker.load().then(settleTwice),
      write: (text) => gateway.setSession(CODE, 'story', text),
      shown: () => root.session.story.text,
    };
  },
  phone: () => {
    const gateway = new FakeGateway();
    // A tab that had joined: it joins again at start, so the session and the joined view's
    // stores start too.
    const deps = rejoiningDeps(gateway);
    const root = new PhoneRoot(CODE, deps, {
      navigate: () => undefined,
      loadJoined: () => Promise.resolve(JoinedStores),
    });
    return {
      root,
      gateway,
      deps,
      outside: { listeners: 0, timers: 0 },
      settle: settleTwice,
      write: (text) => gateway.setConfig(CODE, { cardBackground: text }),
      // The joined view's look: the phone has joined again after each start.
      shown: () => root.joinedStores?.wallLook.config.cardBackground ?? '(not loaded)',
    };
  },
  // The tab's root, showing a wall: the wall is started as the page shows it and again
  // with the tab's root.
  page: () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    const root = new AppRoot(deps, tabLanguage(deps, Promise.resolve(undefined)));
    const wall = new WallRoot(CODE, deps);
    cleanups.push(root.show(wall));
    return {
      root,
      gateway,
      deps,
      outside: { listeners: 0, timers: 0 },
      settle: settleTwice,
      write: (text) => gateway.setSession(CODE, 'story', text),
      shown: () => wall.session.story.text,
    };
  },
  session: () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    // The page root's round number, listening throughout.
    const roundNumber = new RoundNumberStore(CODE, deps);
    roundNumber.start();
    cleanups.push(() => roundNumber.dispose());
    const root = new SessionRoot(CODE, deps, {
      roundNumber,
      round: () => ({ participants: [roundVote(CODE, ME, 'Ann', '3')], blockedIds: new Set() }),
    });
    return {
      root,
      gateway,
      deps,
      outside: { listeners: 1, timers: 0 },
      settle: settleTwice,
      write: (text) => gateway.setSession(CODE, 'story', text),
      shown: () => root.story.text,
    };
  },
  tracker: () => {
    const gateway = new FakeGateway();
    const deps = trackerDeps(gateway);
    // The session's backlog, the wall's: it listens beside the tracker.
    const backlog = new BacklogStore(CODE, deps);
    backlog.start();
    cleanups.push(() => backlog.dispose());
    const root = new TrackerRoot(CODE, deps, backlog);
    return {
      root,
      gateway,
      deps,
      outside: { listeners: 2, timers: 0 },
      settle: () => root.load().then(settleTwice),
      // The stories the wall sends estimates to, kept on its computer: read at each start.
      write: (key) =>
        deps.localStorage.setItem(
          TRACKER_KEYS.own(CODE),
          JSON.stringify([{ slot: 0, key, url: '', fieldId: 'f', decimals: true, was: null }]),
        ),
      shown: () => root.stores?.writeBack.own[0]?.key ?? '(not loaded)',
    };
  },
};

describe.each(Object.keys(PAGES))('the %s root', (name) => {
  const make = PAGES[name] as () => Page;

  it('leaves no listener and no timer after dispose(), and hears the room again once restarted', async () => {
    const page = make();
    const { root, gateway, deps, outside } = page;
    cleanups.push(() => root.dispose());
    page.write('Pay by card');
    root.start();
    await page.settle();
    const listening = gateway.listenerCount;
    expect(page.shown()).toBe('Pay by card');

    root.dispose();
    await page.settle();
    expect(gateway.listenerCount).toBe(outside.listeners);
    expect(deps.clock.pending).toBe(outside.timers);
    page.write('Refund by card');
    expect(page.shown()).toBe('Pay by card');

    root.start();
    await page.settle();
    expect(gateway.listenerCount).toBe(listening);
    expect(page.shown()).toBe('Refund by card');
  });

  it('listens once after a second start(), and a second dispose() changes nothing', async () => {
    const page = make();
    const { root, gateway, outside } = page;
    cleanups.push(() => root.dispose());
    root.start();
    await page.settle();
    const listening = gateway.listenerCount;
    root.start();
    await page.settle();
    expect(gateway.listenerCount).toBe(listening);
    root.dispose();
    root.dispose();
    expect(gateway.listenerCount).toBe(outside.listeners);
  });
});

describe("the tab's root", () => {
  it("keeps its language when the code's root changes, and follows the deployment's again once restarted", async () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    let arrive: (lang: string | undefined) => void = () => undefined;
    const deployment = new Promise<string | undefined>((resolve) => (arrive = resolve));
    const root = new AppRoot(deps, tabLanguage(deps, deployment));
    cleanups.push(() => root.dispose());
    const words = () => (root.locale.ready ? root.locale.translator.text(hello, 'hello') : null);
    root.start();
    const first = new WallRoot(CODE, deps);
    const hideFirst = root.show(first);
    await nextTurn();
    expect(words()).toBe('Hello');
    const listening = gateway.listenerCount;

    // Another code: the wall's root is another, the language the same and never blank.
    hideFirst();
    expect(gateway.listenerCount).toBe(0);
    const second = new WallRoot('team-b', deps);
    cleanups.push(root.show(second));
    expect(words()).toBe('Hello');
    expect(gateway.listenerCount).toBe(listening);

    // Disposed before the deployment's language arrives: it is not followed meanwhile.
    root.dispose();
    expect(gateway.listenerCount).toBe(0);
    arrive('de');
    await root.locale.settled();
    await nextTurn();
    expect(words()).toBe('Hello');

    // Restarted: the code's root listens again and the language follows the deployment's.
    root.start();
    await nextTurn();
    await root.locale.settled();
    expect(words()).toBe('Hello (de)');
    expect(gateway.listenerCount).toBe(listening);
  });
});
