import { describe, expect, it, vi } from 'vitest';
import {
  childrenInKeyOrder,
  FIRST_LOOK_BOUND_MS,
  participantsInOrder,
  restFirstLook,
  restUrl,
  type FirstLookDeps,
} from '../../../renderer/data/first-look';
import { MAX_PARTICIPANTS } from '../../../renderer/domain/constants';
import type { RuntimeConfig } from '../../../shared/runtime-config';

const LOCAL: RuntimeConfig = { database: { host: '127.0.0.1', port: 9000, namespace: 'sp-local' } };

describe('where the first look reads', () => {
  it("is the local database's REST address, with its namespace", () => {
    expect(restUrl(LOCAL, 'configs/Team-A')).toBe(
      'http://127.0.0.1:9000/configs/Team-A.json?ns=sp-local',
    );
    expect(restUrl(LOCAL, 'screens/A', 'orderBy=%22lastUpdate%22&limitToLast=20')).toBe(
      'http://127.0.0.1:9000/screens/A.json?orderBy=%22lastUpdate%22&limitToLast=20&ns=sp-local',
    );
  });

  it("is a Firebase project's database URL when the config names one", () => {
    const firebase: RuntimeConfig = {
      firebase: { databaseURL: 'https://demo-default-rtdb.firebaseio.com/' },
      database: LOCAL.database,
    };
    expect(restUrl(firebase, 'presence/A')).toBe(
      'https://demo-default-rtdb.firebaseio.com/presence/A.json',
    );
  });

  it('is nowhere without a database in the config', () => {
    expect(restUrl({}, 'configs/A')).toBeNull();
  });
});

describe("children in the SDK's order", () => {
  it('reads objects and arrays (a list of slots), leaving out the empty slots', () => {
    // Keys as Firebase orders them: 32-bit integers first, by value (shared/key-order.ts).
    expect(childrenInKeyOrder({ b: 2, '10': 10, a: 0, '9': 9 }).map((c) => c.key)).toEqual([
      '9',
      '10',
      'a',
      'b',
    ]);
    expect(childrenInKeyOrder(['x', null, 'z'])).toEqual([
      { key: '0', value: 'x' },
      { key: '2', value: 'z' },
    ]);
    expect(childrenInKeyOrder(null)).toEqual([]);
    expect(childrenInKeyOrder('text')).toEqual([]);
  });

  it('orders participants by lastUpdate, ties by key, and keeps the last `limit`', () => {
    const value = {
      c: { name: 'C', lastUpdate: 30 },
      a: { name: 'A', lastUpdate: 10 },
      b: { name: 'B', lastUpdate: 30 },
      d: { name: 'D' },
    };
    expect(participantsInOrder(value, 10).map((c) => c.key)).toEqual(['d', 'a', 'b', 'c']);
    expect(participantsInOrder(value, 2).map((c) => c.key)).toEqual(['b', 'c']);
    expect(participantsInOrder(null, 2)).toEqual([]);
  });
});

/** A first look on answers by path; records the URLs it asked for. */
function lookAt(
  answers: Record<string, unknown>,
  options: { status?: number; failing?: string } = {},
) {
  const urls: string[] = [];
  let paint: (() => void) | null = null;
  let bound: (() => void) | null = null;
  const deps: FirstLookDeps = {
    fetch: vi.fn(async (url: string) => {
      urls.push(url);
      const path = new URL(url).pathname.replace(/\.json$/, '').slice(1);
      const status = path.startsWith(options.failing ?? '\0') ? 500 : (options.status ?? 200);
      return {
        ok: status === 200,
        status,
        json: async () => answers[decodeURIComponent(path)] ?? null,
      };
    }),
    afterPaint: (fn) => (paint = fn),
    setTimeout: (fn, ms) => {
      expect(ms).toBe(FIRST_LOOK_BOUND_MS);
      bound = fn;
    },
  };
  const look = restFirstLook('Team A', MAX_PARTICIPANTS, Promise.resolve(LOCAL), deps);
  let shown = false;
  void look.shown.then(() => (shown = true));
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    look,
    urls,
    paint: () => paint?.(),
    bound: () => bound?.(),
    isShown: async () => {
      await settle();
      return shown;
    },
  };
}

const ROOM = {
  'configs/Team A': { theme: 'ocean' },
  'presence/Team A': { u2: true, u1: true },
  'sessions/Team A': {
    story: 'PAY-12',
    deck: { preset: 'fibonacci' },
    round: 3,
    left: { u9: { name: 'Gone' } },
    history: ['first', null, 'third'],
  },
  'screens/Team A': { u2: { lastUpdate: 20 }, u1: { lastUpdate: 10 } },
};

describe('the first look at a room', () => {
  it('answers each of the wall’s subscriptions as its database listener first would', async () => {
    const { look } = lookAt(ROOM);
    const answer = (key: Parameters<typeof look.answer>[0], ...args: unknown[]) =>
      look.answer(key, ['Team A', ...args]);
    expect(await answer('onConfig')).toEqual({ theme: 'ocean' });
    expect(await answer('onPresence')).toEqual([
      { key: 'u1', value: true },
      { key: 'u2', value: true },
    ]);
    expect(await answer('onParticipants', MAX_PARTICIPANTS)).toEqual([
      { key: 'u1', value: { lastUpdate: 10 } },
      { key: 'u2', value: { lastUpdate: 20 } },
    ]);
    expect(await answer('onStory')).toBe('PAY-12');
    expect(await answer('onDeck')).toEqual({ preset: 'fibonacci' });
    expect(await answer('onRoundNumber')).toBe(3);
    expect(await answer('onDepartures')).toEqual([{ key: 'u9', value: { name: 'Gone' } }]);
    expect(await answer('onHistory')).toEqual([
      { key: '0', value: 'first' },
      { key: '2', value: 'third' },
    ]);
    expect(await answer('onSessionPart', 'revealedRound')).toBeNull();
    // What the room does not hold is null, as the SDK gives it.
    expect(await answer('onTimer')).toBeNull();
    expect(await answer('onBacklog')).toBeNull();
  });

  it('has nothing for another screen or for what is not the room', () => {
    const { look } = lookAt(ROOM);
    expect(look.answer('onStory', ['Team B'])).toBeNull();
    expect(look.answer('onConnected', [])).toBeNull();
    expect(look.answer('onOwnRecord', ['Team A', 'u1'])).toBeNull();
  });

  it('reads each part of the room once, at once, the participants by the query the wall uses', async () => {
    const { look, urls } = lookAt(ROOM);
    await Promise.all([
      look.answer('onStory', ['Team A']),
      look.answer('onDeck', ['Team A']),
      look.answer('onParticipants', ['Team A', MAX_PARTICIPANTS]),
      look.answer('onParticipants', ['Team A', MAX_PARTICIPANTS]),
    ]);
    expect(urls.map((u) => u.replace('http://127.0.0.1:9000/', ''))).toEqual([
      'configs/Team%20A.json?ns=sp-local',
      `screens/Team%20A.json?orderBy=%22lastUpdate%22&limitToLast=${MAX_PARTICIPANTS}&ns=sp-local`,
      'presence/Team%20A.json?ns=sp-local',
      'sessions/Team%20A.json?ns=sp-local',
    ]);
    // Another query of the records is the SDK's to answer.
    expect(look.answer('onParticipants', ['Team A', 5])).toBeNull();
  });

  it('answers the session parts the line above the cards reads: early reveal, nudge, options', async () => {
    const session = { round: 2, revealedRound: 2, nudge: { at: 5 }, options: { anonymous: true } };
    const { look } = lookAt({ ...ROOM, 'sessions/Team A': session });
    const part = (name: string) => look.answer('onSessionPart', ['Team A', name]);
    expect(await part('revealedRound')).toBe(2);
    expect(await part('nudge')).toEqual({ at: 5 });
    expect(await part('options')).toEqual({ anonymous: true });
  });

  it('hands the cards over once the rest of the room is read: they come with their round', async () => {
    const pending = new Map<string, () => void>();
    const deps: FirstLookDeps = {
      fetch: (url) =>
        new Promise((resolve) => {
          const path = decodeURIComponent(new URL(url).pathname.replace(/\.json$/, '').slice(1));
          const json = async () => (ROOM as Record<string, unknown>)[path] ?? null;
          pending.set(path.split('/')[0] ?? '', () => resolve({ ok: true, status: 200, json }));
        }),
      afterPaint: () => undefined,
      setTimeout: () => undefined,
    };
    const look = restFirstLook('Team A', MAX_PARTICIPANTS, Promise.resolve(LOCAL), deps);
    const got: string[] = [];
    void look.answer('onParticipants', ['Team A', MAX_PARTICIPANTS])?.then(() => got.push('cards'));
    void look.answer('onRoundNumber', ['Team A'])?.then(() => got.push('round'));
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await settle();
    for (const read of ['screens', 'configs', 'presence']) pending.get(read)?.();
    await settle();
    expect(got).toEqual([]);
    pending.get('sessions')?.();
    await settle();
    expect(got).toEqual(['round', 'cards']);
  });

  it("fails a part's answers when its read fails, and answers the rest", async () => {
    const { look } = lookAt(ROOM, { failing: 'sessions' });
    await expect(look.answer('onRoundNumber', ['Team A'])).rejects.toThrow(/500/);
    expect(await look.answer('onConfig', ['Team A'])).toEqual({ theme: 'ocean' });
  });

  it('is shown once the cards were handed over and painted, not before', async () => {
    const look = lookAt(ROOM);
    look.look.delivered('onStory');
    expect(await look.isShown()).toBe(false);
    look.look.delivered('onParticipants');
    expect(await look.isShown()).toBe(false);
    look.paint();
    expect(await look.isShown()).toBe(true);
  });

  it('lets the database code come at once when the room cannot be read, or after its bound', async () => {
    const refused = lookAt(ROOM, { status: 401 });
    expect(await refused.isShown()).toBe(true);
    await expect(
      refused.look.answer('onParticipants', ['Team A', MAX_PARTICIPANTS]),
    ).rejects.toThrow(/401/);

    const slow = lookAt(ROOM);
    expect(await slow.isShown()).toBe(false);
    slow.bound();
    expect(await slow.isShown()).toBe(true);
  });
});
