/**
 * Taking part from a phone: choosing → waiting (N of M ready) → revealed with the
 * screen's average, the choosing rules, New round from the wall, latecomers and sleeping
 * phones, waking up, and writes the database refuses.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatAverage } from '../../../../renderer/domain/average';
import { encodeSelected } from '../../../../renderer/domain/codec';
import { FakeGateway } from '../../../support/fake-gateway';
import {
  CODE,
  RefusingGateway,
  disposePhones,
  joinAs,
  other,
  setupPhone,
  startPhone,
  stored,
} from '../../../support/phone-harness';
import { testDeps } from '../../../support/test-deps';

afterEach(disposePhones);

describe('voting states', () => {
  it('choosing → waiting (N of M ready) → revealed with the screen average', () => {
    const { store, gateway } = setupPhone();
    other(gateway, 'bob', '8', false);
    joinAs(store);
    const me = store.identity.userId;
    expect(store.roster.summary).toMatchObject({
      participantCount: 2,
      readyCount: 0,
      allReady: false,
    });

    store.participation.selectCard('5');
    expect(store.participation.phase).toBe('choosing');
    expect(stored(gateway, me)).toMatchObject({ value: '5', showCard: false });

    store.participation.setReady(true);
    expect(store.participation.phase).toBe('waiting');
    expect(stored(gateway, me)).toMatchObject({ value: '5', showCard: true });
    expect(store.roster.summary).toMatchObject({
      participantCount: 2,
      readyCount: 1,
      allReady: false,
      average: 0,
    });

    other(gateway, 'bob', '8', true);
    expect(store.participation.phase).toBe('revealed');
    expect(formatAverage(store.roster.summary.average)).toBe('6.50');
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
    const { store, gateway } = setupPhone();
    others.forEach(([value], i) => other(gateway, `p${i}`, value, false));
    joinAs(store);
    others.forEach(([value, ready], i) => other(gateway, `p${i}`, value, ready));
    store.participation.selectCard(mine);
    store.participation.setReady(true);
    expect(store.participation.phase).toBe('revealed');
    expect(formatAverage(store.roster.summary.average)).toBe(average);
  });

  it('Ready needs a card; the card can change and be taken back until the reveal', () => {
    const { store, gateway } = setupPhone();
    other(gateway, 'bob', '8', false);
    joinAs(store);
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
    const { store, gateway } = setupPhone();
    joinAs(store);
    const me = store.identity.userId;
    store.participation.selectCard('XL');
    expect(store.participation.value).toBe('');
    store.participation.setCardSet('sizes');
    expect(store.participation.deckValues).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    store.participation.selectCard('XL');
    expect(stored(gateway, me)).toMatchObject({ value: 'XL' });
    store.participation.setCardSet('points');
    expect(store.participation.value).toBe('');
    expect(stored(gateway, me)).toMatchObject({ value: '' });
  });
});

describe('choosing rules', () => {
  it('tapping the chosen card while Ready keeps it (Not ready first)', () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', false);
    const store = startPhone(gateway);
    joinAs(store);
    store.participation.selectCard('5');
    store.participation.setReady(true);
    const writes = gateway.presenceWrites.length;
    store.participation.selectCard('5');
    expect(store.participation.value).toBe('5');
    expect(gateway.presenceWrites.length).toBe(writes);
    expect(stored(gateway, store.identity.userId)).toMatchObject({ value: '5', showCard: true });
  });

  it('Ready with no card chosen writes nothing: the screen never sees a ready blank vote', () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', false);
    const store = startPhone(gateway);
    joinAs(store);
    const writes = gateway.presenceWrites.length;
    store.participation.setReady(true);
    expect(gateway.presenceWrites.length).toBe(writes);
    expect(stored(gateway, store.identity.userId)).toMatchObject({ showCard: false });
  });

  it('the card set cannot change while Ready', () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', false);
    const store = startPhone(gateway);
    joinAs(store);
    store.participation.selectCard('5');
    store.participation.setReady(true);
    store.participation.setCardSet('sizes');
    expect(store.participation.deckValues).toContain('5');
    expect(store.participation.value).toBe('5');
    expect(stored(gateway, store.identity.userId)).toMatchObject({ value: '5', showCard: true });
  });

  it('switching the card set writes nothing when no card is chosen or the card stays offered', () => {
    const gateway = new FakeGateway();
    const store = startPhone(gateway);
    joinAs(store);
    const writes = gateway.presenceWrites.length;
    store.participation.setCardSet('sizes');
    store.participation.setCardSet('points');
    expect(gateway.presenceWrites.length).toBe(writes);
    store.participation.selectCard('8');
    store.participation.setCardSet('points');
    expect(store.participation.value).toBe('8');
    expect(gateway.presenceWrites.length).toBe(writes + 1);
  });

  it('a phone waiting for the next round can start it (New round)', async () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', true);
    const store = startPhone(gateway);
    joinAs(store);
    expect(store.participation.phase).toBe('next-round');
    store.newRound();
    for (let i = 0; i < 20 && store.newRoundControl.busy; i += 1)
      await new Promise((r) => setTimeout(r, 0));
    expect(gateway.writes.filter((w) => w.op === 'newRound')).toHaveLength(1);
    expect(store.participation.phase).toBe('choosing');
  });
});

describe('new round, latecomers and sleeping phones', () => {
  it('New round clears the phone; the next round works as the first', async () => {
    const { store, gateway } = setupPhone();
    other(gateway, 'bob', '8', false);
    joinAs(store);
    const me = store.identity.userId;
    other(gateway, 'bob', '8', true);
    store.participation.selectCard('5');
    store.participation.setReady(true);
    expect(store.participation.phase).toBe('revealed');

    await gateway.startNewRound(CODE, { remove: [] });
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(store.participation.phase).toBe('choosing');
    store.participation.selectCard('3');
    expect(stored(gateway, me)).toMatchObject({ value: '3', showCard: false });
  });

  it('the choice follows the own record as the database has it', () => {
    const { store, gateway } = setupPhone();
    joinAs(store);
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
    const { store, gateway } = setupPhone();
    joinAs(store);
    store.participation.selectCard('5');
    store.participation.selectCard('5');
    expect(store.participation.value).toBe('');
    const writes = gateway.presenceWrites.length;
    store.participation.selectCard('8');
    expect(store.participation.value).toBe('8');
    expect(gateway.presenceWrites.length).toBe(writes + 1);
  });

  it('a phone joining a revealed round waits, keeps the result, and enters at New round', async () => {
    const { store, gateway } = setupPhone();
    other(gateway, 'bob', '8', true);
    other(gateway, 'cat', '5', true);
    joinAs(store);
    const me = store.identity.userId;
    expect(store.participation.joined).toBe(true);
    expect(store.participation.phase).toBe('next-round');
    expect(store.participation.canChange).toBe(false);
    expect(stored(gateway, me)).toBeNull();
    expect(store.roster.summary).toMatchObject({
      participantCount: 2,
      readyCount: 2,
      allReady: true,
    });
    expect(formatAverage(store.roster.summary.average)).toBe('6.50');
    store.participation.selectCard('3');
    expect(stored(gateway, me)).toBeNull();

    await gateway.startNewRound(CODE, { remove: [] });
    expect(store.participation.phase).toBe('choosing');
    expect(stored(gateway, me)).toMatchObject({ value: '', showCard: false, userName: 'Ann' });
    expect(store.roster.summary.participantCount).toBe(3);
  });

  it('a phone asleep through New round wakes into the new round with no vote', async () => {
    const { store, gateway } = setupPhone();
    other(gateway, 'bob', '8', false);
    joinAs(store);
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
    await gateway.startNewRound(CODE, { remove: [me] });
    expect(stored(gateway, me)).toMatchObject({ value: '', showCard: false });
    expect(store.participation.value).toBe('');
    expect(store.participation.phase).toBe('choosing');
    gateway.setConnected(true);
    expect(gateway.presence.get(CODE)?.has(me)).toBe(true);
    expect(store.participation.value).toBe('');
  });

  it('a change never brings a removed record back', async () => {
    const { store, gateway } = setupPhone();
    joinAs(store);
    const me = store.identity.userId;
    const handle = gateway.joinRoom(CODE, 'ghost', 1000);
    await expect(handle.change({ showCard: true })).rejects.toThrow(/PERMISSION_DENIED/);
    expect(gateway.screens.get(CODE)?.has('ghost')).toBe(false);
    handle.dispose();
    expect(stored(gateway, me)).not.toBeNull();
  });

  it('the room lists who is still choosing, Away people marked', () => {
    const { store, gateway } = setupPhone();
    other(gateway, 'bob', '8', true);
    other(gateway, 'cat', '', false);
    gateway.setPresence(CODE, 'bob', { connectedAt: Date.now() });
    joinAs(store);
    expect(store.roster.summary.choosing.map((p) => [p.userName, p.away])).toEqual([
      ['cat', true],
      ['Ann', false],
    ]);
    expect(store.roster.summary.people.find((p) => p.userId === 'bob')).toMatchObject({
      away: false,
    });
    gateway.setPresence(CODE, 'cat', { connectedAt: Date.now() });
    expect(store.roster.summary.choosing[0]).toMatchObject({ userName: 'cat', away: false });
  });
});

describe('waking up', () => {
  it('refresh renews lastUpdate and leaves the vote alone; nothing before joining', () => {
    const { store, gateway, deps } = setupPhone();
    store.participation.refresh();
    expect(gateway.presenceWrites).toEqual([]);
    joinAs(store);
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

describe('writes the database refuses', () => {
  it('a refused entry is logged and tried again with the next room snapshot', async () => {
    const gateway = new RefusingGateway();
    const deps = testDeps(gateway);
    const store = startPhone(gateway, deps);
    gateway.refuse.add('enter');
    joinAs(store);
    await Promise.resolve();
    expect(deps.log.warnings).toEqual([['Could not join the screen:', expect.any(Error)]]);
    expect([store.participation.value, store.participation.ready]).toEqual(['', false]);
    gateway.refuse.clear();
    other(gateway, 'bob', '8', false);
    expect(store.participation.entered).toBe(true);
    expect(stored(gateway, store.identity.userId)).toMatchObject({ userName: 'Ann' });
  });

  it('a refused vote is logged', async () => {
    const gateway = new RefusingGateway();
    const deps = testDeps(gateway);
    const store = startPhone(gateway, deps);
    joinAs(store);
    gateway.refuse.add('change');
    store.participation.selectCard('5');
    await Promise.resolve();
    expect(deps.log.warnings).toEqual([['Could not send the vote:', expect.any(Error)]]);
  });

  it('a refused leave is logged', async () => {
    const gateway = new RefusingGateway();
    const deps = testDeps(gateway);
    const store = startPhone(gateway, deps);
    joinAs(store);
    gateway.refuse.add('leave');
    store.participation.leave();
    await Promise.resolve();
    expect(deps.log.warnings).toEqual([['Could not leave the screen:', expect.any(Error)]]);
    expect(store.participation.phase).toBe('join');
  });
});
