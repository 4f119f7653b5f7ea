/**
 * PhoneRoot on the real local database through the product's Firebase gateway:
 * phones on their own connections see each other's readiness and the same
 * average; 'New round' clears every phone and stays cleared; a phone whose
 * connection drops keeps its record and vote (only its presence entry goes) and
 * sends a vote changed offline when the connection returns; a phone asleep
 * through New round wakes into the new round with no vote. A watcher's presence entry
 * says so (the rules accept it) and it writes no record; it switches both ways, and
 * comes back as a watcher after a dropped connection.
 */
import { goOffline, goOnline } from 'firebase/database';
import { describe, expect, it } from 'vitest';
import type { FirebaseGateway } from '../../../../renderer/data/firebase-gateway';
import { formatAverage } from '../../../../renderer/domain/average';
import { decodeSelected } from '../../../../renderer/domain/codec';
import { NewRoundControl } from '../../../../renderer/stores/common/new-round-control';
import { PresenceStore } from '../../../../renderer/stores/common/presence-store';
import { RoundNumberStore } from '../../../../renderer/stores/common/round-number-store';
import { PhoneRoot } from '../../../../renderer/stores/phone/phone-root';
import { eventually } from '../../../support/local-db';
import { useLiveDatabase } from '../../../support/live-database';
import { testDeps } from '../../../support/test-deps';

const live = useLiveDatabase('vote-live');
const gateway = () => live.gateway();

/** A phone: its own connection, storage and store, joined as `name` (watching when `watch`). */
function phone(
  code: string,
  name: string,
  watch = false,
): { store: PhoneRoot; gateway: FirebaseGateway } {
  const g = gateway();
  // Math.random: the default scripted random would give every phone the same userId.
  const store = new PhoneRoot(code, testDeps(g, { random: Math.random }), {
    navigate: () => undefined,
  });
  live.keep(store);
  store.start();
  store.watchChoice.setWatching(watch);
  store.identity.setNameDraft(name);
  expect(store.joinForm.submit()).toBe(true);
  return { store, gateway: g };
}

/**
 * Resolves once the server has handled every write this connection sent before it: a
 * write of the screen's default card colour, acknowledged in order.
 */
async function roundTrip(g: FirebaseGateway, code: string): Promise<void> {
  await g.updateConfig(code, { cardBackground: '' });
}

/** The record as the server holds it, selection decoded. */
function onServer(code: string, userId: string) {
  const rec = live.target.local!.getData(`screens/${code}/${userId}`) as {
    selected?: string;
    showCard?: boolean;
  } | null;
  if (!rec) return null;
  const d = decodeSelected(rec.selected, code, userId);
  return { value: d.ok ? d.value : null, showCard: rec.showCard };
}

/** Whether the server holds a presence entry for the participant. */
function present(code: string, userId: string): boolean {
  return live.target.local!.getData(`presence/${code}/${userId}`) !== null;
}

describe('PhoneRoot on the local database', () => {
  it('two phones vote, see each other and the same average; New round clears both', async () => {
    const code = live.session.code();
    const ann = phone(code, 'Ann');
    const bob = phone(code, 'Bob');
    await eventually(() => expect(ann.store.roster.summary.participantCount).toBe(2));
    await eventually(() => expect(bob.store.roster.summary.participantCount).toBe(2));

    ann.store.participation.selectCard('3');
    ann.store.participation.setReady(true);
    await eventually(() => expect(bob.store.roster.summary.readyCount).toBe(1));
    expect(ann.store.participation.phase).toBe('waiting');

    bob.store.participation.selectCard('8');
    bob.store.participation.setReady(true);
    await eventually(() => expect(ann.store.participation.phase).toBe('revealed'));
    expect(bob.store.participation.phase).toBe('revealed');
    expect(formatAverage(ann.store.roster.summary.average)).toBe('5.50');
    expect(formatAverage(bob.store.roster.summary.average)).toBe('5.50');

    // The screen's New round, from a third connection.
    const screen = new NewRoundControl(code, { gateway: gateway(), log: console });
    const { plan, done } = screen.newRound(
      [ann, bob].map((p) => ({ userId: p.store.identity.userId, offline: false })),
      new Set([ann.store.identity.userId, bob.store.identity.userId]),
    );
    expect(plan.leave).toEqual([]);
    await done;
    expect(screen.error).toBeNull();
    await eventually(() => expect(ann.store.participation.phase).toBe('choosing'));
    await eventually(() => expect(bob.store.participation.phase).toBe('choosing'));
    expect(ann.store.participation.value).toBe('');
    expect(bob.store.participation.value).toBe('');
    // Nobody wrote the old vote back. A phone reacts to the new round as it receives it;
    // a write from each phone after that is acknowledged only once the server has handled
    // everything the phone sent before it.
    await Promise.all([ann, bob].map((p) => roundTrip(p.gateway, code)));
    expect(onServer(code, ann.store.identity.userId)).toEqual({ value: '', showCard: false });
    expect(onServer(code, bob.store.identity.userId)).toEqual({ value: '', showCard: false });

    // Quick changes (writes still pending) are never taken for a new round.
    for (const v of ['1', '2', '3', '5', '8']) ann.store.participation.selectCard(v);
    ann.store.participation.selectCard('8');
    ann.store.participation.selectCard('13');
    await eventually(() =>
      expect(onServer(code, ann.store.identity.userId)).toEqual({ value: '13', showCard: false }),
    );
    expect(ann.store.participation.value).toBe('13');
  });

  it('a dropped connection keeps the record and vote; a vote changed offline is sent', async () => {
    const code = live.session.code();
    const ann = phone(code, 'Ann');
    // Bob has not voted: the round is not revealed, so Ann may still change her card.
    phone(code, 'Bob');
    const id = ann.store.identity.userId;
    await eventually(() => expect(ann.store.roster.summary.participantCount).toBe(2));
    ann.store.participation.selectCard('8');
    ann.store.participation.setReady(true);
    await eventually(() => expect(onServer(code, id)).toEqual({ value: '8', showCard: true }));
    await eventually(() => expect(present(code, id)).toBe(true));

    goOffline(ann.gateway.database);
    await eventually(() => expect(ann.store.connection.offline).toBe(true));
    // The server ran onDisconnect: the presence entry went, the record and vote stay.
    await eventually(() => expect(present(code, id)).toBe(false));
    expect(onServer(code, id)).toEqual({ value: '8', showCard: true });
    ann.store.participation.setReady(false);
    ann.store.participation.selectCard('13');
    ann.store.participation.setReady(true);
    expect(ann.store.participation.value).toBe('13');

    goOnline(ann.gateway.database);
    await eventually(() => expect(ann.store.connection.offline).toBe(false));
    await eventually(() => expect(onServer(code, id)).toEqual({ value: '13', showCard: true }));
    await eventually(() => expect(present(code, id)).toBe(true));
    expect(ann.store.participation.value).toBe('13');
    expect(ann.store.participation.ready).toBe(true);
  });

  it('a phone asleep through New round wakes into the new round with no vote', async () => {
    const code = live.session.code();
    const ann = phone(code, 'Ann');
    const bob = phone(code, 'Bob');
    const annId = ann.store.identity.userId;
    const bobId = bob.store.identity.userId;
    for (const [p, v] of [
      [ann, '3'],
      [bob, '5'],
    ] as const) {
      await eventually(() => expect(p.store.participation.entered).toBe(true));
      p.store.participation.selectCard(v);
      p.store.participation.setReady(true);
    }
    await eventually(() => expect(ann.store.participation.phase).toBe('revealed'));
    await eventually(() => expect(onServer(code, annId)).toEqual({ value: '3', showCard: true }));
    // Asleep once the vote is acknowledged: the server applies a write before its answer
    // reaches the phone, and the SDK sends an unanswered write again on reconnection.
    await roundTrip(ann.gateway, code);

    goOffline(ann.gateway.database);
    await eventually(() => expect(present(code, annId)).toBe(false));
    // The wall sees Ann away: New round removes her record; Bob's vote goes with the round.
    const wall = gateway();
    const presence = new PresenceStore(
      code,
      { gateway: wall },
      new RoundNumberStore(code, { gateway: wall }),
    );
    presence.start();
    await eventually(() => expect(presence.present?.has(bobId)).toBe(true));
    expect(presence.isAway(annId)).toBe(true);
    const rounds = new NewRoundControl(code, { gateway: wall, log: console });
    const { plan, done } = rounds.newRound(
      [annId, bobId].map((userId) => ({ userId, offline: false })),
      presence.present,
    );
    presence.dispose();
    expect(plan).toEqual({ leave: [annId] });
    await done;
    expect(onServer(code, annId)).toBeNull();
    // Asleep, the phone still shows the old round.
    expect(ann.store.participation.value).toBe('3');

    goOnline(ann.gateway.database);
    await eventually(() => expect(onServer(code, annId)).toEqual({ value: '', showCard: false }));
    await eventually(() => expect(ann.store.participation.phase).toBe('choosing'));
    expect(ann.store.participation.value).toBe('');
    await eventually(() => expect(present(code, annId)).toBe(true));
    // Nothing brings the old vote back later.
    await new Promise((r) => setTimeout(r, 300));
    expect(onServer(code, annId)).toEqual({ value: '', showCard: false });
  });
});

const data = (path: string) => live.target.local!.getData(path);

describe('a watcher on the local database', () => {
  it('says so in its presence entry, has no record, and switches both ways', async () => {
    const code = live.session.code();
    const ann = phone(code, 'Ann');
    const wes = phone(code, 'Wes', true);
    const wesId = wes.store.identity.userId;
    const annId = ann.store.identity.userId;
    await eventually(() =>
      expect(data(`presence/${code}/${wesId}`)).toEqual({
        connectedAt: expect.any(Number) as number,
        role: 'watcher',
      }),
    );
    await eventually(() =>
      expect(data(`presence/${code}/${annId}`)).toMatchObject({ role: 'voter' }),
    );
    await eventually(() => expect(wes.store.roster.summary.participantCount).toBe(1));
    expect(data(`screens/${code}/${wesId}`)).toBeNull();
    expect(wes.store.participation.phase).toBe('watching');

    // Ready alone: Ann reveals the round; the watcher sees it.
    ann.store.participation.selectCard('5');
    ann.store.participation.setReady(true);
    await eventually(() => expect(wes.store.participation.phase).toBe('revealed'));
    expect(wes.store.roster.summary.average).toBe(5);

    // New round from the watcher's phone; then it votes.
    wes.store.newRound();
    await eventually(() => expect(ann.store.participation.phase).toBe('choosing'));
    wes.store.watchChoice.setWatching(false);
    await eventually(() =>
      expect(data(`presence/${code}/${wesId}`)).toMatchObject({ role: 'voter' }),
    );
    await eventually(() =>
      expect(data(`screens/${code}/${wesId}`)).toMatchObject({ userName: 'Wes' }),
    );
    await eventually(() => expect(ann.store.roster.summary.participantCount).toBe(2));

    // ... and watches again: the record goes, the entry says watcher.
    wes.store.watchChoice.setWatching(true);
    await eventually(() => expect(data(`screens/${code}/${wesId}`)).toBeNull());
    await eventually(() =>
      expect(data(`presence/${code}/${wesId}`)).toMatchObject({ role: 'watcher' }),
    );
    await eventually(() => expect(ann.store.roster.summary.participantCount).toBe(1));
  });

  it('a dropped connection removes its entry, and the watcher comes back as one', async () => {
    const code = live.session.code();
    const wes = phone(code, 'Wes', true);
    const wesId = wes.store.identity.userId;
    const path = `presence/${code}/${wesId}`;
    await eventually(() => expect(data(path)).toMatchObject({ role: 'watcher' }));
    goOffline(wes.gateway.database);
    await eventually(() => expect(data(path)).toBeNull());
    goOnline(wes.gateway.database);
    await eventually(() => expect(data(path)).toMatchObject({ role: 'watcher' }));
    expect(data(`screens/${code}/${wesId}`)).toBeNull();
  });
});
