/**
 * A watcher on the real local database through the product's Firebase gateway: its
 * presence entry says 'watcher' (accepted by the rules) and it writes no record; a
 * voter's says 'voter'; switching rewrites the entry and enters or removes the record;
 * a dropped connection removes the watcher's entry as a voter's, and it comes back.
 */
import { goOffline, goOnline } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFirebaseGateway,
  type FirebaseGateway,
} from '../../../../renderer/data/firebase-gateway';
import { PhoneRoot } from '../../../../renderer/stores/phone-root';
import {
  TestSession,
  eventually,
  startTestDatabase,
  type DatabaseTarget,
} from '../../../support/local-db';
import { testDeps } from '../../../support/test-deps';

let target: DatabaseTarget;
let session: TestSession;
const gateways: FirebaseGateway[] = [];
const stores: PhoneRoot[] = [];
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

/** A phone on its own connection, joined as `name`, watching when `watch`. */
function phone(code: string, name: string, watch: boolean) {
  n += 1;
  const gateway = createFirebaseGateway(
    { database: { host: target.host, port: target.port, namespace: target.namespace } },
    { appName: `watch-live-${process.pid}-${n}`, log: () => undefined },
  );
  gateways.push(gateway);
  const store = new PhoneRoot(code, testDeps(gateway, { random: Math.random }), {
    navigate: () => undefined,
  });
  stores.push(store);
  store.start();
  store.watch.setWatching(watch);
  store.identity.setNameDraft(name);
  expect(store.joinForm.submit()).toBe(true);
  return { store, gateway, id: store.identity.userId };
}

const data = (path: string) => target.local!.getData(path);

describe('a watcher on the local database', () => {
  it('says so in its presence entry, has no record, and switches both ways', async () => {
    const code = session.code();
    const ann = phone(code, 'Ann', false);
    const wes = phone(code, 'Wes', true);
    await eventually(() =>
      expect(data(`presence/${code}/${wes.id}`)).toEqual({
        connectedAt: expect.any(Number) as number,
        role: 'watcher',
      }),
    );
    await eventually(() =>
      expect(data(`presence/${code}/${ann.id}`)).toMatchObject({ role: 'voter' }),
    );
    await eventually(() => expect(wes.store.room.summary.participants).toBe(1));
    expect(data(`screens/${code}/${wes.id}`)).toBeNull();
    expect(wes.store.participation.phase).toBe('watching');

    // Ready alone: Ann reveals the round; the watcher sees it.
    ann.store.participation.selectCard('5');
    ann.store.participation.setReady(true);
    await eventually(() => expect(wes.store.participation.phase).toBe('revealed'));
    expect(wes.store.room.summary.average).toBe(5);

    // New round from the watcher's phone; then it votes.
    wes.store.newRound();
    await eventually(() => expect(ann.store.participation.phase).toBe('choosing'));
    wes.store.watch.setWatching(false);
    await eventually(() =>
      expect(data(`presence/${code}/${wes.id}`)).toMatchObject({ role: 'voter' }),
    );
    await eventually(() =>
      expect(data(`screens/${code}/${wes.id}`)).toMatchObject({ userName: 'Wes' }),
    );
    await eventually(() => expect(ann.store.room.summary.participants).toBe(2));

    // ... and watches again: the record goes, the entry says watcher.
    wes.store.watch.setWatching(true);
    await eventually(() => expect(data(`screens/${code}/${wes.id}`)).toBeNull());
    await eventually(() =>
      expect(data(`presence/${code}/${wes.id}`)).toMatchObject({ role: 'watcher' }),
    );
    await eventually(() => expect(ann.store.room.summary.participants).toBe(1));
  });

  it('a dropped connection removes its entry, and the watcher comes back as one', async () => {
    const code = session.code();
    const wes = phone(code, 'Wes', true);
    const path = `presence/${code}/${wes.id}`;
    await eventually(() => expect(data(path)).toMatchObject({ role: 'watcher' }));
    goOffline(wes.gateway.database);
    await eventually(() => expect(data(path)).toBeNull());
    goOnline(wes.gateway.database);
    await eventually(() => expect(data(path)).toMatchObject({ role: 'watcher' }));
    expect(data(`screens/${code}/${wes.id}`)).toBeNull();
  });
});
