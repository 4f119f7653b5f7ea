import { describe, expect, it } from 'vitest';
import type { BacklogStory } from '../../../renderer/domain/backlog';
import type { OwnStory } from '../../../renderer/domain/tracker-own';
import { afterFailure, afterSent, enqueue } from '../../../renderer/domain/tracker-queue';
import { storyTrackerState } from '../../../renderer/domain/tracker-state';

const own: OwnStory[] = [
  { slot: 0, key: 'A-1', url: '', fieldId: 'f', decimals: false, was: null },
];
const story = (estimate: string | null, key = 'A-1', slot = 0): BacklogStory => ({
  slot,
  key,
  title: 'T',
  description: '',
  estimate: estimate === null ? null : { value: estimate, at: 1, votes: '' },
});
const queued = enqueue([], { key: 'A-1', slot: 0, fieldId: 'f', value: 5 }, 0);

describe('storyTrackerState', () => {
  it('says nothing of a story the wall did not import', () => {
    expect(storyTrackerState(story('5', 'A-1', 3), own, queued, true)).toEqual({ kind: 'none' });
  });
  it('says a changed key is not written, naming the key imported', () => {
    expect(storyTrackerState(story('5', 'EVIL-1'), own, queued, true)).toEqual({
      kind: 'keyChanged',
      key: 'A-1',
    });
  });
  it('an own story without an estimate is open', () => {
    expect(storyTrackerState(story(null), own, [], true)).toEqual({ kind: 'open' });
  });
  it('says why a card is not written', () => {
    expect(storyTrackerState(story('?'), own, [], true)).toEqual({
      kind: 'notWritten',
      reason: 'notNumber',
      card: '?',
    });
    expect(storyTrackerState(story('½'), own, [], true)).toEqual({
      kind: 'notWritten',
      reason: 'noDecimals',
      card: '½',
    });
  });
  it('names the field’s scale only for a card off it', () => {
    const scaled = [{ ...own[0]!, scale: [1, 2, 3, 5, 8], scaleName: 'Fibonacci' }];
    expect(storyTrackerState(story('?'), scaled, [], true)).toStrictEqual({
      kind: 'notWritten',
      reason: 'notNumber',
      card: '?',
    });
    expect(storyTrackerState(story('13'), scaled, [], true)).toEqual({
      kind: 'notWritten',
      reason: 'offScale',
      card: '13',
      scale: { values: [1, 2, 3, 5, 8], name: 'Fibonacci' },
    });
  });
  it('sending, sent, waiting for a connection', () => {
    expect(storyTrackerState(story('5'), own, queued, true)).toEqual({ kind: 'sending' });
    expect(storyTrackerState(story('5'), own, queued, false)).toEqual({ kind: 'notConnected' });
    expect(
      storyTrackerState(story('5'), own, afterSent(queued, { key: 'A-1', value: 5 }), false),
    ).toEqual({ kind: 'sent' });
    // The queue holds another value than the story now shows: that one is on its way.
    expect(
      storyTrackerState(story('8'), own, afterSent(queued, { key: 'A-1', value: 5 }), true),
    ).toEqual({ kind: 'sending' });
    // Another story's entry of the same value is not this one's.
    const other = afterSent(enqueue([], { key: 'A-9', slot: 4, fieldId: 'f', value: 5 }, 0), {
      key: 'A-9',
      value: 5,
    });
    expect(storyTrackerState(story('5'), own, other, true)).toEqual({ kind: 'sending' });
  });
  it('a failure retried by itself, and one that waits for Retry', () => {
    const later = afterFailure(
      queued,
      { key: 'A-1', value: 5 },
      { kind: 'rate-limited', message: 'slow down', retryAfterMs: 3000 },
      10,
    );
    expect(storyTrackerState(story('5'), own, later, true)).toEqual({
      kind: 'waiting',
      failure: { kind: 'rate-limited', message: 'slow down' },
      at: 3010,
    });
    const gone = afterFailure(
      queued,
      { key: 'A-1', value: 5 },
      { kind: 'not-found', message: 'gone' },
      10,
    );
    expect(storyTrackerState(story('5'), own, gone, true)).toEqual({
      kind: 'failed',
      failure: { kind: 'not-found', message: 'gone' },
    });
  });
});
