/**
 * VoteStore on the real local database through the product's Firebase gateway:
 * phones on their own connections see each other's readiness and the same
 * average; the screen's 'New round' (one multi-path update) clears every phone
 * and stays cleared; a phone whose connection drops keeps its vote and writes
 * it again when the connection returns (its onDisconnect removed the record).
 */
import { goOffline, goOnline } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createFirebaseGateway,
  type FirebaseGateway,
} from '../../../renderer/data/firebase-gateway';
import { formatAverage } from '../../../renderer/domain/average';
import { decodeSelected } from '../../../renderer/domain/codec';
import { VoteStore } from '../../../renderer/stores/vote-store';
import { TestSession, startTestDatabase, type DatabaseTarget } from '../../support/local-db';
import { testDeps } from '../../support/test-deps';

let target: DatabaseTarget;
let session: TestSession;
const gateways: FirebaseGateway[] = [];
const stores: VoteStore[] = [];
let n = 0;

beforeAll(async () => {
  target = await startTestDatabase();
  session = new TestSession(target);
});

afterAll(async () => {
  stores.forEach((s) => s.dispose());
  await Promise.all(gateways.map((g) => g.close()));
  await session.cleanup();
  await target.stop();
});

function gateway(): FirebaseGateway {
  n += 1;
  const g = createFirebaseGateway(
    { database: { host: target.host, port: target.port, namespace: target.namespace } },
    { appName: `vote-live-${process.pid}-${n}`, log: () => undefined },
  );
  gateways.push(g);
  return g;
}

/** A phone: its own connection, storage and store, joined as `name`. */
function phone(code: string, name: string): { store: VoteStore; gateway: FirebaseGateway } {
  const g = gateway();
  // Math.random: the default scripted random would give every phone the same userId.
  const store = new VoteStore(code, testDeps(g, { random: Math.random }), {
    navigate: () => undefined,
  });
  stores.push(store);
  store.start();
  store.identity.setNameDraft(name);
  expect(store.submitJoin()).toBe(true);
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
  const rec = target.local!.getData(`screens/${code}/${userId}`) as {
    selected?: string;
    showCard?: boolean;
  } | null;
  if (!rec) return null;
  const d = decodeSelected(rec.selected, code, userId);
  return { value: d.ok ? d.value : null, showCard: rec.showCard };
}

describe('VoteStore on the local database', () => {
  it('two phones vote, see each other and the same average; New round clears both', async () => {
    const code = session.code();
    const ann = phone(code, 'Ann');
    const bob = phone(code, 'Bob');
    await vi.waitFor(() => expect(ann.store.round.participants).toBe(2));
    await vi.waitFor(() => expect(bob.store.round.participants).toBe(2));

    ann.store.selectCard('3');
    ann.store.setReady(true);
    await vi.waitFor(() => expect(bob.store.round.ready).toBe(1));
    expect(ann.store.phase).toBe('waiting');

    bob.store.selectCard('8');
    bob.store.setReady(true);
    await vi.waitFor(() => expect(ann.store.phase).toBe('revealed'));
    expect(bob.store.phase).toBe('revealed');
    expect(formatAverage(ann.store.round.average)).toBe('5.50');
    expect(formatAverage(bob.store.round.average)).toBe('5.50');

    // The screen's New round, from a third connection.
    const screen = gateway();
    await screen.newRound(code, [ann.store.identity.userId, bob.store.identity.userId]);
    await vi.waitFor(() => expect(ann.store.phase).toBe('choosing'));
    await vi.waitFor(() => expect(bob.store.phase).toBe('choosing'));
    expect(ann.store.value).toBe('');
    expect(bob.store.value).toBe('');
    // Nobody wrote the old vote back. A phone reacts to the new round as it receives it;
    // a write from each phone after that is acknowledged only once the server has handled
    // everything the phone sent before it.
    await Promise.all([ann, bob].map((p) => roundTrip(p.gateway, code)));
    expect(onServer(code, ann.store.identity.userId)).toEqual({ value: '', showCard: false });
    expect(onServer(code, bob.store.identity.userId)).toEqual({ value: '', showCard: false });

    // Quick changes (writes still pending) are never taken for a new round.
    for (const v of ['1', '2', '3', '5', '8']) ann.store.selectCard(v);
    ann.store.selectCard('8');
    ann.store.selectCard('13');
    await vi.waitFor(() =>
      expect(onServer(code, ann.store.identity.userId)).toEqual({ value: '13', showCard: false }),
    );
    expect(ann.store.value).toBe('13');
  });

  it('a dropped connection keeps the vote and writes it again when it returns', async () => {
    const code = session.code();
    const ann = phone(code, 'Ann');
    const id = ann.store.identity.userId;
    ann.store.selectCard('8');
    ann.store.setReady(true);
    await vi.waitFor(() => expect(onServer(code, id)).toEqual({ value: '8', showCard: true }));
    await vi.waitFor(() => expect(ann.store.connected).toBe(true));

    goOffline(ann.gateway.database);
    await vi.waitFor(() => expect(ann.store.offline).toBe(true));
    // The server ran onDisconnect: the record is gone while the phone is away.
    await vi.waitFor(() => expect(onServer(code, id)).toBeNull());
    ann.store.setReady(false);
    ann.store.selectCard('13');
    ann.store.setReady(true);
    expect(ann.store.value).toBe('13');

    goOnline(ann.gateway.database);
    await vi.waitFor(() => expect(ann.store.offline).toBe(false));
    await vi.waitFor(() => expect(onServer(code, id)).toEqual({ value: '13', showCard: true }));
    expect(ann.store.value).toBe('13');
    expect(ann.store.ready).toBe(true);
  });
});
