/** The story on every device: shown at once, written normalised, followed from others. */
import { afterEach, describe, expect, it } from 'vitest';
import { CODE, disposeSessions, makeSession, sessionSetup } from '../../../support/session-harness';

afterEach(disposeSessions);

describe('the story', () => {
  it('is shown at once, written normalised and followed from others', () => {
    const { gateway, deps } = sessionSetup();
    const store = makeSession(deps);
    store.story.set('  PROJ-1\nLogin <b>page</b> ');
    expect(store.story.text).toBe('PROJ-1 Login <b>page</b>');
    expect(gateway.sessions.get(`${CODE}/story`)).toBe('PROJ-1 Login <b>page</b>');
    gateway.setSession(CODE, 'story', 'From a phone');
    expect(store.story.text).toBe('From a phone');
    gateway.setSession(CODE, 'story', { evil: true });
    expect(store.story.text).toBe('');
  });

  it('an unchanged story is not written again; clearing it removes it', () => {
    const { gateway, deps } = sessionSetup();
    const store = makeSession(deps);
    store.story.set('A');
    store.story.set(' A ');
    store.story.set('');
    expect(
      gateway.writes.filter((w) => w.op === 'setStory').map((w) => w.op === 'setStory' && w.story),
    ).toEqual(['A', '']);
    expect(gateway.sessions.has(`${CODE}/story`)).toBe(false);
  });
});
