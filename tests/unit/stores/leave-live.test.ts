/**
 * Leave in the middle of a round on the real local database, through the product's
 * Firebase gateway: a wall and three phones on their own connections; after one leaves,
 * the wall, the phones, a second wall opened afterwards and a phone that reloads all
 * show the card Offline and hold the reveal, until New round ends it for everyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFirebaseGateway,
  type FirebaseGateway,
} from '../../../renderer/data/firebase-gateway';
import { PhoneRoot } from '../../../renderer/stores/phone-root';
import type { WallRoot } from '../../../renderer/stores/wall-root';
import { startedWall } from '../../support/screen-harness';
import {
  TestSession,
  eventually,
  startTestDatabase,
  type DatabaseTarget,
} from '../../support/local-db';
import { testDeps, type TestDeps } from '../../support/test-deps';

let target: DatabaseTarget;
let session: TestSession;
const gateways: FirebaseGateway[] = [];
const pages: { dispose(): void }[] = [];
let n = 0;

beforeAll(async () => {
  target = await startTestDatabase();
  session = new TestSession(target);
});

afterAll(async () => {
  pages.forEach((p) => p.dispose());
  await Promise.all(gateways.map((g) => g.close()));
  await session.cleanup();
  await target.stop();
});

function gateway(): FirebaseGateway {
  n += 1;
  const g = createFirebaseGateway(
    { database: { host: target.host, port: target.port, namespace: target.namespace } },
    { appName: `leave-live-${process.pid}-${n}`, log: () => undefined },
  );
  gateways.push(g);
  return g;
}

function wall(code: string): WallRoot {
  const store = startedWall(code, testDeps(gateway()));
  pages.push(store);
  return store;
}

/** A phone page on its own connection; `deps` again plays a reload of the same tab. */
function phone(code: string, deps: TestDeps = testDeps(gateway(), { random: Math.random })) {
  const store = new PhoneRoot(code, deps, { navigate: () => undefined });
  pages.push(store);
  store.start();
  return { store, deps };
}

function joined(code: string, name: string) {
  const page = phone(code);
  page.store.identity.setNameDraft(name);
  expect(page.store.joinForm.submit()).toBe(true);
  return page;
}

const wallShows = (w: WallRoot) => ({
  cards: w.roster.participantCount,
  ready: w.roster.readyCount,
  revealed: w.roster.flip,
  average: w.roster.average,
});
const phoneShows = (p: PhoneRoot) => ({
  cards: p.room.summary.participants,
  ready: p.room.summary.ready,
  revealed: p.room.summary.allReady,
  average: p.room.summary.average,
});

describe('Leave in the middle of a round, on the local database', () => {
  it('walls and phones agree while the card is Offline, and New round ends it', async () => {
    const code = session.code();
    const first = wall(code);
    const [ann, bob, cy] = ['Ann', 'Bob', 'Cy'].map((name) => joined(code, name));
    await eventually(() => expect(first.roster.participantCount).toBe(3));
    for (const p of [ann, bob, cy]) {
      await eventually(() => expect(p!.store.participation.entered).toBe(true));
    }
    ann!.store.participation.selectCard('3');
    ann!.store.participation.setReady(true);
    bob!.store.participation.selectCard('8');
    bob!.store.participation.setReady(true);
    cy!.store.participation.selectCard('5');
    await eventually(() => expect(first.roster.readyCount).toBe(2));

    const cyId = cy!.store.identity.userId;
    cy!.store.participation.leave();
    const held = { cards: 3, ready: 2, revealed: false, average: 0 };
    await eventually(() => expect(target.local!.getData(`screens/${code}/${cyId}`)).toBeNull());
    expect(target.local!.getData(`sessions/${code}/left/${cyId}`)).toMatchObject({
      round: 0,
      userName: 'Cy',
    });
    // The counts before Leave were the same: wait for Cy's card to turn Offline first.
    await eventually(() =>
      expect(first.roster.views.find((v) => v.userId === cyId)?.offline).toBe(true),
    );
    expect(wallShows(first)).toEqual(held);
    await eventually(() => expect(phoneShows(ann!.store)).toEqual(held));
    await eventually(() => expect(phoneShows(bob!.store)).toEqual(held));

    // A wall opened afterwards, and Ann's phone reloading, show the same.
    const second = wall(code);
    await eventually(() => expect(wallShows(second)).toEqual(held));
    // The tab reloads: its connection goes (the record stays), the same storage comes back.
    const closed = ann!.deps.gateway as FirebaseGateway;
    gateways.splice(gateways.indexOf(closed), 1);
    pages.splice(pages.indexOf(ann!.store), 1);
    await closed.close();
    const reloaded = phone(code, { ...ann!.deps, gateway: gateway() }).store;
    await eventually(() => expect(reloaded.participation.value).toBe('3'));
    await eventually(() => expect(phoneShows(reloaded)).toEqual(held));
    expect(reloaded.room.summary.choosing.map((p) => [p.userName, p.offline])).toEqual([
      ['Cy', true],
    ]);

    first.newRound();
    const fresh = { cards: 2, ready: 0, revealed: false, average: 0 };
    for (const w of [first, second]) await eventually(() => expect(wallShows(w)).toEqual(fresh));
    for (const p of [reloaded, bob!.store]) {
      await eventually(() => expect(phoneShows(p)).toEqual(fresh));
    }
    expect(target.local!.getData(`sessions/${code}/left`)).toBeNull();

    for (const [p, value] of [
      [reloaded, '5'],
      [bob!.store, '8'],
    ] as const) {
      await eventually(() => expect(p.participation.canChange).toBe(true));
      p.participation.selectCard(value);
      p.participation.setReady(true);
    }
    const revealed = { cards: 2, ready: 2, revealed: true, average: 6.5 };
    for (const w of [first, second]) await eventually(() => expect(wallShows(w)).toEqual(revealed));
    for (const p of [reloaded, bob!.store]) {
      await eventually(() => expect(phoneShows(p)).toEqual(revealed));
    }
  });
});
