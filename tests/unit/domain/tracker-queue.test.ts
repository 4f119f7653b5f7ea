import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  afterSent,
  BACKOFF_FIRST_MS,
  BACKOFF_MAX_MS,
  backoffMs,
  enqueue,
  FAILURE_MESSAGE_MAX,
  forgetKeys,
  isQueue,
  nextDue,
  nextWake,
  QUEUE_MAX,
  retryAfterConnect,
  retryNow,
  type QueueEntry,
} from '../../../renderer/domain/tracker-queue';

const decided = (key: string, value: number, slot = 0) => ({ key, slot, fieldId: 'f', value });
const NOW = 1000;

describe('enqueue: nothing is written twice', () => {
  it('queues a value to be sent now', () => {
    expect(enqueue([], decided('A-1', 5), NOW)).toEqual([
      { key: 'A-1', slot: 0, fieldId: 'f', value: 5, state: 'queued', attempts: 0, nextAt: NOW },
    ]);
  });

  it('keeps the same queue for a value already queued, sent or failed', () => {
    for (const state of ['queued', 'sent', 'failed'] as const) {
      const queue = [{ ...decided('A-1', 5), state, attempts: 2, nextAt: 0 }];
      expect(enqueue(queue, decided('A-1', 5), NOW)).toBe(queue);
    }
  });

  it('a new value for the key replaces the old one (Re-estimate)', () => {
    const queue = enqueue(
      afterSent(enqueue([], decided('A-1', 5), 0), { key: 'A-1', value: 5 }),
      decided('A-1', 8),
      NOW,
    );
    expect(queue).toEqual([{ ...decided('A-1', 8), state: 'queued', attempts: 0, nextAt: NOW }]);
  });

  it('another field for the same value is written again', () => {
    const queue = enqueue([], decided('A-1', 5), 0);
    expect(enqueue(queue, { ...decided('A-1', 5), fieldId: 'g' }, NOW)).not.toBe(queue);
  });

  it(`keeps at most ${QUEUE_MAX}, making room with the oldest sent ones`, () => {
    let queue: readonly QueueEntry[] = [];
    for (let i = 0; i < QUEUE_MAX; i += 1) queue = enqueue(queue, decided(`A-${i + 1}`, 1), 0);
    queue = afterSent(queue, { key: 'A-2', value: 1 });
    const after = enqueue(queue, decided('B-1', 3), NOW);
    expect(after).toHaveLength(QUEUE_MAX);
    expect(after.map((e) => e.key)).not.toContain('A-2');
    expect(after.map((e) => e.key)).toContain('A-1');
    expect(after.at(-1)?.key).toBe('B-1');
  });

  /** A queue of `n` entries the tracker already has, A-1 the oldest. */
  const sentQueue = (n: number): QueueEntry[] =>
    Array.from({ length: n }, (_, i) => ({
      ...decided(`A-${i + 1}`, 1),
      state: 'sent' as const,
      attempts: 0,
      nextAt: 0,
    }));

  it('drops nothing the tracker has while there is room', () => {
    const queue = sentQueue(900);
    const after = enqueue(queue, decided('B-1', 3), NOW);
    expect(after).toHaveLength(901);
    expect(after.slice(0, 900)).toEqual(queue);
  });

  it('at the bound, drops only the oldest sent entry, one for one', () => {
    const queue = sentQueue(QUEUE_MAX);
    const after = enqueue(queue, decided('B-1', 3), NOW);
    expect(after).toHaveLength(QUEUE_MAX);
    expect(after.map((e) => e.key).slice(0, 2)).toEqual(['A-2', 'A-3']);
  });

  it('at the bound with nothing sent, the oldest entry makes room', () => {
    let queue: readonly QueueEntry[] = [];
    for (let i = 0; i < QUEUE_MAX; i += 1) queue = enqueue(queue, decided(`A-${i + 1}`, 1), 0);
    const after = enqueue(queue, decided('B-1', 3), NOW);
    expect(after).toHaveLength(QUEUE_MAX);
    expect(after[0]?.key).toBe('A-2');
    expect(after.at(-1)?.key).toBe('B-1');
  });
});

describe('sending in turn', () => {
  const queue = [
    { ...decided('A-1', 5), state: 'queued' as const, attempts: 1, nextAt: 3000 },
    { ...decided('A-2', 3), state: 'failed' as const, attempts: 1, nextAt: 0 },
    { ...decided('A-3', 8), state: 'queued' as const, attempts: 0, nextAt: 2000 },
  ];
  it('sends the first due entry and wakes for the soonest', () => {
    expect(nextDue(queue, 1999)).toBeNull();
    expect(nextDue(queue, 2000)?.key).toBe('A-3');
    expect(nextDue(queue, 3000)?.key).toBe('A-1');
    expect(nextWake(queue)).toBe(2000);
    expect(nextWake([queue[1]!])).toBeNull();
  });

  it('a value decided while another was on its way stays queued', () => {
    const replaced = enqueue(queue, decided('A-1', 13), NOW);
    expect(
      afterSent(replaced, { key: 'A-1', value: 5 }).find((e) => e.key === 'A-1'),
    ).toMatchObject({
      value: 13,
      state: 'queued',
    });
  });

  it('a sent value forgets its failure', () => {
    const failed = afterFailure(
      enqueue([], decided('A-1', 5), 0),
      { key: 'A-1', value: 5 },
      { kind: 'network', message: 'x' },
      0,
    );
    expect(afterSent(failed, { key: 'A-1', value: 5 })).toEqual([
      { ...decided('A-1', 5), state: 'sent', attempts: 0, nextAt: BACKOFF_FIRST_MS },
    ]);
  });
});

describe('afterFailure', () => {
  const one = enqueue([], decided('A-1', 5), 0);
  const fail = (
    kind: Parameters<typeof afterFailure>[2]['kind'],
    retryAfterMs?: number,
    message = 'why',
  ) => afterFailure(one, { key: 'A-1', value: 5 }, { kind, message, retryAfterMs }, NOW)[0];

  it("429 and 503 wait for the tracker's Retry-After", () => {
    expect(fail('rate-limited', 7000)).toMatchObject({
      state: 'queued',
      nextAt: NOW + 7000,
      attempts: 1,
    });
    expect(fail('unavailable', 0)).toMatchObject({ state: 'queued', nextAt: NOW });
  });

  it('a Retry-After of days waits an hour at most', () => {
    expect(fail('rate-limited', 3 * 86_400_000)).toMatchObject({
      nextAt: NOW + 12 * BACKOFF_MAX_MS,
    });
  });

  it('without one they back off, longer each time, up to a bound', () => {
    expect(fail('network')).toMatchObject({ state: 'queued', nextAt: NOW + BACKOFF_FIRST_MS });
    expect(backoffMs(1)).toBe(BACKOFF_FIRST_MS);
    expect(backoffMs(2)).toBe(2 * BACKOFF_FIRST_MS);
    expect(backoffMs(3)).toBe(4 * BACKOFF_FIRST_MS);
    expect(backoffMs(40)).toBe(BACKOFF_MAX_MS);
    expect(fail('unavailable', -5)).toMatchObject({ nextAt: NOW + BACKOFF_FIRST_MS });
  });

  it.each([
    'not-found',
    'credentials',
    'permission',
    'not-on-screen',
    'invalid',
    'removed',
    'cross-origin',
  ] as const)('%s is not retried by itself: it waits for Retry with its reason', (kind) => {
    expect(fail(kind, 1000)).toMatchObject({ state: 'failed', failure: { kind, message: 'why' } });
  });

  it('keeps a long reason short', () => {
    expect(fail('invalid', undefined, 'x'.repeat(1000))?.failure?.message).toHaveLength(
      FAILURE_MESSAGE_MAX,
    );
  });
});

describe('Retry, a new connection, a fresh import', () => {
  const failed = (kind: 'not-found' | 'credentials' | 'permission' | 'cross-origin', key: string) =>
    afterFailure(enqueue([], decided(key, 5), 0), { key, value: 5 }, { kind, message: '' }, 0)[0]!;
  const queue = [
    failed('not-found', 'A-1'),
    failed('credentials', 'A-2'),
    failed('permission', 'A-3'),
    failed('cross-origin', 'A-4'),
  ];

  it('Retry sends one now', () => {
    expect(retryNow(queue, 'A-1', NOW).map((e) => e.state)).toEqual([
      'queued',
      'failed',
      'failed',
      'failed',
    ]);
    expect(retryNow(queue, 'A-1', NOW)[0]?.nextAt).toBe(NOW);
    const sent = afterSent(enqueue([], decided('A-1', 5), 0), { key: 'A-1', value: 5 });
    expect(retryNow(sent, 'A-1', NOW)[0]?.state).toBe('sent');
  });

  it('a new connection sends again what the credential, permission or origin stopped', () => {
    expect(retryAfterConnect(queue, NOW).map((e) => e.state)).toEqual([
      'failed',
      'queued',
      'queued',
      'queued',
    ]);
  });

  it('a new connection leaves an entry already queued again at its time', () => {
    const retried = retryNow(queue, 'A-2', 500);
    expect(retryAfterConnect(retried, NOW)[1]).toMatchObject({ state: 'queued', nextAt: 500 });
  });

  it('a fresh import of keys forgets what was queued for them', () => {
    expect(forgetKeys(queue, new Set(['A-2', 'A-4'])).map((e) => e.key)).toEqual(['A-1', 'A-3']);
  });
});

describe('isQueue', () => {
  const good = {
    ...decided('A-1', 5),
    state: 'failed',
    attempts: 1,
    nextAt: 5,
    failure: { kind: 'network', message: 'm' },
  };
  it('accepts a queue as written', () => {
    const sent = { ...decided('A-2', 0.5), state: 'sent', attempts: 0, nextAt: 0 };
    const queued = { ...decided('A-3', 3), state: 'queued', attempts: 0, nextAt: 9 };
    expect(isQueue([good, sent, queued])).toBe(true);
  });
  it(`accepts a full queue of ${QUEUE_MAX}`, () => {
    expect(isQueue(Array.from({ length: QUEUE_MAX }, () => good))).toBe(true);
  });
  it.each<[string, unknown]>([
    ['not a list', { a: good }],
    ['one bad entry among good ones', [good, { ...good, state: 'sending' }, good]],
    ['a key that is a number', [{ ...good, key: 7 }]],
    ['a field that is a number', [{ ...good, fieldId: 7 }]],
    ['an unknown state', [{ ...good, state: 'sending' }]],
    ['a value that is text', [{ ...good, value: '5' }]],
    ['an empty key', [{ ...good, key: '' }]],
    ['an empty field', [{ ...good, fieldId: '' }]],
    ['an unknown failure', [{ ...good, failure: { kind: 'teapot', message: '' } }]],
    ['a failure without a message', [{ ...good, failure: { kind: 'network' } }]],
    ['a fractional attempt count', [{ ...good, attempts: 1.5 }]],
    ['no due time', [{ ...good, nextAt: null }]],
    ['too many', Array.from({ length: QUEUE_MAX + 1 }, () => good)],
  ])('refuses %s', (_, value) => {
    expect(isQueue(value)).toBe(false);
  });
});
