import { describe, expect, it } from 'vitest';
import { denyPermissions, setupNavigationGuard } from '../../../main/navigation-guard';
import { FakeWebContents, fakeEvent } from './fake-electron';

function guarded() {
  const contents = new FakeWebContents();
  const logs: string[] = [];
  setupNavigationGuard(contents as never, (m) => void logs.push(m));
  return { contents, logs };
}

describe('navigation guard: the window stays on the app', () => {
  it.each([
    ['app://story-point/team-b', false],
    ['app://story-point/team-b/vote', false],
    ['https://example.com/', true],
    ['http://127.0.0.1:5173/', true],
    ['file:///etc/passwd', true],
    ['app://other/', true],
    ['javascript:alert(1)', true],
  ])('will-navigate / will-redirect / will-frame-navigate to %s blocked: %s', (url, blocked) => {
    for (const eventName of ['will-navigate', 'will-redirect']) {
      const { contents, logs } = guarded();
      const event = fakeEvent();
      contents.emit(eventName, event, url);
      expect(event.defaultPrevented).toBe(blocked);
      expect(logs.length).toBe(blocked ? 1 : 0);
    }
    // A subframe's navigation: Electron gives the URL on the event itself.
    const { contents, logs } = guarded();
    const frameEvent = Object.assign(fakeEvent(), { url, isMainFrame: false });
    contents.emit('will-frame-navigate', frameEvent);
    expect(frameEvent.defaultPrevented).toBe(blocked);
    expect(logs).toEqual(blocked ? [`Blocked navigation to ${url}`] : []);
  });

  it.each(['https://example.com/', 'app://story-point/team-a'])(
    'denies every new window, even for %s',
    (url) => {
      const { contents } = guarded();
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    },
  );

  it('refuses webviews', () => {
    const { contents } = guarded();
    const event = fakeEvent();
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });

  it('denies every permission request and check', () => {
    let request: ((c: unknown, p: string, cb: (ok: boolean) => void) => void) | null = null;
    let check: (() => boolean) | null = null;
    denyPermissions({
      setPermissionRequestHandler: (h) => void (request = h as never),
      setPermissionCheckHandler: (h) => void (check = h as never),
    });
    const answers: boolean[] = [];
    for (const permission of ['media', 'notifications', 'geolocation']) {
      request!(null, permission, (ok) => answers.push(ok));
    }
    expect(answers).toEqual([false, false, false]);
    expect(check!()).toBe(false);
  });
});
