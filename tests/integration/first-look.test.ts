/**
 * The wall's first look at its room (renderer/data/first-look.ts) on the local database,
 * through its REST API and the rules: each answer is what the SDK gateway's listener
 * first gives for the same subscription, so the wall's first cards are the cards it
 * keeps once the SDK takes over.
 */
import { describe, expect, it } from 'vitest';
import { encodeSelected } from '../../renderer/domain/codec';
import { presetDeck, storedDeck } from '../../renderer/domain/deck';
import { MAX_PARTICIPANTS } from '../../renderer/domain/constants';
import { restFirstLook, type SubscriptionKey } from '../../renderer/data/first-look';
import type { DatabaseGateway, OwnRecord } from '../../renderer/data/gateway';
import { useLiveDatabase } from '../support/live-database';

const live = useLiveDatabase('first-look');

const record = (code: string, userId: string, userName: string, value: string): OwnRecord => ({
  userId,
  userName,
  selected: encodeSelected(value, code, userId),
  showCard: false,
  round: 0,
});

/** The first value a subscription's callback gets. */
function first(subscribe: (cb: (v: unknown) => void) => () => void): Promise<unknown> {
  return new Promise((resolve) => {
    const stop = subscribe((v) => {
      queueMicrotask(() => stop());
      resolve(v);
    });
  });
}

/** The wall's first look at `code` on the test database, by its REST API. */
function lookAt(code: string) {
  const { host, port, namespace } = live.target;
  return restFirstLook(
    code,
    MAX_PARTICIPANTS,
    Promise.resolve({ database: { host, port, namespace } }),
    {
      fetch: (url) => fetch(url),
      afterPaint: () => undefined,
      setTimeout: () => undefined,
    },
  );
}

describe('the first look by REST', () => {
  it("answers every subscription of the wall as the SDK's listener first does", async () => {
    const code = live.session.code();
    const wall = live.gateway();
    const phones = [live.gateway(), live.gateway(), live.gateway()];
    const names = ['Ann', 'Bob', 'Cy'];
    const handles = phones.map((p, i) => p.joinRoom(code, `u${i}`, 60_000, 'voter'));
    for (const [i, h] of handles.entries())
      await h.enter(record(code, `u${i}`, names[i]!, String(i + 1)));
    await handles[2]!.leave({ round: 0, userName: 'Cy' });
    await wall.setStory(code, 'PAY-12 Refunds');
    await wall.setDeck(
      code,
      storedDeck(presetDeck('fibonacci', { question: true, coffee: false })),
    );
    await wall.startTimer(code, 120_000);
    await wall.updateConfig(code, { textColor: '#112233' });
    // What the line above the cards reads of the session: a round revealed early, the options.
    await wall.updateSession(code, { revealedRound: 0, options: { suggestedCard: 'up' } });
    await wall.keepRound(code, '0-abc', {
      story: 'PAY-11',
      votes: [{ name: 'Ann', value: '3' }],
      average: 3,
    });

    const look = lookAt(code);
    const keys: [SubscriptionKey, unknown[]][] = [
      ['onConfig', []],
      ['onParticipants', [MAX_PARTICIPANTS]],
      ['onPresence', []],
      ['onDepartures', []],
      ['onStory', []],
      ['onDeck', []],
      ['onTimer', []],
      ['onRoundNumber', []],
      ['onHistory', []],
      ['onBacklog', []],
      ['onCurrentStory', []],
      ['onSessionPart', ['revealedRound']],
      ['onSessionPart', ['options']],
      ['onSessionPart', ['nudge']],
    ];
    for (const [key, args] of keys) {
      const sdk = await first((cb) =>
        (wall[key] as (...a: unknown[]) => () => void)(code, ...args, cb),
      );
      expect({ key, args, value: await look.answer(key, [code, ...args]) }).toEqual({
        key,
        args,
        value: sdk,
      });
    }
    // The room as the wall shows it: two present voters, one who left, the story.
    expect(await look.answer('onParticipants', [code, MAX_PARTICIPANTS])).toHaveLength(2);
    expect(await look.answer('onStory', [code])).toBe('PAY-12 Refunds');
    // And every part of it is there to compare, not an empty room read twice.
    expect(await look.answer('onPresence', [code])).toHaveLength(2);
    expect(await look.answer('onDepartures', [code])).toHaveLength(1);
    expect(await look.answer('onHistory', [code])).toHaveLength(1);
    expect(await look.answer('onTimer', [code])).toMatchObject({ duration: 120_000 });
    expect(await look.answer('onConfig', [code])).toMatchObject({ textColor: '#112233' });
    expect(await look.answer('onDeck', [code])).toMatchObject({ preset: 'fibonacci' });
    expect(await look.answer('onSessionPart', [code, 'revealedRound'])).toBe(0);
    for (const h of handles) h.dispose();
  });

  it('reads a room nobody has used as empty, as the SDK does', async () => {
    const code = live.session.code();
    const look = lookAt(code);
    const wall: DatabaseGateway = live.gateway();
    expect(await look.answer('onParticipants', [code, MAX_PARTICIPANTS])).toEqual(
      await first((cb) => wall.onParticipants(code, MAX_PARTICIPANTS, cb)),
    );
    expect(await look.answer('onConfig', [code])).toEqual(
      await first((cb) => wall.onConfig(code, cb)),
    );
  });
});
