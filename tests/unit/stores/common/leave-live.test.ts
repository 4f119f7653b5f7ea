/**
 * Leave in the middle of a round on the real local database, through the product's
 * Firebase gateway: a wall and three phones on their own connections; after one leaves,
 * the wall, the phones, a second wall opened afterwards and a phone that reloads all
 * show the card Offline and hold the reveal, until New round ends it for everyone.
 */
import { describe, expect, it } from 'vitest';
import { goOffline } from 'firebase/database';
import type { FirebaseGateway } from '../../../../renderer/data/firebase-gateway';
import { PhoneRoot } from '../../../../renderer/stores/phone/phone-root';
import type { WallRoot } from '../../../../renderer/stores/wall/wall-root';
import { phoneShows, wallShows } from '../../../support/round-view';
import { startedWall } from '../../../support/wall-harness';
import { eventually } from '../../../support/local-db';
import { useLiveDatabase } from '../../../support/live-database';
import { testDeps, type TestDeps } from '../../../support/test-deps';

const live = useLiveDatabase('leave-live');
const gateway = () => live.gateway();

const wall = (code: string): WallRoot => live.keep(startedWall(code, testDeps(gateway())));

/** A phone page on its own connection; `deps` again plays a reload of the same tab. */
function phone(code: string, deps: TestDeps = testDeps(gateway(), { random: Math.random })) {
  const store = live.keep(new PhoneRoot(code, deps, { navigate: () => undefined }));
  store.start();
  return { store, deps };
}

function joined(code: string, name: string) {
  const page = phone(code);
  page.store.identity.setNameDraft(name);
  expect(page.store.joinForm.submit()).toBe(true);
  return page;
}

describe('Leave in the middle of a round, on the local database', () => {
  it('walls and phones agree while the card is Offline, and New round ends it', async () => {
    const code = live.session.code();
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
    await eventually(() =>
      expect(live.target.local!.getData(`screens/${code}/${cyId}`)).toBeNull(),
    );
    expect(live.target.local!.getData(`sessions/${code}/left/${cyId}`)).toMatchObject({
      round: 0,
      userName: 'Cy',
    });
    // The counts before Leave were the same: wait for Cy's card to turn Offline first.
    await eventually(() =>
      expect(first.roster.cards.find((v) => v.userId === cyId)?.offline).toBe(true),
    );
    expect(wallShows(first)).toEqual(held);
    await eventually(() => expect(phoneShows(ann!.store)).toEqual(held));
    await eventually(() => expect(phoneShows(bob!.store)).toEqual(held));

    // A wall opened afterwards, and Ann's phone reloading, show the same.
    const second = wall(code);
    await eventually(() => expect(wallShows(second)).toEqual(held));
    // The tab reloads: its connection drops (the record stays), the same storage comes back.
    goOffline((ann!.deps.gateway as FirebaseGateway).database);
    const reloaded = phone(code, { ...ann!.deps, gateway: gateway() }).store;
    await eventually(() => expect(reloaded.participation.value).toBe('3'));
    await eventually(() => expect(phoneShows(reloaded)).toEqual(held));
    expect(reloaded.roster.summary.choosing.map((p) => [p.userName, p.offline])).toEqual([
      ['Cy', true],
    ]);

    first.newRound();
    const fresh = { cards: 2, ready: 0, revealed: false, average: 0 };
    for (const w of [first, second]) await eventually(() => expect(wallShows(w)).toEqual(fresh));
    for (const p of [reloaded, bob!.store]) {
      await eventually(() => expect(phoneShows(p)).toEqual(fresh));
    }
    expect(live.target.local!.getData(`sessions/${code}/left`)).toBeNull();

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
