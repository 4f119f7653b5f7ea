/**
 * ScreenStore on the real local database through the product's Firebase gateway, with
 * a fake clock for the store's own timers: a participant written by another client
 * shows with the right counts and average; leaving turns it offline; new round clears
 * the records; block and unblock (with its fresh read) and a continue after pause.
 */
import { ref, serverTimestamp, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createFirebaseGateway,
  type FirebaseGateway,
} from '../../../renderer/data/firebase-gateway';
import { encodeSelected } from '../../../renderer/domain/codec';
import { RESUME_DELAY_MS } from '../../../renderer/domain/constants';
import { ScreenStore } from '../../../renderer/stores/screen-store';
import { TestSession, startTestDatabase, type DatabaseTarget } from '../../support/local-db';
import { testDeps } from '../../support/test-deps';

let target: DatabaseTarget;
let session: TestSession;
const gateways: FirebaseGateway[] = [];
let n = 0;

beforeAll(async () => {
  target = await startTestDatabase();
  session = new TestSession(target);
});

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await session.cleanup();
  await target.stop();
});

function gateway(): FirebaseGateway {
  n += 1;
  const g = createFirebaseGateway(
    { database: { host: target.host, port: target.port, namespace: target.namespace } },
    { appName: `screen-live-${process.pid}-${n}` },
  );
  gateways.push(g);
  return g;
}

describe('ScreenStore on the local database', () => {
  it('follows participants written by another client: counts, average, offline, new round', async () => {
    const code = session.code();
    const writer = gateway();
    const write = (userId: string, value: string, showCard: boolean) =>
      set(ref(writer.database, `screens/${code}/${userId}`), {
        userId,
        userName: userId.toUpperCase(),
        selected: encodeSelected(value, code, userId),
        showCard,
        lastUpdate: serverTimestamp(),
      });
    const deps = testDeps(gateway());
    const store = new ScreenStore(code, deps);
    try {
      await write('a', '3', true);
      await write('b', '8', true);
      await vi.waitFor(() => expect(store.participantCount).toBe(2));
      await vi.waitFor(() => expect(store.average).toBe(5.5));

      store.togglePause();
      await write('a', '13', true);
      await vi.waitFor(() => expect(store.liveRound.average).toBe(10.5));
      expect(store.average).toBe(5.5);
      store.togglePause();
      expect(store.flip).toBe(false);
      deps.clock.advance(RESUME_DELAY_MS);
      expect(store.average).toBe(10.5);

      store.block('b');
      expect(store.participantCount).toBe(1);
      store.unblock('b');
      await vi.waitFor(() => expect(store.participantCount).toBe(2));

      await writer.removeParticipant(code, 'b');
      await vi.waitFor(() => expect(store.views.find((v) => v.userId === 'b')?.offline).toBe(true));
      expect(store.average).toBe(0);

      store.newRound();
      await vi.waitFor(() => expect(store.readyCount).toBe(0));
      const a = (await writer.readParticipants(code, 20)).find((c) => c.key === 'a');
      expect(a?.value).toMatchObject({ selected: '-', showCard: false });
    } finally {
      store.dispose();
    }
  });
});
