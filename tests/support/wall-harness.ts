/**
 * A wall screen for store tests: a {@link WallRoot} on the in-memory gateway with a
 * fake clock that is also the server's clock (so the 30-minute rule can be driven),
 * helpers to play phones, and what the statistics bar shows.
 */
import { formatAverage } from '../../renderer/domain/average';
import { encodeSelected } from '../../renderer/domain/codec';
import type { AppDeps } from '../../renderer/stores/common/deps';
import { WallRoot } from '../../renderer/stores/wall/wall-root';
import { FakeGateway } from './fake-gateway';
import { testDeps, type TestDeps } from './test-deps';

/** A wall root on `code`, started as the page starts it. */
export function startedWall(code: string, deps: AppDeps): WallRoot {
  const wall = new WallRoot(code, deps);
  wall.start();
  return wall;
}

/** The screen code of {@link wallHarness}. */
export const HARNESS_CODE = 'team-a';

/** A screen store, its fakes and helpers. */
export interface WallHarness {
  gateway: FakeGateway;
  deps: TestDeps;
  wall: WallRoot;
  /** A phone writes its record: `value` is the card ('' for none). */
  join(userId: string, value?: string, showCard?: boolean, lastUpdate?: number): void;
  /** A phone's record disappears (it left, or its record was removed). */
  leave(userId: string): void;
  /** The cards on the wall, in order. */
  cards(): string[];
  /** 'Average Point' as the statistics bar shows it. */
  averageText(): string;
  /** Lets the store's one-off reads (after Unblock or Set Position) arrive. */
  settle(): Promise<void>;
}

/**
 * Builds a screen store. `prepare` runs before the store exists: fill storage there to
 * play a reload.
 */
export function wallHarness(prepare?: (deps: TestDeps, gateway: FakeGateway) => void): WallHarness {
  const gateway = new FakeGateway();
  const deps = testDeps(gateway);
  gateway.serverNow = () => deps.clock.now();
  prepare?.(deps, gateway);
  const store = startedWall(HARNESS_CODE, deps);
  return {
    gateway,
    deps,
    wall: store,
    join: (userId, value = '', showCard = false, lastUpdate = deps.clock.now()) =>
      gateway.setRecord(HARNESS_CODE, userId, {
        userId,
        userName: userId.toUpperCase(),
        selected: encodeSelected(value, HARNESS_CODE, userId),
        showCard,
        lastUpdate,
        // A phone enters the current round.
        round: gateway.roundOf(HARNESS_CODE),
      }),
    leave: (userId) => gateway.setRecord(HARNESS_CODE, userId, null),
    cards: () => store.roster.cards.map((v) => v.userId),
    averageText: () => formatAverage(store.roster.average),
    settle: async () => {
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
  };
}
