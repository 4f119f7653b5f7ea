import { describe, expect, it } from 'vitest';
import { PRESENCE_KEY_MAX_LENGTH } from '../../../renderer/domain/presence';
import { roleFor, watcherIds, watchingCount } from '../../../renderer/domain/watchers';

const entry = (key: string, value: unknown) => ({ key, value });

describe('roles', () => {
  it('a watching page says watcher, any other a voter', () => {
    expect(roleFor(true)).toBe('watcher');
    expect(roleFor(false)).toBe('voter');
  });
});

describe('watcherIds', () => {
  it('names the valid entries whose role is watcher', () => {
    const ids = watcherIds([
      entry('ann', { connectedAt: 1, role: 'watcher' }),
      entry('bob', { connectedAt: 1, role: 'voter' }),
      entry('cat', { connectedAt: 1 }),
      entry('dan', { connectedAt: 2, role: 'watcher' }),
    ]);
    expect([...ids]).toEqual(['ann', 'dan']);
  });

  it('an older client without a role, or an unknown role, is no watcher', () => {
    expect(watcherIds([entry('a', { connectedAt: 1 })]).size).toBe(0);
    expect(watcherIds([entry('a', { connectedAt: 1, role: 'Watcher' })]).size).toBe(0);
    expect(watcherIds([entry('a', { connectedAt: 1, role: true })]).size).toBe(0);
  });

  it('leaves out entries presence would not count', () => {
    const watcher = { connectedAt: 1, role: 'watcher' };
    const ids = watcherIds([
      entry('', watcher),
      entry('k'.repeat(PRESENCE_KEY_MAX_LENGTH + 1), watcher),
      entry('no-time', { role: 'watcher' }),
      entry('text-time', { connectedAt: 'now', role: 'watcher' }),
      entry('bare', 'watcher'),
      entry('k'.repeat(PRESENCE_KEY_MAX_LENGTH), watcher),
    ]);
    expect([...ids]).toEqual(['k'.repeat(PRESENCE_KEY_MAX_LENGTH)]);
  });
});

describe('watchingCount', () => {
  const watchers = new Set(['w1', 'w2']);

  it('counts every watcher without a card', () => {
    expect(watchingCount(watchers, [])).toBe(2);
    expect(watchingCount(watchers, ['a', 'b', 'c'])).toBe(2);
    expect(watchingCount(new Set(), ['a'])).toBe(0);
  });

  it('a watcher whose card is still on the screen counts as that card, once', () => {
    expect(watchingCount(watchers, ['a', 'w1'])).toBe(1);
    expect(watchingCount(watchers, ['w1', 'w1'])).toBe(1);
    expect(watchingCount(watchers, ['w2', 'w1'])).toBe(0);
  });
});
