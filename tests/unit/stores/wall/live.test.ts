/**
 * WallRoot on the real local database through the product's Firebase gateway, with
 * a fake clock for the store's own timers: a participant written by another client
 * shows with the right counts and average; leaving turns it offline; new round clears
 * the votes and removes who left; block and unblock (with its fresh read) and a continue after pause.
 */
import { ref, remove, serverTimestamp, set } from 'firebase/database';
import { describe, expect, it, vi } from 'vitest';
import { encodeSelected } from '../../../../renderer/domain/codec';
import { RESUME_DELAY_MS } from '../../../../renderer/domain/constants';
import { NewRoundControl } from '../../../../renderer/stores/common/new-round-control';
import { startedWall } from '../../../support/wall-harness';
import { eventually } from '../../../support/local-db';
import { useLiveDatabase } from '../../../support/live-database';
import { testDeps } from '../../../support/test-deps';
import { inEnglish } from '../../../support/english';

const live = useLiveDatabase('screen-live');

/** Problems the gateways reported (expected ones are asserted, none printed). */
const reported: string[] = [];

const gateway = () => live.gateway((...args) => reported.push(args.join(' ')));

describe('the wall on the local database', () => {
  it('follows participants written by another client: counts, average, offline, new round', async () => {
    const code = live.session.code();
    const writer = gateway();
    const write = (userId: string, value: string, showCard: boolean) =>
      set(ref(writer.database, `screens/${code}/${userId}`), {
        userId,
        userName: userId.toUpperCase(),
        selected: encodeSelected(value, code, userId),
        showCard,
        lastUpdate: serverTimestamp(),
        round: 0,
      });
    const deps = testDeps(gateway());
    const store = startedWall(code, deps);
    try {
      await write('a', '3', true);
      await write('b', '8', true);
      await eventually(() => expect(store.roster.participantCount).toBe(2));
      await eventually(() => expect(store.roster.average).toBe(5.5));

      store.togglePause();
      await write('a', '13', true);
      await eventually(() => expect(store.roster.liveRound.average).toBe(10.5));
      expect(store.roster.average).toBe(5.5);
      store.togglePause();
      expect(store.roster.revealed).toBe(false);
      deps.clock.advance(RESUME_DELAY_MS);
      expect(store.roster.average).toBe(10.5);

      store.block('b');
      expect(store.roster.participantCount).toBe(1);
      store.unblock('b');
      await eventually(() => expect(store.roster.participantCount).toBe(2));

      await writer.removeParticipant(code, 'b');
      await eventually(() =>
        expect(store.roster.cards.find((v) => v.userId === 'b')?.offline).toBe(true),
      );
      expect(store.roster.average).toBe(0);

      // a's phone is connected (presence entry); c's record is there but its phone is away.
      await set(ref(writer.database, `presence/${code}/a`), { connectedAt: serverTimestamp() });
      await write('c', '5', true);
      await eventually(() =>
        expect(store.roster.cards.find((v) => v.userId === 'c')?.away).toBe(true),
      );
      expect(store.roster.cards.find((v) => v.userId === 'a')?.away).toBe(false);

      store.newRound();
      await eventually(() => expect(store.roster.readyCount).toBe(0));
      // The present participant stays with no vote; the Away and Offline ones leave.
      await eventually(() => expect(store.roster.cards.map((v) => v.userId)).toEqual(['a']));
      const records = await writer.readParticipants(code, 20);
      expect(records.map((c) => c.key)).toEqual(['a']);
      // Its vote went with the round: the record is of round 0, the room is in round 1.
      expect(store.roster.cards[0]?.value).toBe('');
      expect(live.target.local!.getData(`sessions/${code}/round`)).toBe(1);
      await eventually(() => expect(store.newRoundControl.busy).toBe(false));
      expect(store.newRoundControl.error).toBeNull();
    } finally {
      store.dispose();
    }
  });

  it('New round survives a record removed meanwhile, and shows a write that really failed', async () => {
    const code = live.session.code();
    const writer = gateway();
    const wall = gateway();
    const at = (id: string) => ref(writer.database, `screens/${code}/${id}`);
    const record = (userId: string) => ({
      userId,
      userName: userId,
      selected: encodeSelected('5', code, userId),
      showCard: true,
      lastUpdate: serverTimestamp(),
      round: 0,
    });
    await Promise.all(['a', 'b'].map((id) => set(at(id), record(id))));
    const rounds = new NewRoundControl(code, { gateway: wall, log: { warn() {}, error() {} } });

    // b is Away and leaves by itself (its record goes) in the same moment the wall
    // starts the round, which removes it too.
    const { done } = rounds.newRound(
      ['a', 'b', 'gone'].map((userId) => ({ userId, offline: false })),
      new Set(['a']),
    );
    await remove(at('b'));
    await done;
    expect(rounds.error).toBeNull();
    expect(live.target.local!.getData(`screens/${code}/a`)).toMatchObject({
      userId: 'a',
      round: 0,
    });
    // Neither the vanished record nor one that never existed comes back as a fragment.
    expect(live.target.local!.getData(`screens/${code}/b`)).toBeNull();
    expect(live.target.local!.getData(`screens/${code}/gone`)).toBeNull();
    expect(live.target.local!.getData(`sessions/${code}/round`)).toBe(1);

    // Garbage another client left (rules off): the round number cannot count up from it.
    live.target.local!.setData(`sessions/${code}/round`, 'x');
    // The SDK warns about the refused write itself; expected here, so kept out of the output.
    const sdkWarning = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = rounds.newRound([{ userId: 'a', offline: false }], new Set(['a']));
    await second.done;
    expect(inEnglish(rounds.error)).toBe(
      'New round: the other devices could not be told. Check the connection and press New round again.',
    );
    expect(live.target.local!.getData(`screens/${code}/a`)).toMatchObject({ userId: 'a' });
    expect(reported.join('\n')).toContain(`sessions/${code}/round`);
    sdkWarning.mockRestore();
  });
});
