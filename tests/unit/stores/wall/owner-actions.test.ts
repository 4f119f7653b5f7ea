/**
 * The wall in the corners wall-root.test.ts leaves out: before the first
 * snapshot, the join panel after a reload, New round with people past the 30-minute
 * rule or blocked, Block User on frozen, offline or already blocked cards, the pause
 * against the stale check and rounds started elsewhere, the 20 places, the
 * decryption message per card, and a wall closed with a read still on its way.
 */
import { autorun } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PARTICIPANTS, RESUME_DELAY_MS } from '../../../../renderer/domain/constants';
import { INACTIVITY_MS } from '../../../../renderer/domain/participants';
import { STALE_CHECK_MS } from '../../../../renderer/stores/wall/roster-store';
import { HARNESS_CODE, wallHarness, type WallHarness } from '../../../support/wall-harness';
import type { FakeGateway } from '../../../support/fake-gateway';
import type { TestDeps } from '../../../support/test-deps';
import {
  JOIN_PANEL_KEY,
  SOUND_AT_REVEAL_KEY,
  STORAGE_KEYS,
} from '../../../../renderer/domain/storage-keys';

const CODE = HARNESS_CODE;
const harnesses: WallHarness[] = [];
afterEach(() => {
  for (const s of harnesses.splice(0)) s.wall.dispose();
});

function wall(prepare?: (deps: TestDeps, gateway: FakeGateway) => void): WallHarness {
  const harness = wallHarness(prepare);
  harnesses.push(harness);
  return harness;
}

const valueOf = (harness: WallHarness, userId: string) =>
  harness.wall.roster.cards.find((v) => v.userId === userId)?.value;

describe('the wall before and after its first snapshot', () => {
  it('has loaded nothing until the first snapshot arrives, and shows the welcome box while empty', () => {
    let deliver: (children: { key: string; value: unknown }[]) => void = () => undefined;
    const harness = wall((_deps, gateway) => {
      gateway.onParticipants = (_code, _limit, cb) => {
        deliver = cb;
        return () => undefined;
      };
    });
    expect(harness.wall.roster.loaded).toBe(false);
    deliver([]);
    expect(harness.wall.roster.loaded).toBe(true);
    expect(harness.wall.roster.isEmpty).toBe(true);
    deliver([
      {
        key: 'ann',
        value: {
          userId: 'ann',
          userName: 'Ann',
          selected: '-',
          showCard: false,
          lastUpdate: harness.deps.clock.now(),
        },
      },
    ]);
    expect(harness.wall.roster.isEmpty).toBe(false);
    expect(harness.cards()).toEqual(['ann']);
  });

  it.each<[string | null, boolean]>([
    [null, true],
    ['true', true],
    ['false', false],
  ])('join panel stored as %j: shown after a reload %s', (stored, shown) => {
    const harness = wall((deps) => {
      if (stored !== null) deps.localStorage.setItem(JOIN_PANEL_KEY, stored);
    });
    expect(harness.wall.wallPreferences.showJoinPanel).toBe(shown);
  });

  it.each<[string | null, boolean]>([
    [null, false],
    ['true', true],
    ['false', false],
    ['yes', false],
    ['{"on":', false],
  ])('Sound at reveal stored as %j: on after a reload %s', (stored, on) => {
    const harness = wall((deps) => {
      if (stored !== null) deps.localStorage.setItem(SOUND_AT_REVEAL_KEY, stored);
    });
    expect(harness.wall.wallPreferences.soundAtReveal).toBe(on);
  });

  it('Sound at reveal is remembered on this device, and off again when switched off', () => {
    const first = wall();
    first.wall.wallPreferences.setSoundAtReveal(true);
    expect(first.wall.wallPreferences.soundAtReveal).toBe(true);
    expect(first.deps.localStorage.getItem(SOUND_AT_REVEAL_KEY)).toBe('true');
    // Nothing of it reaches the room.
    expect(first.gateway.writes.filter((w) => w.op === 'updateSession')).toEqual([]);
    first.wall.wallPreferences.setSoundAtReveal(false);
    expect(first.wall.wallPreferences.soundAtReveal).toBe(false);
    expect(first.deps.localStorage.getItem(SOUND_AT_REVEAL_KEY)).toBe('false');
  });

  it("this device's switches redraw as they are switched, through the bare callbacks a switch gets", () => {
    const { wallPreferences } = wall().wall;
    const seen: string[] = [];
    const stop = autorun(() =>
      seen.push(`panel ${wallPreferences.showJoinPanel}, sound ${wallPreferences.soundAtReveal}`),
    );
    const { setShowJoinPanel, setSoundAtReveal } = wallPreferences;
    setShowJoinPanel(false);
    setSoundAtReveal(true);
    stop();
    expect(seen).toEqual([
      'panel true, sound false',
      'panel false, sound false',
      'panel false, sound true',
    ]);
  });
});

describe('New round', () => {
  it('removes records past the 30-minute rule, even one whose page still looks connected', () => {
    const harness = wall();
    const { gateway, deps, wall: store } = harness;
    harness.join('old', '5', true, deps.clock.now() - INACTIVITY_MS - 1);
    gateway.setPresence(CODE, 'old', { connectedAt: 1 });
    harness.join('ann', '3', true);
    gateway.setPresence(CODE, 'ann', { connectedAt: 1 });
    expect(harness.cards()).toEqual(['ann']);
    store.newRound();
    expect(gateway.writes.filter((w) => w.op === 'newRound')).toEqual([
      { op: 'newRound', code: CODE, remove: ['old'] },
    ]);
  });

  it("leaves a blocked participant's record alone: blocking is this browser's only", () => {
    const harness = wall();
    const { gateway, wall: store } = harness;
    for (const id of ['ann', 'bob']) {
      harness.join(id, '3', true);
      gateway.setPresence(CODE, id, { connectedAt: 1 });
    }
    store.block('bob');
    store.newRound();
    expect(gateway.writes.filter((w) => w.op === 'newRound')).toEqual([
      { op: 'newRound', code: CODE, remove: [] },
    ]);
  });

  it('pressed during the half second after Continue, the next round still turns the cards', async () => {
    const harness = wall();
    const { gateway, wall: store } = harness;
    for (const id of ['ann', 'bob']) {
      harness.join(id, '3', true);
      gateway.setPresence(CODE, id, { connectedAt: 1 });
    }
    store.togglePause();
    store.togglePause(); // Continue: cards hidden for RESUME_DELAY_MS
    expect(store.roster.revealed).toBe(false);
    store.newRound();
    await harness.settle();
    harness.deps.clock.advance(RESUME_DELAY_MS);
    harness.join('ann', '5', true);
    harness.join('bob', '8', true);
    expect(store.roster.revealed).toBe(true);
    expect(harness.averageText()).toBe('6.50');
  });
});

describe('Block User', () => {
  it('clicked twice blocks once', () => {
    const harness = wall();
    harness.join('ann', '3');
    harness.join('bob', '5');
    harness.wall.block('bob');
    harness.wall.block('bob');
    expect(harness.wall.blockList.blocked.map((r) => r.userId)).toEqual(['bob']);
    const stored = JSON.parse(harness.deps.sessionStorage.getItem(STORAGE_KEYS.blockedClients)!);
    expect(stored.map((r: { userId: string }) => r.userId)).toEqual(['bob']);
  });

  it('blocks an offline participant (remembered, no record any more)', () => {
    const harness = wall();
    harness.join('ann', '3');
    harness.join('cleo', '5');
    harness.leave('cleo');
    expect(harness.wall.roster.cards.find((v) => v.userId === 'cleo')?.offline).toBe(true);
    harness.wall.block('cleo');
    expect(harness.wall.blockList.blocked.map((r) => [r.userId, r.userName])).toEqual([
      ['cleo', 'CLEO'],
    ]);
    expect(harness.cards()).toEqual(['ann']);
  });

  it('blocks the right person from a card frozen by the pause after they went stale', () => {
    const harness = wall();
    const { deps, wall: store } = harness;
    harness.join('cleo', '8', true);
    deps.clock.advance(1_000);
    harness.join('ann', '3', true);
    harness.join('bob', '5', true);
    store.togglePause();
    deps.clock.advance(INACTIVITY_MS);
    harness.join('ann', '3', true); // Ann's phone is still there; Bob's and Cleo's went quiet
    deps.clock.advance(STALE_CHECK_MS);
    expect(harness.cards()).toEqual(['cleo', 'ann', 'bob']); // frozen
    store.block('bob');
    expect(store.blockList.blocked.map((r) => r.userId)).toEqual(['bob']);
    expect(harness.cards()).toEqual(['ann']); // Cleo's stale card goes with the refresh
  });

  it('a blocked participant does not take one of the 20 places from an offline card', () => {
    const harness = wall();
    harness.join('zoe', '3');
    harness.leave('zoe'); // Offline: remembered
    harness.join('p00');
    harness.wall.block('p00');
    for (let i = 1; i < MAX_PARTICIPANTS; i += 1) harness.join(`p${String(i).padStart(2, '0')}`);
    expect(harness.wall.roster.participantCount).toBe(MAX_PARTICIPANTS);
    expect(harness.cards()).toContain('zoe');
    expect(harness.cards()).not.toContain('p00');
  });

  it('a participant blocked and unblocked comes back as a fresh card (the wall keeps no cards of people gone)', async () => {
    const harness = wall();
    harness.join('ann', '3');
    const before = harness.wall.roster.cards[0]!;
    harness.wall.block('ann');
    expect(harness.wall.roster.cards).toEqual([]);
    harness.wall.unblock('ann');
    await harness.settle();
    expect(harness.cards()).toEqual(['ann']);
    expect(harness.wall.roster.cards[0]).not.toBe(before);
  });
});

describe('one card re-renders on its own', () => {
  it("a card's view follows its participant's vote, ready check and name in a reactive view", () => {
    const harness = wall();
    harness.join('ann', '3');
    const card = harness.wall.roster.cards[0]!;
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${card.userName} ${card.value} ${card.showCard}`));
    harness.join('ann', '8', true);
    stop();
    expect(seen).toEqual(['ANN 3 false', 'ANN 8 true']);
    expect(harness.wall.roster.cards[0]).toBe(card);
  });
});

describe('the pause holds', () => {
  it('the 30-second stale check does not unfreeze the cards', () => {
    const harness = wall();
    harness.join('ann', '3', true);
    harness.join('bob', '5', true);
    harness.wall.togglePause();
    harness.join('ann', '8', true);
    harness.deps.clock.advance(STALE_CHECK_MS);
    expect(valueOf(harness, 'ann')).toBe('3');
    expect(harness.averageText()).toBe('4.00');
  });

  it('Unblock of someone no longer blocked (a second click) does not unfreeze the cards', async () => {
    const harness = wall();
    harness.join('ann', '3', true);
    harness.wall.togglePause();
    harness.join('ann', '8', true);
    harness.wall.unblock('nobody');
    await harness.settle();
    expect(valueOf(harness, 'ann')).toBe('3');
  });

  it('a New round started elsewhere with nobody offline leaves the frozen cards alone', () => {
    const harness = wall();
    harness.join('ann', '3', true);
    harness.wall.togglePause();
    harness.join('ann', '8', true);
    harness.gateway.setSession(CODE, 'round', 1);
    expect(valueOf(harness, 'ann')).toBe('3');
    expect(harness.wall.pause.paused).toBe(true);
  });
});

describe('the decryption message (docs/product.md, Errors)', () => {
  it('names each participant whose card cannot be decoded, once each', () => {
    const harness = wall();
    harness.join('ann', '3');
    for (const id of ['bob', 'cleo']) {
      harness.gateway.setRecord(CODE, id, {
        userId: id,
        userName: id.toUpperCase(),
        selected: 'not-obfuscated',
        showCard: false,
        lastUpdate: harness.deps.clock.now(),
      });
    }
    harness.join('ann', '5'); // another snapshot: nothing named twice
    const named = harness.deps.log.errors.map((e) => e[1] as { userName: string; reason: string });
    expect(named.map((d) => d.userName)).toEqual(['BOB', 'CLEO']);
    expect(named.every((d) => d.reason !== 'unknown')).toBe(true);
  });
});

describe('a wall that closed', () => {
  it('ignores a read that arrives after it closed', async () => {
    const open = wall();
    open.join('ann', '3');
    const bad = [{ key: 'mallory', value: 42 }];
    open.gateway.readParticipants = () => Promise.resolve(bad);
    open.wall.setPosition('ann', 'left');
    await open.settle();
    // Open, the read is applied: the bad record is named and Ann's record is gone (Offline).
    expect(open.deps.log.warnings).toHaveLength(1);
    expect(open.wall.roster.cards.map((v) => [v.userId, v.offline])).toEqual([['ann', true]]);

    const closed = wall();
    closed.join('ann', '3');
    closed.gateway.readParticipants = () => Promise.resolve(bad);
    closed.wall.setPosition('ann', 'left');
    closed.wall.dispose();
    await closed.settle();
    expect(closed.deps.log.warnings).toEqual([]);
    expect(closed.wall.roster.cards.map((v) => [v.userId, v.offline])).toEqual([['ann', false]]);
    expect(closed.deps.clock.pending).toBe(0);
  });

  it('a late Remove from session changes nothing on it', () => {
    const harness = wall();
    harness.join('ann', '3');
    harness.join('bob', '5');
    harness.leave('bob');
    harness.wall.dispose();
    harness.wall.removeFromSession('bob');
    expect(harness.cards()).toEqual(['ann', 'bob']);
  });
});
