/**
 * A wall's tracker over the fake gateway and the fake tracker: the backlog, the
 * tracker's stores, the wall's local storage, and the room's actions a test needs
 * (an estimate saved, a key forged by a participant).
 */
import { SERVER_TIME } from '../../../../renderer/domain/backlog';
import { TRACKER_KEYS } from '../../../../renderer/domain/tracker-storage-keys';
import type { TrackerSetup } from '../../../../shared/trackers/contract';
import { BacklogStore } from '../../../../renderer/stores/session/backlog-store';
// The backlog store loads its import code when first used. Loaded here first, its
// module-level rules (the CSV headers, the key patterns) stay what the domain tests check,
// rather than counting as covered by whichever tracker test happened to load them
// (mutation testing).
import '../../../../renderer/domain/backlog-import';
import { TrackerStores } from '../../../../renderer/stores/tracker/tracker-stores';
import { FakeGateway } from '../../../support/fake-gateway';
import { FakeTracker, fakeIssue } from '../../../support/fake-tracker';
import { nextTurn } from '../../../support/settle';
import { memoryStorage, testDeps, type TestDeps } from '../../../support/test-deps';

export const CODE = 'Team-A';

export interface Harness {
  gateway: FakeGateway;
  tracker: FakeTracker;
  deps: TestDeps;
  backlog: BacklogStore;
  root: TrackerStores;
  /** How often the wall asked for the connector. */
  opened: () => number;
}

/** A started wall; pass the storage (and gateway) of a wall before it to see a reload. */
export function wall(
  options: {
    tracker?: FakeTracker;
    storage?: ReturnType<typeof memoryStorage>;
    gateway?: FakeGateway;
  } = {},
): Harness {
  const gateway = options.gateway ?? new FakeGateway();
  const tracker =
    options.tracker ??
    new FakeTracker([fakeIssue('PAY-1', 'Pay', 3), fakeIssue('PAY-2', 'Refund')]);
  let opened = 0;
  const deps = testDeps(gateway, {
    localStorage: options.storage ?? memoryStorage(),
    trackerService: () => {
      opened += 1;
      return Promise.resolve(tracker);
    },
  });
  const backlog = new BacklogStore(CODE, deps);
  const root = new TrackerStores(CODE, deps, backlog);
  backlog.start();
  root.start();
  return { gateway, tracker, deps, backlog, root, opened: () => opened };
}

/** Lets the stores' promise chains (the fake answers at once) run out. */
export async function settle(): Promise<void> {
  await nextTurn();
  await nextTurn();
}

/** Connects with the good token. */
export async function connect(h: Harness): Promise<void> {
  await h.root.connection.connect({
    kind: 'jira-cloud',
    baseUrl: 'https://acme.atlassian.net',
    email: 'ann@acme.example',
    token: 'good',
  });
  await settle();
}

/**
 * On a new wall, `setup`'s tracker picked in Options, then connected over `tracker`: the
 * name Options gives it once picked, the status once connected, and the kind the wall
 * keeps as the last connected.
 */
export async function pickedThenConnected(setup: TrackerSetup, tracker: FakeTracker) {
  const storage = memoryStorage();
  const h = wall({ storage, tracker });
  h.root.connection.choose(setup.kind);
  const named = h.root.connection.trackerName;
  await h.root.connection.connect(setup);
  return {
    named,
    status: h.root.connection.status,
    kept: storage.getItem(TRACKER_KEYS.kind(CODE)),
  };
}

/** Connects, imports every issue by JQL into an empty backlog. */
export async function imported(h: Harness): Promise<void> {
  await connect(h);
  await h.root.trackerImport.run('project = PAY');
  await h.backlog.confirmImport('append');
  await settle();
}

/** The room saves `value` for the story in `slot` (Next story, or Re-estimate). */
export async function estimate(h: Harness, slot: number, value: string): Promise<void> {
  await h.gateway.updateSession(CODE, {
    [`backlog/${slot}/estimate`]: value,
    [`backlog/${slot}/estimatedAt`]: SERVER_TIME,
    [`backlog/${slot}/votes`]: `Ann: ${value}`,
  });
  await settle();
}

/** A CSV appended to the backlog, and its stories estimated in order, `cards[i]` the i-th's. */
export async function estimatedCsv(h: Harness, csv: string, cards: string[]): Promise<void> {
  await h.backlog.prepareText(csv);
  await h.backlog.confirmImport('append');
  for (const [slot, card] of cards.entries()) await estimate(h, slot, card);
}

/** Send all's list as a person reads it: each key, the value to be written, or why not. */
export const sendAllRows = (h: Harness) =>
  h.root.sendAll.rows?.map((r) => [r.key, r.value, r.refusal]);
