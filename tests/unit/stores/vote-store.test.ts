/**
 * PhoneRoot on the in-memory gateway: joining, the choosing → waiting → revealed
 * states with the screen's counts and average, 'New round' from the screen, a
 * reload coming back as the same participant, leaving, switching screens and the
 * offline banner (fake clock).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatAverage } from '../../../renderer/domain/average';
import { decodeSelected, encodeSelected } from '../../../renderer/domain/codec';
import { HEARTBEAT_MS } from '../../../renderer/domain/constants';
import { screenCodeFromInput } from '../../../shared/route';
import { VOTE_MESSAGES } from '../../../renderer/stores/join-form-store';
import { CONNECT_GRACE_MS, PhoneRoot } from '../../../renderer/stores/phone-root';
import { FakeGateway } from '../../support/fake-gateway';
import { testDeps, type TestDeps } from '../../support/test-deps';
import { safeStorage } from '../../../renderer/app-deps';
import { IDENTITY_KEYS, VOTE_SESSION_KEYS } from '../../../renderer/domain/storage-keys';

const CODE = 'team-a';
const ME = 'u-' + 'a'.repeat(20);
const stores: PhoneRoot[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.dispose()));

interface Setup {
  gateway: FakeGateway;
  deps: TestDeps;
  store: PhoneRoot;
  navigated: string[];
}

function setup(
  opts: { gateway?: FakeGateway; deps?: TestDeps; name?: string; start?: boolean } = {},
): Setup {
  const gateway = opts.gateway ?? new FakeGateway();
  const deps = opts.deps ?? testDeps(gateway);
  if (opts.name !== undefined) deps.localStorage.setItem(IDENTITY_KEYS.userName, opts.name);
  const navigated: string[] = [];
  const store = new PhoneRoot(CODE, deps, { navigate: (p) => navigated.push(p) });
  stores.push(store);
  if (opts.start !== false) store.start();
  return { gateway, deps, store, navigated };
}

/** Joins through the form as a user would. */
function join(store: PhoneRoot, name = 'Ann'): void {
  store.identity.setNameDraft(name);
  expect(store.joinForm.submit()).toBe(true);
}

/** The own record as the database holds it, with the selection decoded. */
function stored(gateway: FakeGateway, userId: string) {
  const rec = gateway.screens.get(CODE)?.get(userId);
  if (!rec) return null;
  const decoded = decodeSelected(rec.selected, CODE, userId);
  return { ...rec, value: decoded.ok ? decoded.value : '<undecodable>' } as Record<string, unknown>;
}

/** Another participant, written as another phone would. */
function other(gateway: FakeGateway, userId: string, value: string, showCard: boolean) {
  gateway.setRecord(CODE, userId, {
    userId,
    userName: userId,
    selected: encodeSelected(value, CODE, userId),
    showCard,
    lastUpdate: Date.now(),
  });
}

describe('joining', () => {
  it('shows the join form first and writes nothing before Join', () => {
    const { store, gateway } = setup();
    expect(store.participation.phase).toBe('join');
    expect(gateway.presenceWrites).toEqual([]);
  });

  it('writes the own record with presence and a heartbeat of at most 5 minutes', () => {
    const { store, gateway } = setup();
    store.identity.setPictureDraft('https://example.org/ann.png');
    join(store, '  Ann  ');
    expect(store.participation.phase).toBe('choosing');
    const first = gateway.presenceWrites[0];
    expect(first?.op).toBe('join');
    if (first?.op !== 'join') return;
    expect(first.heartbeatMs).toBe(HEARTBEAT_MS);
    expect(first.heartbeatMs).toBeLessThanOrEqual(5 * 60 * 1000);
    expect(first.code).toBe(CODE);
    expect(stored(gateway, store.identity.userId)).toMatchObject({
      userId: store.identity.userId,
      userName: 'Ann',
      selected: '-',
      value: '',
      showCard: false,
      picture: 'https://example.org/ann.png',
    });
  });

  it.each([
    ['an empty name', '   ', 'https://example.org/a.png'],
    ['a javascript: picture', 'Ann', 'javascript:alert(1)'],
    ['a data: picture', 'Ann', 'data:image/png;base64,AAAA'],
  ])('refuses to join with %s', (_label, name, picture) => {
    const { store, gateway } = setup();
    store.identity.setNameDraft(name);
    store.identity.setPictureDraft(picture);
    expect(store.joinForm.submit()).toBe(false);
    expect(store.participation.phase).toBe('join');
    expect(gateway.presenceWrites).toEqual([]);
  });

  it('a typed code of another screen moves there, and that page joins by itself', () => {
    const { store, navigated, deps, gateway } = setup();
    store.identity.setNameDraft('Ann');
    store.joinForm.setCodeDraft('  Team B!! ');
    expect(store.joinForm.submit()).toBe(true);
    expect(navigated).toEqual(['/Team-B-/vote']);
    expect(gateway.presenceWrites).toEqual([]);
    const next = new PhoneRoot('Team-B-', deps, { navigate: () => undefined });
    stores.push(next);
    next.start();
    expect(next.participation.joined).toBe(true);
    expect(gateway.screens.get('Team-B-')?.size).toBe(1);
  });

  it('an empty code is refused with a message', () => {
    const { store, navigated } = setup();
    store.identity.setNameDraft('Ann');
    store.joinForm.setCodeDraft(' !! ');
    expect(store.joinForm.submit()).toBe(false);
    expect(store.joinForm.codeError).toBe(VOTE_MESSAGES.codeRequired);
    expect(navigated).toEqual([]);
  });

  it.each([
    ['team-a', 'team-a'],
    ['Team A', 'Team-A'],
    ['http://wall.example/Team%20A/vote', 'Team-A'],
    ['https://wall.example/team-b', 'team-b'],
    ['', null],
    ['///', null],
  ])('screen code from %j is %j', (text, code) => {
    expect(screenCodeFromInput(text)).toBe(code);
  });
});

describe('voting states', () => {
  it('choosing → waiting (N of M ready) → revealed with the screen average', () => {
    const { store, gateway } = setup();
    other(gateway, 'bob', '8', false);
    join(store);
    const me = store.identity.userId;
    expect(store.room.summary).toMatchObject({ participants: 2, ready: 0, allReady: false });

    store.participation.selectCard('5');
    expect(store.participation.phase).toBe('choosing');
    expect(stored(gateway, me)).toMatchObject({ value: '5', showCard: false });

    store.participation.setReady(true);
    expect(store.participation.phase).toBe('waiting');
    expect(stored(gateway, me)).toMatchObject({ value: '5', showCard: true });
    expect(store.room.summary).toMatchObject({
      participants: 2,
      ready: 1,
      allReady: false,
      average: 0,
    });

    other(gateway, 'bob', '8', true);
    expect(store.participation.phase).toBe('revealed');
    expect(formatAverage(store.room.summary.average)).toBe('6.50');
  });

  it.each([
    // [my card, others] → the average both screen and phone show
    ['3', [['5', true]], '4.00'],
    ['½', [['1', true]], '0.75'],
    ['?', [['8', true]], '8.00'],
    ['C', [['C', true]], '0.00'],
    [
      '13',
      [
        ['∞', true],
        ['2', true],
      ],
      '7.50',
    ],
  ] as const)('my %j with %j averages %j', (mine, others, average) => {
    const { store, gateway } = setup();
    others.forEach(([value], i) => other(gateway, `p${i}`, value, false));
    join(store);
    others.forEach(([value, ready], i) => other(gateway, `p${i}`, value, ready));
    store.participation.selectCard(mine);
    store.participation.setReady(true);
    expect(store.participation.phase).toBe('revealed');
    expect(formatAverage(store.room.summary.average)).toBe(average);
  });

  it('Ready needs a card; the card can change and be taken back until the reveal', () => {
    const { store, gateway } = setup();
    other(gateway, 'bob', '8', false);
    join(store);
    const me = store.identity.userId;
    store.participation.setReady(true);
    expect(store.participation.ready).toBe(false);
    store.participation.selectCard('5');
    store.participation.selectCard('5');
    expect(store.participation.value).toBe('');
    expect(stored(gateway, me)).toMatchObject({ value: '' });
    store.participation.selectCard('3');
    store.participation.setReady(true);
    store.participation.selectCard('8');
    expect(stored(gateway, me)).toMatchObject({ value: '8', showCard: true });
    store.participation.setReady(false);
    expect(store.participation.phase).toBe('choosing');
    expect(stored(gateway, me)).toMatchObject({ value: '8', showCard: false });

    store.participation.setReady(true);
    other(gateway, 'bob', '8', true);
    expect(store.participation.phase).toBe('revealed');
    store.participation.selectCard('1');
    store.participation.setReady(false);
    expect(stored(gateway, me)).toMatchObject({ value: '8', showCard: true });
  });

  it('cards outside the offered set are ignored; sizes replace points when chosen', () => {
    const { store, gateway } = setup();
    join(store);
    const me = store.identity.userId;
    store.participation.selectCard('XL');
    expect(store.participation.value).toBe('');
    store.participation.setCardSet('sizes');
    expect(store.participation.cards).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    store.participation.selectCard('XL');
    expect(stored(gateway, me)).toMatchObject({ value: 'XL' });
    store.participation.setCardSet('points');
    expect(store.participation.value).toBe('');
    expect(stored(gateway, me)).toMatchObject({ value: '' });
  });
});

describe('new round, latecomers and sleeping phones', () => {
  it('New round clears the phone; the next round works as the first', async () => {
    const { store, gateway } = setup();
    other(gateway, 'bob', '8', false);
    join(store);
    const me = store.identity.userId;
    other(gateway, 'bob', '8', true);
    store.participation.selectCard('5');
    store.participation.setReady(true);
    expect(store.participation.phase).toBe('revealed');

    await gateway.startNewRound(CODE, { clear: ['bob', me], remove: [] });
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(store.participation.phase).toBe('choosing');
    store.participation.selectCard('3');
    expect(stored(gateway, me)).toMatchObject({ value: '3', showCard: false });
  });

  it('the choice follows the own record as the database has it', () => {
    const { store, gateway } = setup();
    join(store);
    const me = store.identity.userId;
    store.participation.selectCard('5');
    gateway.setRecord(CODE, me, {
      userId: me,
      userName: 'Ann',
      selected: encodeSelected('13', CODE, me),
      showCard: true,
      lastUpdate: Date.now(),
    });
    expect(store.participation.value).toBe('13');
    expect(store.participation.ready).toBe(true);
  });

  it('my own take-back (nothing chosen, not ready) is written like any change', () => {
    const { store, gateway } = setup();
    join(store);
    store.participation.selectCard('5');
    store.participation.selectCard('5');
    expect(store.participation.value).toBe('');
    const writes = gateway.presenceWrites.length;
    store.participation.selectCard('8');
    expect(store.participation.value).toBe('8');
    expect(gateway.presenceWrites.length).toBe(writes + 1);
  });

  it('a phone joining a revealed round waits, keeps the result, and enters at New round', async () => {
    const { store, gateway } = setup();
    other(gateway, 'bob', '8', true);
    other(gateway, 'cat', '5', true);
    join(store);
    const me = store.identity.userId;
    expect(store.participation.joined).toBe(true);
    expect(store.participation.phase).toBe('next-round');
    expect(store.participation.canChange).toBe(false);
    expect(stored(gateway, me)).toBeNull();
    expect(store.room.summary).toMatchObject({ participants: 2, ready: 2, allReady: true });
    expect(formatAverage(store.room.summary.average)).toBe('6.50');
    store.participation.selectCard('3');
    expect(stored(gateway, me)).toBeNull();

    await gateway.startNewRound(CODE, { clear: ['bob', 'cat'], remove: [] });
    expect(store.participation.phase).toBe('choosing');
    expect(stored(gateway, me)).toMatchObject({ value: '', showCard: false, userName: 'Ann' });
    expect(store.room.summary.participants).toBe(3);
  });

  it('a phone asleep through New round wakes into the new round with no vote', async () => {
    const { store, gateway } = setup();
    other(gateway, 'bob', '8', false);
    join(store);
    const me = store.identity.userId;
    store.participation.selectCard('5');
    store.participation.setReady(true);
    other(gateway, 'bob', '8', true);
    expect(store.participation.phase).toBe('revealed');

    gateway.setConnected(false);
    expect(gateway.presence.get(CODE)?.has(me)).toBe(false);
    expect(stored(gateway, me)).toMatchObject({ value: '5', showCard: true });
    // The wall's New round removes the Away record; the sleeping phone does not see it yet.
    gateway.connected = true;
    await gateway.startNewRound(CODE, { clear: ['bob'], remove: [me] });
    expect(stored(gateway, me)).toMatchObject({ value: '', showCard: false });
    expect(store.participation.value).toBe('');
    expect(store.participation.phase).toBe('choosing');
    gateway.setConnected(true);
    expect(gateway.presence.get(CODE)?.has(me)).toBe(true);
    expect(store.participation.value).toBe('');
  });

  it('a change never brings a removed record back', async () => {
    const { store, gateway } = setup();
    join(store);
    const me = store.identity.userId;
    const handle = gateway.joinScreen(CODE, 'ghost', 1000);
    await expect(handle.change({ showCard: true })).rejects.toThrow(/PERMISSION_DENIED/);
    expect(gateway.screens.get(CODE)?.has('ghost')).toBe(false);
    handle.dispose();
    expect(stored(gateway, me)).not.toBeNull();
  });

  it('the room lists who is still choosing, Away people marked', () => {
    const { store, gateway } = setup();
    other(gateway, 'bob', '8', true);
    other(gateway, 'cat', '', false);
    gateway.setPresence(CODE, 'bob', { connectedAt: Date.now() });
    join(store);
    expect(store.room.summary.choosing.map((p) => [p.userName, p.away])).toEqual([
      ['cat', true],
      ['Ann', false],
    ]);
    expect(store.room.summary.people.find((p) => p.userId === 'bob')).toMatchObject({
      away: false,
    });
    gateway.setPresence(CODE, 'cat', { connectedAt: Date.now() });
    expect(store.room.summary.choosing[0]).toMatchObject({ userName: 'cat', away: false });
  });
});

describe('reload, leave and dispose', () => {
  it('a reload comes back as the same participant with the same vote, never a duplicate', () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    const first = setup({ gateway, deps }).store;
    other(gateway, 'bob', '8', false);
    join(first);
    first.participation.selectCard('13');
    first.participation.setReady(true);
    const me = first.identity.userId;
    // The page goes away without cleanup (a reload); its record stays until onDisconnect.
    const again = setup({ gateway, deps: { ...deps, log: deps.log } }).store;
    expect(again.identity.userId).toBe(me);
    expect(again.participation.joined).toBe(true);
    expect(again.participation.value).toBe('13');
    expect(again.participation.ready).toBe(true);
    expect(gateway.screens.get(CODE)?.size).toBe(2);
    expect(again.room.summary.participants).toBe(2);
  });

  it('a remembered name on a new visit prefills the form but does not join by itself', () => {
    const { store, gateway } = setup({ name: 'Ann' });
    expect(store.identity.nameDraft).toBe('Ann');
    expect(store.participation.phase).toBe('join');
    expect(gateway.presenceWrites).toEqual([]);
  });

  it.each([
    ['undecodable', 'garbage'],
    ['an unknown card', encodeSelected('7½', CODE, ME)],
  ])('an own record whose card is %s shows no card after a reload', (_label, selected) => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    deps.localStorage.setItem(IDENTITY_KEYS.userName, 'Ann');
    deps.localStorage.setItem(IDENTITY_KEYS.userId, ME);
    deps.sessionStorage.setItem(VOTE_SESSION_KEYS.joinedCode, CODE);
    gateway.setRecord(CODE, ME, {
      userId: ME,
      userName: 'Ann',
      selected,
      showCard: true,
      lastUpdate: Date.now(),
    });
    const { store } = setup({ deps, gateway });
    expect(store.participation.joined).toBe(true);
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
  });

  it('Leave removes the record and a reload then shows the form', () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    const { store } = setup({ gateway, deps });
    join(store);
    store.participation.selectCard('5');
    store.participation.leave();
    expect(store.participation.phase).toBe('join');
    expect(gateway.screens.get(CODE)?.size ?? 0).toBe(0);
    const again = setup({ gateway, deps }).store;
    expect(again.participation.joined).toBe(false);
  });

  it('dispose stops every listener and timer and leaves the screen', () => {
    const { store, gateway, deps } = setup();
    join(store);
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
    expect(gateway.activePresences).toBe(0);
    expect(deps.clock.pending).toBe(0);
    expect(gateway.screens.get(CODE)?.size ?? 0).toBe(0);
  });
});

describe('offline', () => {
  it('no banner while first connecting; the banner after the grace period', () => {
    const gateway = new FakeGateway();
    gateway.connected = false;
    const { store, deps } = setup({ gateway });
    expect(store.connection.offline).toBe(false);
    deps.clock.advance(CONNECT_GRACE_MS);
    expect(store.connection.offline).toBe(true);
    gateway.setConnected(true);
    expect(store.connection.offline).toBe(false);
  });

  it('a lost connection shows at once; the vote is kept and handed to the presence handle', () => {
    const { store, gateway } = setup();
    join(store);
    gateway.setConnected(false);
    expect(store.connection.offline).toBe(true);
    store.participation.selectCard('8');
    store.participation.setReady(true);
    expect(store.participation.value).toBe('8');
    const last = gateway.presenceWrites.at(-1);
    expect(last?.op).toBe('change');
    if (last?.op !== 'change') return;
    expect(decodeSelected(last.change.selected, CODE, store.identity.userId)).toEqual({
      ok: true,
      value: '8',
    });
    expect(last.change.showCard).toBe(true);
    gateway.setConnected(true);
    expect(store.connection.offline).toBe(false);
    expect(store.participation.value).toBe('8');
  });

  it('storage that refuses everything does not stop voting (the app wraps it in safeStorage)', () => {
    const refuse = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const gateway = new FakeGateway();
    const deps = testDeps(gateway, {
      localStorage: safeStorage(() => refuse),
      sessionStorage: safeStorage(() => {
        throw new Error('storage disabled');
      }),
    });
    const { store } = setup({ gateway, deps });
    join(store);
    store.participation.selectCard('5');
    expect(stored(gateway, store.identity.userId)).toMatchObject({ value: '5' });
  });
});

describe('waking up', () => {
  it('refresh renews lastUpdate and leaves the vote alone; nothing before joining', () => {
    const { store, gateway, deps } = setup();
    store.participation.refresh();
    expect(gateway.presenceWrites).toEqual([]);
    join(store);
    store.participation.selectCard('5');
    const me = store.identity.userId;
    const before = gateway.presenceWrites.length;
    const at = stored(gateway, me)!.lastUpdate as number;
    deps.clock.advance(1000);
    store.participation.refresh();
    expect(gateway.presenceWrites.slice(before)).toEqual([
      { op: 'change', code: CODE, userId: me, change: {} },
    ]);
    expect(stored(gateway, me)).toMatchObject({ value: '5' });
    expect(stored(gateway, me)!.lastUpdate).toBeGreaterThanOrEqual(at);
  });
});

describe('restart (React StrictMode runs effects twice)', () => {
  it('start → dispose → start joins again as the same participant', () => {
    const { store, gateway, deps } = setup();
    join(store);
    store.participation.selectCard('5');
    store.dispose();
    expect(gateway.screens.get(CODE)?.size ?? 0).toBe(0);
    expect(gateway.presence.get(CODE)?.size ?? 0).toBe(0);
    store.start();
    expect(store.participation.joined).toBe(true);
    expect(store.participation.phase).toBe('choosing');
    expect(gateway.screens.get(CODE)?.size).toBe(1);
    expect(gateway.presence.get(CODE)?.size).toBe(1);
    // Leaving removed the record: it enters again like a new round, with no vote.
    expect(store.participation.value).toBe('');
    expect(stored(gateway, store.identity.userId)).toMatchObject({ value: '' });
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
    expect(deps.clock.pending).toBe(0);
  });
});
