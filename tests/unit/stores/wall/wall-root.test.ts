/**
 * The wall root's rules with an in-memory gateway and a fake clock: the 20-window
 * and 30-minute drop, offline merge, block/unblock, positions, pause/continue with the
 * 500 ms resume, decode failures, the average and new round.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_MS } from '../../../../renderer/domain/participants';
import { MAX_REPORTED } from '../../../../renderer/stores/wall/problem-reports';
import { REMEMBER_WRITE_MS } from '../../../../renderer/stores/wall/remembered-list';
import { STALE_CHECK_MS } from '../../../../renderer/stores/wall/roster-store';
import type { WallRoot } from '../../../../renderer/stores/wall/wall-root';
import { wallHarness, startedWall, type WallHarness } from '../../../support/wall-harness';
import { FakeGateway } from '../../../support/fake-gateway';
import type { TestDeps } from '../../../support/test-deps';
import {
  JOIN_PANEL_KEY,
  LAST_CLIENTS_CODE_KEY,
  STORAGE_KEYS,
} from '../../../../renderer/domain/storage-keys';
import { inEnglish } from '../../../support/english';

const CODE = 'team-a';

const stores: WallRoot[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.dispose();
});

/** A started wall on the fake gateway (see wallHarness), disposed after the test. */
function setup(prepare?: (deps: TestDeps, gateway: FakeGateway) => void): WallHarness {
  const wall = wallHarness(prepare);
  stores.push(wall.wall);
  return wall;
}

const ids = (store: WallRoot) => store.roster.cards.map((v) => v.userId);

describe('the wall: who is shown, owner actions, reports', () => {
  it('shows the participants with counts and the average once everyone is ready', () => {
    const { wall: store, join } = setup();
    join('a', '3', true);
    join('b', '5', true);
    join('c', '8', false);
    expect(store.roster.participantCount).toBe(3);
    expect(store.roster.readyCount).toBe(2);
    expect(store.roster.average).toBe(0);
    expect(store.roster.revealed).toBe(false);
    join('c', '8', true);
    expect(store.roster.average).toBeCloseTo(16 / 3);
    expect(store.roster.revealed).toBe(true);
  });

  it.each<[string, [string, boolean][], number]>([
    [
      'non-numeric cards leave the divisor',
      [
        ['8', true],
        ['?', true],
        ['C', true],
        ['∞', true],
      ],
      8,
    ],
    [
      'size names are numbers',
      [
        ['XS', true],
        ['XL', true],
        ['M', true],
      ],
      3,
    ],
    [
      '½ is 0.5',
      [
        ['½', true],
        ['1', true],
      ],
      0.75,
    ],
    [
      'not all ready is 0',
      [
        ['5', true],
        ['8', false],
      ],
      0,
    ],
  ])('average: %s', (_label, cards, expected) => {
    const { wall: store, join } = setup();
    cards.forEach(([value, ready], i) => join(`u${i}`, value, ready));
    expect(store.roster.average).toBeCloseTo(expected);
  });

  it('keeps only the 20 most recent and drops those inactive for more than 30 minutes', () => {
    const { wall: store, join, deps } = setup();
    const now = deps.clock.now();
    for (let i = 0; i < 22; i += 1) join(`p${String(i).padStart(2, '0')}`, '', false, now - i);
    expect(store.roster.cards).toHaveLength(20);
    expect(ids(store)).not.toContain('p20');
    expect(ids(store)).not.toContain('p21');

    const second = setup();
    const t = second.deps.clock.now();
    second.join('stale', '', false, t - INACTIVITY_MS - 1);
    second.join('fresh', '', false, t);
    second.join('soon-stale', '', false, t - INACTIVITY_MS + 10_000);
    expect(ids(second.wall).sort()).toEqual(['fresh', 'soon-stale']);
    // No new snapshot: the periodic check drops the one going stale.
    second.deps.clock.advance(STALE_CHECK_MS);
    expect(ids(second.wall)).toEqual(['fresh']);
    expect(second.wall.roster.participantCount).toBe(1);
  });

  it('marks a remembered participant missing from the snapshot offline with an empty selection', () => {
    const { wall: store, join, gateway, deps } = setup();
    join('a', '3', true);
    join('b', '5', true);
    expect(store.roster.average).toBe(4);
    gateway.setRecord(CODE, 'b', null);
    const b = store.roster.cards.find((v) => v.userId === 'b');
    expect(b).toMatchObject({ offline: true, value: '', showCard: false });
    // The offline card holds the reveal and the average at 0 until it is removed.
    expect(store.roster.revealed).toBe(false);
    expect(store.roster.average).toBe(0);
    deps.clock.advance(REMEMBER_WRITE_MS);
    expect(JSON.parse(deps.sessionStorage.getItem(STORAGE_KEYS.lastClients)!)).toHaveLength(2);

    store.removeFromSession('b');
    expect(ids(store)).toEqual(['a']);
    expect(store.roster.average).toBe(3);
    expect(gateway.writes).toContainEqual({ op: 'removeParticipant', code: CODE, userId: 'b' });
  });

  it('writes the remembered list at most once a second, at once on a removal, when the page hides and on dispose', () => {
    const { wall: store, join, deps, gateway } = setup();
    const remembered = () =>
      (
        JSON.parse(deps.sessionStorage.getItem(STORAGE_KEYS.lastClients) ?? '[]') as {
          userId: string;
        }[]
      ).map((r) => r.userId);
    join('a', '3');
    join('b', '5');
    join('c', '8');
    // A busy room: nothing written yet, then the whole list once.
    expect(remembered()).toEqual([]);
    deps.clock.advance(REMEMBER_WRITE_MS);
    expect(remembered()).toEqual(['a', 'b', 'c']);
    // The periodic stale check that finds nothing new writes nothing, and waits for nothing.
    deps.sessionStorage.setItem(STORAGE_KEYS.lastClients, '[]');
    deps.clock.advance(STALE_CHECK_MS);
    expect(deps.clock.pending).toBe(1); // the stale check's own interval
    deps.clock.advance(REMEMBER_WRITE_MS);
    expect(remembered()).toEqual([]);
    // The owner's own action is written at once.
    gateway.setRecord(CODE, 'c', null);
    store.removeFromSession('c');
    expect(remembered()).toEqual(['a', 'b']);
    // A page hidden writes what is pending.
    join('d', '1');
    expect(remembered()).toEqual(['a', 'b']);
    store.flushStorage();
    expect(remembered()).toEqual(['a', 'b', 'd']);
    // So does a page closing.
    join('e', '2');
    store.dispose();
    expect(remembered()).toEqual(['a', 'b', 'd', 'e']);
    expect(deps.clock.pending).toBe(0);
  });

  it('cards stay in place and the screen shows at most 20, offline ones filling free places', () => {
    const { wall: store, join, gateway, deps } = setup();
    for (let i = 0; i < 19; i += 1) join(`p${i}`, '3', false, deps.clock.now() + i);
    // The most recent one leaves: 18 online and one offline card.
    gateway.setRecord(CODE, 'p18', null);
    const before = ids(store);
    expect(before).toHaveLength(19);
    expect(store.roster.cards.find((v) => v.userId === 'p18')?.offline).toBe(true);
    // A newcomer: 20 cards. Periodic checks and further votes move nobody.
    join('p19', '5', false, deps.clock.now() + 19);
    const full = ids(store);
    expect(full).toEqual([...before, 'p19']);
    for (let round = 0; round < 3; round += 1) {
      deps.clock.advance(STALE_CHECK_MS);
      join('p3', String(round), false, deps.clock.now());
      expect(ids(store)).toEqual(full);
    }
    expect(store.roster.cards.find((v) => v.userId === 'p18')?.offline).toBe(true);
    // One more newcomer: 20 online, the offline card gives up its place; nobody moves.
    join('p20', '8', false, deps.clock.now());
    expect(ids(store)).toEqual([...full.filter((id) => id !== 'p18'), 'p20']);
  });

  it('restores offline participants from the remembered list of this tab', () => {
    const { wall: store } = setup((deps) => {
      deps.sessionStorage.setItem(LAST_CLIENTS_CODE_KEY, CODE);
      deps.sessionStorage.setItem(
        STORAGE_KEYS.lastClients,
        JSON.stringify([
          {
            userId: 'gone',
            userName: 'Gone',
            selected: '-',
            showCard: true,
            lastUpdate: deps.clock.now(),
          },
        ]),
      );
    });
    expect(store.roster.cards.map((v) => [v.userId, v.offline, v.showCard])).toEqual([
      ['gone', true, false],
    ]);
  });

  it('block moves a participant to the blocked list; unblock reads the screen once', async () => {
    const { wall: store, join, deps } = setup();
    join('a', '3', true);
    join('b', '5', false);
    expect(store.roster.revealed).toBe(false);
    store.block('b');
    expect(ids(store)).toEqual(['a']);
    expect(store.blockList.blocked.map((r) => r.userId)).toEqual(['b']);
    expect(store.roster.revealed).toBe(true);
    expect(store.roster.average).toBe(3);
    const saved = JSON.parse(deps.sessionStorage.getItem(STORAGE_KEYS.blockedClients)!) as {
      userId: string;
    }[];
    expect(saved.map((r) => r.userId)).toEqual(['b']);
    const remembered = JSON.parse(deps.sessionStorage.getItem(STORAGE_KEYS.lastClients)!) as {
      userId: string;
    }[];
    expect(remembered.map((r) => r.userId)).toEqual(['a']);
    // A new snapshot keeps b out.
    join('b', '8', true);
    expect(ids(store)).toEqual(['a']);

    store.unblock('b');
    expect(store.blockList.blocked).toEqual([]);
    await Promise.resolve();
    await Promise.resolve();
    expect(ids(store).sort()).toEqual(['a', 'b']);
  });

  it('positions: left/right stored, default removes the entry; the grid groups follow', () => {
    const { wall: store, join, deps } = setup();
    join('a');
    join('b');
    join('c');
    expect(store.roster.gridGroups).toBeNull();
    store.setPosition('a', 'left');
    store.setPosition('c', 'right');
    expect(JSON.parse(deps.localStorage.getItem(STORAGE_KEYS.positionConfig)!)).toEqual({
      a: 'left',
      c: 'right',
    });
    const g = store.roster.gridGroups!;
    expect([g.left, g.center, g.right].map((col) => col.map((v) => v.userId))).toEqual([
      ['a'],
      ['b'],
      ['c'],
    ]);
    store.setPosition('a', 'default');
    store.setPosition('c', 'default');
    expect(JSON.parse(deps.localStorage.getItem(STORAGE_KEYS.positionConfig)!)).toEqual({});
    expect(store.roster.gridGroups).toBeNull();
  });

  it('pause freezes the average and cards; continue hides all and recalculates after 500 ms', () => {
    const { wall: store, join, deps } = setup();
    join('a', '3', true);
    join('b', '5', true);
    expect(store.roster.average).toBe(4);
    store.togglePause();
    expect(store.pause.paused).toBe(true);
    join('a', '13', true);
    join('b', '5', false);
    expect(store.roster.average).toBe(4);
    expect(store.roster.readyCount).toBe(1);
    expect(store.roster.cards.find((v) => v.userId === 'a')?.value).toBe('3');
    join('b', '5', true);
    expect(store.roster.readyCount).toBe(2);

    store.togglePause();
    expect(store.pause.paused).toBe(false);
    expect(store.roster.revealed).toBe(false);
    deps.clock.advance(499);
    expect(store.roster.revealed).toBe(false);
    expect(store.roster.average).toBe(4);
    deps.clock.advance(1);
    expect(store.roster.revealed).toBe(true);
    expect(store.roster.average).toBe(9);
    expect(store.roster.cards.find((v) => v.userId === 'a')?.value).toBe('13');
  });

  it('an undecodable selection is a placeholder, logged once with the decryption message', () => {
    const { wall: store, gateway, deps, join } = setup();
    gateway.setRecord(CODE, 'bad', {
      userName: 'Bad',
      selected: '-%%%',
      showCard: true,
      lastUpdate: deps.clock.now(),
    });
    join('a', '5', true);
    join('a', '5', true);
    const bad = store.roster.cards.find((v) => v.userId === 'bad');
    expect(bad).toMatchObject({ decodeError: true, value: null });
    expect(store.roster.average).toBe(5);
    const decryption = deps.log.errors.filter((e) => e[0] === 'Decryption error:');
    expect(decryption).toHaveLength(1);
    expect(decryption[0]![2]).toBe('Please close other tabs or windows');
  });

  it('names refused records in a warning, once', () => {
    const { gateway, deps, wall: store } = setup();
    gateway.setRecord(CODE, 'junk', { userName: 42 } as never);
    gateway.setRecord(CODE, 'ok', { userName: 'Ok', lastUpdate: deps.clock.now() });
    expect(ids(store)).toEqual(['ok']);
    const warnings = deps.log.warnings.map((w) => String(w[0]));
    expect(warnings.filter((w) => w.includes('"junk"'))).toHaveLength(1);
  });

  it('remembers at most MAX_REPORTED reported records, forgetting the oldest', () => {
    const { gateway, deps, wall: store } = setup();
    const total = MAX_REPORTED + 100;
    for (let i = 0; i < total; i += 1) {
      gateway.setRecord(CODE, `junk-${i}`, { userName: i } as never);
      gateway.setRecord(CODE, `junk-${i}`, null);
    }
    const named = (key: string) =>
      deps.log.warnings.map((w) => String(w[0])).filter((w) => w.includes(`"${key}"`)).length;
    expect(named('junk-0')).toBe(1);
    expect(named(`junk-${total - 1}`)).toBe(1);
    expect(store.problemReports.count).toBe(MAX_REPORTED);
    // A recent one is still remembered; the oldest was forgotten and is named again.
    gateway.setRecord(CODE, `junk-${total - 1}`, { userName: 1 } as never);
    expect(named(`junk-${total - 1}`)).toBe(1);
    gateway.setRecord(CODE, 'junk-0', { userName: 0 } as never);
    expect(named('junk-0')).toBe(2);
    expect(store.problemReports.count).toBe(MAX_REPORTED);
  });

  it('new round: present participants stay with no vote; Away and Offline ones leave; the pause ends', async () => {
    const { wall: store, join, gateway, deps } = setup();
    for (const id of ['a', 'b', 'c', 'd']) join(id, '5', true);
    for (const id of ['a', 'b', 'c']) gateway.setPresence(CODE, id, { connectedAt: 1 });
    gateway.setRecord(CODE, 'c', null); // c left: Offline (remembered, no record)
    gateway.setPresence(CODE, 'c', null);
    // d's phone is asleep: record and vote stay, the card says Away.
    expect(store.roster.cards.map((v) => [v.userId, v.offline, v.away])).toEqual([
      ['a', false, false],
      ['b', false, false],
      ['c', true, false],
      ['d', false, true],
    ]);
    store.togglePause();
    store.newRound();
    expect(gateway.writes.filter((w) => w.op === 'newRound')).toEqual([
      { op: 'newRound', code: CODE, remove: ['c', 'd'] },
    ]);
    expect(store.pause.paused).toBe(false);
    // The leavers go at once, not when the database answers.
    expect(ids(store)).toEqual(['a', 'b']);
    await vi.waitFor(() => expect(store.newRoundControl.busy).toBe(false));
    expect(store.roster.readyCount).toBe(0);
    expect(store.roster.cards.find((v) => v.userId === 'a')?.value).toBe('');
    expect(ids(store)).toEqual(['a', 'b']);
    expect(store.newRoundControl.error).toBeNull();
    deps.clock.advance(REMEMBER_WRITE_MS);
    expect(JSON.parse(deps.sessionStorage.getItem(STORAGE_KEYS.lastClients)!)).toHaveLength(2);
  });

  it('new round while a record vanishes: no failure; a write that fails is shown', async () => {
    const { wall: store, join, gateway } = setup();
    for (const id of ['a', 'b', 'c']) join(id, '5', true);
    gateway.setPresence(CODE, 'a', { connectedAt: 1 });
    // b and c are Away: New round removes their records; b's goes by itself meanwhile.
    gateway.beforeNewRoundWrite = (code, id) => {
      if (id === 'b') gateway.setRecord(code, 'b', null);
    };
    store.newRound();
    await vi.waitFor(() => expect(store.newRoundControl.busy).toBe(false));
    expect(store.newRoundControl.error).toBeNull();
    expect(gateway.screens.get(CODE)?.has('b')).toBe(false);
    expect(store.roster.cards.map((v) => [v.userId, v.value, v.showCard])).toEqual([
      ['a', '', false],
    ]);

    gateway.beforeNewRoundWrite = null;
    join('c', '5', true);
    gateway.failNewRoundFor.add('c');
    store.newRound();
    await vi.waitFor(() => expect(store.newRoundControl.busy).toBe(false));
    expect(inEnglish(store.newRoundControl.error)).toBe(
      'New round: 1 card could not be cleared. Check the connection and press New round again.',
    );
    store.newRoundControl.dismissError();
    expect(store.newRoundControl.error).toBeNull();
  });

  it('a New round started elsewhere (a phone, another wall) drops the Offline cards here', () => {
    const { wall: store, join, gateway } = setup();
    gateway.setSession(CODE, 'round', 1);
    join('a', '5', true);
    join('b', '5', true);
    gateway.setRecord(CODE, 'b', null);
    expect(store.roster.cards.map((v) => [v.userId, v.offline])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    gateway.setSession(CODE, 'round', 2);
    expect(ids(store)).toEqual(['a']);
  });

  it('Away follows the presence entries, also while paused', () => {
    const { wall: store, join, gateway } = setup();
    join('a', '5', true);
    // A record without a presence entry: its page is not connected.
    expect(store.roster.cards[0]?.away).toBe(true);
    gateway.setPresence(CODE, 'a', { connectedAt: 1 });
    expect(store.roster.cards[0]?.away).toBe(false);
    store.togglePause();
    gateway.setPresence(CODE, 'a', null);
    expect(store.roster.cards[0]?.away).toBe(true);
    gateway.setPresence(CODE, 'a', { connectedAt: 2 });
    expect(store.roster.cards[0]?.away).toBe(false);
    // Garbage in presence is nobody.
    gateway.setPresence(CODE, 'a', { connectedAt: 'now' });
    expect(store.roster.cards[0]?.away).toBe(true);
  });

  it('the remembered list belongs to its screen code: another code carries nobody over', () => {
    const first = setup();
    first.join('a', '5', true);
    first.join('b', '5', true);
    first.wall.dispose();
    const stored = first.deps.sessionStorage.getItem(STORAGE_KEYS.lastClients);
    expect(JSON.parse(stored!)).toHaveLength(2);
    expect(first.deps.sessionStorage.getItem(LAST_CLIENTS_CODE_KEY)).toBe(CODE);

    const other = startedWall('team-b', first.deps);
    stores.push(other);
    expect(other.roster.cards).toEqual([]);
    first.gateway.setRecord('team-b', 'z', {
      userId: 'z',
      userName: 'Z',
      selected: '-',
      showCard: false,
      lastUpdate: first.deps.clock.now(),
    });
    expect(other.roster.cards.map((v) => [v.userId, v.offline])).toEqual([['z', false]]);
    other.dispose();
    expect(first.deps.sessionStorage.getItem(LAST_CLIENTS_CODE_KEY)).toBe('team-b');
    // Back on the first code: its people are not remembered any more (the tab moved on).
    const back = startedWall(CODE, first.deps);
    stores.push(back);
    expect(back.roster.cards.map((v) => [v.userId, v.offline])).toEqual([
      ['a', false],
      ['b', false],
    ]);
  });

  it('connection state: connecting, online, offline, online again', () => {
    const { wall: store, gateway } = setup((_d, g) => (g.connected = false));
    expect(store.connection.state).toBe('connecting');
    gateway.setConnected(true);
    expect(store.connection.state).toBe('online');
    gateway.setConnected(false);
    expect(store.connection.state).toBe('offline');
    gateway.setConnected(true);
    expect(store.connection.state).toBe('online');
  });

  it('join panel switch is remembered; dispose leaves no listener or timer', () => {
    const { wall: store, deps, gateway } = setup();
    expect(store.wallPreferences.showJoinPanel).toBe(true);
    store.wallPreferences.setShowJoinPanel(false);
    expect(deps.localStorage.getItem(JOIN_PANEL_KEY)).toBe('false');
    store.togglePause();
    store.togglePause();
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
    expect(deps.clock.pending).toBe(0);
  });

  it('one participant change updates its view object in place', () => {
    const { wall: store, join } = setup();
    join('a', '3');
    join('b', '5');
    const [a, b] = store.roster.cards;
    const list = store.roster.cards;
    join('b', '8', true);
    expect(store.roster.cards).toBe(list);
    expect(store.roster.cards[0]).toBe(a);
    expect(store.roster.cards[1]).toBe(b);
    expect(b!.showCard).toBe(true);
  });
});
