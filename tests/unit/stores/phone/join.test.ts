/**
 * Joining from a phone: the join form and its code field, a reload joining again by
 * itself (never as a duplicate), a restart (StrictMode, a discarded tab) while the room
 * moved on, joining before the room is known, a reload under another name or picture,
 * and leaving.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { encodeSelected } from '../../../../renderer/domain/codec';
import { HEARTBEAT_MS } from '../../../../renderer/domain/constants';
import { IDENTITY_KEYS, VOTE_SESSION_KEYS } from '../../../../renderer/domain/storage-keys';
import { VOTE_MESSAGES } from '../../../../renderer/stores/phone/join-form-store';
import { CONNECT_GRACE_MS, PhoneRoot } from '../../../../renderer/stores/phone/phone-root';
import { screenCodeFromInput } from '../../../../shared/route';
import { FakeGateway } from '../../../support/fake-gateway';
import {
  CODE,
  LateGateway,
  ME,
  SilentGateway,
  disposePhones,
  joinAs,
  trackPhone,
  other,
  ownRecord,
  rejoiningDeps,
  setupPhone,
  startPhone,
  stored,
  writesOf,
} from '../../../support/phone-harness';
import { testDeps } from '../../../support/test-deps';

afterEach(disposePhones);

const PICTURE = 'https://example.org/ann.png';

describe('joining', () => {
  it('shows the join form first and writes nothing before Join', () => {
    const { store, gateway } = setupPhone();
    expect(store.participation.phase).toBe('join');
    expect(gateway.presenceWrites).toEqual([]);
  });

  it('writes the own record with presence and a heartbeat of at most 5 minutes', () => {
    const { store, gateway } = setupPhone();
    store.identity.setPictureDraft('https://example.org/ann.png');
    joinAs(store, '  Ann  ');
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
    const { store, gateway } = setupPhone();
    store.identity.setNameDraft(name);
    store.identity.setPictureDraft(picture);
    expect(store.joinForm.submit()).toBe(false);
    expect(store.participation.phase).toBe('join');
    expect(gateway.presenceWrites).toEqual([]);
  });

  it('a typed code of another screen moves there, and that page joins by itself', () => {
    const { store, navigated, deps, gateway } = setupPhone();
    store.identity.setNameDraft('Ann');
    store.joinForm.setCodeDraft('  Team B!! ');
    expect(store.joinForm.submit()).toBe(true);
    expect(navigated).toEqual(['/Team-B-/vote']);
    expect(gateway.presenceWrites).toEqual([]);
    const next = new PhoneRoot('Team-B-', deps, { navigate: () => undefined });
    trackPhone(next);
    next.start();
    expect(next.participation.joined).toBe(true);
    expect(gateway.screens.get('Team-B-')?.size).toBe(1);
  });

  it('an empty code is refused with a message', () => {
    const { store, navigated } = setupPhone();
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

describe('before the page has joined or heard from the database', () => {
  it('a page not started yet shows no offline banner and no choice', () => {
    const store = new PhoneRoot(CODE, testDeps(new FakeGateway()), { navigate: () => undefined });
    trackPhone(store);
    expect(store.connection.offline).toBe(false);
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(store.participation.phase).toBe('join');
  });

  it('a page that never hears from the database shows the offline banner after the grace', () => {
    const gateway = new SilentGateway();
    const deps = testDeps(gateway);
    const store = startPhone(gateway, deps);
    expect(store.connection.offline).toBe(false);
    deps.clock.advance(CONNECT_GRACE_MS);
    expect(store.connection.offline).toBe(true);
  });

  it('joined before the room loaded: the cards show, nothing chosen, no record until the room is known', () => {
    const gateway = new LateGateway('room');
    const store = startPhone(gateway);
    joinAs(store);
    expect(store.participation.phase).toBe('choosing');
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(writesOf(gateway, 'enter')).toEqual([]);
    gateway.release();
    expect(writesOf(gateway, 'enter')).toHaveLength(1);
    expect(store.participation.entered).toBe(true);
  });

  it('joined before a revealed room loaded: waits for the next round and writes no record', () => {
    const gateway = new LateGateway('room');
    other(gateway, 'bob', '8', true);
    other(gateway, 'cat', '5', true);
    const store = startPhone(gateway);
    joinAs(store);
    expect(writesOf(gateway, 'enter')).toEqual([]);
    gateway.release();
    expect(store.participation.phase).toBe('next-round');
    expect(stored(gateway, store.identity.userId)).toBeNull();
  });

  it('a reload whose record vanishes before the room loads shows no old vote and cannot vote into it', () => {
    const gateway = new LateGateway('room');
    gateway.setRecord(CODE, ME, ownRecord('5', true));
    const store = startPhone(gateway, rejoiningDeps(gateway));
    expect(store.participation.value).toBe('5');
    expect(store.participation.ready).toBe(true);
    expect(store.participation.entered).toBe(true);

    // The wall removes the record (New round while this phone was asleep).
    gateway.setRecord(CODE, ME, null);
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(store.participation.entered).toBe(false);
    expect(store.participation.canChange).toBe(false);
    store.participation.selectCard('3');
    store.participation.refresh();
    expect(writesOf(gateway, 'change')).toEqual([]);
    expect(stored(gateway, ME)).toBeNull();
  });
});

describe('restart and repeated calls', () => {
  it('starting twice (an effect run again) listens and joins once', () => {
    const gateway = new FakeGateway();
    const deps = rejoiningDeps(gateway);
    const store = startPhone(gateway, deps);
    const listeners = gateway.listenerCount;
    const timers = deps.clock.pending;
    store.start();
    expect(gateway.listenerCount).toBe(listeners);
    expect(deps.clock.pending).toBe(timers);
    expect(writesOf(gateway, 'join')).toHaveLength(1);
    // Nor does it follow anything twice: a switch to watching is said once.
    store.watchChoice.setWatching(true);
    expect(writesOf(gateway, 'setRole')).toHaveLength(1);
  });

  it('Join pressed twice joins once; Join before the page started does nothing', () => {
    const gateway = new FakeGateway();
    const store = startPhone(gateway);
    joinAs(store);
    joinAs(store);
    expect(writesOf(gateway, 'join')).toHaveLength(1);
    expect(writesOf(gateway, 'enter')).toHaveLength(1);

    const idle = new PhoneRoot(CODE, testDeps(gateway), { navigate: () => undefined });
    trackPhone(idle);
    idle.identity.setNameDraft('Bo');
    idle.joinForm.submit();
    expect(idle.participation.joined).toBe(false);
    expect(writesOf(gateway, 'join')).toHaveLength(1);
  });

  it('a page restarted while the room was revealed without it waits for the fresh room, its choice dropped', () => {
    const gateway = new LateGateway('room');
    other(gateway, 'bob', '8', true);
    other(gateway, 'cat', '3', false);
    const store = startPhone(gateway);
    gateway.release();
    joinAs(store);
    store.participation.selectCard('5');
    store.participation.setReady(true);
    expect(store.participation.phase).toBe('waiting');

    store.dispose();
    // Meanwhile cat leaves: bob is the only one left, and ready: the room is revealed.
    gateway.setRecord(CODE, 'cat', null);
    store.start();
    expect(store.participation.joined).toBe(true);
    // Even before the room arrives it shows no choice from before.
    expect([store.participation.value, store.participation.ready]).toEqual(['', false]);
    expect(writesOf(gateway, 'enter')).toHaveLength(1);
    gateway.release();
    expect(store.participation.phase).toBe('next-round');
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(stored(gateway, store.identity.userId)).toBeNull();
  });

  it('actions handed to buttons as bare callbacks still act on the store', () => {
    const gateway = new FakeGateway();
    const store = startPhone(gateway);
    store.identity.setNameDraft('Ann');
    const { submit } = store.joinForm;
    const { selectCard, setReady, leave } = store.participation;
    expect(submit()).toBe(true);
    selectCard('5');
    setReady(true);
    expect(stored(gateway, store.identity.userId)).toMatchObject({ value: '5', showCard: true });
    leave();
    expect(store.participation.phase).toBe('join');
  });
});

describe('reload, leave and dispose', () => {
  it('a reload comes back as the same participant with the same vote, never a duplicate', () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    const first = setupPhone({ gateway, deps }).store;
    other(gateway, 'bob', '8', false);
    joinAs(first);
    first.participation.selectCard('13');
    first.participation.setReady(true);
    const me = first.identity.userId;
    // The page goes away without cleanup (a reload); its record stays until onDisconnect.
    const again = setupPhone({ gateway, deps: { ...deps, log: deps.log } }).store;
    expect(again.identity.userId).toBe(me);
    expect(again.participation.joined).toBe(true);
    expect(again.participation.value).toBe('13');
    expect(again.participation.ready).toBe(true);
    expect(gateway.screens.get(CODE)?.size).toBe(2);
    expect(again.roster.summary.participantCount).toBe(2);
  });

  it('a remembered name on a new visit prefills the form but does not join by itself', () => {
    const { store, gateway } = setupPhone({ name: 'Ann' });
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
    const { store } = setupPhone({ deps, gateway });
    expect(store.participation.joined).toBe(true);
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
  });

  it('Leave removes the record and a reload then shows the form', () => {
    const gateway = new FakeGateway();
    const deps = testDeps(gateway);
    const { store } = setupPhone({ gateway, deps });
    joinAs(store);
    store.participation.selectCard('5');
    store.participation.leave();
    expect(store.participation.phase).toBe('join');
    expect(gateway.screens.get(CODE)?.size ?? 0).toBe(0);
    const again = setupPhone({ gateway, deps }).store;
    expect(again.participation.joined).toBe(false);
  });

  it('dispose stops every listener and timer and leaves the screen', () => {
    const { store, gateway, deps } = setupPhone();
    joinAs(store);
    store.dispose();
    expect(gateway.listenerCount).toBe(0);
    expect(gateway.activePresences).toBe(0);
    expect(deps.clock.pending).toBe(0);
    expect(gateway.screens.get(CODE)?.size ?? 0).toBe(0);
  });
});

describe('restart (React StrictMode runs effects twice)', () => {
  it('start → dispose → start joins again as the same participant', () => {
    const { store, gateway, deps } = setupPhone();
    joinAs(store);
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

describe('leaving', () => {
  it('after Leave the page keeps no card, readiness or place in the room', () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', false);
    const store = startPhone(gateway);
    joinAs(store);
    store.participation.selectCard('5');
    store.participation.setReady(true);
    store.participation.leave();
    expect(store.participation.value).toBe('');
    expect(store.participation.ready).toBe(false);
    expect(store.participation.entered).toBe(false);
    expect(store.participation.canChange).toBe(false);
  });

  it('Leave while waiting for the next round leaves that wait behind', () => {
    const gateway = new FakeGateway();
    other(gateway, 'bob', '8', true);
    const store = startPhone(gateway);
    joinAs(store);
    expect(store.participation.waitingForNextRound).toBe(true);
    store.participation.leave();
    expect(store.participation.waitingForNextRound).toBe(false);
    expect(store.participation.phase).toBe('join');
  });
});

describe('a reload under another name or picture', () => {
  it('renames the record once and keeps the vote', () => {
    const gateway = new FakeGateway();
    gateway.setRecord(CODE, ME, ownRecord('13', true));
    const store = startPhone(gateway, rejoiningDeps(gateway, 'Bo'));
    expect(store.participation.value).toBe('13');
    expect(stored(gateway, ME)).toMatchObject({ userName: 'Bo', value: '13', showCard: true });
    expect(writesOf(gateway, 'change')).toEqual([
      { op: 'change', code: CODE, userId: ME, change: { userName: 'Bo', picture: null } },
    ]);
  });

  it('a new picture follows into the record; the name stays', () => {
    const gateway = new FakeGateway();
    gateway.setRecord(CODE, ME, ownRecord('3', false));
    startPhone(gateway, rejoiningDeps(gateway, 'Ann', PICTURE));
    expect(stored(gateway, ME)).toMatchObject({ userName: 'Ann', picture: PICTURE, value: '3' });
  });

  it('the same name and picture write nothing', () => {
    const gateway = new FakeGateway();
    gateway.setRecord(CODE, ME, ownRecord('3', false, { picture: PICTURE }));
    const store = startPhone(gateway, rejoiningDeps(gateway, 'Ann', PICTURE));
    expect(store.participation.value).toBe('3');
    expect(writesOf(gateway, 'change')).toEqual([]);
  });

  it('the same name and no picture write nothing', () => {
    const gateway = new FakeGateway();
    gateway.setRecord(CODE, ME, ownRecord('3', false));
    startPhone(gateway, rejoiningDeps(gateway, 'Ann'));
    expect(writesOf(gateway, 'change')).toEqual([]);
  });
});
